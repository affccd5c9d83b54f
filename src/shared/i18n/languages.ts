/**
 * The languages Tempero speaks, as data. Everything that maps a browser or user language tag
 * (Accept-Language, navigator.languages, a stored preference, a recipe's language) to one of them
 * goes through `resolveLanguage` / `matchLanguage`, on the server, the web and the chef alike.
 * Adding a language: one entry here, a folder src/web/locales/<code>/, and the fields the compiler
 * then asks for (every `Record<TLanguage, …>`); see docs/adding-a-language.md.
 */
export const SUPPORTED_LANGUAGES = [
  {
    /** The BCP 47 tag used everywhere: locale folder, i18next, <html lang>, the account. */
    code: 'en',
    /** Primary subtags this language answers for: "en", "en-GB", "en_US"... */
    matches: ['en'],
    /** Short label for the header's language button. */
    short: 'EN',
    /** The word family of amounts and units (src/shared/amounts). */
    words: 'en',
    /** How the LLM chef's prompts name the language to write in. */
    promptName: 'English',
    /** The voice the cooking mode reads steps aloud with (speech synthesis). */
    speech: 'en-US',
  },
  {
    code: 'pt-BR',
    matches: ['pt'],
    short: 'PT',
    words: 'pt',
    promptName: 'Brazilian Portuguese (pt-BR)',
    speech: 'pt-BR',
  },
] as const satisfies readonly {
  code: string;
  matches: readonly string[];
  short: string;
  words: string;
  promptName: string;
  speech: string;
}[];

export type TLanguageInfo = (typeof SUPPORTED_LANGUAGES)[number];
export type TLanguage = TLanguageInfo['code'];
export const LANGUAGES = SUPPORTED_LANGUAGES.map((l) => l.code) as readonly TLanguage[] as readonly [
  TLanguage,
  ...TLanguage[],
];
export const DEFAULT_LANGUAGE: TLanguage = 'en';

export function isSupportedLanguage(value: unknown): value is TLanguage {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function languageInfo(code: TLanguage): TLanguageInfo {
  return SUPPORTED_LANGUAGES.find((l) => l.code === code) ?? SUPPORTED_LANGUAGES[0];
}

/**
 * The supported language one tag names, or null: exact tag first ("pt-BR", any case or "_"), then
 * its primary subtag ("pt-PT" and "pt" → pt-BR, "en-GB" → en).
 */
export function matchLanguage(tag: unknown): TLanguage | null {
  if (typeof tag !== 'string') return null;
  const lower = tag.trim().toLowerCase().replace(/_/g, '-');
  if (!lower) return null;
  const exact = SUPPORTED_LANGUAGES.find((l) => l.code.toLowerCase() === lower);
  if (exact) return exact.code;
  const primary = lower.split('-')[0];
  return SUPPORTED_LANGUAGES.find((l) => (l.matches as readonly string[]).includes(primary))?.code ?? null;
}

/**
 * The first supported language among tags given most preferred first (navigator.languages, the
 * tags of an Accept-Language header, or one stored value), else the fallback.
 */
export function resolveLanguage(tags: unknown, fallback: TLanguage = DEFAULT_LANGUAGE): TLanguage {
  const list = Array.isArray(tags) ? (tags as unknown[]) : [tags];
  for (const tag of list) {
    const match = matchLanguage(tag);
    if (match) return match;
  }
  return fallback;
}

/** The language tags of an Accept-Language header, most preferred first (no q=0, no '*'), at most 10. */
export function acceptLanguageTags(header: string | undefined | null): string[] {
  return String(header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim().toLowerCase(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter(
      (entry) => entry.tag && entry.tag !== '*' && entry.q > 0 && /^[a-z]{2,3}(?:[-_][a-z0-9]{1,8})*$/.test(entry.tag),
    )
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag)
    .slice(0, 10);
}

/** The word family (amounts, units, food names) of text written in `tag`; English when unknown. */
export function languageWords(tag: unknown): TLanguageInfo['words'] {
  return languageInfo(matchLanguage(tag) ?? DEFAULT_LANGUAGE).words;
}
