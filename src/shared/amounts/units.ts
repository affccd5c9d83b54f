/**
 * Canonical units, what they measure, and every way a cook writes them in English or Brazilian
 * Portuguese. Volumes use the kitchen convention (1 cup = 240 ml, 1 tbsp = 15 ml, 1 tsp = 5 ml,
 * 1 fl oz = 30 ml) so conversions between spoons, cups and millilitres are exact rationals.
 */
import { q, type Q } from './rational.ts';
import { foldKeepLength, isSpace, isWordChar } from './text.ts';

export const UNIT_KEYS = [
  'g',
  'kg',
  'mg',
  'ml',
  'l',
  'tsp',
  'tbsp',
  'dessert-spoon',
  'coffee-spoon',
  'cup',
  'fl-oz',
  'oz',
  'lb',
  'pint',
  'quart',
  'gallon',
  'piece',
  'clove',
  'slice',
  'can',
  'package',
  'box',
  'jar',
  'bunch',
  'sprig',
  'stalk',
  'stick',
  'head',
  'leaf',
  'handful',
  'pinch',
  'dash',
  'drop',
  'drizzle',
  'dozen',
  'glass',
  'whole',
  'large',
  'medium',
  'small',
] as const;
export type UnitKey = (typeof UNIT_KEYS)[number];
export type UnitSystem = 'metric' | 'imperial' | 'neutral';
/** The reader's choice of units (spec: imperial by default, or metric). */
export type TargetSystem = 'metric' | 'imperial';
/**
 * What converting does with a quantity already written in both systems ("1 cup (240 ml)", "350°F
 * (180°C)"): 'keep' (the default) puts the reader's half first and keeps the author's other half
 * beside it; 'drop' leaves the reader's half alone, for text that must read in one system.
 */
export interface ConvertOptions {
  equivalent?: 'keep' | 'drop';
}
/** mass and volume convert; count units are things you count; size words; vague are "a bit". */
export type UnitKind = 'mass' | 'volume' | 'count' | 'size' | 'vague';
export type WordLang = 'en' | 'pt' | 'any';

interface UnitInfo {
  kind: UnitKind;
  system: UnitSystem;
  /** For mass: grams (metric) or ounces (imperial); for volume: millilitres (both systems). */
  base?: Q;
}

const M = (kind: UnitKind, system: UnitSystem, base?: Q): UnitInfo => ({ kind, system, base });

export const UNITS: Record<UnitKey, UnitInfo> = {
  g: M('mass', 'metric', q(1)),
  kg: M('mass', 'metric', q(1000)),
  mg: M('mass', 'metric', q(1, 1000)),
  ml: M('volume', 'metric', q(1)),
  l: M('volume', 'metric', q(1000)),
  tsp: M('volume', 'imperial', q(5)),
  tbsp: M('volume', 'imperial', q(15)),
  'dessert-spoon': M('volume', 'imperial', q(10)),
  'coffee-spoon': M('volume', 'imperial', q(5, 2)),
  cup: M('volume', 'imperial', q(240)),
  'fl-oz': M('volume', 'imperial', q(30)),
  pint: M('volume', 'imperial', q(480)),
  quart: M('volume', 'imperial', q(960)),
  gallon: M('volume', 'imperial', q(3840)),
  oz: M('mass', 'imperial', q(1)),
  lb: M('mass', 'imperial', q(16)),
  piece: M('count', 'neutral'),
  clove: M('count', 'neutral'),
  slice: M('count', 'neutral'),
  can: M('count', 'neutral'),
  package: M('count', 'neutral'),
  box: M('count', 'neutral'),
  jar: M('count', 'neutral'),
  bunch: M('count', 'neutral'),
  sprig: M('count', 'neutral'),
  stalk: M('count', 'neutral'),
  stick: M('count', 'neutral'),
  head: M('count', 'neutral'),
  leaf: M('count', 'neutral'),
  dozen: M('count', 'neutral'),
  glass: M('count', 'neutral'),
  whole: M('count', 'neutral'),
  handful: M('vague', 'neutral'),
  pinch: M('vague', 'neutral'),
  dash: M('vague', 'neutral'),
  drop: M('vague', 'neutral'),
  drizzle: M('vague', 'neutral'),
  large: M('size', 'neutral'),
  medium: M('size', 'neutral'),
  small: M('size', 'neutral'),
};

