import { z } from 'zod';
import { limits } from '../limits.ts';
import { entityResponseSchema, listResponseSchema } from '../common/list.schemas.ts';
import { issuedVerificationSchema } from './document-seal.schemas.ts';

/** Longest document description (spec §3 Document `descripcion`). */
export const documentDescriptionMax = 200;

/** Document metadata (gdoc): never the content, never the reporter's original file name unless asked. */
export const documentSchema = z.object({
  iddocumento: z.int32(),
  descripcion: z.string(),
  nombre: z.string(),
  tipo_mime: z.string(),
  tamano: z.int32(),
  sha256: z.string(),
  fec_alta: z.string(),
  /**
   * Stored as sent, metadata included: a type the server cannot clean (see
   * `parametros_aplicacion.tipos_con_metadatos`), from a handler or from a reporter of a tenant
   * that admits them (`parametros_cliente.admitir_con_metadatos`; docs/decisions/024). The server
   * always answers it; an answer without it (an older server) reads as false.
   */
  conserva_metadatos: z.boolean().default(false),
});
export type DocumentMeta = z.infer<typeof documentSchema>;

/**
 * `POST /api/gdoc/documento/postupload` query (spec §7).
 * `sellar` / `compulsar` (administrators only; anybody else 403): the upload is stored exactly as
 * without them (the original, cleaned and encrypted), and a stamped ('sellado') and/or certified
 * ('compulsa') copy of it is issued at once: recorded in `gdoc_verificaciones` and answered in
 * `verificaciones`. The copies themselves are never stored: `GET {id}/copy?sellar=true` and
 * `GET {id}/compulse` (without `forzar`) later serve exactly those copies, same code and bytes.
 * A type that cannot become a PDF (only PDF and images can) is refused (501) and nothing is stored.
 * A document of which any copy was issued is never deleted (DELETE answers 409, the 24-hour sweep
 * of unattached uploads skips it), so the codes printed on copies keep verifying.
 */
export const postUploadQuerySchema = z
  .object({
    descripcion: z.string().trim().max(documentDescriptionMax).default(''),
    sellar: z.enum(['true', 'false']).default('false'),
    compulsar: z.enum(['true', 'false']).default('false'),
  })
  .strict();

export const postUploadResponseSchema = z.object({
  success: z.literal(true),
  iddocumento: z.int32(),
  data: documentSchema,
  /** Only with `sellar`/`compulsar`: the copies issued for this upload. */
  verificaciones: z.array(issuedVerificationSchema).optional(),
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
  iddenunciadoc: z.int32(),
  iddenuncia: z.int32(),
  iddocumento: z.int32(),
  descripcion: z.string(),
  nombre: z.string(),
  tipo_mime: z.string(),
  tamano: z.int32(),
  origen: z.enum(['informante', 'gestor']),
  fec_alta: z.string(),
  /** Stored with its metadata (see documentSchema): handlers see a "Conserva metadatos" flag. */
  conserva_metadatos: z.boolean().default(false),
});
export type ComplaintDoc = z.infer<typeof complaintDocSchema>;

/** `POST /api/denuncias/den_denuncia_docs/GetList` (filter `iddenuncia` required for administrators). */
export const complaintDocListResponseSchema = listResponseSchema(complaintDocSchema);
export type ComplaintDocListResponse = z.infer<typeof complaintDocListResponseSchema>;
/** `GET /api/denuncias/den_denuncia_docs/{id}`. */
export const complaintDocResponseSchema = entityResponseSchema(complaintDocSchema);

/**
 * `GET /api/denuncias/den_denuncia_docs/` (administrators): a link not yet made (spec §7 "initial
 * empty entity"); 0 means "not chosen".
 */
export const complaintDocDraftSchema = z.object({ iddenuncia: z.int32(), iddocumento: z.int32() });
export type ComplaintDocDraft = z.infer<typeof complaintDocDraftSchema>;
export const emptyComplaintDoc: ComplaintDocDraft = { iddenuncia: 0, iddocumento: 0 };
export const complaintDocDraftResponseSchema = entityResponseSchema(complaintDocDraftSchema);

