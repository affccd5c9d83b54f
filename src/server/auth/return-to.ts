const BASE = 'http://tempero.invalid';
/** Paths that must never be a destination after sign-in (loops, or a sign-out). */
const REFUSED = ['/api/login', '/api/logout', '/api/auth/logout'];

/** Percent-decodes until nothing changes (at most a few rounds); null when it cannot be decoded. */
function decodeFully(value: string): string | null {
  let current = value;
  for (let round = 0; round < 4; round++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  return null;
}

/** A path a browser reads as this site: one leading "/", no second slash or backslash, no control characters. */
function isPlainPath(path: string): boolean {
  // eslint-disable-next-line no-control-regex
  return path.startsWith('/') && !path.startsWith('//') && !/[\u0000-\u001f\u007f\\]/.test(path);
}

/**
 * returnTo accepts only same-origin paths. The value is normalised first: dot segments resolved
 * (also when percent-encoded, "/%2e%2e//host"), and the path checked both as given and fully
 * percent-decoded, so no form ("/.//host", "/\\host", "/%5Chost", "//host", a scheme) can make a
 * browser leave the site. Anything else becomes "/".
 */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return '/';
  if (!isPlainPath(value)) return '/';
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return '/';
  }
  if (url.origin !== BASE) return '/';
  const decodedPath = decodeFully(url.pathname);
  if (decodedPath === null || !isPlainPath(url.pathname) || !isPlainPath(decodedPath)) return '/';
  // The decoded path resolved again: "/%2e%2e//host" must not become "//host" anywhere downstream.
  const resolvedAgain = new URL(decodedPath, BASE);
  if (resolvedAgain.origin !== BASE || !isPlainPath(resolvedAgain.pathname)) return '/';
  const lower = resolvedAgain.pathname.toLowerCase();
  if (REFUSED.some((p) => lower === p || lower.startsWith(`${p}/`))) return '/';
  const result = url.pathname + url.search + url.hash;
  return isPlainPath(result) ? result : '/';
}
