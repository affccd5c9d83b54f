/**
 * Amount suggestions for the ingredient editor (spec section 5: at most 4). Typical amounts for
 * the kind of ingredient ("flour" → "1 cup", "2 cups", "250 g"…), and, once a number is typed,
 * that number with the units the ingredient is measured in ("3" → "3 cups", "3 tbsp"…).
 */
import type { TLanguage } from '../constants.ts';
import { parseAmount } from '../amounts/parse.ts';
import { foldText } from '../amounts/text.ts';
import { amountKindOf, type AmountKind } from './ingredients.ts';

export const AMOUNT_SUGGESTION_LIMIT = 4;

type Pair = { en: readonly string[]; pt: readonly string[] };
/** Unit words as [singular, plural] per language, and the quantities they make sense with. */
interface UnitWords {
  en: readonly [string, string][];
  pt: readonly [string, string][];
  min?: number;
  max?: number;
}

const CUP: UnitWords = { en: [['cup', 'cups']], pt: [['xícara', 'xícaras']], max: 12 };
const TBSP: UnitWords = { en: [['tbsp', 'tbsp']], pt: [['colher de sopa', 'colheres de sopa']], max: 12 };
const TSP: UnitWords = { en: [['tsp', 'tsp']], pt: [['colher de chá', 'colheres de chá']], max: 12 };
const G: UnitWords = { en: [['g', 'g']], pt: [['g', 'g']], min: 10 };
const KG: UnitWords = { en: [['kg', 'kg']], pt: [['kg', 'kg']], max: 5 };
const ML: UnitWords = { en: [['ml', 'ml']], pt: [['ml', 'ml']], min: 10 };
const LB: UnitWords = { en: [['lb', 'lb']], pt: [], max: 10 };
const OZ: UnitWords = { en: [['oz', 'oz']], pt: [], max: 32 };
const CLOVE: UnitWords = { en: [['clove', 'cloves']], pt: [['dente', 'dentes']] };
const LARGE: UnitWords = { en: [['large', 'large']], pt: [['grande', 'grandes']] };
const MEDIUM: UnitWords = { en: [['medium', 'medium']], pt: [['média', 'médias']] };
const SLICE: UnitWords = { en: [['slice', 'slices']], pt: [['fatia', 'fatias']] };
const CAN: UnitWords = { en: [['can', 'cans']], pt: [['lata', 'latas']] };
const BUNCH: UnitWords = { en: [['bunch', 'bunches']], pt: [['maço', 'maços']] };
const PIECE: UnitWords = { en: [], pt: [['unidade', 'unidades']] };

interface KindAmounts {
  typical: Pair;
  units: UnitWords[];
}

const K = (en: string[], pt: string[], units: UnitWords[]): KindAmounts => ({ typical: { en, pt }, units });

