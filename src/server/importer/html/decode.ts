/**
 * Bytes of a page to text: byte-order mark, then the Content-Type charset, then a <meta> charset
 * in the first bytes, then UTF-8 (the WHATWG encoding sniffing order, simplified).
 */
export function decodeHtmlBody(body: Buffer, headerCharset: string | null): string {
  if (body.length >= 3 && body[0] === 0xef && body[1] === 0xbb && body[2] === 0xbf)
    return decode(body.subarray(3), 'utf-8');
  if (body.length >= 2 && body[0] === 0xff && body[1] === 0xfe) return decode(body.subarray(2), 'utf-16le');
  if (body.length >= 2 && body[0] === 0xfe && body[1] === 0xff) return decode(body.subarray(2), 'utf-16be');
  if (headerCharset && isSupported(headerCharset)) return decode(body, headerCharset);
  const head = body.subarray(0, 4096).toString('latin1');
  const m =
    /<meta[^>]+charset\s*=\s*["']?\s*([a-z0-9_:.-]+)/i.exec(head) ??
    /<meta[^>]+http-equiv\s*=\s*["']?content-type["']?[^>]*content\s*=\s*["'][^"']*charset=([a-z0-9_:.-]+)/i.exec(head);
  const label = m?.[1];
  // A page that claims UTF-16 in ASCII-compatible bytes is really UTF-8 (per the HTML standard).
  if (label && !/^utf-?16/i.test(label) && isSupported(label)) return decode(body, label);
  return decode(body, 'utf-8');
}

function isSupported(label: string): boolean {
  try {
    new TextDecoder(label);
    return true;
  } catch {
    return false;
  }
}

function decode(body: Uint8Array, label: string): string {
  return new TextDecoder(label).decode(body);
}
