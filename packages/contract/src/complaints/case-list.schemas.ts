import { z } from 'zod';
import { isoDaySchema } from '../common/day.schemas.ts';
import { listColumnSchema, listResponseSchema } from '../common/list.schemas.ts';
import { limits } from '../limits.ts';

/**
 * The columns the administrator's complaint list may be sorted by. `plazo`: by the answer deadline
 * (its extension included), unresolved cases first whatever the order: ascending is "nearest first".
 */
export const caseListSorts = ['iddenuncia', 'fec_alta', 'idestadodenuncia', 'idtipodenuncia', 'plazo'] as const;
export type CaseListSort = (typeof caseListSorts)[number];

/** Filters of the administrator's complaint list; every one optional, all combined with AND. */
export const caseListFiltersSchema = z
  .object({
    idestadodenuncia: z.int32().positive().optional(),
    idtipodenuncia: z.int32().positive().optional(),
    /** First filing day (UTC), inclusive. */
    desde: isoDaySchema.optional(),
    /** Last filing day (UTC), inclusive. */
    hasta: isoDaySchema.optional(),
    /** Only unresolved complaints past their answer deadline (3 months, plus the extension when there is one). */
    vencidas: z.boolean().optional(),
    /** Only unresolved complaints (status ≠ 1): the Resumen's "Requieren atención", all of them. */
    pendientes: z.boolean().optional(),
    /**
     * Only cases whose Responsables were warned in the last 7 days that their personal data will be
     * purged (issue 17 §6: what the warning mail and bell item link to), not purged nor on hold.
     */
    aviso_supresion: z.boolean().optional(),
    /** Prefix of the reference ("2026-00") or of the guid (case-insensitive). */
    texto: z.string().max(64).optional(),
  })
  .strict();
export type CaseListFilters = z.infer<typeof caseListFiltersSchema>;

/**
 * The generic list request's `columns` (spec §3) the case list accepts: equality on these fields
 * (integers, `guid` a text), combined with `filtros` by AND. Any other name is a 400.
 */
export const caseListColumns = {
  iddenuncia: 'integer',
  guid: 'text',
  idestadodenuncia: 'integer',
  idtipodenuncia: 'integer',
} as const;

/**
 * `POST /api/denuncias/den_denuncias/GetList` (administrator): the generic list request (paging
 * fields and `columns`, see caseListColumns) plus `filtros`. Without `sort` the list is newest
 * first (fec_alta desc); `order` defaults to asc when a sort column is given.
 */
export const caseListRequestSchema = z
  .object({
    start: z.int32().min(0).default(0),
    length: z
      .number()
      .int()
      .min(-1)
      .max(limits.listMaxLength)
      .refine((n) => n !== 0, 'length must be -1 or a positive number')
      .default(10),
    sort: z.enum(caseListSorts).optional(),
    order: z.enum(['asc', 'desc']).optional(),
    gettotal: z.boolean().default(true),
    columns: z.array(listColumnSchema).max(20).default([]),
    filtros: caseListFiltersSchema.default({}),
  })
  .strict();
export type CaseListRequest = z.infer<typeof caseListRequestSchema>;
export type CaseListRequestInput = z.input<typeof caseListRequestSchema>;

/** One row of the administrator's complaint list: metadata and deadlines only, nothing sealed. */
export const caseSummarySchema = z.object({
  iddenuncia: z.int32(),
  /** Internal key; people name a case by `referencia`. */
  guid: z.string(),
  /** The case's one human reference, "2026-0001": year and sequence within the tenant (decision 027). */
  referencia: z.string(),
  idtipodenuncia: z.int32(),
  /** Type name in Spanish. */
  tipo: z.string(),
  idestadodenuncia: z.int32(),
  /** Status name in Spanish. */
  estado: z.string(),
  fec_alta: z.string(),
  fec_acuse: z.string().nullable(),
  fec_resolucion: z.string().nullable(),
  anonima: z.boolean(),
  /** Acknowledgement deadline (YYYY-MM-DD): filing day + 7 days. */
  vence_acuse: z.string(),
  /**
   * Answer deadline (YYYY-MM-DD): filing day + 3 months (+ the extension's months when the case was
   * extended), clamped to the month's last day.
   */
  vence_respuesta: z.string(),
  /** Whole days from today to `vence_respuesta` (negative when overdue); null once resolved. */
  dias_respuesta: z.int32().nullable(),
});
export type CaseSummary = z.infer<typeof caseSummarySchema>;

export const caseListResponseSchema = listResponseSchema(caseSummarySchema);
export type CaseListResponse = z.infer<typeof caseListResponseSchema>;
