import { z } from 'zod';
import { listResponseSchema } from '../common/list.schemas.ts';
import type { LanguageCode } from '../limits.ts';

/**
 * Mail templates and the outbox (issue 5, "Mensajes de correo"). Mails are notices to come and
 * read: they never carry case content, the reporter's receipt code or the case guid.
 */
export const mailEvents = [
  'nueva_denuncia',
  'nuevo_mensaje_informante',
  'plazo_caso',
  'nueva_respuesta',
  'resolucion',
] as const;
export type MailEvent = (typeof mailEvents)[number];

/** Who receives each event: the tenant's handlers, or the reporter (only if they gave an e-mail). */
export const mailEventAudience: Record<MailEvent, 'gestores' | 'informante'> = {
  nueva_denuncia: 'gestores',
  nuevo_mensaje_informante: 'gestores',
  /** A legal deadline of the case is near or past (issue 17 §1). */
  plazo_caso: 'gestores',
  nueva_respuesta: 'informante',
  resolucion: 'informante',
};

/**
 * Placeholders a template may use, written `{{name}}`:
 * - `cliente`: the organisation's name;
 * - `referencia`: the case's one human reference, never its code (handlers: "2026-0001",
 *   decision 027; reporters: empty, they follow up with their own code);
 * - `enlace`: where to go (handlers: the case in the back office; reporters: the follow-up page).
 */
export const mailPlaceholders = ['cliente', 'referencia', 'enlace'] as const;
export type MailPlaceholder = (typeof mailPlaceholders)[number];
export type MailValues = Record<MailPlaceholder, string>;

export const mailSubjectMax = 200;
export const mailBodyMax = 10_000;

/** One template: an event in one language. Body is plain text (mail clients render it as is). */
export const mailTemplateSchema = z.object({
  idplantilla: z.int32(),
  evento: z.enum(mailEvents),
  ididioma: z.int32().min(1).max(5),
  asunto: z.string(),
  cuerpo: z.string(),
  activo: z.boolean(),
  fec_modificacion: z.string(),
});
export type MailTemplate = z.infer<typeof mailTemplateSchema>;

/** Whether every `{{name}}` in the text is a known placeholder. */
function onlyKnownPlaceholders(text: string): boolean {
  return [...text.matchAll(/\{\{\s*([a-z_]+)\s*\}\}/g)].every((m) =>
    (mailPlaceholders as readonly string[]).includes(m[1] ?? ''),
  );
}
const placeholderMessage = `Solo se admiten los marcadores ${mailPlaceholders.map((p) => `{{${p}}}`).join(', ')}`;

/** `PUT /api/denuncias/mail_plantillas/` body: edit the subject/body/active flag of an existing template. */
export const mailTemplateInputSchema = z
  .object({
    idplantilla: z.int32().positive(),
    asunto: z
      .string()
      .trim()
      .min(1, 'El asunto es obligatorio')
      .max(mailSubjectMax, `Máximo ${mailSubjectMax} caracteres`)
      .refine(onlyKnownPlaceholders, placeholderMessage),
    cuerpo: z
      .string()
      .trim()
      .min(1, 'El texto es obligatorio')
      .max(mailBodyMax, `Máximo ${mailBodyMax} caracteres`)
      .refine(onlyKnownPlaceholders, placeholderMessage),
    activo: z.boolean().default(true),
  })
  .strict();
export type MailTemplateInput = z.infer<typeof mailTemplateInputSchema>;
export const mailTemplateBodySchema = z.object({ mail_plantillas: mailTemplateInputSchema }).strict();
export const mailTemplateResponseSchema = z.object({ success: z.literal(true), data: mailTemplateSchema });
/** `POST /api/denuncias/mail_plantillas/GetList`: every template of the tenant (filters evento, ididioma). */
export const mailTemplateListResponseSchema = listResponseSchema(mailTemplateSchema);

/** `POST /api/denuncias/mail_plantillas/preview`: render a (possibly unsaved) subject/body with sample values. */
export const mailPreviewBodySchema = z
  .object({
    evento: z.enum(mailEvents),
    asunto: z.string().max(mailSubjectMax),
    cuerpo: z.string().max(mailBodyMax),
  })
  .strict();
export const mailPreviewResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ asunto: z.string(), cuerpo: z.string() }),
});

