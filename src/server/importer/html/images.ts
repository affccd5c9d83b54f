import type { ImageCandidate } from './candidate.ts';

/** Picks the recipe's best image: the largest one the page declares, as an absolute http(s) URL. */

export function absoluteUrl(url: string, base: string): string | null {
  const u = url.trim();
  if (u === '' || u.startsWith('data:')) return null;
  try {
    const abs = new URL(u.startsWith('//') ? `https:${u}` : u, base || undefined);
    return abs.protocol === 'http:' || abs.protocol === 'https:' ? abs.href : null;
  } catch {
    return null;
  }
}

const WP_SIZE = /-(\d{2,5})x(\d{2,5})(?=\.[a-z0-9]+(?:$|[?#]))/i;

/** Area from declared dimensions or from size hints in the URL; null when nothing says. */
function area(c: ImageCandidate): number | null {
  if (c.width && c.height) return c.width * c.height;
  const wp = WP_SIZE.exec(c.url);
  if (wp) return Number(wp[1]) * Number(wp[2]);
  const w = /[?&](?:w|width|imwidth)=(\d{2,5})/i.exec(c.url);
  const h = /[?&](?:h|height)=(\d{2,5})/i.exec(c.url);
  if (w) return Number(w[1]) * (h ? Number(h[1]) : Number(w[1]) * 0.66);
  if (c.width) return c.width * c.width * 0.66;
  return null;
}

const stem = (url: string) => url.replace(/[?#].*$/, '').replace(WP_SIZE, '');

export function pickImage(candidates: ImageCandidate[], base: string): string | null {
  const list = candidates
    .map((c) => ({ ...c, url: absoluteUrl(c.url, base) ?? '' }))
    .filter((c) => c.url !== '' && !/\.svg(?:$|[?#])/i.test(c.url));
  if (list.length === 0) return null;
  const first = list[0];
  // A WordPress original (no -WxH suffix) beats its own resized copies.
  if (area(first) === null && list.some((c) => c !== first && stem(c.url) === stem(first.url))) return first.url;
  let best: (typeof list)[number] | null = null;
  let bestArea = -1;
  for (const c of list) {
    const a = area(c);
    if (a !== null && a > bestArea) {
      best = c;
      bestArea = a;
    }
  }
  // Unknown sizes: trust the page's order.
  if (best === null || (area(first) === null && bestArea < 400 * 300)) return first.url;
  return best.url;
}
