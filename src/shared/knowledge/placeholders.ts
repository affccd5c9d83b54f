/**
 * The placeholders of cookbook step text (docs/cookbook-format.md): ingredient mentions and the
 * numbers that scaling and units re-render. Parsing only; rendering is the chef's.
 */

export type Placeholder =
  | { kind: 'name'; id: string; words?: string }
  | { kind: 'amount'; id: string; factor: number }
  | { kind: 'qty'; id: string; factor: number }
  | { kind: 'count'; n: number }
  | { kind: 'serves' }
  | { kind: 'temp'; c: number; cMax?: number }
  | { kind: 'len'; cm: number; cm2?: number }
  | { kind: 'measure'; q: number; u: string };

export type Piece = string | Placeholder;

const ID = '[a-z0-9]+(?:-[a-z0-9]+)*';
const FACTOR = '(?:\\*(\\d+(?:\\.\\d+)?|\\d+/\\d+))?';
const PATTERNS: [RegExp, (m: RegExpExecArray) => Placeholder][] = [
  [/^serves$/, () => ({ kind: 'serves' })],
  [/^n:(\d+(?:\.\d+)?)$/, (m) => ({ kind: 'count', n: Number(m[1]) })],
  [
    /^temp:(\d{2,3})(?:-(\d{2,3}))?$/,
    (m) => ({ kind: 'temp', c: Number(m[1]), ...(m[2] ? { cMax: Number(m[2]) } : {}) }),
  ],
  [
    /^len:(\d+(?:\.\d+)?)(?:x(\d+(?:\.\d+)?))?$/,
    (m) => ({ kind: 'len', cm: Number(m[1]), ...(m[2] ? { cm2: Number(m[2]) } : {}) }),
  ],
  [
    /^m:(\d+(?:\.\d+)?|\d+\/\d+) ?(ml|l|tsp|tbsp|cup|g|kg|oz|lb)$/,
    (m) => ({ kind: 'measure', q: factorOf(m[1]), u: m[2]! }),
  ],
  [new RegExp(`^(${ID})\\.amount${FACTOR}$`), (m) => ({ kind: 'amount', id: m[1]!, factor: factorOf(m[2]) })],
  [new RegExp(`^(${ID})\\.qty${FACTOR}$`), (m) => ({ kind: 'qty', id: m[1]!, factor: factorOf(m[2]) })],
  [new RegExp(`^(${ID})=([^{}=]+)$`), (m) => ({ kind: 'name', id: m[1]!, words: m[2]! })],
  [new RegExp(`^(${ID})$`), (m) => ({ kind: 'name', id: m[1]! })],
];

function factorOf(s: string | undefined): number {
  if (!s) return 1;
  if (s.includes('/')) {
    const [a, b] = s.split('/').map(Number);
    return a! / b!;
  }
  return Number(s);
}

export class PlaceholderError extends Error {}

/** Text and placeholders in order; throws PlaceholderError on a brace that is not a placeholder. */
export function parseStep(text: string): Piece[] {
  const out: Piece[] = [];
  let last = 0;
  for (const m of text.matchAll(/\{([^{}]*)\}/g)) {
    if (m.index > last) out.push(text.slice(last, m.index));
    const body = m[1]!;
    const match = PATTERNS.map(([re, make]) => {
      const r = re.exec(body);
      return r ? make(r) : null;
    }).find(Boolean);
    if (!match) throw new PlaceholderError(`"{${body}}" is not a placeholder`);
    out.push(match);
    last = m.index + m[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  for (const p of out)
    if (typeof p === 'string' && /[{}]/.test(p)) throw new PlaceholderError(`an unmatched brace in "${text}"`);
  return out;
}

/** The ingredient ids a step mentions. */
export function idsOf(pieces: readonly Piece[]): string[] {
  return pieces.flatMap((p) => (typeof p !== 'string' && 'id' in p ? [p.id] : []));
}

/** The step's plain text (between placeholders), with placeholders as a neutral gap. */
export function plainOf(pieces: readonly Piece[]): string {
  return pieces.map((p) => (typeof p === 'string' ? p : ' \u2022 ')).join('');
}
