import { z } from 'zod';
import { entityResponseSchema, listResponseSchema } from '../common/list.schemas.ts';

/** Document metadata (gdoc): never the content, never the reporter's original file name unless asked. */
export const documentSchema = z.object({
  iddocumento: z.number().int(),
  descripcion: z.string(),
  nombre: z.string(),
  tipo_mime: z.string(),
  tamano: z.number().int(),
  sha256: z.string(),
  fec_alta: z.string(),
});
export type DocumentMeta = z.infer<typeof documentSchema>;

/** `POST /api/gdoc/documento/postupload` query (spec §7). */
export const postUploadQuerySchema = z
  .object({
    descripcion: z.string().trim().max(200).default(''),
    sellar: z.enum(['true', 'false']).default('false'),
    compulsar: z.enum(['true', 'false']).default('false'),
  })
  .strict();

export const postUploadResponseSchema = z.object({
  success: z.literal(true),
  iddocumento: z.number().int(),
  data: documentSchema,
});
export type PostUploadResponse = z.infer<typeof postUploadResponseSchema>;

/** `GET /api/gdoc/documento/{id}`: the metadata of one document the caller may see. */
export const documentResponseSchema = entityResponseSchema(documentSchema);
export type DocumentResponse = z.infer<typeof documentResponseSchema>;

/**
 * One document of a complaint (den_denuncia_docs joined with its gdoc document), as listed to the
 * reporter of that complaint and to the tenant's administrators. `fec_alta` is when it was linked.
 */
export const complaintDocSchema = z.object({
  iddenunciadoc: z.number().int(),
  iddenuncia: z.number().int(),
  iddocumento: z.number().int(),
  descripcion: z.string(),
  nombre: z.string(),
  tipo_mime: z.string(),
  tamano: z.number().int(),
  origen: z.enum(['informante', 'gestor']),
  fec_alta: z.string(),
});
export type ComplaintDoc = z.infer<typeof complaintDocSchema>;

/** `POST /api/denuncias/den_denuncia_docs/GetList` (filter `iddenuncia` required for administrators). */
export const complaintDocListResponseSchema = listResponseSchema(complaintDocSchema);
export type ComplaintDocListResponse = z.infer<typeof complaintDocListResponseSchema>;
/** `GET /api/denuncias/den_denuncia_docs/{id}`. */
export const complaintDocResponseSchema = entityResponseSchema(complaintDocSchema);

/** Filters and sorts `den_denuncia_docs/GetList` accepts (list request `columns` / `sort`). */
export const complaintDocListFilters = ['iddenuncia', 'iddocumento', 'origen'] as const;
export const complaintDocListSorts = [
  'iddenunciadoc',
  'iddocumento',
  'fec_alta',
  'tipo_mime',
  'tamano',
  'origen',
] as const;

/** Default upload limits of a tenant (reporter issue): 10 files × 20 MB. */
export const uploadDefaults = { maxFiles: 10, maxFileBytes: 20 * 1024 * 1024 } as const;

/**
 * Upload rules beyond size and type. A tenant may override the defaults in
 * `clientes.parametros_cliente`: `max_tamano_archivo` (bytes, at most `maxFileBytesCeiling`),
 * `tipos_permitidos` (a subset of `allowedUploadMimes`) and `max_subidas_hora`.
 */
export const uploadPolicy = {
  /** Uploads a tenant accepts per hour from reporters and visitors (not administrators). */
  maxUploadsPerHour: 200,
  /** Largest per-tenant file size a tenant may configure (files are held in memory while cleaned). */
  maxFileBytesCeiling: 100 * 1024 * 1024,
  /** Uploads not attached to a complaint within this time are deleted. */
  orphanTtlHours: 24,
} as const;

/** Allowed upload kinds, checked by content (magic bytes), never by name. */
export const allowedUploadMimes = [
  'application/pdf',
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'text/plain',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/vnd.oasis.opendocument.text',
  'application/vnd.oasis.opendocument.spreadsheet',
  'application/msword',
  'application/vnd.ms-excel',
  'audio/mpeg',
  'audio/ogg',
  'audio/wav',
  'audio/mp4',
] as const;
