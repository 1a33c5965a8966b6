import i18next from 'i18next';
import type { BackendModule, i18n as I18n, Resource } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { storageKeys } from '@atalaya/contract/http/headers';
import { defaultLanguage, languageCodes, languageIds, languageTags } from '@atalaya/contract/limits';
import type { LanguageCode } from '@atalaya/contract/limits';
import { changeLanguageResponseSchema } from '@atalaya/contract/common/user.schemas';
import { apiRequest } from './api-client.ts';
import { readStorage, writeStorage } from './storage.ts';
import { isAdministrator } from './tokens.ts';

/** Each language named in itself, as the language menu shows it. */
export const languageNames: Record<LanguageCode, string> = {
  es: 'Español',
  cat: 'Català',
  eu: 'Euskara',
  ga: 'Galego',
  en: 'English',
};

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (languageCodes as readonly string[]).includes(value);
}

/** The language kept under `locale` in local storage, or es. */
export function getStoredLanguage(): LanguageCode {
  const stored = readStorage(storageKeys.locale);
  return isLanguageCode(stored) ? stored : defaultLanguage;
}

function applyDocumentLanguage(code: string): void {
  const language = isLanguageCode(code) ? code : defaultLanguage;
  document.documentElement.lang = languageTags[language];
}

type InitOptions = {
  /** Inline translations (tests); without them the files under /i18n/ are fetched. */
  resources?: Resource;
  language?: LanguageCode;
};

type PluralRuleSource = { getRule: (code: string, options?: { ordinal?: boolean }) => Intl.PluralRules | undefined };

/**
 * Our language codes are the spec's (`ga` is Galician, `cat` Catalan), but Intl reads `ga` as
 * Irish, whose plurals have five forms. Plural rules are therefore taken from the BCP 47 tag of
 * each code (ga → gl, cat → ca), so `_one`/`_other` keys work in every language.
 */
function applyPluralRulesOfLanguageTags(instance: I18n): void {
  const resolver = instance.services.pluralResolver as PluralRuleSource | undefined;
  if (!resolver || (resolver as { tagged?: boolean }).tagged) {
    return;
  }
  const original = resolver.getRule.bind(resolver);
  resolver.getRule = (code, options) => original(isLanguageCode(code) ? languageTags[code] : code, options);
  (resolver as { tagged?: boolean }).tagged = true;
}

/**
 * Reads `/i18n/{lng}.json` (the public strings; index.html preloads es). A few lines instead of
 * i18next-http-backend, which weighed 5 KiB compressed in every reporter's page.
 */
const publicStringsBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, _namespace, callback) {
    fetch(`/i18n/${language}.json`)
      .then(async (response) => {
        if (!response.ok) {
          throw new Error(`HTTP ${response.status}`);
        }
        callback(null, (await response.json()) as Resource[string]);
      })
      .catch((error: unknown) => {
        callback(error instanceof Error ? error : new Error(String(error)), false);
      });
  },
};

/** Initialises i18next once: `/i18n/{{lng}}.json`, es default, choice from storage. */
export async function initI18n(options: InitOptions = {}): Promise<I18n> {
  const language = options.language ?? getStoredLanguage();
  applyDocumentLanguage(language);
  if (!i18next.isInitialized) {
    i18next.on('languageChanged', applyDocumentLanguage);
  }
  stringsInline = options.resources !== undefined;
  const instance = options.resources
    ? i18next.use(initReactI18next)
    : i18next.use(publicStringsBackend).use(initReactI18next);
  await instance.init({
    lng: language,
    fallbackLng: defaultLanguage,
    supportedLngs: [...languageCodes],
    nonExplicitSupportedLngs: false,
    load: 'currentOnly',
    resources: options.resources,
    interpolation: { escapeValue: false },
    returnEmptyString: false,
    react: { useSuspense: true },
  });
  applyPluralRulesOfLanguageTags(instance);
  return i18next;
}

/**
 * The BCP 47 tag of the interface language (es, ca, eu, gl, en), which every API call sends as
 * `Accept-Language` so the server answers its messages and names in it. Before i18next starts, the
 * stored choice.
 */
