import { z } from 'zod';

/**
 * Retention and purge (issue 17 §6; Ley 2/2023 art 32.3, 32.4, 26.2; decision 050). Per tenant: how
 * long a case with no investigation is kept after receipt, how long a closed case's personal data
 * are kept after closing, and how many years the register keeps the anonymised entry. Per case:
 * the purge date, a legal hold that stops it while judicial proceedings last, and the immediate
 * purge of a case marked "información veraz no acreditada". A Responsable only; every change is
 * audited. `{id}` is the case's iddenuncia, as in `…/{id}/revelaciones`.
 */

/** `GET` and `PUT`: the tenant's retention settings. */
export const retentionSettingsPath = '/api/admin/cliente/retencion';
/** `GET`: the case's retention state (for the case detail). */
export const caseRetentionPath = '/api/denuncias/den_denuncias/{id}/retencion';
/** `PUT` `{motivo}` puts the case on legal hold; `DELETE` lifts it. */
export const caseLegalHoldPath = '/api/denuncias/den_denuncias/{id}/retencion/bloqueo';
/** `POST` `{veraz_no_acreditada: true, confirmacion: <the case reference>}`: purge now (art 32.3). */
export const casePurgePath = '/api/denuncias/den_denuncias/{id}/retencion/purga';

/** The law's defaults and bounds: 3 months with no investigation (art 32.4, also the maximum), 10 years of register (art 26.2). */
export const retentionDefaults = { meses_sin_investigacion: 3, meses_tras_cierre: 3, anios_registro: 10 } as const;
export const retentionBounds = {
  meses_sin_investigacion: { min: 1, max: 3 },
  meses_tras_cierre: { min: 1, max: 120 },
  anios_registro: { min: 1, max: 10 },
} as const;
/** The Responsables are warned this many days before a purge, and a purge waits until the warning is this old. */
export const purgeWarningDays = 7;

export const legalHoldReasonMin = 5;
export const legalHoldReasonMax = 500;

export const retentionMessages = {
  purged: 'Los datos de esta comunicación ya se han suprimido',
  onHold: 'La comunicación está bloqueada por un procedimiento judicial: levante el bloqueo antes de suprimirla',
  confirmation: 'Escriba la referencia de la comunicación para confirmar la supresión',
} as const;

function bounded(name: keyof typeof retentionBounds) {
  const { min, max } = retentionBounds[name];
  return z.int().min(min, `Mínimo ${min}`).max(max, `Máximo ${max}`);
}

export const retentionSettingsSchema = z.object({
  meses_sin_investigacion: bounded('meses_sin_investigacion'),
  meses_tras_cierre: bounded('meses_tras_cierre'),
  anios_registro: bounded('anios_registro'),
});
export type RetentionSettings = z.infer<typeof retentionSettingsSchema>;
/** `PUT /api/admin/cliente/retencion`: every setting, whole numbers within the law's bounds. */
export const retentionSettingsBodySchema = retentionSettingsSchema.strict();
export const retentionSettingsResponseSchema = z.object({ success: z.literal(true), data: retentionSettingsSchema });

export const caseRetentionParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** `PUT …/{id}/retencion/bloqueo`: why the case is held (the proceedings; no names of people). */
export const legalHoldBodySchema = z.strictObject({
  motivo: z
    .string()
    .trim()
    .min(legalHoldReasonMin, `Indique al menos ${legalHoldReasonMin} caracteres`)
    .max(legalHoldReasonMax, `Máximo ${legalHoldReasonMax} caracteres`),
});
export type LegalHoldBody = z.infer<typeof legalHoldBodySchema>;

/** `POST …/{id}/retencion/purga`: the Responsable confirms by typing the case reference. */
export const immediatePurgeBodySchema = z.strictObject({
  veraz_no_acreditada: z.literal(true),
  confirmacion: z.string().trim().min(1, retentionMessages.confirmation).max(40),
});
export type ImmediatePurgeBody = z.infer<typeof immediatePurgeBodySchema>;

/** Why a case will be (or was) purged: no investigation in time, closed, or art 32.3. */
export const purgeCauses = ['sin_investigacion', 'cierre', 'veraz_no_acreditada'] as const;
export type PurgeCause = (typeof purgeCauses)[number];

/** A case's retention state. Dates are ISO timestamps (UTC). */
export const caseRetentionSchema = z.object({
  iddenuncia: z.int32(),
  /** 'activa': personal data kept; 'bloqueada': legal hold; 'purgada': only the anonymised stub is left. */
  estado: z.enum(['activa', 'bloqueada', 'purgada']),
  /** The cause of the purge that applies now (null: an investigation is open, nothing is due). */
  causa: z.enum(purgeCauses).nullable(),
  /** When the purge is due (null when nothing is due or it was purged). */
  fec_purga_prevista: z.string().nullable(),
  fec_aviso_purga: z.string().nullable(),
  fec_purga: z.string().nullable(),
  fec_veraz_no_acreditada: z.string().nullable(),
  /** When the register entry (the stub and its actions and measures) is removed. */
  fec_baja_registro: z.string(),
  bloqueo: z.object({ motivo: z.string(), desde: z.string() }).nullable(),
});
export type CaseRetention = z.infer<typeof caseRetentionSchema>;
export const caseRetentionResponseSchema = z.object({ success: z.literal(true), data: caseRetentionSchema });
