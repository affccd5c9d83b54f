import { lookup as dnsLookup } from 'node:dns/promises';
import type { LookupAddress } from 'node:dns';
import type { Agent } from 'undici';
import { checkAddress, hostAsIpLiteral, type AddressPolicy } from './address-policy.ts';
import { isBotChallenge } from './bot-challenge.ts';
import {
  checkType,
  decompress,
  flattenHeaders,
  HTML_TYPES,
  looksLikeHtml,
  parseContentType,
  readCapped,
} from './safe-fetch-body.ts';
import { SafeFetchError } from './safe-fetch-error.ts';

export { SAFE_FETCH_USER_MESSAGE, SafeFetchError, type SafeFetchErrorCode } from './safe-fetch-error.ts';

/**
 * The only HTTP client for user-supplied URLs (recipe import, image from URL, AI base URL checks).
 * Every hop: http/https only, no credentials, host resolved once, every address checked, the
 * connection pinned to the checked address (no second DNS lookup, so DNS rebinding cannot swap
 * it), TLS SNI and Host kept as the original name; redirects followed by hand and re-checked;
 * one time budget for the whole fetch; the body capped while it streams. Fails closed.
 */

export type Resolver = (hostname: string) => Promise<readonly { address: string; family: number }[]>;

export interface SafeFetchOptions {
  /** Cap on the (decompressed) body; default 5 MB. */
  maxBytes?: number;
  /** Budget for the whole fetch including redirects; default 10 s. */
  timeoutMs?: number;
  /** Accept header; defaults to what a browser sends for a page. */
  accept?: string;
  acceptLanguage?: string;
  /** What the body must be: 'html' (HTML), 'text' (HTML or plain text), 'image', or 'any' (default). */
  expect?: 'html' | 'text' | 'image' | 'any';
  maxRedirects?: number;
  /** Replaces DNS (tests, or a resolver of the operator's choice). Called once per hop. */
  resolver?: Resolver;
  /** Tests only: let loopback addresses through. Nothing reads this from configuration. */
  allowLoopbackForTests?: boolean;
  /**
   * Host names (or IP literals) the instance admin trusts on the local network: their addresses
   * are not checked (webhooks to a LAN service). Compared with the URL's host, lower case.
   */
  trustedHosts?: readonly string[];
  /** GET (default) or POST with `body`; a POST follows no redirect. */
  method?: 'GET' | 'POST';
  body?: string;
  /** Extra request headers (a POST's content type, signatures). */
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export interface SafeFetchResult {
  /** Final URL after redirects. */
  url: string;
  status: number;
  headers: Record<string, string>;
  /** Media type in lower case without parameters ('' when the server sent none). */
  contentType: string;
  /** charset parameter of Content-Type, lower case, if any. */
  charset: string | null;
  body: Buffer;
  redirects: string[];
}

export const DEFAULT_MAX_BYTES = 5 * 1024 * 1024;
export const DEFAULT_TIMEOUT_MS = 10_000;
const DEFAULT_MAX_REDIRECTS = 5;
const USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const PAGE_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8';

const defaultResolver: Resolver = (hostname) => dnsLookup(hostname, { all: true, order: 'verbatim' });

/** Validates the syntax of a user URL without touching the network. */
export function parsePublicUrl(input: string): URL {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    throw new SafeFetchError('bad_url', 'not a URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new SafeFetchError('bad_url', `scheme ${url.protocol}`);
  if (url.username !== '' || url.password !== '') throw new SafeFetchError('bad_url', 'credentials in URL');
  if (url.hostname === '') throw new SafeFetchError('bad_url', 'no host');
  return url;
}

interface Target {
  address: string;
  family: 4 | 6;
}

/** The URL's host as the admin writes it in a trusted-hosts list: lower case, no brackets or final dot. */
export function hostKey(hostname: string): string {
  return hostname
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '');
}

async function resolveTarget(url: URL, opts: SafeFetchOptions, signal: AbortSignal): Promise<Target> {
  const trusted = opts.trustedHosts?.includes(hostKey(url.hostname)) === true;
  const policy: AddressPolicy = { allowLoopbackForTests: opts.allowLoopbackForTests === true, allowAny: trusted };
  let literal: Target | null;
  try {
    literal = hostAsIpLiteral(url.hostname);
  } catch (e) {
    throw new SafeFetchError('bad_url', `host ${url.hostname}`, { cause: e });
  }
  if (literal) {
    const verdict = checkAddress(literal.address, policy);
    if (!verdict.ok) throw new SafeFetchError('blocked', `${url.hostname}: ${verdict.reason}`);
    return literal;
  }
  const name = url.hostname.replace(/\.$/, '').toLowerCase();
  if (!trusted && (name === 'localhost' || name.endsWith('.localhost')))
    throw new SafeFetchError('blocked', `${name}: localhost`);
  let answers: readonly { address: string; family: number }[];
  try {
    answers = await abortable((opts.resolver ?? defaultResolver)(name), signal);
  } catch (e) {
    if (e instanceof SafeFetchError) throw e;
    throw new SafeFetchError('dns_failed', `cannot resolve ${name}`, { cause: e });
  }
  if (answers.length === 0) throw new SafeFetchError('dns_failed', `no address for ${name}`);
  // Every answer must pass: a name that also points inside the network is refused outright.
  for (const a of answers) {
    const verdict = checkAddress(a.address, policy);
    if (!verdict.ok) throw new SafeFetchError('blocked', `${name} -> ${a.address}: ${verdict.reason}`);
  }
  const first = answers[0];
  return { address: first.address, family: first.family === 6 || first.address.includes(':') ? 6 : 4 };
}

function abortable<T>(p: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(new SafeFetchError('timeout', 'time budget spent'));
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new SafeFetchError('timeout', 'time budget spent'));
    signal.addEventListener('abort', onAbort, { once: true });
    p.then(
      (v) => {
        signal.removeEventListener('abort', onAbort);
        resolve(v);
      },
      (e: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(e instanceof Error ? e : new Error(String(e)));
      },
    );
  });
}

