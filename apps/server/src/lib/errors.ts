import { errorStatus, type ErrorCode, type FieldError } from '@atalaya/contract/errors/error-codes';

/**
 * An error the API answers with a safe message. `code` picks the HTTP status from the contract;
 * `reportable` errors are logged as problems, the rest are expected client mistakes.
 * @example throw new AppError('NOT_FOUND', 'No existe el elemento');
 */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly options: { errors?: FieldError[]; reportable?: boolean; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'AppError';
    this.statusCode = errorStatus[code];
  }
  get reportable(): boolean {
    return this.options.reportable ?? this.statusCode >= 500;
  }
}

export const messages = {
  unauthenticated: 'Sesión no válida o caducada',
  forbidden: 'No tiene permiso para realizar esta acción',
  notFound: 'No se ha encontrado el elemento solicitado',
  validation: 'Los datos enviados no son válidos',
  internal: 'Internal Server Error',
} as const;