const BY_KIND: Record<AmountKind, KindAmounts> = {
  dry: K(['1 cup', '2 cups', '1/2 cup', '250 g'], ['1 xícara', '2 xícaras', '1/2 xícara', '250 g'], [CUP, G, TBSP]),
  grain: K(['1 cup', '2 cups', '500 g', '250 g'], ['1 xícara', '2 xícaras', '500 g', '250 g'], [CUP, G, KG]),
  liquid: K(
    ['1 cup', '1/2 cup', '2 cups', '500 ml'],
    ['1 xícara', '1/2 xícara', '2 xícaras', '500 ml'],
    [CUP, ML, TBSP],
  ),
  oil: K(
    ['2 tbsp', '1 tbsp', '3 tbsp', '1/4 cup'],
    ['2 colheres de sopa', '1 colher de sopa', '3 colheres de sopa', '1/4 xícara'],
    [TBSP, CUP, ML],
  ),
  butter: K(
    ['2 tbsp', '1/2 cup', '100 g', '1 tbsp'],
    ['2 colheres de sopa', '1/2 xícara', '100 g', '1 colher de sopa'],
    [TBSP, CUP, G],
  ),
  spice: K(
    ['1 tsp', '1/2 tsp', 'a pinch', 'to taste'],
    ['1 colher de chá', '1/2 colher de chá', '1 pitada', 'a gosto'],
    [TSP, TBSP],
  ),
  leavening: K(
    ['1 tsp', '1 tbsp', '1/2 tsp', '2 tsp'],
    ['1 colher de chá', '1 colher de sopa', '1/2 colher de chá', '2 colheres de chá'],
    [TSP, TBSP, G],
  ),
  herb: K(
    ['1 bunch', '2 tbsp', '1 handful', '1/4 cup'],
    ['1 maço', '2 colheres de sopa', '1 punhado', '1/4 xícara'],
    [TBSP, BUNCH, CUP],
  ),
  garlic: K(['2 cloves', '3 cloves', '1 clove', '4 cloves'], ['2 dentes', '3 dentes', '1 dente', '4 dentes'], [CLOVE]),
  produce: K(['1 medium', '2 medium', '1 large', '2'], ['1', '2', '1 grande', '2 médias'], [MEDIUM, LARGE, PIECE]),
  'produce-mass': K(['500 g', '1 lb', '2 cups', '250 g'], ['500 g', '1 kg', '2 xícaras', '250 g'], [G, CUP, KG, LB]),
  leafy: K(['2 cups', '1 bunch', '100 g', '4 cups'], ['2 xícaras', '1 maço', '100 g', '4 xícaras'], [CUP, BUNCH, G]),
  'fruit-cup': K(['1 cup', '2 cups', '250 g', '1/2 cup'], ['1 xícara', '2 xícaras', '250 g', '1/2 xícara'], [CUP, G]),
  egg: K(['2', '3', '4', '1'], ['2', '3', '4', '1'], [LARGE, PIECE]),
  meat: K(['500 g', '1 lb', '1 kg', '2 lb'], ['500 g', '1 kg', '300 g', '250 g'], [G, LB, KG, OZ]),
  sliced: K(['4 slices', '6 slices', '100 g', '2 slices'], ['4 fatias', '6 fatias', '100 g', '2 fatias'], [SLICE, G]),
  cheese: K(['1 cup', '1/2 cup', '100 g', '200 g'], ['1 xícara', '1/2 xícara', '100 g', '200 g'], [CUP, G]),
  sauce: K(
    ['1 tbsp', '2 tbsp', '1 tsp', '1/4 cup'],
    ['1 colher de sopa', '2 colheres de sopa', '1 colher de chá', '1/4 xícara'],
    [TBSP, TSP, CUP],
  ),
  can: K(['1 can', '1 cup', '2 cans', '400 g'], ['1 lata', '1 xícara', '2 latas', '400 g'], [CAN, CUP, G]),
  nut: K(['1/2 cup', '1 cup', '100 g', '1/4 cup'], ['1/2 xícara', '1 xícara', '100 g', '1/4 xícara'], [CUP, G]),
  count: K(['2', '1', '3', '4'], ['2', '1', '3', '4'], [PIECE]),
};

const GENERIC = K(
  ['1 cup', '2 tbsp', '1 tsp', '100 g'],
  ['1 xícara', '2 colheres de sopa', '1 colher de chá', '100 g'],
  [CUP, TBSP, TSP, G],
);

/** A typed quantity at the start: "2", "1/2", "1 1/2", "0,5", "½". */
const LEADING_NUMBER = /^(\d+(?:[.,]\d+)?(?:\s+\d+\/\d+)?|\d+\/\d+|\d*[½⅓⅔¼¾⅛])/;

/**
 * At most `limit` (4) amounts for an ingredient: its typical amounts that start like what is
 * typed, then the typed number with its usual units. Unknown ingredients get general amounts.
 */
export function suggestAmounts(
  name: string,
  partial: string,
  lang: TLanguage,
  limit = AMOUNT_SUGGESTION_LIMIT,
): string[] {
  const max = Math.min(limit, AMOUNT_SUGGESTION_LIMIT);
  if (max <= 0) return [];
  const kind = amountKindOf(name);
  const amounts = kind ? BY_KIND[kind] : GENERIC;
  const pt = lang === 'pt-BR';
  const typical = pt ? amounts.typical.pt : amounts.typical.en;
  const typed = foldText(partial);
  const out: string[] = [];
  const push = (s: string) => {
    if (out.length < max && !out.includes(s) && foldText(s).startsWith(typed)) out.push(s);
  };
  for (const s of typical) push(s);
  const number = LEADING_NUMBER.exec(partial.trim());
  if (number) {
    const value = parseAmount(number[1])?.quantity ?? 0;
    const plural = pt ? value >= 2 : value > 1;
    for (const units of [...amounts.units, ...GENERIC.units]) {
      if (value < (units.min ?? 0) || value > (units.max ?? Infinity)) continue;
      for (const [sing, plur] of pt ? units.pt : units.en) push(`${number[1]} ${plural ? plur : sing}`);
    }
    if (!partial.trim().slice(number[1].length).trim()) push(number[1]);
  }
  return out;
}