/** Grams in one avoirdupois ounce. */
export const GRAMS_PER_OZ = 28.349523125;

export function unitSystemOf(unit: UnitKey | null | undefined): UnitSystem {
  return unit ? UNITS[unit].system : 'neutral';
}

export function unitKindOf(unit: UnitKey | null | undefined): UnitKind | null {
  return unit ? UNITS[unit].kind : null;
}

/** A written form of a unit: its singular and plural spelling. */
export interface UnitForm {
  readonly sing: string;
  readonly plur: string;
  readonly unit: UnitKey;
  readonly lang: WordLang;
  /** Abbreviations keep a singular spelling for any quantity ("2 tbsp"), and may end in a dot. */
  readonly abbr: boolean;
}

interface Alias {
  folded: string;
  form: UnitForm;
  plural: boolean;
}

const FORMS: UnitForm[] = [];
function f(unit: UnitKey, lang: WordLang, sing: string, plur = sing, abbr = false): UnitForm {
  const form = { sing, plur, unit, lang, abbr };
  FORMS.push(form);
  return form;
}
const a = (unit: UnitKey, lang: WordLang, sing: string, plur = sing) => f(unit, lang, sing, plur, true);

// Metric mass and volume
a('g', 'any', 'g');
a('g', 'any', 'gr', 'grs');
f('g', 'en', 'gram', 'grams');
f('g', 'en', 'gramme', 'grammes');
f('g', 'pt', 'grama', 'gramas');
a('kg', 'any', 'kg', 'kgs');
f('kg', 'any', 'kilo', 'kilos');
f('kg', 'en', 'kilogram', 'kilograms');
f('kg', 'en', 'kilogramme', 'kilogrammes');
f('kg', 'pt', 'quilo', 'quilos');
f('kg', 'pt', 'quilograma', 'quilogramas');
f('kg', 'pt', 'kilograma', 'kilogramas');
a('mg', 'any', 'mg');
f('mg', 'en', 'milligram', 'milligrams');
f('mg', 'pt', 'miligrama', 'miligramas');
a('ml', 'any', 'ml');
f('ml', 'en', 'milliliter', 'milliliters');
f('ml', 'en', 'millilitre', 'millilitres');
f('ml', 'pt', 'mililitro', 'mililitros');
a('l', 'any', 'l');
a('l', 'any', 'lt', 'lts');
f('l', 'en', 'liter', 'liters');
f('l', 'en', 'litre', 'litres');
f('l', 'pt', 'litro', 'litros');
// Spoons, cups and other US customary measures
a('tsp', 'en', 'tsp', 'tsps');
f('tsp', 'en', 'teaspoon', 'teaspoons');
a('tbsp', 'en', 'tbsp', 'tbsps');
a('tbsp', 'en', 'tbs');
a('tbsp', 'en', 'tbl', 'tbls');
a('tbsp', 'en', 'tblsp');
f('tbsp', 'en', 'tablespoon', 'tablespoons');
f('dessert-spoon', 'en', 'dessertspoon', 'dessertspoons');
f('cup', 'en', 'cup', 'cups');
a('fl-oz', 'en', 'fl oz');
a('fl-oz', 'en', 'fl. oz');
f('fl-oz', 'en', 'fluid ounce', 'fluid ounces');
f('fl-oz', 'pt', 'onça fluida', 'onças fluidas');
a('oz', 'any', 'oz');
f('oz', 'en', 'ounce', 'ounces');
f('oz', 'pt', 'onça', 'onças');
a('lb', 'any', 'lb', 'lbs');
f('lb', 'en', 'pound', 'pounds');
f('lb', 'pt', 'libra', 'libras');
f('pint', 'en', 'pint', 'pints');
f('quart', 'en', 'quart', 'quarts');
a('quart', 'en', 'qt', 'qts');
f('gallon', 'en', 'gallon', 'gallons');
a('gallon', 'en', 'gal');
// Portuguese cups and spoons: "xícara (chá)", "colher de sopa", "c. de chá", "csp"…
for (const suffix of ['', ' (chá)', ' (de chá)', ' de chá']) {
  f('cup', 'pt', `xícara${suffix}`, `xícaras${suffix}`);
  a('cup', 'pt', `xíc.${suffix}`);
  a('cup', 'pt', `xíc${suffix}`);
}
const SPOONS: [UnitKey, string[]][] = [
  ['tbsp', [' de sopa', ' (sopa)', ' (de sopa)', ' sopa', '']],
  ['tsp', [' de chá', ' (chá)', ' (de chá)', ' chá']],
  ['dessert-spoon', [' de sobremesa', ' (sobremesa)', ' (de sobremesa)']],
  ['coffee-spoon', [' de café', ' (café)', ' (de café)']],
];
for (const [unit, suffixes] of SPOONS) {
  for (const suffix of suffixes) {
    f(unit, 'pt', `colher${suffix}`, `colheres${suffix}`);
    if (suffix === '') continue;
    for (const short of ['c.', 'col.', 'colh.']) a(unit, 'pt', `${short}${suffix.replace('(de ', '(')}`);
  }
}
a('tbsp', 'pt', 'csp');
a('tbsp', 'pt', 'c.s.');
a('tsp', 'pt', 'cch');
a('tsp', 'pt', 'c.c.');
// Things you count
f('piece', 'en', 'piece', 'pieces');
a('piece', 'en', 'pc', 'pcs');
a('piece', 'pt', 'pç', 'pçs');
f('piece', 'pt', 'pedaço', 'pedaços');
f('piece', 'pt', 'unidade', 'unidades');
a('piece', 'pt', 'un');
a('piece', 'pt', 'und');
a('piece', 'pt', 'unid');
f('clove', 'en', 'clove', 'cloves');
f('clove', 'pt', 'dente', 'dentes');
f('slice', 'en', 'slice', 'slices');
f('slice', 'pt', 'fatia', 'fatias');
f('can', 'en', 'can', 'cans');
f('can', 'en', 'tin', 'tins');
f('can', 'pt', 'lata', 'latas');
f('package', 'en', 'package', 'packages');
f('package', 'en', 'packet', 'packets');
f('package', 'en', 'pack', 'packs');
a('package', 'en', 'pkg', 'pkgs');
f('package', 'any', 'envelope', 'envelopes');
f('package', 'en', 'sachet', 'sachets');
f('package', 'pt', 'sachê', 'sachês');
f('package', 'pt', 'pacote', 'pacotes');
a('package', 'pt', 'pct', 'pcts');
f('box', 'en', 'box', 'boxes');
f('box', 'pt', 'caixa', 'caixas');
f('box', 'pt', 'caixinha', 'caixinhas');
f('jar', 'en', 'jar', 'jars');
f('jar', 'pt', 'pote', 'potes');
f('jar', 'pt', 'vidro', 'vidros');
f('bunch', 'en', 'bunch', 'bunches');
f('bunch', 'pt', 'maço', 'maços');
f('sprig', 'en', 'sprig', 'sprigs');
f('sprig', 'pt', 'ramo', 'ramos');
f('sprig', 'pt', 'raminho', 'raminhos');
f('stalk', 'en', 'stalk', 'stalks');
f('stalk', 'pt', 'talo', 'talos');
f('stick', 'en', 'stick', 'sticks');
f('stick', 'pt', 'tablete', 'tabletes');
f('stick', 'pt', 'pau', 'paus');
f('stick', 'pt', 'barra', 'barras');
f('head', 'en', 'head', 'heads');
f('head', 'pt', 'cabeça', 'cabeças');
f('head', 'pt', 'pé', 'pés');
f('leaf', 'en', 'leaf', 'leaves');
f('leaf', 'pt', 'folha', 'folhas');
f('dozen', 'en', 'dozen');
f('dozen', 'pt', 'dúzia', 'dúzias');
f('glass', 'en', 'glass', 'glasses');
f('glass', 'pt', 'copo', 'copos');
f('whole', 'en', 'whole');
f('whole', 'pt', 'inteiro', 'inteiros');
f('whole', 'pt', 'inteira', 'inteiras');
// A little of something
f('handful', 'en', 'handful', 'handfuls');
f('handful', 'pt', 'punhado', 'punhados');
f('pinch', 'en', 'pinch', 'pinches');
f('pinch', 'pt', 'pitada', 'pitadas');
f('dash', 'en', 'dash', 'dashes');
f('dash', 'en', 'splash', 'splashes');
f('dash', 'pt', 'pingo', 'pingos');
f('drop', 'en', 'drop', 'drops');
f('drop', 'pt', 'gota', 'gotas');
f('drizzle', 'en', 'drizzle', 'drizzles');
f('drizzle', 'pt', 'fio', 'fios');
// Sizes
f('large', 'en', 'large');
f('large', 'pt', 'grande', 'grandes');
f('medium', 'en', 'medium');
f('medium', 'pt', 'médio', 'médios');
f('medium', 'pt', 'média', 'médias');
f('small', 'en', 'small');
f('small', 'pt', 'pequeno', 'pequenos');
f('small', 'pt', 'pequena', 'pequenas');

