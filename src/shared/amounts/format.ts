/**
 * Writing quantities the way cooks read them: kitchen fractions for cups, spoons and counts
 * ("1 1/2", "2/3"), decimals for metric weights and volumes ("0,5 kg", "83 g").
 */
import type { TLanguage } from '../i18n/languages.ts';
import { q, toNumber, type Q } from './rational.ts';

export type Lang = TLanguage;

/** Denominators a cook can measure: halves, thirds, quarters, sixths, eighths and sixteenths. */
const KITCHEN_DENOMINATORS: Record<number, true> = { 1: true, 2: true, 3: true, 4: true, 6: true, 8: true, 16: true };

const UNICODE_OF: Record<string, string> = {
  '1/2': '½',
  '1/3': '⅓',
  '2/3': '⅔',
  '1/4': '¼',
  '3/4': '¾',
  '1/6': '⅙',
  '5/6': '⅚',
  '1/8': '⅛',
  '3/8': '⅜',
  '5/8': '⅝',
  '7/8': '⅞',
};

export interface FractionStyle {
  /** Write "½" instead of "1/2" where a character exists. */
  unicode?: boolean;
  /** Between the whole and the fraction: " " (default), " e ", " and ", "-". */
  joiner?: string | null;
}

/** Writes an exact value with a kitchen denominator as "1 1/2"; null when the denominator is not one. */
export function kitchenFraction(v: Q, style: FractionStyle = {}): string | null {
  if (!KITCHEN_DENOMINATORS[v.d] || v.n < 0) return null;
  const whole = Math.floor(v.n / v.d);
  const rem = v.n - whole * v.d;
  if (rem === 0) return String(whole);
  const plain = `${rem}/${v.d}`;
  const uni = style.unicode ? UNICODE_OF[plain] : undefined;
  if (whole === 0) return uni ?? plain;
  if (uni) return `${whole}${uni}`;
  const joiner = style.joiner === null || style.joiner === undefined || style.joiner === '' ? ' ' : style.joiner;
  return `${whole}${joiner}${plain}`;
}

/** The nearest quarter, third or eighth (sixteenth under 1/8) of a value a cook cannot measure. */
export function nearestKitchen(v: number): Q {
  if (v <= 0) return q(0);
  if (v >= 10) return q(Math.round(v * 4), 4);
  const eighth = q(Math.round(v * 8), 8);
  const third = q(Math.round(v * 3), 3);
  let best = Math.abs(toNumber(third) - v) < Math.abs(toNumber(eighth) - v) - 1e-12 ? third : eighth;
  if (best.n === 0) best = q(Math.max(1, Math.round(v * 16)), 16);
  return best;
}

/** Rounds to at most `decimals` places and writes it without trailing zeros, with a comma when asked. */
export function decimalText(v: number, decimals: number, comma: boolean): string {
  const p = 10 ** decimals;
  const r = Math.round((v + Number.EPSILON * Math.abs(v)) * p) / p;
  let s = r.toFixed(decimals);
  if (s.includes('.')) s = s.replace(/0+$/, '').replace(/\.$/, '');
  if (s === '-0') s = '0';
  return comma ? s.replace('.', ',') : s;
}

/** Decimal places that read naturally for a value: 0 from 100, 1 from 10, 2 from 1, 3 below. */
export function naturalDecimals(v: number): number {
  const a = Math.abs(v);
  if (a >= 100) return 0;
  if (a >= 10) return 1;
  if (a >= 1) return 2;
  return 3;
}

/**
 * A number for display: kitchen fractions when the value is (within 0.01) a half, third, quarter
 * or eighth — 0.5 → "1/2", 1.5 → "1 1/2", 0.333… → "1/3" — otherwise a rounded decimal
 * (0.4 → "0.4", "0,4" in Portuguese; 2 places under 10, 1 under 100, whole numbers from 100).
 */
export function formatQuantity(n: number, lang: Lang = 'en'): string {
  if (!Number.isFinite(n)) return '';
  const comma = lang === 'pt-BR';
  if (n < 0) return `-${formatQuantity(-n, lang)}`;
  if (n >= 100) return decimalText(n, 0, comma);
  const whole = Math.floor(n);
  const frac = n - whole;
  if (frac < 0.01) return String(whole);
  if (frac > 0.99) return String(whole + 1);
  for (const d of [2, 3, 4, 8]) {
    const k = Math.round(frac * d);
    if (k > 0 && k < d && Math.abs(k / d - frac) < 0.01) return kitchenFraction(q(whole * d + k, d))!;
  }
  return decimalText(n, n >= 10 ? 1 : 2, comma);
}
