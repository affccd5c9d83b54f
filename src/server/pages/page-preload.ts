/**
 * The code of a page (issue 19), named in the HTML the server sends so the browser fetches it
 * with the entry. Without it the browser learns of the page's chunks only after the entry has
 * run, then the signed-in frame, then the page (round trips in a row before Home shows), and the
 * entry's loader adds a <link rel="modulepreload"> per chunk while it runs (each starts a fetch:
 * ~0.2 ms apiece, 50 of them in one task). The server knows the page and the user when it sends
 * the HTML, so it names them up front from Vite's manifest (`build.manifest`: each source module's
 * file and the files it imports statically): as tags when the page comes unrendered, and in
 * public/start.js's list when the page is server-rendered (start.js adds them after the first
 * paint, a few per task; the loader then finds them there and adds none).
 */
import fs from 'node:fs';
import path from 'node:path';
import { SIGNED_IN_RENDERED_PAGES } from '../../shared/rendered-pages.ts';
import { APP_RECIPE_PATH } from '../recipes/public-head.ts';

/** The shared link of a public recipe (/public/recipe/:id), rendered for anyone. */
const SHARED_RECIPE_PATH = /^\/public\/recipes?\/[0-9a-f-]{36}\/?$/i;

interface ManifestChunk {
  file: string;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The signed-in frame (lazy in signed-in-page.tsx), loaded with every signed-in page below. */
const FRAME = 'src/web/components/layout/app-layout.tsx';
/** The pages worth naming (those rendered on the server, src/web/app.tsx): who sees them, and where. */
type Page = { path: RegExp; module: string; signedIn: boolean | 'either' };
const PAGES: Page[] = [
  { path: SIGNED_IN_RENDERED_PAGES.home, module: 'src/web/features/home/home-page.tsx', signedIn: true },
  { path: SIGNED_IN_RENDERED_PAGES.favorites, module: 'src/web/features/favorites/favorites-page.tsx', signedIn: true },
  { path: /^\/$/, module: 'src/web/features/landing/landing-page.tsx', signedIn: false },
  // /recipes/:id signed in is the viewer's recipe in the app (not rendered on the server).
  { path: APP_RECIPE_PATH, module: 'src/web/features/public-recipe/public-recipe-page.tsx', signedIn: false },
  { path: SHARED_RECIPE_PATH, module: 'src/web/features/public-recipe/public-recipe-page.tsx', signedIn: 'either' },
];

/** Every file `entry` loads statically (itself first), each once. */
function staticFiles(manifest: Manifest, key: string, seen: Set<string>, out: string[]): void {
  if (seen.has(key)) return;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) return;
  out.push(chunk.file);
  for (const imported of chunk.imports ?? []) staticFiles(manifest, imported, seen, out);
}

/** Each page's files, per manifest: the same for every request of a build. */
const filesByManifest = new WeakMap<Manifest, Map<Page, readonly string[]>>();

/**
 * The files (`/assets/…`) of the page at `url` (no query string), empty for a page not listed.
 * The entry's own imports are left out: index.html already preloads them.
 */
export function pagePreloadFiles(manifest: Manifest, url: string, signedIn: boolean): readonly string[] {
  const page = PAGES.find((p) => (p.signedIn === 'either' || p.signedIn === signedIn) && p.path.test(url));
  if (!page) return [];
  let known = filesByManifest.get(manifest);
  if (!known) filesByManifest.set(manifest, (known = new Map()));
  let files = known.get(page);
  if (!files) known.set(page, (files = filesOf(manifest, page)));
  return files;
}

function filesOf(manifest: Manifest, page: Page): string[] {
  const entryFiles: string[] = [];
  const entry = Object.entries(manifest).find(([, chunk]) => (chunk as { isEntry?: boolean }).isEntry);
  if (entry) staticFiles(manifest, entry[0], new Set(), entryFiles);
  const skip = new Set(entryFiles);
  const files: string[] = [];
  const seen = new Set<string>();
  if (page.signedIn === true) staticFiles(manifest, FRAME, seen, files);
  staticFiles(manifest, page.module, seen, files);
  return files.filter((file) => !skip.has(file) && file.endsWith('.js')).map((file) => `/${file}`);
}

/** pagePreloadFiles as `<link rel="modulepreload">` tags, for a page sent unrendered. */
export function pagePreloadTags(manifest: Manifest, url: string, signedIn: boolean): string {
  return pagePreloadFiles(manifest, url, signedIn)
    .map((file) => `<link rel="modulepreload" crossorigin href="${file}">`)
    .join('');
}

/**
 * A server-rendered page's HTML with `files` added to public/start.js's preload list (see
 * renderedPageTemplate in spa.ts), after the entry's own.
 */
export function withStartPreloads(html: string, files: readonly string[]): string {
  if (files.length === 0) return html;
  // Found by position, not a pattern over the whole page (~130 KB with its stylesheet).
  const script = html.indexOf('<script src="/start.js"');
  const attribute = script < 0 ? -1 : html.indexOf(' data-preload="', script);
  const end = attribute < 0 ? -1 : html.indexOf('"', attribute + ' data-preload="'.length);
  if (end < 0 || html.lastIndexOf('>', end) > script) return html;
  const start = attribute + ' data-preload="'.length;
  const list = [html.slice(start, end), ...files].filter(Boolean).join(' ');
  return `${html.slice(0, start)}${list}${html.slice(end)}`;
}

/** Vite's manifest of a build, or null when the build has none. */
export function readManifest(distDir: string): Manifest | null {
  const file = path.join(distDir, '.vite', 'manifest.json');
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
  } catch {
    return null;
  }
}
