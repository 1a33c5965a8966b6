import { z } from 'zod';
import { isoDaySchema } from '../common/day.schemas.ts';

/**
 * The libro-registro (issue 17 §5; Ley 2/2023 art 26, fields of art 17.3): a register per tenant of
 * every communication received and every investigation it led to — date of receipt, the case
 * reference (never the receipt code), type, channel, the actions taken and measures adopted, the
 * closing date and the outcome. Actions and measures are entered by the case's handlers in the
 * case, as a short structured log separate from the internal notes. The register holds nothing
 * that identifies a person: no answers, no contact data, no names of handlers or reporters.
 */

/** `GET` (the case's log, oldest first) and `POST` (one more entry), by the case's handlers. */
export const caseActionsPath = '/api/denuncias/den_denuncias/{id}/actuaciones';
/** `GET`: the register of a year (Responsable only; every view is recorded). */
export const caseRegisterPath = '/api/admin/libro-registro';
/** `GET`: the same rows as an Excel or PDF file (Responsable only; every export is recorded). */
export const caseRegisterExportPath = '/api/admin/libro-registro/exportacion';

/** An action taken in the investigation, or a measure adopted as its consequence (art 26.1). */
export const caseActionKinds = ['actuacion', 'medida'] as const;
export type CaseActionKind = (typeof caseActionKinds)[number];

export const caseActionTextMin = 3;
export const caseActionTextMax = 1000;

/** How a communication reached the channel: the web form, or verbally (art 7.2; issue 17 §2). */
export const caseChannels = ['web', 'verbal'] as const;
export type CaseChannel = (typeof caseChannels)[number];

export const caseActionParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** `POST …/{id}/actuaciones`. `fecha` is the day it happened (today or before, in the tenant's zone). */
export const caseActionBodySchema = z.strictObject({
  clase: z.enum(caseActionKinds),
  fecha: isoDaySchema,
  descripcion: z
    .string()
    .trim()
    .min(caseActionTextMin, `Indique al menos ${caseActionTextMin} caracteres`)
    .max(caseActionTextMax, `Máximo ${caseActionTextMax} caracteres`),
});
export type CaseActionBody = z.infer<typeof caseActionBodySchema>;

export const caseActionSchema = z.object({
  idactuacion: z.int32(),
  iddenuncia: z.int32(),
  clase: z.enum(caseActionKinds),
  fecha: z.string(),
  descripcion: z.string(),
  fec_alta: z.string(),
});
export type CaseAction = z.infer<typeof caseActionSchema>;

export const caseActionListResponseSchema = z.object({ success: z.literal(true), data: z.array(caseActionSchema) });
export const caseActionResponseSchema = z.object({ success: z.literal(true), data: caseActionSchema });

export const caseActionMessages = {
  futureDate: 'La fecha no puede ser posterior a hoy',
} as const;

/** Which entries of the year: all, the open investigations, or the closed ones. */
export const caseRegisterStates = ['todas', 'abiertas', 'cerradas'] as const;
export type CaseRegisterState = (typeof caseRegisterStates)[number];

export const caseRegisterQuerySchema = z.strictObject({
  anio: z.coerce.number().int().min(2000).max(2100),
  estado: z.enum(caseRegisterStates).default('todas'),
});
export type CaseRegisterQuery = z.infer<typeof caseRegisterQuerySchema>;

export const caseRegisterFormats = ['xlsx', 'pdf'] as const;
export const caseRegisterExportQuerySchema = caseRegisterQuerySchema.extend({
  formato: z.enum(caseRegisterFormats),
});
export type CaseRegisterExportQuery = z.infer<typeof caseRegisterExportQuerySchema>;

/** One line of the register (art 26): no answers, contact data or names. */
export const caseRegisterEntrySchema = z.object({
  iddenuncia: z.int32(),
  /** The case reference ("2026-0001"), never the reporter's receipt code. */
  referencia: z.string(),
  /** The day the communication was received, in the tenant's zone (YYYY-MM-DD). */
  fecha_recepcion: z.string(),
  /** The complaint type's name in Spanish. */
  tipo: z.string(),
  canal: z.enum(caseChannels),
  /** The status' name now. */
  estado: z.string(),
  actuaciones: z.array(z.object({ fecha: z.string(), descripcion: z.string() })),
  medidas: z.array(z.object({ fecha: z.string(), descripcion: z.string() })),
  /** The day the case was closed (resolved), or null while open. */
  fecha_cierre: z.string().nullable(),
  /** The outcome: the resolved status' name, or null while open. */
  resultado: z.string().nullable(),
});
export type CaseRegisterEntry = z.infer<typeof caseRegisterEntrySchema>;

export const caseRegisterResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    anio: z.int32(),
    estado: z.enum(caseRegisterStates),
    /** The years that hold at least one communication, newest first (for the year filter). */
    anios: z.array(z.int32()),
    entradas: z.array(caseRegisterEntrySchema),
  }),
});
export type CaseRegisterResponse = z.infer<typeof caseRegisterResponseSchema>;
