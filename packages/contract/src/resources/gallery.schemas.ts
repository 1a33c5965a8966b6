import { z } from 'zod';
import { limits } from '../limits.ts';

/**
 * Image of the gallery (trans_imagenes, spec §3): public content shown on public pages, stored per
 * tenant and served from `/denuncias/recursos/{imagen}`. `imagen` is the stored file name, random
 * (never the uploaded name): 32 hex characters and the extension of the detected type.
 */
export const imageSchema = z.object({
  idimagen: z.int32(),
  imagen: z.string(),
  ididioma: z.int32(),
  tipo_mime: z.string(),
  tamano: z.int32(),
  fec_alta: z.string(),
});
export type Image = z.infer<typeof imageSchema>;

/** `GET /api/denuncias/trans_imagenes/`: a new, not yet uploaded image (no key), with defaults. */
export const imageDraftSchema = z.object({ imagen: z.string(), ididioma: z.int32() });
export type ImageDraft = z.infer<typeof imageDraftSchema>;
export const emptyImage: ImageDraft = { imagen: '', ididioma: 1 };

/** Types a gallery image may be, decided from its content (magic bytes), never from its name. */
export const galleryImageMimes = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

/** Largest gallery image accepted, in bytes (spec §5/§9: 2 MB). */
export const galleryMaxBytes = limits.maxFileBytes;

export const galleryMessages = {
  /** Spec §5/§8, verbatim: a file over 2 MB. */
  tooLarge: 'La imagen no puede superar los 2MB.',
  notAnImage: 'El archivo no es una imagen JPEG, PNG, WebP o GIF',
  noFile: 'Adjunte una imagen en el campo «file»',
  badFields: 'Envíe solo la imagen en el campo «file» y el idioma en «ididioma»',
  noBody: 'Envíe la imagen como multipart/form-data o en JSON: {"trans_imagenes": {"imagen": …, "ididioma": …}}',
} as const;

/** Where a gallery image is served (spec §7): not under /api, no token, default.png when missing. */
export const galleryResourcePath = '/denuncias/recursos/';

/** The URL of a stored image, as pages and the rich-text editor embed it. */
export function galleryImageUrl(imagen: string): string {
  return `${galleryResourcePath}${encodeURIComponent(imagen)}`;
}

/** Stored gallery file names: what `/denuncias/recursos/{file}` accepts before looking anything up. */
export const galleryFileNamePattern = /^[a-f0-9]{32}\.(?:jpg|png|webp|gif)$/;

/** Multipart text field of the upload, besides the part `file`. */
export const imageUploadFieldsSchema = z
  .object({ ididioma: z.coerce.number().int().min(1).max(5).default(1) })
  .strict();
export type ImageUploadFields = z.infer<typeof imageUploadFieldsSchema>;

/** Answer of `POST /api/denuncias/trans_imagenes/` (multipart upload). */
export const imageUploadResponseSchema = z.object({
  success: z.literal(true),
  idimagen: z.int32(),
  imagen: z.string(),
  data: imageSchema,
});
export type ImageUploadResponse = z.infer<typeof imageUploadResponseSchema>;

/**
 * Longest `imagen` text the JSON calls accept: base64 of twice `galleryMaxBytes`, so an image a
 * little over the limit is still read and answered with the spec's message (413), as the
 * multipart upload does; far larger bodies are refused unread from their length.
 */
export const imageDataMaxChars = Math.ceil((2 * galleryMaxBytes) / 3) * 4 + 256;

/**
 * The image of a JSON call: a data URL (`data:image/png;base64,…`) or bare base64. Its type is
 * decided from the decoded bytes, never from the data URL's declared type.
 */
const imageDataSchema = z.string().trim().min(1, 'La imagen es obligatoria').max(imageDataMaxChars);

/** Fields a client read and may send back: ignored (the server sets them). */
const imageReadOnlyFields = {
  tipo_mime: z.string().max(100).optional(),
  tamano: z.int32().optional(),
  fec_alta: z.string().max(40).optional(),
};

/**
 * `POST /api/denuncias/trans_imagenes/` with a JSON body (spec §7: the entity wrapped under the
 * resource name), besides the multipart upload: `imagen` is the image itself (data URL or base64),
 * checked exactly as an upload (2 MB, JPEG/PNG/WebP/GIF by content, metadata removed).
 */
export const createImageBodySchema = z
  .object({
    trans_imagenes: z
      .object({
        imagen: imageDataSchema,
        ididioma: z.int32().min(1).max(5).default(1),
        ...imageReadOnlyFields,
      })
      .strict(),
  })
  .strict();
export type CreateImageBody = z.infer<typeof createImageBodySchema>;

/**
 * `PUT /api/denuncias/trans_imagenes/`: changes an image's language and, when `imagen` is a new
 * image (data URL or base64) instead of its stored file name, its content, checked as an upload.
 * New content gets a new file name (an address never changes its bytes, which are cached for a
 * day): pages that embed the old address show default.png until they are edited.
 */
export const updateImageBodySchema = z
  .object({
    trans_imagenes: z
      .object({
        idimagen: z.int32().positive(),
        imagen: imageDataSchema,
        ididioma: z.int32().min(1).max(5).optional(),
        ...imageReadOnlyFields,
      })
      .strict(),
  })
  .strict();
export type UpdateImageBody = z.infer<typeof updateImageBodySchema>;

/** Answer of `PUT /api/denuncias/trans_imagenes/`. */
export const imageResponseSchema = z.object({ success: z.literal(true), data: imageSchema });