/** `POST /api/denuncias/mail_plantillas/prueba`: queue a test mail of a template to an address. */
export const mailTestBodySchema = z
  .object({
    idplantilla: z.int32().positive(),
    destinatario: z.email('Introduzca un correo electrónico válido').max(254),
  })
  .strict();
export const mailTestResponseSchema = z.object({ success: z.literal(true), idcorreo: z.int32() });

export const outboxStates = ['pendiente', 'enviado', 'error'] as const;
/** One mail of the outbox as the administrator reads it (the recipient is shown masked). */
export const outboxMailSchema = z.object({
  idcorreo: z.int32(),
  evento: z.string(),
  destinatario: z.string(),
  asunto: z.string(),
  cuerpo: z.string(),
  estado: z.enum(outboxStates),
  intentos: z.int32(),
  proximo_intento: z.string().nullable(),
  ultimo_error: z.string().nullable(),
  fec_alta: z.string(),
  fec_envio: z.string().nullable(),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;
/** `POST /api/denuncias/mail_outbox/GetList`: newest first; filter `estado`. */
export const outboxListResponseSchema = listResponseSchema(outboxMailSchema);

type DefaultTemplate = { asunto: string; cuerpo: string };
/** The templates every tenant starts with (one per event and language). */
export const defaultMailTemplates: Record<MailEvent, Record<LanguageCode, DefaultTemplate>> = {
  nueva_denuncia: {
    es: {
      asunto: '{{cliente}}: nueva comunicación recibida',
      cuerpo:
        'Se ha recibido una nueva comunicación en el canal de {{cliente}} ({{referencia}}).\n\nAcceda a la administración para tramitarla: {{enlace}}',
    },
    cat: {
      asunto: '{{cliente}}: nova comunicació rebuda',
      cuerpo:
        "S'ha rebut una nova comunicació al canal de {{cliente}} ({{referencia}}).\n\nAccediu a l'administració per tramitar-la: {{enlace}}",
    },
    eu: {
      asunto: '{{cliente}}: komunikazio berria jaso da',
      cuerpo:
        'Komunikazio berria jaso da {{cliente}} kanalean ({{referencia}}).\n\nSartu administraziora izapidetzeko: {{enlace}}',
    },
    ga: {
      asunto: '{{cliente}}: nova comunicación recibida',
      cuerpo:
        'Recibiuse unha nova comunicación na canle de {{cliente}} ({{referencia}}).\n\nAcceda á administración para tramitala: {{enlace}}',
    },
    en: {
      asunto: '{{cliente}}: new report received',
      cuerpo:
        'A new report has been received in the {{cliente}} channel ({{referencia}}).\n\nOpen the back office to handle it: {{enlace}}',
    },
  },
  nuevo_mensaje_informante: {
    es: {
      asunto: '{{cliente}}: nuevo mensaje del informante',
      cuerpo:
        'El informante ha escrito en la comunicación {{referencia}}.\n\nLea el mensaje en la administración: {{enlace}}',
    },
    cat: {
      asunto: "{{cliente}}: nou missatge de l'informant",
      cuerpo:
        "L'informant ha escrit a la comunicació {{referencia}}.\n\nLlegiu el missatge a l'administració: {{enlace}}",
    },
    eu: {
      asunto: '{{cliente}}: informatzailearen mezu berria',
      cuerpo: 'Informatzaileak idatzi du {{referencia}} komunikazioan.\n\nIrakurri mezua administrazioan: {{enlace}}',
    },
    ga: {
      asunto: '{{cliente}}: nova mensaxe do informante',
      cuerpo: 'O informante escribiu na comunicación {{referencia}}.\n\nLea a mensaxe na administración: {{enlace}}',
    },
    en: {
      asunto: '{{cliente}}: new message from the reporter',
      cuerpo: 'The reporter has written on report {{referencia}}.\n\nRead the message in the back office: {{enlace}}',
    },
  },
  plazo_caso: {
    es: {
      asunto: '{{cliente}}: plazo de la comunicación {{referencia}}',
      cuerpo:
        'Un plazo legal de la comunicación {{referencia}} está próximo o ha vencido (Ley 2/2023, art. 9).\n\nConsulte los plazos en la administración: {{enlace}}',
    },
    cat: {
      asunto: '{{cliente}}: termini de la comunicació {{referencia}}',
      cuerpo:
        "Un termini legal de la comunicació {{referencia}} és a prop o ha vençut (Llei 2/2023, art. 9).\n\nConsulteu els terminis a l'administració: {{enlace}}",
    },
    eu: {
      asunto: '{{cliente}}: {{referencia}} komunikazioaren epea',
      cuerpo:
        '{{referencia}} komunikazioaren lege-epe bat hurbil dago edo iraungi da (2/2023 Legea, 9. art.).\n\nKontsultatu epeak administrazioan: {{enlace}}',
    },
    ga: {
      asunto: '{{cliente}}: prazo da comunicación {{referencia}}',
      cuerpo:
        'Un prazo legal da comunicación {{referencia}} está próximo ou venceu (Lei 2/2023, art. 9).\n\nConsulte os prazos na administración: {{enlace}}',
    },
    en: {
      asunto: '{{cliente}}: deadline of report {{referencia}}',
      cuerpo:
        'A legal deadline of report {{referencia}} is near or past (Law 2/2023, art. 9).\n\nSee the deadlines in the back office: {{enlace}}',
    },
  },
  nueva_respuesta: {
    es: {
      asunto: '{{cliente}}: tiene una novedad en su comunicación',
      cuerpo:
        'Hay una novedad en la comunicación que presentó en el canal de {{cliente}}.\n\nPor su seguridad este correo no incluye su contenido. Acceda con su código secreto en {{enlace}}',
    },
    cat: {
      asunto: '{{cliente}}: teniu una novetat a la vostra comunicació',
      cuerpo:
        'Hi ha una novetat a la comunicació que vau presentar al canal de {{cliente}}.\n\nPer la vostra seguretat aquest correu no inclou el contingut. Accediu amb el vostre codi secret a {{enlace}}',
    },
    eu: {
      asunto: '{{cliente}}: berritasun bat duzu zure komunikazioan',
      cuerpo:
        '{{cliente}} kanalean aurkeztu zenuen komunikazioan berritasun bat dago.\n\nZure segurtasunerako mezu honek ez du edukia jasotzen. Sartu zure kode sekretuarekin hemen: {{enlace}}',
    },
    ga: {
      asunto: '{{cliente}}: ten unha novidade na súa comunicación',
      cuerpo:
        'Hai unha novidade na comunicación que presentou na canle de {{cliente}}.\n\nPola súa seguridade este correo non inclúe o contido. Acceda co seu código secreto en {{enlace}}',
    },
    en: {
      asunto: '{{cliente}}: there is news on your report',
      cuerpo:
        'There is news on the report you filed in the {{cliente}} channel.\n\nFor your safety this e-mail does not include it. Sign in with your secret code at {{enlace}}',
    },
  },
  resolucion: {
    es: {
      asunto: '{{cliente}}: su comunicación ha sido resuelta',
      cuerpo:
        'La comunicación que presentó en el canal de {{cliente}} ha sido resuelta.\n\nPor su seguridad este correo no incluye la resolución. Consúltela con su código secreto en {{enlace}}',
    },
    cat: {
      asunto: '{{cliente}}: la vostra comunicació ha estat resolta',
      cuerpo:
        'La comunicació que vau presentar al canal de {{cliente}} ha estat resolta.\n\nPer la vostra seguretat aquest correu no inclou la resolució. Consulteu-la amb el vostre codi secret a {{enlace}}',
    },
    eu: {
      asunto: '{{cliente}}: zure komunikazioa ebatzi da',
      cuerpo:
        '{{cliente}} kanalean aurkeztu zenuen komunikazioa ebatzi da.\n\nZure segurtasunerako mezu honek ez du ebazpena jasotzen. Kontsultatu zure kode sekretuarekin hemen: {{enlace}}',
    },
    ga: {
      asunto: '{{cliente}}: a súa comunicación foi resolta',
      cuerpo:
        'A comunicación que presentou na canle de {{cliente}} foi resolta.\n\nPola súa seguridade este correo non inclúe a resolución. Consúltea co seu código secreto en {{enlace}}',
    },
    en: {
      asunto: '{{cliente}}: your report has been resolved',
      cuerpo:
        'The report you filed in the {{cliente}} channel has been resolved.\n\nFor your safety this e-mail does not include the resolution. Read it with your secret code at {{enlace}}',
    },
  },
};

/** Replaces `{{name}}` placeholders; unknown ones are left out. */
export function renderMailText(text: string, values: MailValues): string {
  return text.replace(/\{\{\s*([a-z_]+)\s*\}\}/g, (_match, name: string) =>
    (mailPlaceholders as readonly string[]).includes(name) ? values[name as MailPlaceholder] : '',
  );
}
