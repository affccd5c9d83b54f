/** A web address we are willing to link to: http or https only, never javascript: or data:. */
export function safeExternalUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url.trim());
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/** The host an imported recipe came from, without "www." (spec section 2: the Imported badge). */
export function sourceHostname(url: string | null | undefined): string | null {
  const safe = safeExternalUrl(url);
  if (!safe) return null;
  const host = new URL(safe).hostname.toLowerCase();
  return host.startsWith('www.') ? host.slice(4) : host;
}
