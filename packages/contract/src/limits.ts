/**
 * Documented business constants shared by server and web (spec §9).
 * Change a limit here and both sides follow.
 */
export const limits = {
  /** Maximum upload size, in bytes (2 MB, spec §9). */
  maxFileBytes: 2_097_152,
  notificationDescriptionMax: 200,
  notificationContentMax: 15_000,
  notificationPageSize: 10,
  chatRefreshMs: 20_000,
  chatHighlightMs: 2_000,
  snackbarMs: 2_000,
  /** How long the refused identity login's message stays (spec §8: 3 s). */
  claveErrorMs: 3_000,
  galleryPageSize: 10,
  menuOptionListSize: 1_000,
  /** Largest page a GetList may ask for (length -1 means "all", still capped server-side). */
  listMaxLength: 1_000,
  /** Maximum JSON body accepted by the API, in bytes. */
  jsonBodyMaxBytes: 1_048_576,
  contentMaxChars: 200_000,
  voteCooldownMinutes: 15,
} as const;

/** Language ids of spec §3: 1 es, 2 cat, 3 eu, 4 ga, 5 en. */
export const languageCodes = ['es', 'cat', 'eu', 'ga', 'en'] as const;
export type LanguageCode = (typeof languageCodes)[number];
export const languageIds: Record<LanguageCode, number> = { es: 1, cat: 2, eu: 3, ga: 4, en: 5 };
export const defaultLanguage: LanguageCode = 'es';
/** BCP 47 tag of each language, for the html lang attribute. */
export const languageTags: Record<LanguageCode, string> = { es: 'es', cat: 'ca', eu: 'eu', ga: 'gl', en: 'en' };

export const breakpoints = { sm: 600, md: 960, lg: 1280, xl: 1440 } as const;
