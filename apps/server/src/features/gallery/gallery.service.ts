import crypto from 'node:crypto';
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { TokenClaims } from '@atalaya/contract/auth/auth.schemas';
import type { ListRequest } from '@atalaya/contract/common/list.schemas';
import { limits } from '@atalaya/contract/limits';
import {
  emptyImage,
  galleryFileNamePattern,
  galleryImageMimes,
  galleryMaxBytes,
  galleryMessages,
  type CreateImageBody,
  type Image,
  type ImageDraft,
  type ImageUploadFields,
  type UpdateImageBody,
} from '@atalaya/contract/resources/gallery.schemas';
import { newBlobKey } from '../../lib/blob-store.ts';
import { AppError, messages } from '../../lib/errors.ts';
import { inspectFile } from '../../lib/file-inspection.ts';
import { resolveTenantOfHost } from '../../lib/hostname.ts';
import { stripMetadata } from '../../lib/metadata-strip.ts';
import type { ReceivedFile } from '../../lib/multipart.ts';
import { nowIso } from '../../lib/time.ts';
import {
  deleteImage,
  findImage,
  findImageByName,
  findImages,
  insertImage,
  updateImageRow,
  type ImageRow,
  type ImageSort,
} from './gallery.repository.ts';

/** The image part and the text fields of a gallery upload, still unchecked. */
export type ReceivedImage = ReceivedFile & { fields: ImageUploadFields };

/** The extension each accepted type is stored under (the stored name never comes from the upload). */
const extensionByMime: Readonly<Record<(typeof galleryImageMimes)[number], string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

function isGalleryMime(mime: string): mime is (typeof galleryImageMimes)[number] {
  return Object.hasOwn(extensionByMime, mime);
}

/** The wire entity: an allow-list (blob key and hash stay on the server). */
export function presentImage(row: ImageRow): Image {
  return {
    idimagen: row.idimagen,
    imagen: row.imagen,
    ididioma: row.ididioma,
    tipo_mime: row.tipo_mime,
    tamano: row.tamano,
    fec_alta: row.fec_alta,
  };
}

/** `GET /trans_imagenes/`: the empty entity with its defaults. */
export function getEmptyImage(): ImageDraft {
  return { ...emptyImage };
}

function invalid(path: string, message: string): AppError {
  return new AppError('VALIDATION_FAILED', messages.validation, { errors: [{ path, message }] });
}

const sorts: readonly ImageSort[] = ['idimagen', 'fec_alta', 'ididioma'];

/**
 * The list request of the gallery: the only filter is `ididioma` (an integer), sorts are
 * idimagen (default, descending: newest first), fec_alta and ididioma; anything else is 400.
 */
function pageRequestOf(request: ListRequest): {
  ididioma: number | undefined;
  sort: ImageSort;
  order: 'asc' | 'desc';
  offset: number;
  limit: number;
  withTotal: boolean;
} {
  let ididioma: number | undefined;
  request.columns.forEach((column, index) => {
    if (column.name.toLowerCase() !== 'ididioma') {
      throw invalid(`body.columns.${index}.name`, 'Columna de filtro no admitida. Admitidas: ididioma');
    }
    if (column.data === null || column.data === '') {
      return;
    }
    if (typeof column.data !== 'number' || !Number.isInteger(column.data)) {
      throw invalid(`body.columns.${index}.data`, 'El filtro ididioma debe ser un número entero');
    }
    ididioma = column.data;
  });
  let sort: ImageSort = 'idimagen';
  let order: 'asc' | 'desc' = 'desc';
  if (request.sort !== undefined) {
    const wanted = request.sort.toLowerCase();
    const found = sorts.find((s) => s === wanted);
    if (found === undefined) {
      throw invalid('body.sort', `Columna de ordenación no admitida. Admitidas: ${sorts.join(', ')}`);
    }
    sort = found;
    order = request.order;
  }
  return {
    ididioma,
    sort,
    order,
    offset: request.start,
    limit: request.length === -1 ? limits.listMaxLength : Math.min(request.length, limits.listMaxLength),
    withTotal: request.gettotal,
  };
}

/** `POST /trans_imagenes/GetList`: a page of the caller's tenant's images. */
export async function findImagePage(
  app: FastifyInstance,
  claims: TokenClaims,
  request: ListRequest,
): Promise<{ total: number; data: Image[] }> {
  const page = pageRequestOf(request);
  const { rows, total } = await findImages(app.db, { idcliente: claims.idcliente, ididioma: page.ididioma }, page);
  return { total: total ?? rows.length, data: rows.map(presentImage) };
}

