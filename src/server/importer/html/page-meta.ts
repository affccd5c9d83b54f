import type { PageDom } from './dom.ts';
import type { ImageCandidate } from './candidate.ts';
import { isHidden } from './dom-text.ts';
import { cleanText } from './text.ts';

/** Page-level facts every page has, used when the recipe markup leaves a field empty. */
export interface PageMeta {
  /** <title> with a trailing site name cut off. */
  title: string;
  siteName: string;
  ogTitle: string;
  h1: string;
  description: string;
  images: ImageCandidate[];
  language: string;
  canonicalUrl: string;
}

type MetaMap = Map<string, string[]>;

/** Every <meta> of the page by property/name/itemprop, read in one pass. */
function metaMap(dom: PageDom): MetaMap {
  const map: MetaMap = new Map();
  for (const el of dom.tag('meta')) {
    const content = el.attribs?.content;
    if (content === undefined || content.trim() === '') continue;
    for (const key of [el.attribs.property, el.attribs.name, el.attribs.itemprop]) {
      if (!key) continue;
      const k = key.toLowerCase();
      const list = map.get(k) ?? [];
      list.push(content.trim());
      map.set(k, list);
    }
  }
  return map;
}

function meta(map: MetaMap, keys: string[]): string {
  for (const k of keys) {
    const v = map.get(k)?.[0];
    if (v) return v;
  }
  return '';
}

export function readPageMeta(dom: PageDom): PageMeta {
  const { $ } = dom;
  const m = metaMap(dom);
  const images: ImageCandidate[] = [];
  for (const key of ['og:image', 'og:image:url', 'og:image:secure_url', 'twitter:image', 'twitter:image:src']) {
    for (const url of m.get(key) ?? []) images.push({ url });
  }
  const width = Number(meta(m, ['og:image:width']));
  const height = Number(meta(m, ['og:image:height']));
  if (images.length && width > 0 && height > 0) {
    images[0].width = width;
    images[0].height = height;
  }
  const siteName = cleanText(meta(m, ['og:site_name', 'application-name']));
  let canonical = '';
  for (const link of dom.tag('link')) {
    const rel = (link.attribs.rel ?? '').toLowerCase();
    if (rel === 'image_src' && link.attribs.href) images.push({ url: link.attribs.href });
    if (rel === 'canonical' && !canonical) canonical = link.attribs.href ?? '';
  }
  return {
    title: withoutSiteName(cleanText(dom.tag('title').length ? $(dom.tag('title')[0]).text() : ''), siteName),
    siteName,
    ogTitle: withoutSiteName(cleanText(meta(m, ['og:title', 'twitter:title'])), siteName),
    h1: firstHeading(dom),
    description: cleanText(meta(m, ['og:description', 'description', 'twitter:description'])),
    images,
    language: (dom.tag('html')[0]?.attribs?.lang ?? meta(m, ['og:locale', 'language'])).trim(),
    canonicalUrl: (canonical || meta(m, ['og:url'])).trim(),
  };
}

/** The first visible <h1> (screen-reader-only "Navigation" headings skipped). */
function firstHeading(dom: PageDom): string {
  const { $ } = dom;
  for (const el of dom.tag('h1')) {
    if (isHidden(el)) continue;
    const t = cleanText($(el).text()) || cleanText(el.attribs?.['aria-label'] ?? '');
    if (t) return t;
  }
  return '';
}

const fold = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/** "Lemon Cake | Sally's Kitchen" -> "Lemon Cake" when the tail is the site's name. */
export function withoutSiteName(title: string, siteName: string): string {
  const seps = [...title.matchAll(/\s+(?:\||-|–|—|::|·|•)\s+/g)];
  const site = fold(siteName);
  if (seps.length === 0 || site === '') return title;
  for (const sep of seps) {
    const rest = fold(title.slice(sep.index + sep[0].length));
    if (rest !== '' && (rest === site || rest.includes(site) || site.includes(rest)))
      return title.slice(0, sep.index).trim();
  }
  return title;
}
