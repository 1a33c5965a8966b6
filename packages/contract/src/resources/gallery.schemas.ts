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
