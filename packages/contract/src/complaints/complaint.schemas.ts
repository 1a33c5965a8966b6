import { z } from 'zod';
import { formFieldSchema } from './form.schemas.ts';
import { noticeAddressSchema } from './reporter-notice.schemas.ts';
import { meetingRecordSchema } from './meeting-record.schemas.ts';
import { meetingRequestBodySchema } from './meeting-request.schemas.ts';
import { verbalRecordSchema } from './verbal-record.schemas.ts';

/** Reporter contact data, given only when the reporter chooses not to stay anonymous. */
export const reporterContactSchema = z
  .object({
    nombre: z.string().trim().min(1, 'Indique su nombre').max(200),
    email: z.union([z.email('Introduzca un correo electrónico válido').max(254), z.literal('')]).default(''),
    telefono: z
      .union([
        z
          .string()
          .trim()
          .regex(/^\+?[0-9 ()-]{6,20}$/, 'Introduzca un teléfono válido'),
        z.literal(''),
      ])
      .default(''),
  })
  .strict();
export type ReporterContact = z.infer<typeof reporterContactSchema>;

/**
 * `POST /api/denuncias/den_denuncias/` body (reporter issue): the answers are validated against
 * the type's form on the server (answersSchemaFor), the documents must have been uploaded by the
 * same session and not yet linked.
 */
export const fileComplaintBodySchema = z
  .object({
    den_denuncias: z
      .object({
        idtipodenuncia: z.int32().positive(),
        answers: z.record(z.string().max(40), z.unknown()),
        anonima: z.boolean(),
        contact: reporterContactSchema.optional(),
        documentos: z.array(z.int32().positive()).max(10).default([]),
        ididioma: z.int32().min(1).max(5).default(1),
        aceptaPrivacidad: z.literal(true, 'Debe aceptar la información sobre protección de datos'),
        /** Only for "there is news" notices, anonymous filings too (issue 17 §4; sealed, never shown to handlers). */
        correo_avisos: noticeAddressSchema.optional(),
        /** A meeting asked for with the filing (issue 17 §2, art 7.2): as the follow-up's request (decision 064). */
        reunion: meetingRequestBodySchema.optional(),
      })
      .strict()
      .refine((c) => c.anonima || c.contact !== undefined, {
        message: 'Indique sus datos de contacto o elija presentar la comunicación de forma anónima',
        path: ['contact'],
      }),
  })
  .strict();
export type FileComplaintBody = z.infer<typeof fileComplaintBodySchema>;

export const fileComplaintResponseSchema = z.object({
  success: z.literal(true),
  guid: z.string(),
  /** The secret code, shown once: 16 Crockford base-32 characters in groups of 4. */
  receipt: z.string(),
  fec_alta: z.string(),
  /**
   * The filing's signed proof (issue 17 §8, decision 054): its verification code and the public
   * address that confirms it. Absent if the proof could not be written (the filing still stands).
   */
  verificacion: z.object({ codigo: z.string(), url: z.string() }).optional(),
});
export type FileComplaintResponse = z.infer<typeof fileComplaintResponseSchema>;

/** Receipt code: 16 Crockford base-32 characters (80 bits), written in groups of 4. */
export const receiptPattern = /^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/;
/** Normalises what a person typed: upper case, no spaces/dashes, I/L→1, O→0, then regroups. */
export function normalizeReceipt(input: string): string {
  const compact = input.toUpperCase().replace(/[\s-]/g, '').replace(/[IL]/g, '1').replace(/O/g, '0');
  return compact.match(/.{1,4}/g)?.join('-') ?? '';
}

/** `POST /api/auth/informante`: exchange a receipt for a reporter token. */
export const receiptLoginBodySchema = z
  .object({
    receipt: z
      .string()
      .max(40)
      .transform(normalizeReceipt)
      .refine((r) => receiptPattern.test(r), 'El código no tiene el formato correcto'),
    url: z.string().min(1).max(253).optional(),
  })
  .strict();

/** What a reporter sees of their own complaint. */
export const reporterComplaintSchema = z.object({
  iddenuncia: z.int32(),
  guid: z.string(),
  idtipodenuncia: z.int32(),
  tipo: z.string(),
  idestadodenuncia: z.int32(),
  estado: z.string(),
  fec_alta: z.string(),
  fec_acuse: z.string().nullable(),
  fec_resolucion: z.string().nullable(),
  resolucion: z.string().nullable(),
  anonima: z.boolean(),
  campos: z.array(formFieldSchema),
  answers: z.record(z.string(), z.unknown()),
  /** Whether an address for "there is news" notices is on file (issue 17 §4); never the address. */
  avisos_correo: z.boolean().default(false),
  /** A communication a handler registered from a call or meeting (issue 17 §2): its transcript to check; else null. */
  verbal: verbalRecordSchema.nullable().default(null),
  /** The meeting the reporter asked for (issue 17 §2) and the date proposed; null when none. */
  reunion: meetingRecordSchema.nullable().default(null),
});
export type ReporterComplaint = z.infer<typeof reporterComplaintSchema>;

export const addInformationMax = 5000;
export const additionalInformationPrefix = 'Información adicional: ';

/**
 * `POST /api/denuncias/den_denuncias/ampliar` (reporter adds information later): the text becomes
 * an informante chat message prefixed "Información adicional: "; the documents (the reporter's
 * own uploads in this session, not yet linked) are attached to the complaint.
 */
export const addInformationBodySchema = z
  .object({
    informacion: z.string().trim().max(addInformationMax, `Máximo ${addInformationMax} caracteres`).optional(),
    documentos: z.array(z.int32().positive()).max(10).default([]),
  })
  .strict()
  .refine((b) => (b.informacion ?? '') !== '' || b.documentos.length > 0, {
    message: 'Escriba la información adicional o adjunte algún documento',
    path: ['informacion'],
  });
export type AddInformationBody = z.infer<typeof addInformationBodySchema>;

export const addInformationResponseSchema = z.object({
  success: z.literal(true),
  /** The chat message created from `informacion`, if any. */
  idmensaje: z.int32().nullable(),
  /** Documents now attached to the complaint. */
  documentos: z.array(z.int32()),
});
export type AddInformationResponse = z.infer<typeof addInformationResponseSchema>;

export const reporterComplaintResponseSchema = z.object({ success: z.literal(true), data: reporterComplaintSchema });