/**
 * Aliases by their first two folded characters (one-letter aliases by their letter), longest
 * first, so "colheres de sopa" wins over "colher" and a lookup scans a handful of candidates.
 */
const BY_PREFIX = new Map<string, Alias[]>();
for (const form of FORMS) {
  const variants: [string, boolean][] = [[form.sing, false]];
  if (form.plur !== form.sing) variants.push([form.plur, true]);
  for (const [text, plural] of variants) {
    const folded = foldKeepLength(text);
    const key = folded.slice(0, 2);
    const list = BY_PREFIX.get(key) ?? [];
    if (!list.some((x) => x.folded === folded)) list.push({ folded, form, plural });
    BY_PREFIX.set(key, list);
  }
}
for (const list of BY_PREFIX.values()) list.sort((x, y) => y.folded.length - x.folded.length);

function matchIn(list: Alias[] | undefined, folded: string, i: number): UnitMatch | null {
  if (!list) return null;
  for (const alias of list) {
    let end = matchAlias(folded, i, alias.folded);
    if (end < 0) continue;
    const last = alias.folded[alias.folded.length - 1];
    if (last !== '.' && last !== ')' && isWordChar(folded, end)) continue;
    if (alias.form.abbr && last !== '.' && folded[end] === '.' && !isWordChar(folded, end + 1)) end++;
    return { form: alias.form, plural: alias.plural, start: i, end };
  }
  return null;
}