/**
 * undici (109 modules) is loaded on the first guarded fetch: the webhooks service imports this file
 * at start, and most servers fetch nothing for hours (README, memory bench).
 */
type Undici = typeof import('undici');
let undici: Promise<Undici> | null = null;
const loadUndici = (): Promise<Undici> => (undici ??= import('undici'));

/** An agent whose every connection goes to the checked address, whatever name is asked for. */
function pinnedAgent(AgentClass: Undici['Agent'], hostname: string, target: Target, timeoutMs: number): Agent {
  const expected = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  const lookup = (
    host: string,
    options: { all?: boolean },
    cb: (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void,
  ): void => {
    if (host.toLowerCase() !== expected) {
      cb(Object.assign(new Error(`unexpected host ${host}`), { code: 'ENOTFOUND' }), '');
      return;
    }
    if (options.all === true) cb(null, [{ address: target.address, family: target.family }]);
    else cb(null, target.address, target.family);
  };
  return new AgentClass({
    connect: { lookup, timeout: timeoutMs },
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
    connections: 1,
    pipelining: 0,
  });
}

/**
 * Fetches a user-supplied URL under the rules above. Resolves with the final response when it is
 * 2xx and of the expected kind; rejects with a SafeFetchError otherwise.
 */
export async function safeFetch(input: string, opts: SafeFetchOptions = {}): Promise<SafeFetchResult> {
  const maxBytes = opts.maxBytes ?? DEFAULT_MAX_BYTES;
  const timeoutMs = opts.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const method = opts.method ?? 'GET';
  // A POST is never replayed to another address: a redirect is an answer like any other error.
  const maxRedirects = method === 'POST' ? 0 : (opts.maxRedirects ?? DEFAULT_MAX_REDIRECTS);
  const expect = opts.expect ?? 'any';
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const onOuterAbort = () => controller.abort();
  if (opts.signal?.aborted) controller.abort();
  else opts.signal?.addEventListener('abort', onOuterAbort, { once: true });
  const started = Date.now();
  const redirects: string[] = [];
  let url = parsePublicUrl(input);
  try {
    const { Agent, request } = await loadUndici();
    for (let hop = 0; ; hop++) {
      const target = await resolveTarget(url, opts, controller.signal);
      const remaining = Math.max(1, timeoutMs - (Date.now() - started));
      const agent = pinnedAgent(Agent, url.hostname, target, remaining);
      try {
        const res = await request(url, {
          method,
          dispatcher: agent,
          signal: controller.signal,
          ...(method === 'POST' ? { body: opts.body ?? '' } : {}),
          headers: {
            'user-agent': USER_AGENT,
            accept:
              opts.accept ??
              (expect === 'image' ? 'image/avif,image/webp,image/png,image/jpeg,image/*;q=0.8' : PAGE_ACCEPT),
            'accept-language': opts.acceptLanguage ?? 'en-US,en;q=0.9,pt-BR;q=0.8,pt;q=0.7',
            'accept-encoding': 'gzip, deflate, br',
            'upgrade-insecure-requests': '1',
            ...opts.headers,
          },
        });
        const headers = flattenHeaders(res.headers);
        const status = res.statusCode;
        if (status >= 300 && status < 400 && status !== 304 && headers.location) {
          await res.body.dump({ limit: 64 * 1024 }).catch(() => undefined);
          if (hop >= maxRedirects)
            throw new SafeFetchError('too_many_redirects', `more than ${maxRedirects} redirects`);
          let next: URL;
          try {
            next = new URL(headers.location, url);
          } catch {
            throw new SafeFetchError('bad_url', 'bad redirect location');
          }
          url = parsePublicUrl(next.href);
          redirects.push(url.href);
          continue;
        }
        const { type, charset } = parseContentType(headers['content-type']);
        const ok = status >= 200 && status < 300;
        if (ok) checkType(expect, type, url.href);
        const raw = await readCapped(res.body, maxBytes, Number(headers['content-length'] ?? NaN));
        const body = decompress(raw, headers['content-encoding'] ?? '', maxBytes);
        if (expect !== 'image' && (type === '' || HTML_TYPES.has(type) || type === 'text/plain' || !ok)) {
          if (isBotChallenge(status, headers, body.toString('utf8'))) {
            throw new SafeFetchError('bot_challenge', `${url.host} answered with a bot challenge`, { status });
          }
        }
        if (!ok) throw new SafeFetchError('http_error', `HTTP ${status} from ${url.host}`, { status });
        if (type === '' && (expect === 'html' || expect === 'text') && !looksLikeHtml(body)) {
          throw new SafeFetchError('not_html', `${url.href} has no content type and is not HTML`);
        }
        if (type === '' && expect === 'image') throw new SafeFetchError('not_image', `${url.href} has no content type`);
        return { url: url.href, status, headers, contentType: type, charset, body, redirects };
      } finally {
        agent.destroy().catch(() => undefined);
      }
    }
  } catch (e) {
    if (timedOut) throw new SafeFetchError('timeout', `no answer within ${timeoutMs} ms`, { cause: e });
    if (e instanceof SafeFetchError) throw e;
    if (controller.signal.aborted) throw new SafeFetchError('timeout', 'aborted', { cause: e });
    throw new SafeFetchError('network', e instanceof Error ? e.message : String(e), { cause: e });
  } finally {
    clearTimeout(timer);
    opts.signal?.removeEventListener('abort', onOuterAbort);
  }
}
