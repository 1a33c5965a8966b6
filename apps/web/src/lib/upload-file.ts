import type { z } from 'zod';
import { postUploadResponseSchema } from '@atalaya/contract/complaints/document.schemas';
import type { PostUploadResponse } from '@atalaya/contract/complaints/document.schemas';
import { ApiError, apiErrorFromText, describeRequest, recoverFromAuthFailure, reportApiFailure } from './api-client.ts';
import { interfaceLanguageTag } from './i18n.ts';
import { getAccessToken } from './tokens.ts';

export const uploadPath = '/api/gdoc/documento/postupload';

export type MultipartUploadOptions<S extends z.ZodType> = {
  /** The contract schema the answer is parsed with. */
  schema: S;
  /** Text parts sent before the part `file`, in this order (e.g. `{ ididioma: '1' }`). */
  fields?: Readonly<Record<string, string>>;
  /**
   * Called with the fraction sent, from 0 to 1. With it the upload goes through XMLHttpRequest
   * (fetch has no upload progress); without it, through fetch.
   */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
};

export type UploadOptions = {
  /** `descripcion` query parameter (empty by default). */
  descripcion?: string;
  /** Called with the fraction sent, from 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
};

/** The status and body text of an answer, whichever way the request went. */
type UploadAnswer = { status: number; text: string; statusText: string };

type SendOptions = { onProgress?: (fraction: number) => void; signal?: AbortSignal };

function abortError(): DOMException {
  return new DOMException('The upload was aborted', 'AbortError');
}

function networkError(): ApiError {
  return new ApiError(0, 'NETWORK_ERROR', 'No se ha podido conectar con el servidor');
}

/** The multipart body: the text fields first, then the part `file` (fetch and XHR set the boundary). */
function multipartBody(file: File, fields: Readonly<Record<string, string>>): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    body.append(name, value);
  }
  body.append('file', file, file.name);
  return body;
}

/** One multipart `POST` through XMLHttpRequest, reporting upload progress. */
function sendWithXhr(url: string, body: FormData, token: string | null, options: SendOptions): Promise<UploadAnswer> {
  return new Promise((resolve, reject) => {
    if (options.signal?.aborted) {
      reject(abortError());
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', interfaceLanguageTag());
    if (token) {
      xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    }
    function abort() {
      xhr.abort();
    }
    options.signal?.addEventListener('abort', abort, { once: true });
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) {
        options.onProgress?.(Math.min(1, event.loaded / event.total));
      }
    });
    xhr.addEventListener('load', () => {
      options.signal?.removeEventListener('abort', abort);
      resolve({ status: xhr.status, text: xhr.responseText, statusText: xhr.statusText });
    });
    xhr.addEventListener('error', () => {
      options.signal?.removeEventListener('abort', abort);
      reject(networkError());
    });
    xhr.addEventListener('abort', () => {
      reject(abortError());
    });
    xhr.send(body);
  });
}

/** One multipart `POST` through fetch (no progress). */
async function sendWithFetch(
  url: string,
  body: FormData,
  token: string | null,
  options: SendOptions,
): Promise<UploadAnswer> {
  const headers = new Headers({ Accept: 'application/json', 'Accept-Language': interfaceLanguageTag() });
  if (token) {
    headers.set('Authorization', `Bearer ${token}`);
  }
  let response: Response;
  try {
    response = await fetch(url, { method: 'POST', headers, body, signal: options.signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') {
      throw error;
    }
    throw networkError();
  }
  return { status: response.status, text: await response.text().catch(() => ''), statusText: response.statusText };
}

/**
 * The one multipart upload of the app: `POST url` with `fields` then the part `file`.
 * Uses the api client's session logic: Bearer token, one refresh and retry on 401/403, spec §8
 * reactions to error answers; parses the answer with `schema`; errors are `ApiError`s.
 * Nothing about the file (name, content) is ever logged.
 */
export async function uploadMultipart<S extends z.ZodType>(
  url: string,
  file: File,
  options: MultipartUploadOptions<S>,
): Promise<z.output<S>> {
  const label = describeRequest('POST', url);
  const send = options.onProgress ? sendWithXhr : sendWithFetch;
  const sendOptions: SendOptions = { onProgress: options.onProgress, signal: options.signal };
  const fields = options.fields ?? {};
  const sentToken = getAccessToken();
  let answer = await send(url, multipartBody(file, fields), sentToken, sendOptions);
  if (answer.status === 401 || answer.status === 403) {
    const error = apiErrorFromText(answer.status, answer.text, answer.statusText);
    if (!(await recoverFromAuthFailure(sentToken, error, label))) {
      throw error;
    }
    options.onProgress?.(0);
    answer = await send(url, multipartBody(file, fields), getAccessToken(), sendOptions);
  }
  if (answer.status < 200 || answer.status >= 300) {
    const error = apiErrorFromText(answer.status, answer.text, answer.statusText);
    reportApiFailure(error, label);
    throw error;
  }
  let json: unknown = null;
  try {
    json = JSON.parse(answer.text);
  } catch {
    json = null;
  }
  const parsed = options.schema.safeParse(json);
  if (!parsed.success) {
    console.warn(`[api] ${label} → unexpected response shape`);
    throw new ApiError(answer.status, 'INVALID_RESPONSE', 'Respuesta no válida del servidor');
  }
  return parsed.data;
}

/**
 * `POST /api/gdoc/documento/postupload` with one multipart part `file`, reporting upload progress
 * (see `uploadMultipart`; 413 too large, 415 type, 429 too many).
 */
export function uploadFile(file: File, options: UploadOptions = {}): Promise<PostUploadResponse> {
  const url = `${uploadPath}?${new URLSearchParams({ descripcion: options.descripcion ?? '' }).toString()}`;
  return uploadMultipart(url, file, {
    schema: postUploadResponseSchema,
    onProgress: options.onProgress,
    signal: options.signal,
  });
}
