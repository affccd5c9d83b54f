import type { FastifyRequest } from 'fastify';
import { normalizeLanguage, type TLanguage } from '../../shared/constants.ts';

/** The cookie the web app keeps its language in (src/web/lib/i18n.ts, LANGUAGE_COOKIE). */
export const LANGUAGE_COOKIE = 'i18nextLng';

/** The language tags of an Accept-Language header, most preferred first (no q=0, no '*'). */
export function acceptedLocales(header: string | undefined): string[] {
  return String(header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim().toLowerCase(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.q > 0 && /^[a-z]{2,3}(?:[-_][a-z0-9]{1,8})*$/.test(entry.tag))
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag)
    .slice(0, 10);
}

/** The first English or Portuguese tag of an Accept-Language header, in the client's order. */
export function acceptedLanguage(header: string | undefined): TLanguage | null {
  for (const tag of acceptedLocales(header)) {
    if (tag === 'pt' || tag.startsWith('pt-') || tag.startsWith('pt_')) return 'pt-BR';
    if (tag === 'en' || tag.startsWith('en-') || tag.startsWith('en_')) return 'en';
  }
  return null;
}

/**
 * Language for server-rendered pages: ?lang, then the web app's language cookie (this device's
 * choice), then the account's language, then Accept-Language, then English.
 */
export function requestLanguage(req: FastifyRequest, accountLanguage?: string | null): TLanguage {
  const q = (req.query as Record<string, unknown> | undefined)?.lang;
  if (typeof q === 'string' && q) return normalizeLanguage(q);
  const cookie = req.cookies?.[LANGUAGE_COOKIE];
  if (cookie) return normalizeLanguage(cookie);
  if (accountLanguage) return normalizeLanguage(accountLanguage);
  return acceptedLanguage(req.headers['accept-language']) ?? 'en';
}
