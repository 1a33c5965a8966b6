import type { z } from 'zod';
import { errorResponseSchema } from '@atalaya/contract/errors/error-codes';
import type { ErrorCode, FieldError } from '@atalaya/contract/errors/error-codes';

export type ApiErrorCode = ErrorCode | 'NETWORK_ERROR' | 'INVALID_RESPONSE' | 'UNKNOWN';

/** An error answer of the API, rebuilt from its `{success:false, code, message, errors}` body. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly errors: readonly FieldError[];

  constructor(status: number, code: ApiErrorCode, message: string, errors: readonly FieldError[] = []) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.errors = errors;
  }
}

export async function readError(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  return apiErrorFromText(response.status, text, response.statusText);
}

/** Rebuilds the `ApiError` of an error answer from its status and body text. */
export function apiErrorFromText(status: number, text: string, statusText = ''): ApiError {
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    json = null;
  }
  const parsed = errorResponseSchema.safeParse(json);
  if (parsed.success) {
    return new ApiError(status, parsed.data.code, parsed.data.message, parsed.data.errors ?? []);
  }
  return new ApiError(status, 'UNKNOWN', text || statusText || `HTTP ${status}`);
}

export async function parseBody<S extends z.ZodType>(
  response: Response,
  schema: S,
  label: string,
): Promise<z.output<S>> {
  const json: unknown = await response.json().catch(() => null);
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    console.warn(`[api] ${label} → unexpected response shape`);
    throw new ApiError(response.status, 'INVALID_RESPONSE', 'Respuesta no válida del servidor');
  }
  return parsed.data;
}

/** A server refusal split for a form: the field errors it names (`body.<field>`), the rest as text. */
export type FormRefusal<F extends string> = {
  message: string | undefined;
  fieldErrors: { field: F; message: string }[];
  details: string[];
};

/** Reads a refusal (an ApiError's `errors`) against the form's own `fields`. */
export function formRefusalOf<F extends string>(error: unknown, fields: readonly F[]): FormRefusal<F> {
  const fieldErrors: { field: F; message: string }[] = [];
  const details: string[] = [];
  for (const problem of error instanceof ApiError ? error.errors : []) {
    const field = fields.find((name) => problem.path.replace(/^body\./, '') === name);
    if (field) {
      fieldErrors.push({ field, message: problem.message });
    } else {
      details.push(problem.message);
    }
  }
  return { message: error instanceof Error ? error.message : undefined, fieldErrors, details };
}
