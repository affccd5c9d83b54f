import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import type { TLanguage } from '../../shared/constants.ts';

/** Where `vite build --ssr` puts the server renderer (see vite.config.ts). */
export const SSR_ENTRY = path.resolve(import.meta.dirname, '../../../dist/ssr/entry-server.js');

/** One query the page starts with: its key (as the web app's query cache has it) and its data. */
export type BootQuery = [readonly unknown[], unknown];

export interface RenderInput {
  url: string;
  language: TLanguage;
  /** Accept-Language tags in order (the browser's navigator.languages). */
  locales: string[];
  boot: { user: unknown; queries: BootQuery[] };
}

export interface RenderOutput {
  html: string;
  namespaces: string[];
}

export type PageRenderer = (input: RenderInput) => Promise<RenderOutput>;

/**
 * Loads the server renderer built from src/web/entry-server.tsx. Without a build (tests, a fresh
 * clone before `npm run build`) pages are simply not server-rendered: the app renders them in the
 * browser as before, so nothing breaks.
 */
export async function loadPageRenderer(file: string, log: FastifyBaseLogger): Promise<PageRenderer | null> {
  if (!fs.existsSync(file)) return null;
  try {
    const module = (await import(pathToFileURL(file).href)) as { render?: PageRenderer };
    if (typeof module.render !== 'function') throw new Error('it exports no render function');
    return module.render;
  } catch (err) {
    log.warn({ err, file }, 'The server renderer could not be loaded; pages are rendered in the browser only.');
    return null;
  }
}
