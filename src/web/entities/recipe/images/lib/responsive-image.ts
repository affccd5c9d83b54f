import { IMAGE_QUALITY_DEFAULT, mediaSrcSet } from '../../../../../shared/schemas/image-media.ts';

/**
 * How the image widget's `quality` (spec section 3: default 85) chooses a rendition.
 *
 * Stored images are WebP renditions already encoded once on the server (/media/<id>-<width>.webp at
 * 320, 640, 1024 and 2048 px, never upscaled), so the browser cannot ask for a different encoding
 * quality. What it can choose is the width. `quality` therefore caps the largest rendition the
 * srcset offers; the browser still picks the best candidate under that cap for the slot size
 * (`sizes`) and the screen's pixel density:
 *
 *   quality 85–100 (the default) → up to 2048 px: every rendition, sharp on large high-DPI screens
 *   quality 70–84                → up to 1024 px
 *   quality 50–69                → up to 640 px
 *   quality below 50             → 320 px only (thumbnails, data saving)
 *
 * An image smaller than the cap keeps all its renditions. Addresses that are not /media renditions
 * (external URLs, blob: previews) are shown as they are, whatever the quality.
 */
export const QUALITY_WIDTH_CAPS: readonly { minQuality: number; maxWidth: number }[] = [
  { minQuality: 85, maxWidth: 2048 },
  { minQuality: 70, maxWidth: 1024 },
  { minQuality: 50, maxWidth: 640 },
  { minQuality: Number.NEGATIVE_INFINITY, maxWidth: 320 },
];

/** The widest rendition offered for a quality (see QUALITY_WIDTH_CAPS); NaN counts as the default. */
export function widthCapForQuality(quality: number = IMAGE_QUALITY_DEFAULT): number {
  const q = Number.isFinite(quality) ? quality : IMAGE_QUALITY_DEFAULT;
  return QUALITY_WIDTH_CAPS.find((step) => q >= step.minQuality)!.maxWidth;
}

export interface ResponsiveSource {
  /** The fallback src: the widest rendition under the cap (or the address as given). */
  src: string;
  /** `srcset` with width descriptors, or undefined for addresses that are not /media renditions. */
  srcSet?: string;
}

/** The src and srcset the widget renders for an image address and a quality. */
export function responsiveSource(imageUrl: string, quality: number = IMAGE_QUALITY_DEFAULT): ResponsiveSource {
  const full = mediaSrcSet(imageUrl);
  if (!full) return { src: imageUrl };
  const candidates = full.split(', ').map((entry) => {
    const [url, descriptor] = entry.split(' ');
    return { url: url!, width: Number.parseInt(descriptor!, 10) };
  });
  const cap = widthCapForQuality(quality);
  // Renditions are smallest first; the smallest one stays even when it is wider than the cap.
  const kept = candidates.filter((c, index) => index === 0 || c.width <= cap);
  return {
    src: kept[kept.length - 1]!.url,
    srcSet: kept.map((c) => `${c.url} ${c.width}w`).join(', '),
  };
}

/**
 * `sizes` for a card in the recipe grids (one column on phones, two from sm, three from lg). Other
 * slots pass their own (the detail modal is at most 48rem wide).
 */
export const CARD_IMAGE_SIZES = '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw';
