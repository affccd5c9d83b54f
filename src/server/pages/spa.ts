import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { unitSystemForLocales } from '../../shared/amounts/locale-units.ts';
import { resolveRequestSession } from '../auth/sessions.ts';
import { normalizeLanguage, type TLanguage } from '../../shared/constants.ts';
import { isSignedInRenderedPage } from '../../shared/rendered-pages.ts';
import { presentUser } from '../users/users.presenter.ts';
import type { App, SpaPage } from '../http/context.ts';
import { jsonForScript } from '../http/html.ts';
import { pagePreloadFiles, pagePreloadTags, readManifest, withStartPreloads } from './page-preload.ts';
import { acceptedLocales, requestLanguage } from '../http/language.ts';
import { ONE_REQUEST_QUALITY, PageBytes, PageCache } from './page-cache.ts';
import { loadPageRenderer, SSR_ENTRY, type PageRenderer, type RenderInput, type RenderOutput } from './ssr.ts';

export const WEB_DIST = path.resolve(import.meta.dirname, '../../../dist/web');

/** Pages rendered on the server for everyone (besides the hooks' pages, e.g. public recipes). */
const STATIC_PAGES = /^\/(?:terms|privacy)\/?$/;
/**
 * Finished pages kept for signed-out visitors (the landing page, legal texts, public recipes), in
 * bytes: ~100 KB a page with its inlined stylesheet, plus ~20 KB per compressed copy.
 */
const PAGE_CACHE_BYTES = 8 * 1024 * 1024;

export interface SpaOptions {
  /** The server renderer module (dist/ssr/entry-server.js); false for none. */
  ssrEntry?: string | false;
}

/**
 * Serves the built web app: hashed assets cached forever (sent pre-compressed when the browser
 * takes Brotli or gzip), index.html never cached, every non-API path answered with index.html
 * (the client renders routes and its 404 page). Unknown /api paths answer JSON 404.
 *
 * The HTML carries boot data (src/web/lib/boot.ts: the signed-in user and the page's first data)
 * and, for the landing page, legal texts and public recipes, the page itself rendered by the
 * server renderer, so it shows before any script runs.
 */
