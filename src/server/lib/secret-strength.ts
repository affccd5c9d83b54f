/**
 * Why a configured secret (SESSION_SECRET) is too weak to sign anything with, or null when it is
 * not. Length alone is not enough: "change-me-change-me-change-me-change-me" and forty "e"s are
 * long and guessable. A secret is refused when it
 *
 * - holds a placeholder word a template or a guide would put there ("change me", "example", …);
 * - repeats a short piece over and over ("abcabcabc…", "change-me-change-me-…", one character);
 * - uses fewer than 8 different characters;
 * - carries fewer than 80 bits by its own character frequencies (the Shannon estimate of the
 *   string itself: a random 32-character hex secret, the weakest kind worth having, measures about
 *   115 and never less than 88 in 300,000 drawn; `openssl rand -hex 32` about 240, `openssl rand
 *   -base64 32` about 210).
 *
 * These are checks for mistakes (a template left as it is, a value typed by hand), not a proof of
 * randomness: a generated secret always passes them.
 */
const PLACEHOLDER_WORDS = [
  'changeme',
  'changethis',
  'replaceme',
  'replacethis',
  'yoursecret',
  'secrethere',
  'mysecret',
  'supersecret',
  'sessionsecret',
  'placeholder',
  'example',
  'insecure',
  'notasecret',
  'notsecret',
  'donotuse',
  'dontuse',
  'opensslrand',
];

/** The fewest different characters, and the fewest estimated bits, a secret may have. */
export const MIN_DISTINCT_CHARACTERS = 8;
export const MIN_ESTIMATED_BITS = 80;

/** Bits of the string by its own character frequencies: length × Shannon entropy per character. */
export function estimatedBits(value: string): number {
  const chars = [...value];
  const counts = new Map<string, number>();
  for (const c of chars) counts.set(c, (counts.get(c) ?? 0) + 1);
  let perChar = 0;
  for (const n of counts.values()) {
    const p = n / chars.length;
    perChar -= p * Math.log2(p);
  }
  return perChar * chars.length;
}

/** The shortest period of the string when it is a short piece repeated (at least 3 times), else null. */
function repeatedPiece(value: string): number | null {
  const chars = [...value];
  for (let period = 1; period * 3 <= chars.length; period++) {
    let repeats = true;
    for (let i = period; i < chars.length && repeats; i++) repeats = chars[i] === chars[i - period];
    if (repeats) return period;
  }
  return null;
}

export function weakSecretReason(value: string): string | null {
  const letters = value.toLowerCase().replace(/[^a-z0-9]/g, '');
  const word = PLACEHOLDER_WORDS.find((w) => letters.includes(w));
  if (word) return `it contains the placeholder word "${word}"`;
  const period = repeatedPiece(value);
  if (period !== null)
    return period === 1 ? 'it is one character repeated' : `it repeats the same ${period} characters`;
  const distinct = new Set(value).size;
  if (distinct < MIN_DISTINCT_CHARACTERS) return `it uses only ${distinct} different characters`;
  const bits = estimatedBits(value);
  if (bits < MIN_ESTIMATED_BITS)
    return `it is too predictable (about ${Math.round(bits)} bits; at least ${MIN_ESTIMATED_BITS} needed)`;
  return null;
}
