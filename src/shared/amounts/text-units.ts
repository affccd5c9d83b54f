/**
 * Temperatures and lengths inside free text (instructions, tips): "Bake at 180°C in a 23 cm pan"
 * ↔ "Bake at 350°F in a 9 in pan". Only what is clearly a temperature or a length is touched.
 *
 * Temperatures: oven settings use the usual pairs (180 °C ↔ 350 °F, 200 °C ↔ 400 °F…), other
 * values round to the nearest 5° (to 1° under 100, where candy and yeast temperatures live).
 * A bare "°" is Celsius up to 260 and Fahrenheit above; a bare "graus" is Celsius (Brazilian
 * recipes); a bare "degrees" is Fahrenheit (American recipes).
 * Lengths: cm/mm ↔ in, to the half inch (quarter under 4 in, eighth under 1 in); inches to the
 * whole centimetre (half under 5 cm, millimetres under 1 cm).
 */
import { decimalText, kitchenFraction, type Lang } from './format.ts';
import { q } from './rational.ts';
import type { ConvertOptions, TargetSystem } from './units.ts';

/** Oven settings as printed on dials and in cookbooks. */
const OVEN_F_TO_C: Record<number, number> = {
  250: 120,
  275: 140,
  300: 150,
  325: 160,
  350: 180,
  375: 190,
  400: 200,
  425: 220,
  450: 230,
  475: 240,
  500: 260,
};
const OVEN_C_TO_F: Record<number, number> = {
  120: 250,
  140: 275,
  150: 300,
  160: 325,
  175: 350,
  180: 350,
  190: 375,
  200: 400,
  220: 425,
  230: 450,
  240: 475,
  260: 500,
};

function roundDegrees(v: number): number {
  return Math.abs(v) >= 100 ? Math.round(v / 5) * 5 : Math.round(v);
}

export function celsiusToFahrenheit(c: number): number {
  return OVEN_C_TO_F[c] ?? roundDegrees((c * 9) / 5 + 32);
}

export function fahrenheitToCelsius(f: number): number {
  return OVEN_F_TO_C[f] ?? roundDegrees(((f - 32) * 5) / 9);
}

function readDecimal(s: string): number {
  return Number(s.replace(',', '.'));
}

const NUM = String.raw`\d+(?:[.,]\d+)?`;
export const NOT_AFTER = String.raw`(?<![\p{L}\p{N}.,/])`;
const TEMP =
  String.raw`(?<a>${NUM})(?:(?<sep>\s*(?:-|–|—|to|a|até|ate)\s*)(?<b>${NUM}))?(?<sp>\s*)` +
  String.raw`(?:(?<sym>[°º˚])\s*(?<l>[CF])?(?!\p{L})|(?<one>[℃℉])|(?<w>degrees?|graus?)(?:\s+(?<ws>celsius|fahrenheit|centigrade|C|F)(?!\p{L}))?(?!\p{L}))`;
const TEMP_RE = new RegExp(NOT_AFTER + TEMP, 'giu');
/** A temperature exactly at lastIndex (the second half of "200°C/400°F"). */
const TEMP_AT = new RegExp(TEMP, 'iuy');

/** One quantity found in a text: its unit system and its text in the other system. */
export interface Reading {
  system: TargetSystem;
  converted: () => string;
}

/** "(" or "/" between a value and its equivalent: "200°F (95°C)", "200°C/400°F", "23 cm (9 in)". */
const PAIR_OPEN = /\s*(?:\(|\/)\s*/y;
const PAIR_CLOSE = /\s*\)/y;

/**
 * Rewrites every quantity `re` finds into `to`. A quantity followed by the same quantity in the
 * other system ("Bake at 200°F (95°C)", "200°C / 400°F") is not converted twice: the half already
 * in `to` goes first and the other half stays beside it as the author wrote it ("95°C (200°F)"),
 * or goes with `equivalent: 'drop'` ("95°C").
 */
export function rewrite(
  text: string,
  to: TargetSystem,
  re: RegExp,
  at: RegExp,
  read: (m: RegExpExecArray) => Reading | null,
  options: ConvertOptions,
): string {
  let out = '';
  let last = 0;
  re.lastIndex = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const start = m.index;
    const end = start + m[0].length;
    out += text.slice(last, start);
    last = end;
    const first = read(m);
    if (!first) {
      out += m[0];
      continue;
    }
    const pair = equivalentAfter(text, end, at, read, first.system);
    if (pair && options.equivalent === 'drop') {
      out += first.system === to ? m[0] : pair.text;
      last = re.lastIndex = pair.outerEnd;
      continue;
    }
    if (pair) {
      const between = text.slice(end, pair.start);
      out += first.system === to ? m[0] + between + pair.text : pair.text + between + m[0];
      last = re.lastIndex = pair.end;
      continue;
    }
    out += first.system === to ? m[0] : first.converted();
  }
  return out + text.slice(last);
}