/** Single letters that are units only in their exact case: T = tbsp, t = tsp, c/C = cup. */
const LETTER_FORMS: Record<string, UnitForm> = {
  T: { sing: 'T', plur: 'T', unit: 'tbsp', lang: 'en', abbr: true },
  t: { sing: 't', plur: 't', unit: 'tsp', lang: 'en', abbr: true },
  c: { sing: 'c', plur: 'c', unit: 'cup', lang: 'en', abbr: true },
  C: { sing: 'C', plur: 'C', unit: 'cup', lang: 'en', abbr: true },
};

export interface UnitMatch {
  form: UnitForm;
  plural: boolean;
  start: number;
  end: number;
}

/**
 * Compares an alias at position i of the folded text. A space in the alias matches any run of
 * whitespace, or none next to "(" or after "." ("xícara(chá)", "c.de sopa", "fl.oz").
 */
function matchAlias(text: string, i: number, alias: string): number {
  let j = i;
  for (let k = 0; k < alias.length; k++) {
    const ch = alias[k];
    if (ch === ' ') {
      let n = 0;
      while (j < text.length && isSpace(text, j)) {
        j++;
        n++;
      }
      if (n === 0 && alias[k + 1] !== '(' && alias[k - 1] !== '.') return -1;
      continue;
    }
    if (text[j] !== ch) return -1;
    j++;
  }
  return j;
}

