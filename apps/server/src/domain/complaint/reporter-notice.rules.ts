import { defaultLanguage, languageCodes, type LanguageCode } from '@atalaya/contract/limits';

/** One notice an hour per case at most (issue 17 §4: a burst of messages is one mail). */
export const noticeIntervalSeconds = 3600;

/**
 * The only mail the notice address ever gets (decision 046): the tenant's name in the subject,
 * never the case reference, and in the body only that there is news and where to read it with
 * the reporter's code. Fixed text, not a template a tenant could edit to add content.
 */
export const reporterNoticeTexts: Record<
  LanguageCode,
  { asunto: (cliente: string) => string; cuerpo: (enlace: string) => string }
> = {
  es: {
    asunto: (cliente) => `${cliente}: hay novedades en su comunicación`,
    cuerpo: (enlace) =>
      `Hay novedades en su comunicación. Entre en ${enlace} con su código.\n\nPor su seguridad este correo no incluye ningún contenido.`,
  },
  cat: {
    asunto: (cliente) => `${cliente}: hi ha novetats a la vostra comunicació`,
    cuerpo: (enlace) =>
      `Hi ha novetats a la vostra comunicació. Entreu a ${enlace} amb el vostre codi.\n\nPer la vostra seguretat aquest correu no inclou cap contingut.`,
  },
  eu: {
    asunto: (cliente) => `${cliente}: berritasunak daude zure komunikazioan`,
    cuerpo: (enlace) =>
      `Berritasunak daude zure komunikazioan. Sartu ${enlace} helbidean zure kodearekin.\n\nZure segurtasunerako mezu honek ez du edukirik jasotzen.`,
  },
  ga: {
    asunto: (cliente) => `${cliente}: hai novidades na súa comunicación`,
    cuerpo: (enlace) =>
      `Hai novidades na súa comunicación. Entre en ${enlace} co seu código.\n\nPola súa seguridade este correo non inclúe ningún contido.`,
  },
  en: {
    asunto: (cliente) => `${cliente}: there is news on your report`,
    cuerpo: (enlace) =>
      `There is news on your report. Go to ${enlace} and sign in with your code.\n\nFor your safety this e-mail has no content.`,
  },
};

/** The tenant's default language (`parametros_cliente.idioma_defecto`), else Spanish. */
export function tenantDefaultLanguage(parametrosCliente: string | undefined): LanguageCode {
  try {
    const parsed: unknown = JSON.parse(parametrosCliente ?? '{}');
    const code =
      typeof parsed === 'object' && parsed !== null
        ? (parsed as { idioma_defecto?: unknown }).idioma_defecto
        : undefined;
    return languageCodes.find((c) => c === code) ?? defaultLanguage;
  } catch {
    return defaultLanguage;
  }
}
