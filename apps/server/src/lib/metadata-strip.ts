import { stripMp3, stripWav } from './audio-metadata.ts';
import { AppError } from './errors.ts';
import { isImageMime, stripImage } from './image-metadata.ts';
import { stripMp4 } from './mp4-metadata.ts';
import { stripOdf, stripOoxml } from './office-metadata.ts';
import { EncryptedPdfError, stripPdf } from './pdf-metadata.ts';

// pdf-stamp.ts reads the image size guard from here, where it has always been.
export { maxImagePixels } from './image-metadata.ts';

export const stripMessages = {
  unreadable: 'El archivo está dañado o no se puede leer',
  encryptedPdf: 'El PDF está cifrado o protegido con contraseña. Súbalo sin protección.',
} as const;

type Cleaner = (bytes: Buffer) => Buffer | Promise<Buffer>;

/** The cleaner of each type the server can strip, besides images (stripImage) and plain text (nothing to strip). */
const cleaners: Readonly<Record<string, Cleaner>> = {
  'application/pdf': stripPdf,
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': stripOoxml,
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': stripOoxml,
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': stripOoxml,
  'application/vnd.oasis.opendocument.text': stripOdf,
  'application/vnd.oasis.opendocument.spreadsheet': stripOdf,
  'audio/mpeg': stripMp3,
  'audio/mp4': stripMp4,
  'audio/wav': stripWav,
};

/**
 * Whether stripMetadata can clean a type: images, PDF, plain text (which carries no metadata),
 * OOXML and OpenDocument files, MP3, M4A/MP4 and WAV. Not legacy Office (application/msword,
 * application/vnd.ms-excel: Compound File Binary, whose property streams are not rewritten) nor
 * Ogg (Vorbis/Opus comments), which stripMetadata stores unchanged: the upload flow can refuse them.
 * @example canStripMetadata('application/msword') // false
 */
export function canStripMetadata(mime: string): boolean {
  return mime === 'text/plain' || isImageMime(mime) || Object.hasOwn(cleaners, mime);
}

/**
 * The bytes to store for an upload of an already inspected type, without what tells who made it
 * (architecture §6): images re-encoded, PDFs, Office and OpenDocument files and audio rewritten
 * without metadata (see canStripMetadata and docs/decisions/021-metadata-cleaning.md); other
 * types unchanged. Unreadable files answer 400, encrypted PDFs 415, so nothing the server cannot
 * clean of a cleanable type is stored.
 */
export async function stripMetadata(bytes: Buffer, mime: string): Promise<Buffer> {
  const cleaner = isImageMime(mime) ? (image: Buffer) => stripImage(image, mime) : cleaners[mime];
  if (cleaner === undefined) {
    return bytes;
  }
  try {
    return await cleaner(bytes);
  } catch (error) {
    if (error instanceof EncryptedPdfError) {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', stripMessages.encryptedPdf);
    }
    throw new AppError('VALIDATION_FAILED', stripMessages.unreadable, { cause: error });
  }
}
