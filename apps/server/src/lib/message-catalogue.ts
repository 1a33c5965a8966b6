import type { LanguageCode } from '@atalaya/contract/limits';
import { accountMessages } from './messages/account-messages.ts';
import { myAccountMessages } from './messages/my-account-messages.ts';
import { sessionMessages } from './messages/session-messages.ts';
import { signInMessages } from './messages/sign-in-messages.ts';
import { limitMessages } from './messages/limit-messages.ts';
import { uploadMessages } from './messages/upload-messages.ts';
import { lockedCaseMessages } from './messages/locked-case-messages.ts';
import { caseRecordMessages } from './messages/case-record-messages.ts';
import { validationMessages } from './messages/validation-messages.ts';
import { twoFactorMessages } from './messages/two-factor-messages.ts';
import { caseAccessMessages } from './messages/case-access-messages.ts';
import { citizenSignInMessages } from './messages/citizen-sign-in-messages.ts';
import { verbalReportCatalogue } from './messages/verbal-report-messages.ts';
import { meetingRequestCatalogue } from './messages/meeting-request-messages.ts';
import { caseRedactionCatalogue } from './messages/case-redaction-messages.ts';
import type { OtherLanguage, Translations } from './messages/translations.ts';

/**
 * The server messages a person reads (sign-in, limits, uploads, validation, locked cases), keyed by
 * their Spanish text, which stays the default and the wording of spec 000. Wording follows the web
 * app's translation files where both say the same thing. A message missing here answers in Spanish.
 * The entries live by area in `lib/messages/`.
 */
const catalogue: ReadonlyMap<string, Translations> = new Map<string, Translations>([
  ...accountMessages,
  ...myAccountMessages,
  ...sessionMessages,
  ...signInMessages,
  ...limitMessages,
  ...uploadMessages,
  ...lockedCaseMessages,
  ...caseRecordMessages,
  ...validationMessages,
  ...twoFactorMessages,
  ...caseAccessMessages,
  ...citizenSignInMessages,
  ...verbalReportCatalogue,
  ...meetingRequestCatalogue,
  ...caseRedactionCatalogue,
]);

/** Messages with a number or size inside: the Spanish pattern and each language's wording. */
const patterns: readonly { spanish: RegExp; texts: Readonly<Record<OtherLanguage, (value: string) => string>> }[] = [
  {
    spanish: /^Máximo (\d+) caracteres$/,
    texts: {
      cat: (n) => `Màxim ${n} caràcters`,
      eu: (n) => `Gehienez ${n} karaktere`,
      ga: (n) => `Máximo ${n} caracteres`,
      en: (n) => `At most ${n} characters`,
    },
  },
  {
    spanish: /^El archivo supera el tamaño máximo permitido \(([^()]+)\)$/,
    texts: {
      cat: (size) => `El fitxer supera la mida màxima permesa (${size})`,
      eu: (size) => `Fitxategiak baimendutako gehieneko tamaina gainditzen du (${size})`,
      ga: (size) => `O ficheiro supera o tamaño máximo permitido (${size})`,
      en: (size) => `The file is larger than the maximum size allowed (${size})`,
    },
  },
  {
    spanish: /^Ya tiene (\d+) archivos pendientes de adjuntar\. Elimine alguno o presente la comunicación\.$/,
    texts: {
      cat: (n) => `Ja teniu ${n} fitxers pendents d'adjuntar. Elimineu-ne algun o presenteu la comunicació.`,
      eu: (n) => `Erantsi gabeko ${n} fitxategi dituzu jada. Ezabatu baten bat edo aurkeztu komunikazioa.`,
      ga: (n) => `Xa ten ${n} ficheiros pendentes de achegar. Elimine algún ou presente a comunicación.`,
      en: (n) => `You already have ${n} files waiting to be attached. Remove one or file the report.`,
    },
  },
];

/**
 * A server message in the interface language: Spanish (the default, spec 000's wording) as it is;
 * any other language from the catalogue, or in Spanish when the catalogue lacks it.
 * @example translateMessage('El código no es válido', 'en') // 'The code is not valid'
 */
export function translateMessage(message: string, language: LanguageCode): string {
  if (language === 'es') {
    return message;
  }
  const known = catalogue.get(message);
  if (known) {
    return known[language];
  }
  for (const { spanish, texts } of patterns) {
    const match = spanish.exec(message);
    if (match?.[1] !== undefined) {
      return texts[language](match[1]);
    }
  }
  return message;
}
