/**
 * Exact rational numbers for amounts, so that scaling "1/3 cup" by 2 gives "2/3 cup" and not
 * 0.6666…; numerators and denominators stay small in practice (kitchen fractions, at most six
 * decimal places), far below the 2^53 limit of a JavaScript number.
 */
export interface Q {
  readonly n: number;
  readonly d: number;
}

function gcd(a: number, b: number): number {
  a = Math.abs(a);
  b = Math.abs(b);
  while (b) {
    const t = a % b;
    a = b;
    b = t;
  }
  return a || 1;
}

export function q(n: number, d = 1): Q {
  if (d < 0) {
    n = -n;
    d = -d;
  }
  const g = gcd(n, d);
  return { n: n / g, d: d / g };
}

export const ZERO: Q = { n: 0, d: 1 };
export const ONE: Q = { n: 1, d: 1 };

export function add(a: Q, b: Q): Q {
  if (a.d === b.d) return q(a.n + b.n, a.d);
  return q(a.n * b.d + b.n * a.d, a.d * b.d);
}

export function mul(a: Q, b: Q): Q {
  // Cross-reduce first to keep the intermediate products small.
  const g1 = gcd(a.n, b.d);
  const g2 = gcd(b.n, a.d);
  return q((a.n / g1) * (b.n / g2), (a.d / g2) * (b.d / g1));
}

export function div(a: Q, b: Q): Q {
  return mul(a, { n: b.d, d: b.n });
}

export function toNumber(a: Q): number {
  return a.n / a.d;
}

export function isInteger(a: Q): boolean {
  return a.d === 1;
}

/**
 * The closest simple fraction to a JavaScript number: exact for factors such as 1.5, 2/3 or 0.75
 * (denominators up to 64), otherwise six decimal places.
 */
export function fromNumber(x: number): Q {
  if (!Number.isFinite(x)) return ZERO;
  if (Number.isInteger(x)) return { n: x, d: 1 };
  for (let d = 2; d <= 64; d++) {
    const n = Math.round(x * d);
    if (Math.abs(n / d - x) < 1e-9) return q(n, d);
  }
  return q(Math.round(x * 1e6), 1e6);
}

/** Parses the digits of a decimal ("1", "1.25", ".5") into an exact value. */
export function fromDecimalDigits(intPart: string, fracPart: string): Q {
  const frac = fracPart.slice(0, 6);
  const d = 10 ** frac.length;
  return q(Number(intPart || '0') * d + Number(frac || '0'), d);
}
