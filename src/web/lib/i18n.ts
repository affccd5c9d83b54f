import i18n, { type BackendModule, type ReadCallback } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type TLanguage } from '../../shared/constants.ts';
import enCommon from '../locales/en/common.json';
import enErrors from '../locales/en/errors.json';
import enLanding from '../locales/en/landing.json';
import ptCommon from '../locales/pt-BR/common.json';
import ptErrors from '../locales/pt-BR/errors.json';
import ptLanding from '../locales/pt-BR/landing.json';

/**
 * Translations are bundled with the app, never fetched from /locales. The namespaces every screen
 * may need (common, errors, landing) ship in the main chunk; every other namespace is a file
 * src/web/locales/<lng>/<ns>.json that Vite turns into its own small chunk, loaded the first time
 * a component asks for it (useTranslation('<ns>') suspends until then). A feature adds its texts
 * by adding one file per language: no registration is needed.
 */
export const CORE_NAMESPACES = ['common', 'errors', 'landing'] as const;
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

const coreResources = {
  en: { common: enCommon, errors: enErrors, landing: enLanding },
  'pt-BR': { common: ptCommon, errors: ptErrors, landing: ptLanding },
} as const;

const lazyNamespaces = import.meta.glob<{ default: Record<string, unknown> }>([
  '../locales/*/*.json',
  '!../locales/*/common.json',
  '!../locales/*/errors.json',
  '!../locales/*/landing.json',
]);

const bundledBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = lazyNamespaces[`../locales/${language}/${namespace}.json`];
    if (!load) {
      callback(new Error(`No ${language} translations for namespace "${namespace}"`), false);
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), true),
    );
  },
};

/** Every namespace of the app: the server renderer loads them all before rendering anything. */
export const ALL_NAMESPACES: string[] = [
  ...new Set([...CORE_NAMESPACES, ...Object.keys(lazyNamespaces).map((file) => file.replace(/^.*\//, '').replace(/\.json$/, ''))]),
];

/**
 * The language is also kept in a cookie so the server can render pages in it (the server cannot
 * read localStorage); see src/server/http/ssr.ts.
 */
export const LANGUAGE_COOKIE = 'i18nextLng';

/** Maps any Portuguese tag (pt, pt-PT, pt_BR...) to pt-BR and any English one to en; others pass through. */
export function toSupportedLanguage(lng: string): string {
  const lower = lng.trim().toLowerCase();
  if (lower === 'pt' || lower.startsWith('pt-') || lower.startsWith('pt_')) return 'pt-BR';
  if (lower === 'en' || lower.startsWith('en-') || lower.startsWith('en_')) return 'en';
  return lng;
}

export function isSupportedLanguage(lng: unknown): lng is TLanguage {
  return typeof lng === 'string' && (LANGUAGES as readonly string[]).includes(lng);
}

/** The language the interface is shown in, always one of the supported ones. */
export function currentLanguage(): TLanguage {
  const lng = i18n.resolvedLanguage ?? i18n.language;
  return isSupportedLanguage(lng) ? lng : DEFAULT_LANGUAGE;
}

function syncHtmlLang(lng: string | undefined): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = isSupportedLanguage(lng) ? lng : DEFAULT_LANGUAGE;
}

i18n.on('languageChanged', (lng) => syncHtmlLang(lng));

void i18n
  .use(LanguageDetector)
  .use(bundledBackend)
  .use(initReactI18next)
  .init({
    resources: coreResources,
    partialBundledLanguages: true,
    ns: [...CORE_NAMESPACES],
    defaultNS: 'common',
    fallbackNS: false,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    nonExplicitSupportedLngs: false,
    load: 'currentOnly',
    returnNull: false,
    interpolation: { escapeValue: false }, // React escapes text itself
    detection: {
      order: ['localStorage', 'cookie', 'navigator', 'htmlTag'],
      lookupLocalStorage: LANGUAGE_STORAGE_KEY,
      lookupCookie: LANGUAGE_COOKIE,
      cookieMinutes: 60 * 24 * 365,
      cookieOptions: { path: '/', sameSite: 'lax' },
      caches: ['localStorage', 'cookie'],
      convertDetectedLanguage: toSupportedLanguage,
    },
    react: { useSuspense: true },
  });

syncHtmlLang(i18n.resolvedLanguage ?? i18n.language);

export default i18n;