/** The quantity in the other system right after `end` in "X (Y)" or "X / Y" form, or null. */
function equivalentAfter(
  text: string,
  end: number,
  at: RegExp,
  read: (m: RegExpExecArray) => Reading | null,
  system: TargetSystem,
): { start: number; end: number; outerEnd: number; text: string } | null {
  PAIR_OPEN.lastIndex = end;
  const open = PAIR_OPEN.exec(text);
  if (!open) return null;
  const start = end + open[0].length;
  at.lastIndex = start;
  const m = at.exec(text);
  if (!m) return null;
  const second = read(m);
  if (!second || second.system === system) return null;
  const secondEnd = start + m[0].length;
  let outerEnd = secondEnd;
  if (open[0].includes('(')) {
    PAIR_CLOSE.lastIndex = secondEnd;
    if (!PAIR_CLOSE.test(text)) return null;
    outerEnd = PAIR_CLOSE.lastIndex;
  }
  return { start, end: secondEnd, outerEnd, text: m[0] };
}

/**
 * Converts every temperature in a text to °C (metric) or °F (imperial), keeping the words around
 * it: "180°C" → "350°F", "180 graus" → "350 °F", "350 degrees F" → "180 degrees C". A temperature
 * already given in both scales keeps both, the reader's first: "200°F (95°C)" → "95°C (200°F)";
 * with `equivalent: 'drop'` only the reader's: "95°C".
 */
export function convertTemperaturesInText(text: string, to: TargetSystem, options: ConvertOptions = {}): string {
  if (!/\d/.test(text)) return text;
  const target = to === 'metric' ? 'C' : 'F';
  return rewrite(
    text,
    to,
    TEMP_RE,
    TEMP_AT,
    (m) => {
      const g = m.groups!;
      const a = readDecimal(g.a!);
      const b = g.b ? readDecimal(g.b) : null;
      let scale: 'C' | 'F';
      if (g.l) scale = g.l.toUpperCase() as 'C' | 'F';
      else if (g.one) scale = g.one === '℃' ? 'C' : 'F';
      else if (g.ws) scale = /^f/i.test(g.ws) ? 'F' : 'C';
      else if (g.w) scale = /^g/i.test(g.w) ? 'C' : 'F';
      else scale = (b ?? a) <= 260 ? 'C' : 'F';
      return {
        system: scale === 'C' ? 'metric' : 'imperial',
        converted: () => {
          const conv = scale === 'C' ? celsiusToFahrenheit : fahrenheitToCelsius;
          const numbers = b === null ? String(conv(a)) : `${conv(a)}${g.sep}${conv(b)}`;
          let unit: string;
          if (g.sym) unit = `${g.sp}${g.sym}${target}`;
          else if (g.one) unit = `${g.sp}${target === 'C' ? '℃' : '℉'}`;
          else if (g.ws) unit = `${g.sp}${g.w} ${swapScaleWord(g.ws, target)}`;
          else unit = ` °${target}`;
          return numbers + unit;
        },
      };
    },
    options,
  );
}

function swapScaleWord(word: string, target: 'C' | 'F'): string {
  const out = word.length === 1 ? target : target === 'C' ? 'celsius' : 'fahrenheit';
  return word[0] === word[0].toUpperCase() ? out[0].toUpperCase() + out.slice(1) : out;
}

