import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors.ts';
import { formatBytes } from './upload-limits.ts';

/** Room for the multipart framing around the file (boundaries, part headers, a long file name). */
const framingAllowance = 64 * 1024;

/** The one file of an upload request, still unchecked. */
export type ReceivedFile = { fileName: string; bytes: Buffer };

export const multipartMessages = {
  notMultipart: 'Envíe el archivo como multipart/form-data',
  oneFile: 'Envíe un único archivo en el campo «file» y ningún otro dato',
  noFile: 'Adjunte un archivo en el campo «file»',
  incomplete: 'El archivo no ha llegado completo. Vuelva a intentarlo.',
  tooLarge: (maxBytes: number) => `El archivo supera el tamaño máximo permitido (${formatBytes(maxBytes)})`,
} as const;

function codeOf(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
    ? error.code
    : undefined;
}

/** @fastify/multipart and busboy failures as the API's own errors (no file name, no header ever echoed). */
function translate(error: unknown, maxBytes: number): unknown {
  if (error instanceof AppError) {
    return error;
  }
  switch (codeOf(error)) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError('PAYLOAD_TOO_LARGE', multipartMessages.tooLarge(maxBytes), { cause: error });
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new AppError('UNSUPPORTED_MEDIA_TYPE', multipartMessages.notMultipart, { cause: error });
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
    case 'FST_PROTO_VIOLATION':
      return new AppError('VALIDATION_FAILED', multipartMessages.oneFile, { cause: error });
    default:
      return new AppError('VALIDATION_FAILED', multipartMessages.incomplete, { cause: error });
  }
}

/**
 * Reads the single part `file` of a multipart/form-data request, enforcing the size WHILE it
 * streams (busboy stops buffering at `maxBytes` and the file is refused, 413; a body whose
 * Content-Length is already too large is refused unread). Any other part, a second file or a text
 * field, is refused (400).
 */
export async function readSingleFile(request: FastifyRequest, maxBytes: number): Promise<ReceivedFile> {
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', multipartMessages.notMultipart);
  }
  // A body that announces more than the file limit allows is refused before it is read at all.
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes + framingAllowance) {
    throw new AppError('PAYLOAD_TOO_LARGE', multipartMessages.tooLarge(maxBytes));
  }
  let received: ReceivedFile | undefined;
  try {
    const parts = request.parts({
      limits: { fileSize: maxBytes, files: 1, fields: 0, parts: 1, fieldNameSize: 100, headerPairs: 20 },
    });
    for await (const part of parts) {
      if (part.type !== 'file' || part.fieldname !== 'file' || received !== undefined) {
        throw new AppError('VALIDATION_FAILED', multipartMessages.oneFile);
      }
      const bytes = await part.toBuffer();
      if (part.file.truncated) {
        throw new AppError('PAYLOAD_TOO_LARGE', multipartMessages.tooLarge(maxBytes));
      }
      received = { fileName: part.filename, bytes };
    }
  } catch (error) {
    throw translate(error, maxBytes);
  }
  if (received === undefined) {
    throw new AppError('VALIDATION_FAILED', multipartMessages.noFile);
  }
  return received;
}
