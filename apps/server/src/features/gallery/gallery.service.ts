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
  galleryMessages,
  type Image,
  type ImageDraft,
  type ImageUploadFields,
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

/**
 * Stores one gallery image: type decided by content (JPEG, PNG, WebP or GIF, else 415), metadata
 * stripped by re-encoding (EXIF, GPS, XMP, ICC, comments), saved under a random name in the
 * caller's tenant. Gallery images are public content, so the bytes are NOT encrypted. If the row
 * cannot be written, the blob is deleted: a refused upload leaves nothing behind.
 */
export async function storeImage(app: FastifyInstance, claims: TokenClaims, upload: ReceivedImage): Promise<Image> {
  let mime: string;
  try {
    mime = (await inspectFile(upload.bytes, upload.fileName, galleryImageMimes)).mime;
  } catch (error) {
    if (error instanceof AppError && error.code === 'UNSUPPORTED_MEDIA_TYPE') {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', galleryMessages.notAnImage, { cause: error });
    }
    throw error;
  }
  if (!isGalleryMime(mime)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', galleryMessages.notAnImage);
  }
  const cleaned = await stripMetadata(upload.bytes, mime);
  const blobKey = newBlobKey();
  const imagen = `${blobKey}.${extensionByMime[mime]}`;
  await app.blobStore.put(claims.idcliente, blobKey, cleaned);
  try {
    const row = await insertImage(app.db, {
      idcliente: claims.idcliente,
      imagen,
      ididioma: upload.fields.ididioma,
      tipo_mime: mime,
      tamano: cleaned.length,
      sha256: crypto.createHash('sha256').update(cleaned).digest('hex'),
      blob_key: blobKey,
      fec_alta: nowIso(),
    });
    return presentImage(row);
  } catch (error) {
    await app.blobStore.delete(claims.idcliente, blobKey).catch((cleanupError: unknown) => {
      app.log.error(
        { err: cleanupError, idcliente: claims.idcliente },
        'gallery upload rollback could not delete its blob',
      );
    });
    throw error;
  }
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