/** The unit written at position i of `text` (its folded twin is `folded`), or null. */
export function matchUnitAt(text: string, folded: string, i: number): UnitMatch | null {
  if (i >= folded.length) return null;
  const found =
    (i + 1 < folded.length ? matchIn(BY_PREFIX.get(folded.slice(i, i + 2)), folded, i) : null) ??
    matchIn(BY_PREFIX.get(folded[i]), folded, i);
  if (found) return found;
  const letter = LETTER_FORMS[text[i]];
  if (letter && !isWordChar(text, i + 1)) {
    let end = i + 1;
    if (text[end] === '.' && !isWordChar(text, end + 1)) end++;
    return { form: letter, plural: false, start: i, end };
  }
  return null;
}

/** The written form a cook would expect for a unit in a language (for conversion output). */
const OUTPUT_FORMS: Partial<Record<UnitKey, { en: [string, string]; pt: [string, string] }>> = {
  g: { en: ['g', 'g'], pt: ['g', 'g'] },
  kg: { en: ['kg', 'kg'], pt: ['kg', 'kg'] },
  mg: { en: ['mg', 'mg'], pt: ['mg', 'mg'] },
  ml: { en: ['ml', 'ml'], pt: ['ml', 'ml'] },
  l: { en: ['l', 'l'], pt: ['l', 'l'] },
  oz: { en: ['oz', 'oz'], pt: ['oz', 'oz'] },
  lb: { en: ['lb', 'lb'], pt: ['lb', 'lb'] },
  tsp: { en: ['tsp', 'tsp'], pt: ['colher de chá', 'colheres de chá'] },
  tbsp: { en: ['tbsp', 'tbsp'], pt: ['colher de sopa', 'colheres de sopa'] },
  cup: { en: ['cup', 'cups'], pt: ['xícara', 'xícaras'] },
  quart: { en: ['quart', 'quarts'], pt: ['quarto de galão', 'quartos de galão'] },
  'fl-oz': { en: ['fl oz', 'fl oz'], pt: ['onça fluida', 'onças fluidas'] },
};

export function outputUnitWord(unit: UnitKey, lang: 'en' | 'pt', plural: boolean): string {
  const forms = OUTPUT_FORMS[unit];
  if (!forms) return unit;
  return forms[lang][plural ? 1 : 0];
}

/** English: plural above 1 ("1 1/2 cups"); Portuguese: plural from 2 ("1 1/2 xícara", "2 xícaras"). */
export function wantsPlural(value: number, lang: 'en' | 'pt'): boolean {
  return lang === 'pt' ? value >= 2 : value > 1;
}

/**
 * The written unit re-spelled for a new quantity, keeping the writer's accents and capitals:
 * "cup" → "cups", "xicaras" → "xicara", "Dentes" → "Dente". Abbreviations written in the singular
 * stay as they are ("tbsp"); written in the plural they lose it for one ("lbs" → "lb").
 */
export function respellUnit(
  written: string,
  match: Pick<UnitMatch, 'form' | 'plural'>,
  value: number,
  hint: 'en' | 'pt' = 'en',
): string {
  const { form } = match;
  if (form.sing === form.plur) return written;
  const lang = form.lang === 'any' ? hint : form.lang;
  const plural = wantsPlural(value, lang);
  if (plural === match.plural) return written;
  if (form.abbr && !match.plural) return written;
  let target = plural ? form.plur : form.sing;
  const trailingDot = written.endsWith('.') && !target.endsWith('.') ? '.' : '';
  const lowerWritten = written.toLowerCase();
  if (lowerWritten === foldKeepLength(written) && foldKeepLength(target) !== target) target = foldKeepLength(target);
  if (written === written.toUpperCase() && written.length > 1 && written !== lowerWritten)
    target = target.toUpperCase();
  else if (written[0] !== lowerWritten[0]) target = target[0].toUpperCase() + target.slice(1);
  return target + trailingDot;
}