/**
 * `POST /api/denuncias/den_denuncia_docs/` (administrators, audited 'vincular_documento'): links a
 * document of the tenant to one of its complaints. Only a handler document (origen 'gestor') that
 * no complaint lists: the caller's own upload not yet part of any complaint, or one this complaint
 * had unlinked. A document belongs to one complaint at most: one listed already (here or
 * elsewhere), another person's pending upload or a reporter's evidence is a 409. 404 unknown
 * document or complaint; 501 resolved complaint. Answers the complaint document.
 */
export const createComplaintDocBodySchema = z
  .object({
    den_denuncia_docs: z.object({ iddenuncia: z.int32().positive(), iddocumento: z.int32().positive() }).strict(),
  })
  .strict();
export type CreateComplaintDocBody = z.infer<typeof createComplaintDocBodySchema>;

/**
 * `PUT /api/denuncias/den_denuncia_docs/` (administrators, audited 'editar_documento'): the
 * description of a linked handler document; a reporter's evidence keeps what the reporter wrote
 * (409); 501 once the complaint is resolved. Answers the complaint document.
 */
export const updateComplaintDocBodySchema = z
  .object({
    den_denuncia_docs: z
      .object({
        iddenunciadoc: z.int32().positive(),
        descripcion: z.string().trim().max(documentDescriptionMax),
      })
      .strict(),
  })
  .strict();
export type UpdateComplaintDocBody = z.infer<typeof updateComplaintDocBodySchema>;

/**
 * `POST /api/gdoc/documento/` (administrators): links the caller's own upload (made with
 * postupload in the same session, not yet part of any complaint) to a complaint of its tenant as a
 * handler document (den_denuncia_docs, origen 'gestor'); `descripcion`, when given, replaces the
 * upload's. Answers the complaint document (complaintDocResponseSchema); its `iddocumento` is what
 * a notification then points at. 404 unknown document or complaint; 409 another person's upload,
 * a reporter's document or one already linked; 501 resolved complaint.
 */
export const linkDocumentBodySchema = z
  .object({
    documento: z
      .object({
        iddocumento: z.int32().positive(),
        iddenuncia: z.int32().positive(),
        descripcion: z.string().trim().max(documentDescriptionMax).optional(),
      })
      .strict(),
  })
  .strict();
export type LinkDocumentBody = z.infer<typeof linkDocumentBodySchema>;

/**
 * `PUT /api/gdoc/documento/` (administrators): changes the description of a handler document
 * (origen 'gestor') only; a reporter's evidence keeps what the reporter wrote (409); 501 when its
 * complaint is resolved. Answers the document (documentResponseSchema).
 */
export const updateDocumentBodySchema = z
  .object({
    documento: z
      .object({
        iddocumento: z.int32().positive(),
        descripcion: z.string().trim().max(documentDescriptionMax),
      })
      .strict(),
  })
  .strict();
export type UpdateDocumentBody = z.infer<typeof updateDocumentBodySchema>;

/**
 * `PUT /api/gdoc/documento/{id}/upload` (administrators, multipart part `file` like postupload):
 * replaces the content of a handler document (origen 'gestor'), with the same type and size
 * checks, metadata removal and encryption; name, type, size and SHA-256 become the new file's,
 * the description stays. A reporter's evidence is never replaced (409); 501 when its complaint is
 * resolved. Answers the document (documentResponseSchema).
 */

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

/**
 * Default upload limits of a tenant: 10 files of at most 2,097,152 bytes each, the spec's maximum
 * file size (§9, `limits.maxFileBytes`); a tenant may raise it up to `maxFileBytesCeiling` in Ajustes.
 */
export const uploadDefaults = { maxFiles: 10, maxFileBytes: limits.maxFileBytes } as const;

/**
 * Upload rules beyond size and type. A tenant may override the defaults in
 * `clientes.parametros_cliente`: `max_tamano_archivo` (bytes, at most `maxFileBytesCeiling`),
 * `tipos_permitidos` (a subset of `allowedUploadMimes`) and `max_subidas_hora`; and
 * `admitir_con_metadatos` (default false): whether reporters may upload a type whose metadata the
 * server cannot remove (otherwise 415, nothing stored; handlers' uploads are never refused for it).
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
