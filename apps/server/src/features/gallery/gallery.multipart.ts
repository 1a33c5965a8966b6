import type { FastifyRequest } from 'fastify';
import {
  galleryMessages,
  imageUploadFieldsSchema,
  type ImageUploadFields,
} from '@atalaya/contract/resources/gallery.schemas';
import { AppError, messages } from '../../lib/errors.ts';

/** Room for the multipart framing around the image (boundaries, part headers, the ididioma field). */
const framingAllowance = 64 * 1024;
const notMultipart = 'Envíe la imagen como multipart/form-data';
const incomplete = 'La imagen no ha llegado completa. Vuelva a intentarlo.';

/** The image part and the text fields of a gallery upload, still unchecked. */
export type ReceivedImage = { fileName: string; bytes: Buffer; fields: ImageUploadFields };

function codeOf(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
    ? error.code
    : undefined;
}

function tooLarge(cause?: unknown): AppError {
  return new AppError('PAYLOAD_TOO_LARGE', galleryMessages.tooLarge, { cause });
}

/** @fastify/multipart and busboy failures as the API's own errors (no file name or header echoed). */
function translate(error: unknown): unknown {
  if (error instanceof AppError) {
    return error;
  }
  switch (codeOf(error)) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return tooLarge(error);
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new AppError('UNSUPPORTED_MEDIA_TYPE', notMultipart, { cause: error });
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
    case 'FST_PROTO_VIOLATION':
      return new AppError('VALIDATION_FAILED', galleryMessages.badFields, { cause: error });
    default:
      return new AppError('VALIDATION_FAILED', incomplete, { cause: error });
  }
}

/**
 * Reads a gallery upload: one part `file` (the image) and at most one text field `ididioma`, in
 * any order. The size is enforced WHILE the file streams (busboy stops at `maxBytes`; 413 with the
 * spec's message), and a body that announces more than that is refused unread. Any other part,
 * a second file or an unknown field answers 400.
 */
export async function readImageUpload(request: FastifyRequest, maxBytes: number): Promise<ReceivedImage> {
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', notMultipart);
  }
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes + framingAllowance) {
    throw tooLarge();
  }
  let file: { fileName: string; bytes: Buffer } | undefined;
  const fields: Record<string, string> = {};
  try {
    const parts = request.parts({
      limits: {
        fileSize: maxBytes,
        files: 1,
        fields: 1,
        parts: 2,
        fieldNameSize: 100,
        fieldSize: 100,
        headerPairs: 20,
      },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || file !== undefined) {
          throw new AppError('VALIDATION_FAILED', galleryMessages.badFields);
        }
        const bytes = await part.toBuffer();
        if (part.file.truncated) {
          throw tooLarge();
        }
        file = { fileName: part.filename, bytes };
      } else {
        if (part.fieldname !== 'ididioma' || typeof part.value !== 'string') {
          throw new AppError('VALIDATION_FAILED', galleryMessages.badFields);
        }
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    throw translate(error);
  }
  if (file === undefined) {
    throw new AppError('VALIDATION_FAILED', galleryMessages.noFile);
  }
  const parsed = imageUploadFieldsSchema.safeParse(fields);
  if (!parsed.success) {
    throw new AppError('VALIDATION_FAILED', messages.validation, {
      errors: [{ path: 'body.ididioma', message: 'El idioma debe ser un número del 1 al 5' }],
    });
  }
  return { ...file, fields: parsed.data };
}
