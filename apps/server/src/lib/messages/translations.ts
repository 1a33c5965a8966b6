import type { LanguageCode } from '@atalaya/contract/limits';

/** The languages a Spanish message is translated into. */
export type OtherLanguage = Exclude<LanguageCode, 'es'>;
export type Translations = Readonly<Record<OtherLanguage, string>>;
/** A Spanish server message (its key: spec 000's wording) and its other languages. */
export type CatalogueEntry = readonly [spanish: string, translations: Translations];
