import { defaultLanguage, type LanguageCode } from '@atalaya/contract/limits';

/**
 * Primary language subtags of `Accept-Language` and the interface language each one means. The web
 * app sends the BCP 47 tag of its interface language (es, ca, eu, gl, en: `languageTags`). `ga` is
 * deliberately absent: in a header it means Irish, which Atalaya does not speak; Galician is `gl`.
 */
const languageBySubtag: ReadonlyMap<string, LanguageCode> = new Map([
  ['es', 'es'],
  ['ca', 'cat'],
  ['cat', 'cat'],
  ['eu', 'eu'],
  ['gl', 'ga'],
  ['en', 'en'],
]);

/** Longest header read: the web sends one tag; browsers a handful. */
const maxHeaderLength = 256;

/**
 * The interface language of a request, from its `Accept-Language` header (highest `q` first, ties
 * in header order); Spanish when the header is missing or names no language of Atalaya.
 * @example languageOfRequest('gl') // 'ga'
 * @example languageOfRequest('fr-FR, ca;q=0.8, en;q=0.9') // 'en'
 */
export function languageOfRequest(header: string | string[] | undefined): LanguageCode {
  const text = (Array.isArray(header) ? header.join(',') : (header ?? '')).slice(0, maxHeaderLength);
  const ranges = text
    .split(',')
    .map((range, index) => {
      const [tag = '', ...parameters] = range.split(';');
      const q = parameters.map((p) => /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(p)?.[1]).find((v) => v !== undefined);
      const weight = q === undefined ? 1 : Number(q);
      return { subtag: tag.trim().toLowerCase().split('-')[0] ?? '', weight, index };
    })
    .filter((range) => range.weight > 0 && Number.isFinite(range.weight))
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const range of ranges) {
    const language = languageBySubtag.get(range.subtag);
    if (language) {
      return language;
    }
  }
  return defaultLanguage;
}
