/**
 * Whether a cached app shell (index.html) can still start: every built script and style it names
 * (/assets/…) must be in the same cache. A shell whose chunks are gone would open a blank page, so
 * the service worker then asks the network for the current page instead (issue 35). Pure: the
 * cache lookup is passed in, so this is tested without a worker.
 */

/** The built files a page names in `src`/`href` (scripts, module preloads, styles), as paths. */
export function shellAssets(html: string): string[] {
  const found = new Set<string>();
  for (const m of html.matchAll(/<(?:script|link)\b[^>]*?\s(?:src|href)=["']([^"']+)["'][^>]*>/gi)) {
    const url = m[1]!;
    if (/^\/assets\/[^?#]+\.(?:js|css)(?:[?#].*)?$/.test(url)) found.add(url);
  }
  return [...found];
}

/** True when every built file of the shell is cached (`has` answers for one path). */
export async function shellComplete(html: string, has: (path: string) => Promise<boolean>): Promise<boolean> {
  const assets = shellAssets(html);
  const present = await Promise.all(assets.map((a) => has(a).catch(() => false)));
  return present.every(Boolean);
}
