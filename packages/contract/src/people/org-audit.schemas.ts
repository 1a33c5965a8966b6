import { z } from 'zod';
import { isoDaySchema } from '../common/day.schemas.ts';
import { listResponseSchema } from '../common/list.schemas.ts';
import { auditActions, auditEntrySchema } from '../complaints/case-detail.schemas.ts';
import { limits } from '../limits.ts';

/**
 * The organisation's audit trail (issue 15 §5, screen "Auditoría"), under `/api/admin/auditoria`:
 * every row of the tenant's hash-chained `den_auditoria`, case and organisation events alike, for
 * the Responsables and auditors of the tenant. Never case content (the trail holds none).
 */

const idSchema = z.int32().min(1);

/** Filters of the list and of the export. Dates are the tenant's calendar days, both included. */
export const orgAuditFiltersSchema = z
  .object({
    /** One or several actions (any of them). */
    accion: z.array(z.enum(auditActions)).max(auditActions.length).optional(),
    /** Part of the e-mail (or "informante"/"operador") the trail names. */
    usuario: z.string().trim().max(254).optional(),
    desde: isoDaySchema.optional(),
    hasta: isoDaySchema.optional(),
    /** Only organisation events (no case), or only one case's events (`iddenuncia`). */
    alcance: z.enum(['todo', 'organizacion', 'caso']).default('todo'),
    iddenuncia: idSchema.optional(),
  })
  .strict()
  .refine((f) => f.alcance !== 'caso' || f.iddenuncia !== undefined, {
    message: 'Indique el caso',
    path: ['iddenuncia'],
  })
  .refine((f) => !f.desde || !f.hasta || f.desde <= f.hasta, {
    message: 'La fecha inicial es posterior a la final',
    path: ['hasta'],
  });
export type OrgAuditFilters = z.infer<typeof orgAuditFiltersSchema>;
export type OrgAuditFiltersInput = z.input<typeof orgAuditFiltersSchema>;

/** `POST /api/admin/auditoria/GetList`: a page of the trail, newest first. */
export const orgAuditListRequestSchema = z
  .object({
    start: z.int32().min(0).default(0),
    length: z.int32().min(1).max(limits.listMaxLength).default(25),
    filtros: orgAuditFiltersSchema.default({ alcance: 'todo' }),
  })
  .strict();
export type OrgAuditListRequest = z.infer<typeof orgAuditListRequestSchema>;
export type OrgAuditListRequestInput = z.input<typeof orgAuditListRequestSchema>;

export const orgAuditListResponseSchema = listResponseSchema(auditEntrySchema);
export type OrgAuditListResponse = z.infer<typeof orgAuditListResponseSchema>;

/**
 * `GET /api/admin/auditoria/exportacion?…`: the same filters in the query string (`accion` as a
 * comma-separated list); answers an .xlsx file of every matching row, newest first.
 */
export const orgAuditExportQuerySchema = z
  .object({
    accion: z
      .string()
      .max(2000)
      .optional()
      .transform((text) => (text ? text.split(',').filter((a) => a !== '') : undefined))
      .pipe(z.array(z.enum(auditActions)).max(auditActions.length).optional()),
    usuario: z.string().trim().max(254).optional(),
    desde: isoDaySchema.optional(),
    hasta: isoDaySchema.optional(),
    alcance: z.enum(['todo', 'organizacion', 'caso']).default('todo'),
    iddenuncia: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  })
  .strict()
  .refine((f) => f.alcance !== 'caso' || f.iddenuncia !== undefined, {
    message: 'Indique el caso',
    path: ['iddenuncia'],
  });
export type OrgAuditExportQuery = z.input<typeof orgAuditExportQuerySchema>;

/** Rows an export holds at most (a larger trail: narrow the dates). */
export const orgAuditExportMaxRows = 50_000;

/**
 * `GET /api/admin/auditoria/verificacion`: the tenant's whole chain recomputed from the genesis
 * hash. `ok` with the number of rows, or the id of the first row whose link or hash does not match.
 */
export const orgAuditVerificationSchema = z.object({
  ok: z.boolean(),
  filas: z.int32(),
  primera_rota: z.int32().nullable(),
});
export type OrgAuditVerification = z.infer<typeof orgAuditVerificationSchema>;
export const orgAuditVerificationResponseSchema = z.object({
  success: z.literal(true),
  data: orgAuditVerificationSchema,
});
export type OrgAuditVerificationResponse = z.infer<typeof orgAuditVerificationResponseSchema>;
