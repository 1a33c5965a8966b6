import type { FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

/** Room for the multipart framing around the file (boundaries, part headers, a long file name, small fields). */
const framingAllowance = 64 * 1024;

/** The one file of an upload request, still unchecked. */
export type ReceivedFile = { fileName: string; bytes: Buffer };

/** The file and the text fields that came with it. */
export type ReceivedUpload = ReceivedFile & { fields: Record<string, string> };

/** What the caller's people read when an upload is refused (each feature words its own). */
export type UploadTexts = {
  notMultipart: string;
  /** Another part, a second file or an unknown field. */
  unexpectedPart: string;
  noFile: string;
  incomplete: string;
  tooLarge: string;
};

function codeOf(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
    ? error.code
    : undefined;
}

/** @fastify/multipart and busboy failures as the API's own errors (no file name, no header ever echoed). */
function translate(error: unknown, texts: UploadTexts): unknown {
  if (error instanceof AppError) {
    return error;
  }
  switch (codeOf(error)) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError('PAYLOAD_TOO_LARGE', texts.tooLarge, { cause: error });
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new AppError('UNSUPPORTED_MEDIA_TYPE', texts.notMultipart, { cause: error });
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
    case 'FST_PROTO_VIOLATION':
      return new AppError('VALIDATION_FAILED', texts.unexpectedPart, { cause: error });
    default:
      return new AppError('VALIDATION_FAILED', texts.incomplete, { cause: error });
  }
}

/**
 * Reads the single part `file` of a multipart/form-data request and, in any order, at most one
 * of each text field named in `fieldNames`. The size is enforced WHILE the file streams (busboy
 * stops buffering at `maxBytes` and the file is refused, 413); a body whose Content-Length already
 * announces more is refused unread. Any other part, a second file or an unknown field answers 400.
 * The route's plugin registers `@fastify/multipart`; every limit is set again here per request.
 */
export async function readFileUpload(
  request: FastifyRequest,
  options: { maxBytes: number; fieldNames?: readonly string[]; texts: UploadTexts },
): Promise<ReceivedUpload> {
  const { maxBytes, texts } = options;
  const fieldNames = options.fieldNames ?? [];
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', texts.notMultipart);
  }
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes + framingAllowance) {
    throw new AppError('PAYLOAD_TOO_LARGE', texts.tooLarge);
  }
  let file: { fileName: string; bytes: Buffer } | undefined;
  const fields: Record<string, string> = {};
  try {
    const parts = request.parts({
      limits: {
        fileSize: maxBytes,
        files: 1,
        fields: fieldNames.length,
        parts: 1 + fieldNames.length,
        fieldNameSize: 100,
        ...(fieldNames.length > 0 ? { fieldSize: 100 } : {}),
        headerPairs: 20,
      },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || file !== undefined) {
          throw new AppError('VALIDATION_FAILED', texts.unexpectedPart);
        }
        const bytes = await part.toBuffer();
        if (part.file.truncated) {
          throw new AppError('PAYLOAD_TOO_LARGE', texts.tooLarge);
        }
        file = { fileName: part.filename, bytes };
      } else {
        const known = fieldNames.includes(part.fieldname) && !(part.fieldname in fields);
        if (!known || typeof part.value !== 'string') {
          throw new AppError('VALIDATION_FAILED', texts.unexpectedPart);
        }
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    throw translate(error, texts);
  }
  if (file === undefined) {
    throw new AppError('VALIDATION_FAILED', texts.noFile);
  }
  return { ...file, fields };
}