export async function registerSpa(app: App, distDir = WEB_DIST, options: SpaOptions = {}): Promise<void> {
  const indexPath = path.join(distDir, 'index.html');
  const hasBuild = fs.existsSync(indexPath);
  const ssrEntry = options.ssrEntry ?? (distDir === WEB_DIST ? SSR_ENTRY : false);
  // The renderer (the web app built for the server, ~1.3 MB of code) loads with the first page it
  // renders, not at start: an idle server does not hold it.
  let rendererLoad: Promise<PageRenderer | null> | null = null;
  const pageRenderer = (): Promise<PageRenderer | null> =>
    hasBuild && ssrEntry ? (rendererLoad ??= loadPageRenderer(ssrEntry, app.log)) : Promise.resolve(null);
  const pages = new PageCache(PAGE_CACHE_BYTES);

  // index.html and its variant for server-rendered pages, read once: the static routes are
  // registered from the build at start too, so a new build needs a restart anyway.
  let template: { html: string; rendered: string } | null = null;
  let manifest: Parameters<typeof pagePreloadFiles>[0] | null = null;
  const pageManifest = () => (manifest ??= readManifest(distDir) ?? {});
  const readTemplate = (rendered: boolean): string => {
    if (!template) {
      const html = fs.readFileSync(indexPath, 'utf8');
      template = { html, rendered: renderedPageTemplate(html, distDir) };
    }
    return rendered ? template.rendered : template.html;
  };

  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      prefix: '/',
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(reply, filePath) {
        // (the file sent may be the .br or .gz copy)
        const rel = path
          .relative(distDir, filePath)
          .split(path.sep)
          .join('/')
          .replace(/\.(?:br|gz)$/, '');
        if (rel.startsWith('assets/')) reply.header('Cache-Control', 'public, max-age=31536000, immutable');
        else if (rel === 'sw.js' || rel === 'start.js' || rel.endsWith('.html') || rel.endsWith('.webmanifest'))
          reply.header('Cache-Control', 'no-cache');
        else reply.header('Cache-Control', 'public, max-age=3600');
      },
    });
  }

  /** `url` without its query string: these pages read none, so each has one rendering. */
  async function renderPage(
    req: FastifyRequest,
    url: string,
    language: TLanguage,
    boot: RenderInput['boot'],
  ): Promise<RenderOutput | null> {
    const renderer = await pageRenderer();
    if (!renderer) return null;
    try {
      return await renderer({ url, language, locales: acceptedLocales(req.headers['accept-language']), boot });
    } catch (err) {
      app.log.warn({ err, url }, 'Server rendering failed; the page is rendered in the browser.');
      return null;
    }
  }

  /** The whole page: the template with the page's head, rendered root and boot data. */
  async function buildPage(
    req: FastifyRequest,
    url: string,
    language: TLanguage,
    page: SpaPage | null,
    data: RenderInput['boot'],
    prerender: boolean,
  ): Promise<{ html: string; rendered: boolean }> {
    const rendered = prerender ? await renderPage(req, url, language, data) : null;
    const boot = { ...data, ...(rendered ? { rendered: { language, namespaces: rendered.namespaces } } : {}) };
    const head = typeof page?.head === 'function' ? await page.head() : page?.head;
    return {
      html: assemblePage(readTemplate(Boolean(rendered)), { language, head, root: rendered?.html, boot }),
      rendered: Boolean(rendered),
    };
  }

  app.setNotFoundHandler(async (req: FastifyRequest, reply: FastifyReply) => {
    const url = req.url.split('?')[0] ?? '/';
    if (url === '/api' || url.startsWith('/api/')) {
      return reply.code(404).send({ message: `No API route ${req.method} ${url}` });
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') return reply.code(404).send({ message: 'Not found' });
    // A missing hashed asset must not be answered with HTML (the browser would try to run it).
    if (url.startsWith('/assets/') || /\.[a-z0-9]{2,5}$/i.test(url))
      return reply.code(404).send({ message: 'Not found' });
    if (!hasBuild) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The web app is not built yet. Run "npm run build" (or "npm start", which builds it).');
    }

    const user = await resolveRequestSession(req, app.ctx.database.db);
    const language = requestLanguage(req, user?.language);
    let page: SpaPage | null = null;
    for (const hook of app.ctx.spaPages) {
      page = await hook(req, user);
      if (page) break;
    }
    const prerender =
      (url === '/' && !user) ||
      STATIC_PAGES.test(url) ||
      page?.render === true ||
      (Boolean(user) && isSignedInRenderedPage(url));
    /** The page with everything read (its data for the boot script and the renderer). */
    const completed = async (): Promise<SpaPage | null> => {
      if (!page?.complete) return page;
      const rest = await page.complete();
      return rest && { ...page, ...rest };
    };
    const dataOf = (p: SpaPage | null) => ({ user: user ? presentUser(user) : null, queries: p?.queries ?? [] });
    reply
      .header('Cache-Control', user ? 'private, no-cache' : 'no-cache')
      .header('Vary', 'Cookie, Accept-Language, Accept-Encoding')
      .type('text/html; charset=utf-8');
    if (user || !prerender || !(await pageRenderer())) {
      const full = await completed();
      const built = await buildPage(req, url, language, full, dataOf(full), prerender);
      // Signed in, the page's own code is named in the HTML: it starts loading with the entry.
      let html = built.html;
      if (user) {
        html = built.rendered
          ? withStartPreloads(html, pagePreloadFiles(pageManifest(), url, true))
          : html.replace('</head>', () => `${pagePreloadTags(pageManifest(), url, true)}</head>`);
      }
      return sendCompressed(req, reply, new PageBytes(html, { brotliQuality: ONE_REQUEST_QUALITY }));
    }

    // Signed-out visitors of a page all get the same bytes for the same data: kept whole. The key
    // holds what the page is made of (its version, or its data as read now), so a changed or
    // unpublished recipe is never served from here; the browser's languages count only through
    // the unit system they pick.
    const units = unitSystemForLocales(acceptedLocales(req.headers['accept-language']));
    let full: SpaPage | null | undefined;
    let version = page?.version;
    if (!version) {
      full = await completed();
      version = crypto
        .createHash('sha256')
        .update(JSON.stringify(dataOf(full).queries))
        .digest('base64url');
    }
    const key = `${language} ${units} ${url} ${version}`;
    let bytes = pages.get(key);
    if (!bytes) {
      full ??= await completed();
      const built = await buildPage(
        req,
        url,
        language,
        full,
        dataOf(full),
        prerender && (full !== null || url === '/' || STATIC_PAGES.test(url)),
      );
      bytes = new PageBytes(
        built.rendered ? withStartPreloads(built.html, pagePreloadFiles(pageManifest(), url, false)) : built.html,
      );
      // A page whose rendering failed is sent as the app's shell, and rendered again next time.
      if (built.rendered && (full !== null || !page)) pages.set(key, bytes);
    }
    const before = bytes.size;
    const sent = sendCompressed(req, reply, bytes);
    if (bytes.size !== before) pages.grew(key, bytes, bytes.size - before);
    return sent;
  });
}

