import { z } from 'zod';
import { isoDaySchema } from '../common/day.schemas.ts';
import { caseSummarySchema } from './case-list.schemas.ts';

/** Longest period the Resumen may cover (days), so one query never scans the whole history unbounded. */
export const dashboardMaxDays = 3 * 366;

/**
 * `POST /api/denuncias/den_denuncias/resumen` (administrator): the Resumen of the complaints filed
 * from `desde` to `hasta` (UTC days, inclusive). Without them, the last 12 months up to today.
 */
export const dashboardRequestSchema = z
  .object({ desde: isoDaySchema.optional(), hasta: isoDaySchema.optional() })
  .strict()
  .refine((r) => r.desde === undefined || r.hasta === undefined || r.desde <= r.hasta, {
    message: 'La fecha inicial debe ser anterior a la final',
    path: ['desde'],
  });
export type DashboardRequest = z.infer<typeof dashboardRequestSchema>;

/**
 * Counters over the complaints filed in the period:
 * - `nuevas`: still in the tenant's initial status;
 * - `en_tramite`: unresolved and past the initial status;
 * - `resueltas`: status 1;
 * - `acuse_vencido`: not acknowledged and past the 7-day deadline;
 * - `respuesta_vencida`: unresolved and past the answer deadline (extension included);
 * - `prorrogadas`: with an extension of the answer deadline.
 */
export const dashboardCountersSchema = z.object({
  total: z.int32(),
  nuevas: z.int32(),
  en_tramite: z.int32(),
  resueltas: z.int32(),
  acuse_vencido: z.int32(),
  respuesta_vencida: z.int32(),
  prorrogadas: z.int32(),
});
export type DashboardCounters = z.infer<typeof dashboardCountersSchema>;

export const dashboardSchema = z.object({
  desde: z.string(),
  hasta: z.string(),
  contadores: dashboardCountersSchema,
  /** Complaints received per month of the period (YYYY-MM), every month present, zeros included. */
  por_mes: z.array(z.object({ mes: z.string(), total: z.int32() })),
  /** Type and status names (here and in `pendientes`) are in the request's `Accept-Language`, else Spanish. */
  por_tipo: z.array(z.object({ idtipodenuncia: z.int32(), tipo: z.string(), total: z.int32() })),
  por_estado: z.array(
    z.object({ idestadodenuncia: z.int32(), estado: z.string(), color: z.string(), total: z.int32() }),
  ),
  /** Median whole days from filing to acknowledgement / to resolution; null without data. */
  mediana_dias_acuse: z.number().nullable(),
  mediana_dias_resolucion: z.number().nullable(),
  /** Up to 10 unresolved cases that need action first: overdue first, then nearest answer deadline. */
  pendientes: z.array(caseSummarySchema),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
export const dashboardResponseSchema = z.object({ success: z.literal(true), data: dashboardSchema });
export type DashboardResponse = z.infer<typeof dashboardResponseSchema>;
