import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRef, PDFStream, type PDFObject } from 'pdf-lib';
import sharp from 'sharp';
import { AppError } from './errors.ts';

export const stripMessages = {
  unreadable: 'El archivo está dañado o no se puede leer',
  encryptedPdf: 'El PDF está cifrado o protegido con contraseña. Súbalo sin protección.',
} as const;

/** Largest image accepted, in pixels (all frames of an animation together): a guard against decompression bombs. */
export const maxImagePixels = 100_000_000;

const imageFormats = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
} as const;
type ImageMime = keyof typeof imageFormats;

function isImageMime(mime: string): mime is ImageMime {
  return Object.hasOwn(imageFormats, mime);
}

function unreadable(cause: unknown): AppError {
  return new AppError('VALIDATION_FAILED', stripMessages.unreadable, { cause });
}

/**
 * Re-encodes an image in its own format. Without `withMetadata`/`keepExif`/`keepIccProfile`, sharp
 * writes no EXIF (GPS, camera, owner), XMP, IPTC, ICC profile or comment; `.rotate()` first bakes the
 * EXIF orientation into the pixels so the picture still looks the same. Animations keep every frame.
 */
async function stripImage(bytes: Buffer, mime: ImageMime): Promise<Buffer> {
  const options = { failOn: 'error', limitInputPixels: maxImagePixels } as const;
  try {
    const metadata = await sharp(bytes, options).metadata();
    const animated = (metadata.pages ?? 1) > 1;
    let image = sharp(bytes, { ...options, animated });
    if (!animated) {
      image = image.rotate();
    }
    switch (imageFormats[mime]) {
      case 'jpeg':
        return await image.jpeg({ quality: 92 }).toBuffer();
      case 'png':
        return await image.png().toBuffer();
      case 'gif':
        return await image.gif().toBuffer();
      case 'webp':
        return await image.webp({ quality: 92 }).toBuffer();
    }
  } catch (error) {
    throw unreadable(error);
  }
}

/** Keys of any PDF dictionary that carry metadata: XMP streams and application private data. */
const metadataKeys = [PDFName.of('Metadata'), PDFName.of('PieceInfo')];
const annotationAuthor = PDFName.of('T');
const subtypeKey = PDFName.of('Subtype');
const rectKey = PDFName.of('Rect');
const widget = PDFName.of('Widget');

/** Removes metadata keys from a dictionary and, in markup annotations (comments), the author `/T`. */
function cleanDict(dict: PDFDict): void {
  for (const key of metadataKeys) {
    dict.delete(key);
  }
  const subtype = dict.get(subtypeKey);
  if (subtype instanceof PDFName && subtype !== widget && dict.has(rectKey)) {
    dict.delete(annotationAuthor);
  }
}

/** Every direct value inside an object (not following references). */
function childrenOf(object: PDFObject): PDFObject[] {
  if (object instanceof PDFDict) {
    return object.entries().map(([, value]) => value);
  }
  if (object instanceof PDFArray) {
    return object.asArray();
  }
  if (object instanceof PDFStream) {
    return [object.dict];
  }
  return [];
}

/** Cleans every dictionary reachable inside one object (direct values only). */
function cleanObject(root: PDFObject): void {
  const stack = [root];
  for (let object = stack.pop(); object !== undefined; object = stack.pop()) {
    if (object instanceof PDFDict) {
      cleanDict(object);
    }
    stack.push(...childrenOf(object));
  }
}

/**
 * Drops every indirect object the trailer's Root no longer reaches: old Info dictionaries and XMP
 * streams left by incremental updates, and those this cleaning detached.
 */
function dropUnreachable(doc: PDFDocument): void {
  const context = doc.context;
  const reached = new Set<string>();
  const stack: PDFObject[] = [];
  if (context.trailerInfo.Root !== undefined) {
    stack.push(context.trailerInfo.Root);
  }
  for (let object = stack.pop(); object !== undefined; object = stack.pop()) {
    if (object instanceof PDFRef) {
      const tag = object.tag;
      const target = context.lookup(object);
      if (!reached.has(tag) && target !== undefined) {
        reached.add(tag);
        stack.push(target);
      }
      continue;
    }
    stack.push(...childrenOf(object));
  }
  for (const [ref] of context.enumerateIndirectObjects()) {
    if (!reached.has(ref.tag)) {
      context.delete(ref);
    }
  }
}

/**
 * Rewrites a PDF without its metadata: the Info dictionary (Title, Author, Subject, Keywords,
 * Creator, Producer, dates) and the file identifier leave the trailer, every `/Metadata` (XMP) and
 * `/PieceInfo` goes from the catalog, pages and resources, comment authors go, and objects nothing
 * refers to any more are dropped. Saved with `updateMetadata: false` so pdf-lib adds nothing back.
 */
async function stripPdf(bytes: Buffer): Promise<Buffer> {
  let doc: PDFDocument;
  try {
    // Loaded even when encrypted only to tell that case apart (pdf-lib's own error class does not
    // survive its ES5 build, so `instanceof` cannot recognise it).
    doc = await PDFDocument.load(bytes, { updateMetadata: false, ignoreEncryption: true });
  } catch (error) {
    throw unreadable(error);
  }
  if (doc.isEncrypted) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', stripMessages.encryptedPdf);
  }
  try {
    if (doc.getPageCount() === 0) {
      throw new Error('PDF without pages');
    }
    const context = doc.context;
    context.trailerInfo.Info = undefined;
    context.trailerInfo.ID = undefined;
    for (const [, object] of context.enumerateIndirectObjects()) {
      cleanObject(object);
    }
    dropUnreachable(doc);
    return Buffer.from(await doc.save({ updateFieldAppearances: false, addDefaultPage: false }));
  } catch (error) {
    throw unreadable(error);
  }
}

/**
 * The bytes to store for an upload of an already inspected type: images re-encoded and PDFs
 * rewritten without metadata (architecture §6); other types unchanged. Unreadable files answer
 * 400, encrypted PDFs 415, so nothing the server cannot clean is stored.
 */
export async function stripMetadata(bytes: Buffer, mime: string): Promise<Buffer> {
  if (isImageMime(mime)) {
    return stripImage(bytes, mime);
  }
  if (mime === 'application/pdf') {
    return stripPdf(bytes);
  }
  return bytes;
}
