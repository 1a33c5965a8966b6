import { z } from 'zod';
import { isoDaySchema } from '../common/day.schemas.ts';
import { reporterContactSchema } from './complaint.schemas.ts';
import { verbalMediums } from './verbal-record.schemas.ts';

/*
 * Verbal reports (issue 17 §2; Ley 2/2023 art 7.2): a handler registers a communication received
 * by phone, in a meeting or by video call ("Registrar comunicación verbal") with its transcript.
 * The reporter gets a receipt code exactly as an online filing does (handed over or printed by
 * the handler), reads the transcript in the follow-up and states there that they agree with it,
 * or corrects it through the chat. Paths are not shown in the spec.
 */

/** `POST` (case handlers): registers a verbal communication; answers its receipt once. */
export const verbalReportPath = '/api/denuncias/den_denuncias/verbal';
/** `POST` (the reporter of a verbal communication): "I agree with the transcript" (art 7.2). */
export const transcriptAgreementPath = '/api/denuncias/den_denuncias/transcripcion/conformidad';

export const verbalTranscriptMax = 50_000;

export const verbalReportMessages = {
  transcriptRequired: 'Escriba la transcripción de la comunicación',
  transcriptTooLong: `La transcripción no puede superar ${verbalTranscriptMax} caracteres`,
  futureDate: 'La fecha no puede ser posterior a hoy',
  tooOld: 'La fecha no puede ser anterior a un año',
  registered: 'Comunicación verbal registrada',
  agreed: 'Conformidad con la transcripción registrada',
  notVerbal: 'Esta comunicación no tiene transcripción',
} as const;

/** `POST /api/denuncias/den_denuncias/verbal` body. `fecha` is the day of the call or meeting. */
export const verbalReportBodySchema = z
  .object({
    den_denuncias: z
      .object({
        idtipodenuncia: z.int32().positive(),
        medio: z.enum(verbalMediums),
        fecha: isoDaySchema,
        transcripcion: z
          .string()
          .trim()
          .min(1, verbalReportMessages.transcriptRequired)
          .max(verbalTranscriptMax, verbalReportMessages.transcriptTooLong),
        anonima: z.boolean(),
        contact: reporterContactSchema.optional(),
        /** The reporter's language: their acknowledgement and follow-up use it. */
        ididioma: z.int32().min(1).max(5).default(1),
      })
      .strict()
      .refine((c) => c.anonima || c.contact !== undefined, {
        message: 'Indique sus datos de contacto o elija presentar la comunicación de forma anónima',
        path: ['contact'],
      }),
  })
  .strict();
export type VerbalReportBody = z.infer<typeof verbalReportBodySchema>;

export const verbalReportResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  iddenuncia: z.int32(),
  referencia: z.string(),
  guid: z.string(),
  /** The reporter's secret code, answered once: the handler hands it over or prints it. */
  receipt: z.string(),
  fec_alta: z.string(),
  verificacion: z.object({ codigo: z.string(), url: z.string() }).optional(),
});
export type VerbalReportResponse = z.infer<typeof verbalReportResponseSchema>;

export const transcriptAgreementResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  fec_conforme: z.string(),
});
