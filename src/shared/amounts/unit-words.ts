/**
 * Every way a cook writes a unit in English or Brazilian Portuguese ("xícara (chá)", "colheres de
 * sopa", "Tbsp", "T"), and reading one at a position of an amount.
 */
import { foldKeepLength, isSpace, isWordChar } from './text.ts';
import type { UnitKey, WordLang } from './units.ts';

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
