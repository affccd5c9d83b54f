import i18n, { type BackendModule, type ReadCallback, type Resource } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  isSupportedLanguage,
  matchLanguage,
  type TLanguage,
} from '../../shared/i18n/languages.ts';

/**
 * Translations are bundled with the app, never fetched from /locales. The namespaces every screen
 * may need (common, errors) ship in the main chunk; every other namespace is a file
 * src/web/locales/<lng>/<ns>.json that Vite turns into its own small chunk, loaded the first time
 * a component asks for it (useTranslation('<ns>') suspends until then). A feature adds its texts
 * by adding one file per language: no registration is needed.
 */
export const CORE_NAMESPACES = ['common', 'errors'] as const;
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

/** The core namespaces of every locale folder, bundled: a new language needs no import here. */
const coreFiles = import.meta.glob<{ default: Record<string, unknown> }>(
  ['../locales/*/common.json', '../locales/*/errors.json'],
  { eager: true },
);
const coreResources: Resource = {};
for (const [file, module] of Object.entries(coreFiles)) {
  const [, lng = '', ns = ''] = /([^/]+)\/([^/]+)\.json$/.exec(file) ?? [];
  coreResources[lng] = { ...coreResources[lng], [ns]: module.default };
}

const lazyNamespaces = import.meta.glob<{ default: Record<string, unknown> }>([
  '../locales/*/*.json',
  '!../locales/*/common.json',
  '!../locales/*/errors.json',
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
  ...new Set([
    ...CORE_NAMESPACES,
    ...Object.keys(lazyNamespaces).map((file) => file.replace(/^.*\//, '').replace(/\.json$/, '')),
  ]),
];

/**
 * The language is also kept in a cookie so the server can render pages in it (the server cannot
 * read localStorage); see src/server/pages/ssr.ts.
 */
export const LANGUAGE_COOKIE = 'i18nextLng';

/**
 * Maps a detected tag (pt, pt-PT, pt_BR, en-GB...) to a supported language (src/shared/i18n);
 * others pass through so i18next moves on to the next detector, then the fallback.
 */
export function toSupportedLanguage(lng: string): string {
  return matchLanguage(lng) ?? lng;
}

export { isSupportedLanguage };

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