export function interfaceLanguageTag(): string {
  const current = i18next.resolvedLanguage ?? i18next.language;
  return languageTags[isLanguageCode(current) ? current : getStoredLanguage()];
}

/**
 * The short label of each language in the language menu button: its BCP 47 tag in capitals, so
 * Galician is "GL" (never "GA", which is Irish) and Catalan "CA".
 */
export const languageShortLabels: Record<LanguageCode, string> = {
  es: 'ES',
  cat: 'CA',
  eu: 'EU',
  ga: 'GL',
  en: 'EN',
};

/**
 * The `lang` attribute a text stored in language `ididioma` needs when it is shown in the interface
 * language `current` (a Spanish fallback inside a Catalan page: WCAG 3.1.2); undefined when they match.
 * @example fallbackLangOf(1, 2) // 'es'
 */
export function fallbackLangOf(ididioma: number, current: number): string | undefined {
  const code = languageCodes[ididioma - 1];
  return code === undefined || ididioma === current ? undefined : languageTags[code];
}

/**
 * Tells the server an administrator's new language (`PUT /api/common/idioma`): the mails the
 * channel sends them follow it. Anybody else has nothing to store there. A failure only warns.
 */
async function saveAdministratorLanguage(code: LanguageCode): Promise<void> {
  if (!isAdministrator()) {
    return;
  }
  try {
    await apiRequest('/api/common/idioma', {
      method: 'PUT',
      body: { ididioma: languageIds[code] },
      schema: changeLanguageResponseSchema,
    });
  } catch {
    console.warn('[i18n] the language of your mails could not be saved');
  }
}

/** True when the strings were given inline (tests): they hold every area already. */
let stringsInline = false;
/** Set once the back office has been opened: its strings then follow every language change. */
let backOfficeOpen = false;
const backOfficeLoaded = new Set<LanguageCode>();

/**
 * The back office's strings of a language (`/i18n/admin/{lng}.json`), added to that language's
 * public ones, which are loaded first (i18next would not load a language it already holds).
 * A reporter's page never asks for them (issue 14: a reporter downloads only the public strings).
 */
async function addBackOfficeStrings(language: LanguageCode): Promise<void> {
  if (stringsInline || backOfficeLoaded.has(language)) {
    return;
  }
  await i18next.loadLanguages(language);
  const response = await fetch(`/i18n/admin/${language}.json`);
  if (!response.ok) {
    throw new Error(`HTTP ${response.status}`);
  }
  i18next.addResourceBundle(language, 'translation', (await response.json()) as object, true, false);
  backOfficeLoaded.add(language);
}

/** Loads the back office's strings for the current language; the administrator routes wait for it. */
export async function loadBackOfficeStrings(): Promise<void> {
  backOfficeOpen = true;
  try {
    await addBackOfficeStrings(getCurrentLanguage());
  } catch {
    console.warn('[i18n] the back office strings could not be loaded');
  }
}

function getCurrentLanguage(): LanguageCode {
  const current = i18next.resolvedLanguage ?? i18next.language;
  return isLanguageCode(current) ? current : getStoredLanguage();
}

/**
 * Changes the language, remembers it under `locale`, updates `<html lang>` and, for an
 * administrator, tells the server (without waiting for it). In the back office its strings in the
 * new language arrive before the switch, so no screen shows a key meanwhile.
 */
export async function changeLanguage(code: LanguageCode): Promise<void> {
  writeStorage(storageKeys.locale, code);
  if (backOfficeOpen) {
    await addBackOfficeStrings(code).catch(() => {
      console.warn('[i18n] the back office strings could not be loaded');
    });
  }
  await i18next.changeLanguage(code);
  void saveAdministratorLanguage(code);
}

/** The current language code and its id (1 es, 2 cat, 3 eu, 4 ga, 5 en). */
export function useLanguage(): { language: LanguageCode; ididioma: number } {
  const { i18n } = useTranslation();
  const current = i18n.resolvedLanguage ?? i18n.language;
  const language = isLanguageCode(current) ? current : defaultLanguage;
  return { language, ididioma: languageIds[language] };
}