/** `GET /trans_imagenes/{id}`: another tenant's image answers 404 like a missing one. */
export async function getImage(app: FastifyInstance, claims: TokenClaims, idimagen: number): Promise<Image> {
  const row = await findImage(app.db, claims.idcliente, idimagen);
  if (!row) {
    throw new AppError('NOT_FOUND', messages.notFound);
  }
  return presentImage(row);
}

/** A checked image, cleaned and saved as a blob of the tenant under a new random name. */
type SavedImage = Pick<ImageRow, 'imagen' | 'tipo_mime' | 'tamano' | 'sha256' | 'blob_key'>;

/**
 * The one check of every gallery image, whichever way it came (multipart upload or JSON): at most
 * `galleryMaxBytes` (413 with the spec's message; the multipart reader refuses it while streaming,
 * so this holds for the JSON calls), type decided by content (JPEG, PNG, WebP or GIF, else 415),
 * metadata stripped by re-encoding (EXIF, GPS, XMP, ICC, comments); then saved under a random name
 * in the caller's tenant. Gallery images are public content, so the bytes are NOT encrypted.
 */
async function saveCheckedImage(app: FastifyInstance, idcliente: number, file: ReceivedFile): Promise<SavedImage> {
  if (file.bytes.length > galleryMaxBytes) {
    throw new AppError('PAYLOAD_TOO_LARGE', galleryMessages.tooLarge);
  }
  let mime: string;
  try {
    mime = (await inspectFile(file.bytes, file.fileName, galleryImageMimes)).mime;
  } catch (error) {
    if (error instanceof AppError && error.code === 'UNSUPPORTED_MEDIA_TYPE') {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', galleryMessages.notAnImage, { cause: error });
    }
    throw error;
  }
  if (!isGalleryMime(mime)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', galleryMessages.notAnImage);
  }
  const cleaned = await stripMetadata(file.bytes, mime);
  const blobKey = newBlobKey();
  await app.blobStore.put(idcliente, blobKey, cleaned);
  return {
    imagen: `${blobKey}.${extensionByMime[mime]}`,
    tipo_mime: mime,
    tamano: cleaned.length,
    sha256: crypto.createHash('sha256').update(cleaned).digest('hex'),
    blob_key: blobKey,
  };
}

/** Deletes a blob no row points at (a refused or lost write); a failure is only logged. */
async function discardBlob(app: FastifyInstance, idcliente: number, blobKey: string): Promise<void> {
  await app.blobStore.delete(idcliente, blobKey).catch((cleanupError: unknown) => {
    app.log.error({ err: cleanupError, idcliente }, 'gallery upload rollback could not delete its blob');
  });
}

/**
 * Stores one gallery image (saveCheckedImage) as a new row. If the row cannot be written, the blob
 * is deleted: a refused upload leaves nothing behind.
 */
export async function storeImage(app: FastifyInstance, claims: TokenClaims, upload: ReceivedImage): Promise<Image> {
  const saved = await saveCheckedImage(app, claims.idcliente, upload);
  try {
    const row = await insertImage(app.db, {
      idcliente: claims.idcliente,
      ...saved,
      ididioma: upload.fields.ididioma,
      fec_alta: nowIso(),
    });
    return presentImage(row);
  } catch (error) {
    await discardBlob(app, claims.idcliente, saved.blob_key);
    throw error;
  }
}

const dataUrlPrefix = /^data:[a-z0-9.+/-]*(?:;[a-z0-9.+=-]+)*;base64,/i;
const base64Body = /^[A-Za-z0-9+/_-]*={0,2}$/;
const imageChangedMeanwhile = 'La imagen ha cambiado mientras tanto. Vuelva a intentarlo.';
export const imageDataMessage = 'La imagen debe ser una data URL (data:image/…;base64,…) o texto base64';

/**
 * The bytes of an image sent as text in a JSON call (spec §7 wrapper): a base64 data URL or bare
 * base64 (line breaks allowed). The declared type of a data URL is ignored: the content decides,
 * as for an upload. Anything else is a 400; the size is checked before decoding (413).
 */
export function imageBytesOf(text: string): Buffer {
  const isDataUrl = text.slice(0, 5).toLowerCase() === 'data:';
  const body = text.replace(dataUrlPrefix, '').replace(/\s+/g, '');
  if ((isDataUrl && !dataUrlPrefix.test(text)) || body === '' || !base64Body.test(body) || body.length % 4 === 1) {
    throw invalid('body.trans_imagenes.imagen', imageDataMessage);
  }
  if (Buffer.byteLength(body, 'base64') > galleryMaxBytes) {
    throw new AppError('PAYLOAD_TOO_LARGE', galleryMessages.tooLarge);
  }
  return Buffer.from(body, 'base64');
}

