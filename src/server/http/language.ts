import type { FastifyRequest } from 'fastify';
import { acceptLanguageTags, resolveLanguage, type TLanguage } from '../../shared/i18n/languages.ts';

/** The cookie the web app keeps its language in (src/web/lib/i18n.ts, LANGUAGE_COOKIE). */
export const LANGUAGE_COOKIE = 'i18nextLng';

/** The language tags of an Accept-Language header, most preferred first (no q=0, no '*'). */
export const acceptedLocales = acceptLanguageTags;

/**
 * Language for server-rendered pages: ?lang, then the web app's language cookie (this device's
 * choice), then the account's language, then Accept-Language, then English. An explicit choice
 * that names no supported language still wins (and means English), as it always has.
 */
export function requestLanguage(req: FastifyRequest, accountLanguage?: string | null): TLanguage {
  const q = (req.query as Record<string, unknown> | undefined)?.lang;
  const cookie = req.cookies?.[LANGUAGE_COOKIE];
  const explicit = [typeof q === 'string' ? q : '', cookie ?? '', accountLanguage ?? ''].find(Boolean);
  if (explicit) return resolveLanguage(explicit);
  return resolveLanguage(acceptLanguageTags(req.headers['accept-language']));
}
