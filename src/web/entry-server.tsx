import { Writable } from 'node:stream';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { I18nextProvider } from 'react-i18next';
import { Router } from 'wouter';
import { DEFAULT_LANGUAGE, type TLanguage } from '../shared/constants.ts';
import { preloadPage } from './app.tsx';
import { RequestLocalesContext } from './lib/request-locales.ts';
import { seedQueries, type BootData } from './lib/boot.ts';
import i18n from './lib/i18n.ts';
import { createQueryClient } from './lib/query-client.ts';
import { Root } from './root.tsx';

/**
 * The server renderer (built by `vite build --ssr` into dist/ssr/entry-server.js, imported by
 * src/server/pages/ssr.ts). It renders the same tree as the browser, for one URL, language and set
 * of already-known data, so a visitor sees the page before any script has run; the browser then
 * takes the HTML over (main.tsx). Only pages whose data the server hands over are rendered here
 * (the landing page, public recipes, terms and privacy); the others stay client-rendered.
 */

// Every translation, in both languages, is in the server bundle: nothing is loaded per request.
const translations = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json', { eager: true });
for (const [file, module] of Object.entries(translations)) {
  const [, language, namespace] = /\.\/locales\/([^/]+)\/([^/]+)\.json$/.exec(file) ?? [];
  if (language && namespace) i18n.addResourceBundle(language, namespace, module.default, true, true);
}

export interface RenderInput {
  /** Path and query of the page. */
  url: string;
  language: TLanguage;
  /** The request's Accept-Language tags, in order (they stand for navigator.languages). */
  locales: readonly string[];
  boot: Pick<BootData, 'user' | 'queries'>;
}

export interface RenderOutput {
  /** The markup that goes inside #root. */
  html: string;
  /** The translation namespaces the page used (the browser loads them before taking over). */
  namespaces: string[];
}

const MAX_PASSES = 3;
/** A page that is not rendered by then is left to the browser. */
const RENDER_TIMEOUT_MS = 3000;
/** Markers React leaves for a boundary that was not complete when it was written. */
const PENDING_BOUNDARY = /<!--\$[?!]-->|<template|<script/;

function collect(stream: NodeJS.ReadableStream): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        html += typeof chunk === 'string' ? chunk : chunk.toString('utf8');
        done();
      },
    });
    sink.on('finish', () => resolve(html));
    sink.on('error', reject);
    stream.on('error', reject);
    stream.pipe(sink);
  });
}

/** The namespaces react-i18next saw the page ask for (it records them on the instance). */
function usedNamespaces(instance: typeof i18n): string[] {
  const report = (instance as { reportNamespaces?: { getUsedNamespaces(): string[] } }).reportNamespaces;
  return report?.getUsedNamespaces() ?? [];
}

export async function render(input: RenderInput): Promise<RenderOutput> {
  const url = new URL(input.url, 'http://localhost');
  await preloadPage(url.pathname, Boolean(input.boot.user));
  const queryClient = createQueryClient();
  seedQueries(queryClient, input.boot);
  const instance = i18n.cloneInstance({ lng: input.language ?? DEFAULT_LANGUAGE, initAsync: false });
  const tree = (
    <I18nextProvider i18n={instance}>
      <RequestLocalesContext.Provider value={input.locales}>
        <Router ssrPath={url.pathname} ssrSearch={url.search.replace(/^\?/, '')}>
          <Root queryClient={queryClient} />
        </Router>
      </RequestLocalesContext.Provider>
    </I18nextProvider>
  );
  try {
    // Once every lazy part of the page has loaded (after the first pages), the page renders at
    // once to a string: the markup of the prerender below without its stream, byte chunks and
    // text encoding (each a small native allocation: under signed-in load they piled up in
    // malloc's heap). Something still loading (a boundary left for the client, or a suspension
    // outside any) takes the passes below, which wait for it.
    try {
      const html = renderToString(tree);
      if (!PENDING_BOUNDARY.test(html)) return { html, namespaces: usedNamespaces(instance) };
    } catch {
      // suspended outside a boundary
    }
    // React writes a boundary apart (revealed later by an inline script, which the CSP forbids)
    // when its content is large or was not ready in time: the chunk size is unbounded, and a
    // first pass that met a lazy part not loaded yet is done again once it is.
    for (let pass = 1; ; pass += 1) {
      const { prelude } = await prerenderToNodeStream(tree, {
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
      });
      const html = await collect(prelude);
      if (!PENDING_BOUNDARY.test(html) || pass === MAX_PASSES) {
        if (PENDING_BOUNDARY.test(html)) throw new Error(`${url.pathname} still suspends after ${pass} passes`);
        return { html, namespaces: usedNamespaces(instance) };
      }
    }
  } finally {
    queryClient.clear();
  }
}
