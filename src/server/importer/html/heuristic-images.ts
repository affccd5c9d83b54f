// The page's main photo when its metadata names none.
import type { Element } from 'domhandler';
import type { ImageCandidate } from './candidate.ts';
import { classOf, closest, type PageDom } from './dom.ts';

export const NOT_PHOTO =
  /logo|icon|avatar|sprite|badge|gravatar|pixel|spinner|loader|placeholder|emoji|banner-ad|\/ads?\//i;

export function imgSrc(el: Element): string | null {
  const a = el.attribs ?? {};
  const srcset = a['data-srcset'] ?? a.srcset ?? '';
  let best: string | null = null;
  let bestW = 0;
  for (const part of srcset.split(',')) {
    const [u, w] = part.trim().split(/\s+/);
    const width = w ? parseFloat(w) : 0;
    if (u && width > bestW) {
      best = u;
      bestW = width;
    }
  }
  const src = a['data-lazy-src'] ?? a['data-src'] ?? a['data-original'] ?? a.src ?? null;
  return best ?? (src && !src.startsWith('data:') ? src : null);
}

/** The page's main photo when it names none: large, near the content, described like the recipe. */
export function findContentImages(dom: PageDom, title: string): ImageCandidate[] {
  const words = new Set(
    title
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((w) => w.length > 3),
  );
  let best: ImageCandidate | null = null;
  let bestScore = 0;
  dom.tag('img').forEach((el, i) => {
    const src = imgSrc(el);
    if (!src || NOT_PHOTO.test(src) || NOT_PHOTO.test(el.attribs?.class ?? '') || /\.svg(?:$|[?#])/i.test(src)) return;
    const width = Number(el.attribs?.width ?? 0);
    const height = Number(el.attribs?.height ?? 0);
    if ((width > 0 && width < 150) || (height > 0 && height < 150)) return;
    const alt = (el.attribs?.alt ?? '').toLowerCase();
    const overlap = [...words].filter((w) => alt.includes(w)).length;
    const inContent =
      closest(el, (a) => a.name === 'article' || a.name === 'main' || /recipe|content|post/.test(classOf(a))) !== null;
    const score = 1 + overlap * 3 + (width >= 400 ? 2 : 0) + (inContent ? 1 : 0) - i * 0.01;
    if (score > bestScore) {
      best = { url: src, width: width || undefined, height: height || undefined };
      bestScore = score;
    }
  });
  return best ? [best] : [];
}