/** `POST /trans_imagenes/` with the JSON wrapper: the image as text, then exactly as an upload. */
export async function storeImageData(
  app: FastifyInstance,
  claims: TokenClaims,
  input: CreateImageBody['trans_imagenes'],
): Promise<Image> {
  return storeImage(app, claims, {
    fileName: '',
    bytes: imageBytesOf(input.imagen),
    fields: { ididioma: input.ididioma },
  });
}

/**
 * `PUT /trans_imagenes/`: the language and, when `imagen` is a new image (data URL or base64)
 * rather than the stored file name, the content: checked as an upload and stored under a new name
 * (an address never changes its bytes); the old blob goes once the row points at the new one.
 * 404 for a missing or another tenant's image; 400 for another image's name.
 */
export async function updateImage(
  app: FastifyInstance,
  claims: TokenClaims,
  input: UpdateImageBody['trans_imagenes'],
): Promise<Image> {
  const row = await findImage(app.db, claims.idcliente, input.idimagen);
  if (!row) {
    throw new AppError('NOT_FOUND', messages.notFound);
  }
  const key = { idcliente: claims.idcliente, idimagen: row.idimagen, previousBlobKey: row.blob_key };
  const ididioma = input.ididioma ?? row.ididioma;
  if (input.imagen === row.imagen) {
    const changed = await updateImageRow(app.db, key, { ididioma });
    if (!changed) {
      throw new AppError('CONFLICT', imageChangedMeanwhile);
    }
    return presentImage(changed);
  }
  if (galleryFileNamePattern.test(input.imagen)) {
    throw invalid('body.trans_imagenes.imagen', 'Envíe el nombre actual de la imagen o una imagen nueva');
  }
  const saved = await saveCheckedImage(app, claims.idcliente, { fileName: '', bytes: imageBytesOf(input.imagen) });
  let updated: ImageRow | undefined;
  try {
    updated = await updateImageRow(app.db, key, { ...saved, ididioma });
  } finally {
    if (!updated) {
      await discardBlob(app, claims.idcliente, saved.blob_key);
    }
  }
  if (!updated) {
    throw new AppError('CONFLICT', imageChangedMeanwhile);
  }
  await app.blobStore.delete(claims.idcliente, row.blob_key).catch((error: unknown) => {
    app.log.error(
      { err: error, idcliente: claims.idcliente, idimagen: row.idimagen },
      'replaced gallery blob not deleted',
    );
  });
  return presentImage(updated);
}

/** `DELETE /trans_imagenes/{id}`: the row, then its bytes; another tenant's image answers 404. */
export async function removeImage(app: FastifyInstance, claims: TokenClaims, idimagen: number): Promise<void> {
  const row = await deleteImage(app.db, claims.idcliente, idimagen);
  if (!row) {
    throw new AppError('NOT_FOUND', messages.notFound);
  }
  try {
    await app.blobStore.delete(claims.idcliente, row.blob_key);
  } catch (error) {
    // The row is gone, so the image is no longer served; the orphan bytes are only logged.
    app.log.error({ err: error, idcliente: claims.idcliente, idimagen }, 'gallery blob not deleted');
  }
}

/** The bundled neutral picture served for any missing, foreign or malformed image name. */
const defaultImagePath = new URL('../../../assets/default.png', import.meta.url);
let defaultImage: Buffer | undefined;

export function readDefaultImage(): Buffer {
  defaultImage ??= fs.readFileSync(defaultImagePath);
  return defaultImage;
}

export type PublicImage = { bytes: Buffer; mime: string; isDefault: boolean };

/** The default image as a served answer. */
export function defaultPublicImage(): PublicImage {
  return { bytes: readDefaultImage(), mime: 'image/png', isDefault: true };
}

/**
 * `GET /denuncias/recursos/{file}`: the image of the tenant of the request's hostname (as the
 * public token resolves it). Only stored names (`<32 hex>.<ext>`) are looked up, and only in that
 * tenant: anything else — a missing name, another tenant's image, a path, an unknown host — is the
 * default image. Never a file path built from the request.
 */
export async function loadPublicImage(
  app: FastifyInstance,
  host: string | undefined,
  fileName: string,
): Promise<PublicImage> {
  if (!galleryFileNamePattern.test(fileName)) {
    return defaultPublicImage();
  }
  let idcliente: number;
  try {
    idcliente = await resolveTenantOfHost(app.db, host, app.config.defaultTenant);
  } catch (error) {
    if (error instanceof AppError) {
      return defaultPublicImage();
    }
    throw error;
  }
  const row = await findImageByName(app.db, idcliente, fileName);
  if (!row) {
    return defaultPublicImage();
  }
  const bytes = await app.blobStore.get(idcliente, row.blob_key);
  if (!bytes) {
    return defaultPublicImage();
  }
  return { bytes, mime: row.tipo_mime, isDefault: false };
}