/**
 * index.html for a page whose content comes rendered: it is readable before any script runs, so
 * its stylesheet is inlined (one round trip less before the first paint; the file stays cached by
 * the service worker for the app) and the app's code is requested only after the page has painted
 * (public/start.js), leaving the network to the page's styles and image first.
 */
export function renderedPageTemplate(html: string, distDir: string): string {
  const preloads: string[] = [];
  let entry: string | null = null;
  const out = html
    .replace(/<link rel="stylesheet"(?: crossorigin)? href="(\/assets\/[\w.-]+\.css)">/g, (tag, href: string) => {
      const file = path.join(distDir, href);
      const css = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
      return css && !/<\/style/i.test(css) ? `<style>${css}</style>` : tag;
    })
    .replace(/\s*<link rel="modulepreload"(?: crossorigin)? href="(\/assets\/[\w.-]+\.js)">/g, (_tag, href: string) => {
      preloads.push(href);
      return '';
    })
    .replace(/<script type="module"(?: crossorigin)? src="(\/assets\/[\w.-]+\.js)"><\/script>/, (_tag, src: string) => {
      entry = src;
      return `<script src="/start.js" data-entry="${src}" data-preload="${preloads.join(' ')}" defer></script>`;
    });
  // Without the expected tags (a build this code does not know), the page keeps its own.
  return entry && fs.existsSync(path.join(distDir, 'start.js')) ? out : html;
}

/** The page: the built index.html with the language, extra head tags, rendered root and boot data. */
export function assemblePage(
  template: string,
  parts: { language: string; head?: string | null; root?: string | null; boot: unknown },
): string {
  let html = template.replace(/<html lang="[^"]*"/, `<html lang="${normalizeLanguage(parts.language)}"`);
  if (parts.head) html = html.replace(/<title>[^<]*<\/title>/, '').replace('</head>', () => `${parts.head}\n</head>`);
  const boot = `<script type="application/json" id="tempero-boot">${jsonForScript(parts.boot)}</script>`;
  return html.replace(/<div id="root"><\/div>/, () => `<div id="root">${parts.root ?? ''}</div>${boot}`);
}

/** Brotli or gzip for browsers that accept them (pages are a few to a few dozen KB). */
function sendCompressed(req: FastifyRequest, reply: FastifyReply, page: PageBytes) {
  const accepted = String(req.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return reply.header('Content-Encoding', 'br').send(page.br);
  if (/\bgzip\b/.test(accepted)) return reply.header('Content-Encoding', 'gzip').send(page.gzip);
  return reply.send(page.raw);
}
