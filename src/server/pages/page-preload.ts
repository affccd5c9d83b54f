/**
 * `<link rel="modulepreload">` tags for a signed-in page's code (issue 19). Home and Favorites
 * are server-rendered (spa.ts) and then start their script after the first paint; these tags are
 * for when they are not (no renderer, a failed render). Without these the browser learns of the page's chunks only after the entry
 * has run, then the signed-in frame, then the page (round trips in a row before Home shows). The
 * server knows the user when it sends the HTML, so it names them up front from Vite's manifest
 * (`build.manifest`: each source module's file and the files it imports statically).
 */
import fs from 'node:fs';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The signed-in frame (lazy in signed-in-page.tsx) and the pages worth naming, by path. */
const FRAME = 'src/web/components/layout/app-layout.tsx';
const PAGES: Record<string, string> = {
  '/': 'src/web/features/home/home-page.tsx',
  '/favorites': 'src/web/features/favorites/favorites-page.tsx',
};

/** Every file `entry` loads statically (itself first), each once. */
function staticFiles(manifest: Manifest, key: string, seen: Set<string>, out: string[]): void {
  if (seen.has(key)) return;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) return;
  out.push(chunk.file);
  for (const imported of chunk.imports ?? []) staticFiles(manifest, imported, seen, out);
}

/**
 * The tags for `url` (no query string) signed in, or '' for a page not listed. The entry's own
 * imports are left out: index.html already preloads them.
 */
export function signedInPreloadTags(manifest: Manifest, url: string): string {
  const page = PAGES[url];
  if (!page) return '';
  const entryFiles: string[] = [];
  const entry = Object.entries(manifest).find(([, chunk]) => (chunk as { isEntry?: boolean }).isEntry);
  if (entry) staticFiles(manifest, entry[0], new Set(), entryFiles);
  const skip = new Set(entryFiles);
  const files: string[] = [];
  const seen = new Set<string>();
  staticFiles(manifest, FRAME, seen, files);
  staticFiles(manifest, page, seen, files);
  return files
    .filter((file) => !skip.has(file) && file.endsWith('.js'))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('');
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
