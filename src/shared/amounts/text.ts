/**
 * Text helpers for matching words typed in English or Portuguese, with or without accents.
 * `foldKeepLength` keeps every character at its index so positions found in the folded text
 * can be used to cut the original text.
 */
const FOLD: Record<string, string> = {
  à: 'a',
  á: 'a',
  â: 'a',
  ã: 'a',
  ä: 'a',
  å: 'a',
  ç: 'c',
  è: 'e',
  é: 'e',
  ê: 'e',
  ë: 'e',
  ì: 'i',
  í: 'i',
  î: 'i',
  ï: 'i',
  ñ: 'n',
  ò: 'o',
  ó: 'o',
  ô: 'o',
  õ: 'o',
  ö: 'o',
  ù: 'u',
  ú: 'u',
  û: 'u',
  ü: 'u',
  ý: 'y',
  ÿ: 'y',
};
const ACCENTED = /[àáâãäåçèéêëìíîïñòóôõöùúûüýÿ]/g;
// eslint-disable-next-line no-control-regex
const ASCII_ONLY = /^[\x00-\x7f]*$/;

function foldOne(ch: string): string {
  return FOLD[ch] ?? ch;
}

/** Lowercase and strip the accents of Latin letters, keeping the length (index i ↔ index i). */
export function foldKeepLength(s: string): string {
  let lower = s.toLowerCase();
  if (lower.length !== s.length) {
    // A few characters (e.g. "İ") lowercase to two; keep those as they are.
    let out = '';
    for (const ch of s) {
      const l = ch.toLowerCase();
      out += l.length === ch.length ? l : ch;
    }
    lower = out;
  }
  return ASCII_ONLY.test(lower) ? lower : lower.replace(ACCENTED, foldOne);
}

/** Lowercase, trimmed, accents removed and inner whitespace collapsed: a key for comparisons. */
export function foldText(s: string): string {
  const t = s.trim();
  if (t === '') return '';
  const nfc = ASCII_ONLY.test(t) ? t : t.normalize('NFC');
  return foldKeepLength(nfc).replace(/\s+/g, ' ');
}

/** True for letters and digits, including accented Latin letters (word characters of both languages). */
export function isWordChar(s: string, i: number): boolean {
  if (i < 0 || i >= s.length) return false;
  const c = s.charCodeAt(i);
  return (
    (c >= 97 && c <= 122) ||
    (c >= 65 && c <= 90) ||
    (c >= 48 && c <= 57) ||
    (c >= 0xc0 && c <= 0x24f && c !== 0xd7 && c !== 0xf7)
  );
}

export function isSpace(s: string, i: number): boolean {
  const c = s.charCodeAt(i);
  return c === 32 || c === 9 || c === 10 || c === 13 || c === 0xa0 || c === 0x202f || c === 0x2009;
}

export function isDigit(s: string, i: number): boolean {
  const c = s.charCodeAt(i);
  return c >= 48 && c <= 57;
}

/** Normalises typed text once at the entry of every public function (NFC, so "é" is one character). */
export function nfc(s: string): string {
  return ASCII_ONLY.test(s) ? s : s.normalize('NFC');
}

function isTrimChar(c: string): boolean {
  return c === ' ' || c === ',' || c === ';' || c === ':' || c === '\t' || c === '\n' || c === '\r' || c === '\u00a0';
}

/** Text left after removing the given spans, with whitespace collapsed and stray commas trimmed. */
export function restOf(s: string, spans: [number, number][]): string {
  let out = '';
  let at = 0;
  if (spans.length > 1) spans.sort((x, y) => x[0] - y[0]);
  for (const [a, b] of spans) {
    if (b <= a || a < at) continue;
    out += `${s.slice(at, a)} `;
    at = b;
  }
  out += s.slice(at);
  let lo = 0;
  let hi = out.length;
  while (lo < hi && isTrimChar(out[lo])) lo++;
  while (hi > lo && isTrimChar(out[hi - 1])) hi--;
  if (lo === hi) return '';
  const t = out.slice(lo, hi);
  return /\s\s|\s[,;:)]|[\t\n\r\u00a0]/.test(t) ? t.replace(/\s+/g, ' ').replace(/ ([,;:)])/g, '$1') : t;
}
