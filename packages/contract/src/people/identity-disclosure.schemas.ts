import { z } from 'zod';
import { isCalendarDay } from '../common/day.schemas.ts';

/**
 * Disclosures of the reporter's identity (issue 17 §3; Ley 2/2023 art 33.3): when the identity
 * must be given to a judge, the public prosecutor or a competent authority, the Responsable of
 * the case's tenant records to whom, on which legal basis and when. Before that the reporter is
 * sent a written notice (a notification of the case, read in their follow-up) unless the
 * Responsable records why notice would compromise the investigation. Only a Responsable may call
 * these; every step is audited (revelar_identidad, avisar_revelacion, omitir_aviso_revelacion,
 * leer_revelaciones). `{id}` is the case's iddenuncia, as in `{id}/acceso`.
 */

/** `GET` (list, newest first) and `POST` (record) under the case, as `…/{id}/acceso`. */
export const identityDisclosuresPath = '/api/denuncias/den_denuncias/{id}/revelaciones';

export const disclosureRecipientMin = 3;
export const disclosureRecipientMax = 200;
export const disclosureBasisMin = 3;
export const disclosureBasisMax = 500;
export const disclosureOmissionMin = 5;
export const disclosureOmissionMax = 500;

/** Whether a notice was sent to the reporter before the disclosure, or omitted with a reason. */
export const disclosureNotices = ['enviado', 'omitido'] as const;
export type DisclosureNotice = (typeof disclosureNotices)[number];

export const disclosureMessages = {
  futureDate: 'La fecha de la revelación no puede ser posterior a hoy',
  omissionRequired: 'Indique por qué el aviso comprometería la investigación',
  omissionForbidden: 'El motivo de omisión solo se indica cuando no se avisa al informante',
} as const;

/** The latest calendar day anywhere on Earth now (UTC+14): the contract's bound; the server checks the tenant's day. */
export function latestDayOnEarth(now: Date = new Date()): string {
  return new Date(now.getTime() + 14 * 3_600_000).toISOString().slice(0, 10);
}

function text(min: number, max: number) {
  return z.string().trim().min(min, `Indique al menos ${min} caracteres`).max(max, `Máximo ${max} caracteres`);
}

/**
 * `POST …/{id}/revelaciones` body. `avisar` true: the reporter is notified first and
 * `motivo_omision` must be absent; false: `motivo_omision` (why notice would compromise the
 * investigation) is required and no notice is sent. `fecha` is the day of the disclosure, not after today.
 */
export const disclosureBodySchema = z
  .object({
    destinatario: text(disclosureRecipientMin, disclosureRecipientMax),
    base_legal: text(disclosureBasisMin, disclosureBasisMax),
    fecha: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use el formato AAAA-MM-DD')
      .refine(isCalendarDay, 'Fecha no válida')
      .refine((day) => day <= latestDayOnEarth(), disclosureMessages.futureDate),
    avisar: z.boolean(),
    motivo_omision: text(disclosureOmissionMin, disclosureOmissionMax).optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (!body.avisar && body.motivo_omision === undefined) {
      ctx.addIssue({ code: 'custom', path: ['motivo_omision'], message: disclosureMessages.omissionRequired });
    }
    if (body.avisar && body.motivo_omision !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['motivo_omision'], message: disclosureMessages.omissionForbidden });
    }
  });
export type DisclosureBody = z.infer<typeof disclosureBodySchema>;
export type DisclosureInput = z.input<typeof disclosureBodySchema>;

/** One recorded disclosure; `idnotificacion` is the notice sent to the reporter (null when omitted). */
export const identityDisclosureSchema = z.object({
  idrevelacion: z.int32(),
  iddenuncia: z.int32(),
  destinatario: z.string(),
  base_legal: z.string(),
  fecha: z.string(),
  aviso: z.enum(disclosureNotices),
  motivo_omision: z.string().nullable(),
  idnotificacion: z.int32().nullable(),
  idusuario: z.int32().nullable(),
  fec_alta: z.string(),
});
export type IdentityDisclosure = z.infer<typeof identityDisclosureSchema>;

export const identityDisclosureResponseSchema = z.object({ success: z.literal(true), data: identityDisclosureSchema });
export type IdentityDisclosureResponse = z.infer<typeof identityDisclosureResponseSchema>;
export const identityDisclosureListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(identityDisclosureSchema),
});
export type IdentityDisclosureListResponse = z.infer<typeof identityDisclosureListResponseSchema>;

export const identityDisclosureParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
