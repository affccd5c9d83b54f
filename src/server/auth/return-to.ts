/**
 * returnTo accepts only same-origin paths: "/…", never "//host", "/\\host", a scheme, or control
 * characters. Anything else becomes "/".
 */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return '/';
  if (!value.startsWith('/')) return '/';
  if (value.startsWith('//') || value.startsWith('/\\')) return '/';
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return '/';
  try {
    const url = new URL(value, 'http://tempero.invalid');
    if (url.origin !== 'http://tempero.invalid') return '/';
    if (url.pathname.startsWith('/api/login') || url.pathname.startsWith('/api/logout')) return '/';
    return url.pathname + url.search + url.hash;
  } catch {
    return '/';
  }
}
