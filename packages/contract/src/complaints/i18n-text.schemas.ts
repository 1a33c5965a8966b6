import { z } from 'zod';
import { languageCodes, type LanguageCode } from '../limits.ts';

/** A text in several of the five languages; `es` is required (the default language). */
export const i18nTextSchema = z
  .object({
    es: z.string().trim().min(1, 'El texto en español es obligatorio').max(2000),
    cat: z.string().trim().max(2000).optional(),
    eu: z.string().trim().max(2000).optional(),
    ga: z.string().trim().max(2000).optional(),
    en: z.string().trim().max(2000).optional(),
  })
  .strict();
export type I18nText = z.infer<typeof i18nTextSchema>;

/** The same shape for an entity being written (`GET /{resource}/` drafts): texts may be empty. */
export const i18nDraftTextSchema = z.object({
  es: z.string(),
  cat: z.string().optional(),
  eu: z.string().optional(),
  ga: z.string().optional(),
  en: z.string().optional(),
});

/** Optional text per language (help texts, descriptions). */
export const optionalI18nTextSchema = z
  .object(
    Object.fromEntries(languageCodes.map((c) => [c, z.string().trim().max(4000).optional()])) as Record<
      LanguageCode,
      z.ZodOptional<z.ZodString>
    >,
  )
  .strict();
export type OptionalI18nText = z.infer<typeof optionalI18nTextSchema>;

/** The text in `lang`, else Spanish, else the first present. */
export function pickText(text: Partial<Record<LanguageCode, string>> | undefined, lang: LanguageCode): string {
  if (!text) {
    return '';
  }
  return text[lang] || text.es || Object.values(text).find((v) => typeof v === 'string' && v.length > 0) || '';
}
