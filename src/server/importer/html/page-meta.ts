import type { CheerioAPI } from 'cheerio/slim';
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

function meta($: CheerioAPI, keys: string[]): string {
  for (const k of keys) {
    const v = $(`meta[property="${k}"], meta[name="${k}"], meta[itemprop="${k}"]`).first().attr('content');
    if (v && v.trim()) return v.trim();
  }
  return '';
}

export function readPageMeta($: CheerioAPI): PageMeta {
  const images: ImageCandidate[] = [];
  for (const key of ['og:image', 'og:image:url', 'og:image:secure_url', 'twitter:image', 'twitter:image:src']) {
    $(`meta[property="${key}"], meta[name="${key}"]`).each((_, el) => {
      const url = $(el).attr('content')?.trim();
      if (url) images.push({ url });
    });
  }
  const width = Number(meta($, ['og:image:width']));
  const height = Number(meta($, ['og:image:height']));
  if (images.length && width > 0 && height > 0) {
    images[0].width = width;
    images[0].height = height;
  }
  const siteName = cleanText(meta($, ['og:site_name', 'application-name']));
  const linkImage = $('link[rel="image_src"]').attr('href');
  if (linkImage) images.push({ url: linkImage });
  return {
    title: withoutSiteName(cleanText($('title').first().text()), siteName),
    siteName,
    ogTitle: withoutSiteName(cleanText(meta($, ['og:title', 'twitter:title'])), siteName),
    h1: firstHeading($),
    description: cleanText(meta($, ['og:description', 'description', 'twitter:description'])),
    images,
    language: ($('html').attr('lang') ?? meta($, ['og:locale', 'language'])).trim(),
    canonicalUrl: ($('link[rel="canonical"]').attr('href') ?? meta($, ['og:url'])).trim(),
  };
}

/** The first visible <h1> (screen-reader-only "Navigation" headings skipped). */
function firstHeading($: CheerioAPI): string {
  for (const el of $('h1').toArray()) {
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
    if (rest !== '' && (rest === site || rest.includes(site) || site.includes(rest))) return title.slice(0, sep.index).trim();
  }
  return title;
}
