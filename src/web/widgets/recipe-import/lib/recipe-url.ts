/** The longest address the server accepts (LIMITS.url). */
export const RECIPE_URL_MAX = 2048;

export type RecipeUrlCheck = { ok: true; url: string } | { ok: false; reason: 'required' | 'invalid' };

/**
 * Client-side check of a recipe address (spec section 5: required, then valid). An address typed
 * without a scheme gets https://; other schemes, credentials and hosts without a dot are invalid.
 * The server checks again, and also refuses private and local addresses.
 */
export function checkRecipeUrl(input: string): RecipeUrlCheck {
  const value = input.trim();
  if (!value) return { ok: false, reason: 'required' };
  if (value.length > RECIPE_URL_MAX) return { ok: false, reason: 'invalid' };
  let candidate = value;
  if (!/^https?:\/\//i.test(value)) {
    // "ftp:", "javascript:", "file:" … but not "example.com:8080/…" (a host and a port).
    if (/^[a-z][a-z\d+.-]*:(?!\d)/i.test(value)) return { ok: false, reason: 'invalid' };
    candidate = `https://${value.replace(/^\/+/, '')}`;
  }
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ok: false, reason: 'invalid' };
  if (url.username || url.password) return { ok: false, reason: 'invalid' };
  const host = url.hostname;
  if (!host.includes('.') && !host.startsWith('[')) return { ok: false, reason: 'invalid' };
  if (host.startsWith('.') || host.endsWith('..')) return { ok: false, reason: 'invalid' };
  if (url.href.length > RECIPE_URL_MAX) return { ok: false, reason: 'invalid' };
  return { ok: true, url: url.href };
}

/** True for the image types the photo import takes (spec section 5: only image-type files). */
export function isImageFile(file: { type: string }): boolean {
  return /^image\/[\w.+-]+$/i.test(file.type);
}
