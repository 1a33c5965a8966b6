import { z } from 'zod';

/**
 * The closed list of error codes the API answers with, and the HTTP status of each.
 * 501/523/524/534 are the spec's own statuses (spec §8, architecture §3).
 */
export const errorStatus = {
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  BUSINESS_RULE: 501,
  TEXT_ERROR: 523,
  SECURITY: 524,
  SESSION_INVALID: 534,
} as const;

export type ErrorCode = keyof typeof errorStatus;
export const errorCodeSchema = z.enum(Object.keys(errorStatus) as [ErrorCode, ...ErrorCode[]]);

export const fieldErrorSchema = z.object({ path: z.string(), message: z.string() });
export type FieldError = z.infer<typeof fieldErrorSchema>;

/** Body of every error answer: the spec's clients read `success`. */
export const errorResponseSchema = z.object({
  success: z.literal(false),
  code: errorCodeSchema,
  message: z.string(),
  errors: z.array(fieldErrorSchema).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