const UNICODE_VALUES: Record<string, number> = {
  '½': 0.5,
  '¼': 0.25,
  '¾': 0.75,
  '⅓': 1 / 3,
  '⅔': 2 / 3,
  '⅛': 0.125,
  '⅜': 0.375,
  '⅝': 0.625,
  '⅞': 0.875,
};
export const LEN_NUM = String.raw`(?:\d+\s+\d+/\d+|\d+/\d+|\d+[½¼¾⅓⅔⅛⅜⅝⅞]|[½¼¾⅓⅔⅛⅜⅝⅞]|\d+(?:[.,]\d+)?)`;
const LEN_SEP = String.raw`\s*(?:x|×|by|por)\s*`;
const RANGE_SEP = String.raw`\s*(?:-|–|to|a)\s*`;
/** "in" is a length only when it does not start a phrase ("2 in a bowl" is not two inches). */
const IN_WORD = String.raw`in(?!\p{L})(?!\.?\s+(?:a|an|the|this|that|these|those|it|its|each|one|two|three|half|all|your|my|our|his|her|their|batches|total|advance|which|order|place|turn|time|case|between|water|oil)(?!\p{L}))\.?`;
const LEN =
  String.raw`(?<nums>${LEN_NUM}(?:(?:${LEN_SEP}${LEN_NUM}){1,2}|${RANGE_SEP}${LEN_NUM})?)` +
  String.raw`(?:(?<q>["″])|(?<sp>\s*-?\s*)(?<u>cm|centimet(?:er|re)s?|cent[íi]metros?|mm|millimet(?:er|re)s?|mil[íi]metros?|inch(?:es)?|${IN_WORD}|polegadas?|pol\.?)(?!\p{L}))`;
const LEN_RE = new RegExp(NOT_AFTER + LEN, 'giu');
const LEN_AT = new RegExp(LEN, 'iuy');
const NUM_IN_RE = new RegExp(LEN_NUM, 'gu');

function lengthValue(s: string): number {
  const t = s.trim();
  const mixed = /^(\d+)\s+(\d+)\/(\d+)$/.exec(t);
  if (mixed) return Number(mixed[1]) + Number(mixed[2]) / Number(mixed[3]);
  const frac = /^(\d+)\/(\d+)$/.exec(t);
  if (frac) return Number(frac[2]) === 0 ? NaN : Number(frac[1]) / Number(frac[2]);
  const last = t[t.length - 1];
  if (UNICODE_VALUES[last] !== undefined) return (t.length > 1 ? Number(t.slice(0, -1)) : 0) + UNICODE_VALUES[last];
  return readDecimal(t);
}

function inchesText(inches: number): string {
  let v;
  if (inches < 1) v = q(Math.max(1, Math.round(inches * 8)), 8);
  else if (inches < 4) v = q(Math.round(inches * 4), 4);
  else v = q(Math.round(inches * 2), 2);
  return kitchenFraction(v)!;
}

/**
 * Converts lengths in a text: "a 23 cm pan" → "a 9 in pan", "9x13-inch dish" → "23x33 cm dish",
 * "cubos de 2 cm" → "cubos de 3/4 pol." (with lang pt-BR). A length already given in both systems
 * keeps both, the reader's first ("23 cm (9 in)" → "9 in (23 cm)"), or only the reader's with
 * `equivalent: 'drop'`.
 */
export function convertLengthsInText(
  text: string,
  to: TargetSystem,
  lang: Lang = 'en',
  options: ConvertOptions = {},
): string {
  if (!/\d/.test(text)) return text;
  return rewrite(
    text,
    to,
    LEN_RE,
    LEN_AT,
    (m) => {
      const g = m.groups!;
      const u = (g.u ?? '').toLowerCase();
      const isInch = g.q !== undefined || u.startsWith('in') || u.startsWith('pol');
      const isMm = u.startsWith('mm') || u.startsWith('mil');
      const nums = g.nums!;
      const values: number[] = [];
      for (const n of nums.matchAll(NUM_IN_RE)) values.push(lengthValue(n[0]));
      if (values.some((v) => !Number.isFinite(v) || v <= 0)) return null;
      return {
        system: isInch ? 'imperial' : 'metric',
        converted: () => {
          const comma = nums.includes(',') || lang === 'pt-BR';
          let unit: string;
          let write: (v: number) => string;
          if (to === 'imperial') {
            const factor = isMm ? 1 / 25.4 : 1 / 2.54;
            write = (v) => inchesText(v * factor);
            unit = lang === 'pt-BR' ? 'pol.' : 'in';
          } else {
            const cms = values.map((v) => v * 2.54);
            if (Math.max(...cms) < 1) {
              write = (v) => String(Math.max(1, Math.round(v * 25.4)));
              unit = 'mm';
            } else {
              write = (v) => {
                const cm = v * 2.54;
                return decimalText(cm >= 5 ? Math.round(cm) : Math.max(0.5, Math.round(cm * 2) / 2), 1, comma);
              };
              unit = 'cm';
            }
          }
          let i = 0;
          const converted = nums.replace(NUM_IN_RE, () => write(values[i++]));
          return `${converted} ${unit}`;
        },
      };
    },
    options,
  );
}
