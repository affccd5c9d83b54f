import { ZChefMeta, type TChefMeta } from './schemas/chef.ts';

/**
 * The spec answers POST /api/recipes/generate and POST /api/meal-plans/generate with a bare JSON
 * array, so the chef's `meta` (which engine answered, whether it was a fallback, and its honest
 * note) travels in this header instead: JSON, percent-encoded so any language fits a header.
 */
export const CHEF_META_HEADER = 'x-chef-meta';

export function encodeChefMeta(meta: TChefMeta): string {
  return encodeURIComponent(JSON.stringify(meta));
}

/** The meta of a header value, or undefined when it is absent or not a valid meta. */
export function decodeChefMeta(value: string | null | undefined): TChefMeta | undefined {
  if (!value) return undefined;
  try {
    const parsed = ZChefMeta.safeParse(JSON.parse(decodeURIComponent(value)));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
