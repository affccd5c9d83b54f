import type { TLanguage } from '../../../../shared/constants.ts';
import { formatQuantity, parseAmount, scaleAmount } from '../../../../shared/amounts/index.ts';
import type { Qty, TUnit } from './dish.ts';
import type { TLexEntry } from './schema.ts';

const UNIT_WORDS: Record<string, TUnit> = {
  g: 'g',
  kg: 'kg',
  ml: 'ml',
  l: 'l',
  tsp: 'tsp',
  tbsp: 'tbsp',
  cup: 'cup',
  cups: 'cup',
  clove: 'clove',
  cloves: 'clove',
  can: 'can',
  cans: 'can',
  pinch: 'pinch',
  slice: 'slice',
  slices: 'slice',
  sprig: 'sprig',
  sprigs: 'sprig',
  leaf: 'leaf',
  leaves: 'leaf',
  stalk: 'stalk',
  stalks: 'stalk',
  sheet: 'sheet',
  sheets: 'sheet',
};

/** "600 g", "2 tbsp", "3", "1/2 cup", "1 1/2 tsp", "1.2 l" → Qty; "to taste" → null. */
export function parseQty(text: string): Qty | null {
  const m = text.trim().match(/^(\d+(?:\.\d+)?)(?:\s+(\d+)\/(\d+)|\/(\d+))?\s*([a-z]+)?$/i);
  if (!m) return null;
  let n = Number(m[1]);
  if (m[2]) n += Number(m[2]) / Number(m[3]);
  if (m[4]) n = n / Number(m[4]);
  const unit = m[5] ? UNIT_WORDS[m[5].toLowerCase()] : '';
  if (unit === undefined) return null;
  return { n, unit };
}

/** Units that count whole things: never "1 1/2 eggs" or "2.5 cloves". */
export const WHOLE_UNITS: ReadonlySet<TUnit> = new Set([
  '',
  'clove',
  'can',
  'slice',
  'sprig',
  'leaf',
  'stalk',
  'sheet',
  'pinch',
]);

/** Roles whose counted items may be halved ("1/2 onion", "1/2 banana"), unlike eggs or tortillas. */
export const HALVED_ROLES: ReadonlySet<string> = new Set(['vegetable', 'fruit', 'aromatic', 'seasoning']);

/** A count scaled: whole, or to the nearest half for items a cook cuts in two. */
export function scaleQty(q: Qty, factor: number, halves = false): Qty {
  let n = q.n * factor;
  if (halves && q.unit === '') n = Math.max(0.5, Math.round(n * 2) / 2);
  else if (WHOLE_UNITS.has(q.unit)) n = Math.max(1, Math.round(n));
  return { n, unit: q.unit };
}

/** A kitchen-friendly number: whole counts, rounded grams, quarter spoons and cups. */
function tidy(q: Qty): Qty {
  let { n } = q;
  const { unit } = q;
  // Bare counts were made whole or halved when scaled (scaleQty); halves stay.
  if (unit === '') n = Math.max(0.5, Math.round(n * 2) / 2);
  else if (WHOLE_UNITS.has(unit)) n = Math.max(1, Math.round(n));
  else if (unit === 'g' || unit === 'ml') n = n >= 100 ? Math.round(n / 10) * 10 : Math.max(5, Math.round(n / 5) * 5);
  else if (unit === 'kg' || unit === 'l') n = Math.round(n * 10) / 10;
  else n = Math.max(0.25, Math.round(n * 4) / 4);
  // Large weights and volumes read better in kg and l.
  if (unit === 'g' && n >= 1000) return { n: Math.round(n / 100) / 10, unit: 'kg' };
  if (unit === 'ml' && n >= 1000) return { n: Math.round(n / 100) / 10, unit: 'l' };
  return { n, unit };
}

const UNIT_NAMES: Record<Exclude<TUnit, ''>, Record<TLanguage, [string, string]>> = {
  g: { en: ['g', 'g'], 'pt-BR': ['g', 'g'] },
  kg: { en: ['kg', 'kg'], 'pt-BR': ['kg', 'kg'] },
  ml: { en: ['ml', 'ml'], 'pt-BR': ['ml', 'ml'] },
  l: { en: ['l', 'l'], 'pt-BR': ['l', 'l'] },
  tsp: { en: ['tsp', 'tsp'], 'pt-BR': ['colher (chá)', 'colheres (chá)'] },
  tbsp: { en: ['tbsp', 'tbsp'], 'pt-BR': ['colher (sopa)', 'colheres (sopa)'] },
  cup: { en: ['cup', 'cups'], 'pt-BR': ['xícara (chá)', 'xícaras (chá)'] },
  clove: { en: ['clove', 'cloves'], 'pt-BR': ['dente', 'dentes'] },
  can: { en: ['can', 'cans'], 'pt-BR': ['lata', 'latas'] },
  pinch: { en: ['pinch', 'pinches'], 'pt-BR': ['pitada', 'pitadas'] },
  slice: { en: ['slice', 'slices'], 'pt-BR': ['fatia', 'fatias'] },
  sprig: { en: ['sprig', 'sprigs'], 'pt-BR': ['ramo', 'ramos'] },
  leaf: { en: ['leaf', 'leaves'], 'pt-BR': ['folha', 'folhas'] },
  stalk: { en: ['stalk', 'stalks'], 'pt-BR': ['talo', 'talos'] },
  sheet: { en: ['sheet', 'sheets'], 'pt-BR': ['folha', 'folhas'] },
};
/** Portuguese gender of counted units (the participle agrees with them: "2 dentes de alho picados"). */
export const UNIT_GENDER: Partial<Record<TUnit, 'm' | 'f'>> = {
  clove: 'm',
  can: 'f',
  slice: 'f',
  sprig: 'm',
  leaf: 'f',
  stalk: 'm',
  sheet: 'f',
  pinch: 'f',
};

export function isPlural(q: Qty | null): boolean {
  return q !== null && q.n > 1;
}

/** The amount column: "2 tbsp", "2 colheres (sopa)", "3", "a gosto". */
export function formatQty(q: Qty | null, lang: TLanguage): string {
  if (!q) return lang === 'pt-BR' ? 'a gosto' : 'to taste';
  const t = tidy(q);
  const num = formatQuantity(t.n, lang);
  if (t.unit === '') return num;
  const [sg, pl] = UNIT_NAMES[t.unit][lang];
  return `${num} ${t.n > 1 ? pl : sg}`;
}

/** A hand-written amount scaled; counts stay whole ("1 1/2" eggs → 2). */
export function scaleAmountTextWhole(
  text: string,
  factor: number,
  lang: TLanguage,
  entry: TLexEntry | undefined,
): string {
  if (factor === 1 || !text.trim()) return text;
  const p = parseAmount(text);
  if (!p || p.quantity === undefined) return text;
  const counted =
    !p.unit ||
    ['clove', 'can', 'slice', 'sprig', 'leaf', 'stalk', 'sheet', 'unit', 'piece', 'pinch'].includes(p.unit) ||
    (entry?.measure === 'count' && !p.unit);
  if (!counted) return scaleAmount(text, factor, lang);
  const halves = /^\s*[\d\s/]+$/.test(text) && entry !== undefined && !entry.unit && HALVED_ROLES.has(entry.role);
  const whole = halves
    ? Math.max(0.5, Math.round(p.quantity * factor * 2) / 2)
    : Math.max(1, Math.round(p.quantity * factor));
  // Scaling by the exact ratio to a whole count lets the shared code keep the unit's grammar.
  return scaleAmount(text, whole / p.quantity, lang);
}
