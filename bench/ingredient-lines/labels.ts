/**
 * What a labelled line expects, in Tempero's terms: the labelled CSVs of strangetom/ingredient-parser
 * (MIT) and Tempero's own Portuguese TSV. How their labels map to ours is written down in README.md;
 * this file is that mapping and nothing else (it does not read lines the way the product does:
 * only the labels' unit words go through the product's unit table, to name them by their key).
 */
import { normalizeIngredientName } from '../../src/shared/amounts/names.ts';
import { foldKeepLength } from '../../src/shared/amounts/text.ts';
import { matchUnitAt } from '../../src/shared/amounts/unit-words.ts';
import { UNITS } from '../../src/shared/amounts/units.ts';
import { LANG_WORDS } from '../../src/shared/amounts/lang-words.ts';
import enLineWords from '../../src/knowledge/lang/en/line-words.json' with { type: 'json' };

export interface Expected {
  line: string;
  /** null: the line has no quantity. */
  quantity: { min: number; max: number | null } | null;
  /** A unit key of src/shared/amounts/units.ts, `?word` for a unit Tempero has no key for, or null. */
  unit: string | null;
  size: string | null;
  name: string;
  preparation: string;
  comment: string;
  /** Only the Portuguese set labels "to taste" on its own. */
  toTaste: boolean | null;
  /** How the mapping read the labels (for the README's counts): 'pack', 'article', 'word-quantity'… */
  notes: string[];
}

// ---------------------------------------------------------------- CSV / TSV

/** RFC 4180 CSV (quoted fields, doubled quotes, commas and newlines inside quotes). */
export function parseCsv(text: string): Record<string, string>[] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || row.length) {
    row.push(field);
    rows.push(row);
  }
  const [header, ...body] = rows;
  return body
    .filter((r) => r.length > 1 || r[0] !== '')
    .map((r) => Object.fromEntries(header.map((h, n) => [h, r[n] ?? ''])));
}

export function parseTsv(text: string): Record<string, string>[] {
  const [header, ...body] = text.split('\n').filter((l) => l.trim() !== '');
  const names = header.split('\t');
  return body.map((l) => {
    const cells = l.split('\t');
    return Object.fromEntries(names.map((h, n) => [h, cells[n] ?? '']));
  });
}

// ---------------------------------------------------------------- strangetom quantities

const WORD_QUANTITIES: Record<string, number> = { half: 0.5, 'one-half': 0.5, a: 1, an: 1, one: 1 };

/** One of their quantity tokens: "2", "0.25", "#1$2", "1#1$2", "1-2", "#1$2-1", "8x"; null for words such as "few". */
export function labelQuantity(token: string): { min: number; max: number | null; times: boolean } | null {
  let t = token.trim().toLowerCase();
  const times = t.endsWith('x') && /\d/.test(t);
  if (times) t = t.slice(0, -1);
  const one = (v: string): number | null => {
    const m = /^(\d+(?:\.\d+)?)?(?:#(\d+)\$(\d+))?$/.exec(v);
    if (m && (m[1] || m[2])) return (m[1] ? Number(m[1]) : 0) + (m[2] ? Number(m[2]) / Number(m[3]) : 0);
    if (/^\d+\/\d+$/.test(v)) {
      const [n, d] = v.split('/').map(Number);
      return d ? n / d : null;
    }
    return WORD_QUANTITIES[v] ?? null;
  };
  const range = /^(.+?)[-–](.+)$/.exec(t);
  if (range && one(range[1]) !== null && one(range[2]) !== null)
    return { min: one(range[1])!, max: one(range[2])!, times };
  const v = one(t);
  return v === null ? null : { min: v, max: null, times };
}

// ---------------------------------------------------------------- strangetom units

/**
 * Words their unit labels hold that are not units in Tempero: modifiers of a unit (ours are
 * `modifier`) and lengths, which size a piece ("1 (1 inch) piece", "3 (6 inch) tortillas").
 */
const UNIT_MODIFIERS = new Set([
  'heaping',
  'heaped',
  'scant',
  'generous',
  'level',
  'rounded',
  'good',
  'thin',
  'thick',
  'big',
  // 2026-12-04: Tempero's modifiers too ("Tiny pinch of salt", "5 packed cups sorrel").
  'tiny',
  'healthy',
  'packed',
  'well-packed',
  // "2 very large onions": what qualifies a size.
  'very',
]);
/** "medium to large", "small or medium": the words between two sizes. */
const SIZE_JOINERS = new Set(['to', 'or', '-']);
const LENGTHS = /^(?:\d+(?:\.\d+)?-?)?(?:inch|inches|in|cm|mm|centimeters?|centimetres?)(?:-\w+)?$/i;

export interface LabelUnit {
  /** Our key, or `?word` (singular, lowercase) for a unit we have no key for. */
  key: string;
  words: string;
}

/** Their unit label ("ounce can", "g oz", "fl oz", "large clove") as our unit keys, sizes apart. */
export function labelUnits(label: string): { units: LabelUnit[]; size: string | null } {
  const tokens = label.trim().split(/\s+/).filter(Boolean);
  const units: LabelUnit[] = [];
  let size: string | null = null;
  for (let i = 0; i < tokens.length;) {
    let taken = 0;
    for (let len = Math.min(3, tokens.length - i); len >= 1 && !taken; len--) {
      const words = tokens.slice(i, i + len).join(' ');
      const key = unitKeyOf(words);
      if (!key) continue;
      if (UNITS[key as keyof typeof UNITS]?.kind === 'size') size ??= key;
      else units.push({ key, words });
      taken = len;
    }
    if (!taken) {
      const w = tokens[i].toLowerCase();
      const sizeAt = (k: number) =>
        k >= 0 && k < tokens.length && UNITS[unitKeyOf(tokens[k]) as keyof typeof UNITS]?.kind === 'size';
      const betweenSizes = SIZE_JOINERS.has(w) && sizeAt(i - 1) && sizeAt(i + 1);
      if (!betweenSizes && !UNIT_MODIFIERS.has(w) && !LENGTHS.test(w) && !/^\d/.test(w))
        units.push({ key: `?${normalizeIngredientName(w)}`, words: tokens[i] });
      taken = 1;
    }
    i += taken;
  }
  return { units, size };
}

/** Our unit key for a whole word or phrase ("tablespoons", "fl oz", "T"), or null. */
export function unitKeyOf(words: string): string | null {
  const w = words.replace(/\.$/, '');
  const u = matchUnitAt(w, foldKeepLength(w), 0);
  return u && u.end === w.length ? u.form.unit : null;
}

// ---------------------------------------------------------------- where their units sit

const ONE_NUMBER = String.raw`(?:\d+(?:[.,]\d+)?(?:\s+\d+\s*\/\s*\d+|\s*\/\s*\d+)?(?:\s*[½¼¾⅓⅔⅛⅜⅝⅞⅕⅖⅗⅘⅙⅚])?|[½¼¾⅓⅔⅛⅜⅝⅞⅕⅖⅗⅘⅙⅚])`;
/** The first quantity: a number, a mixed number, or a range of them ("1 1/2 to 2", "2-3"). */
const NUMBER_AT = new RegExp(`${ONE_NUMBER}(?:\\s*(?:-|–|to|or|a|ou)\\s*${ONE_NUMBER})?`, 'u');

/** A size written with a number word right after the count ("1 four-pound chicken", "2 one-pound cans"). */
const WORD_SIZE = new RegExp(
  `^\\s+(?:${[...LANG_WORDS.numbers.keys()].filter((w) => /^\p{L}+$/u.test(w)).join('|')})(?:-and-(?:a-|one-)?half)?-(?:pound|ounce|inch|quart|pint|gallon|lb|oz)s?(?:-[a-z]+)?\\s`,
  'iu',
);

/** Where the first written number ends in the line, or -1. */
function firstNumberEnd(line: string): number {
  const m = NUMBER_AT.exec(line);
  return m ? m.index + m[0].length : -1;
}

/** The first place at or after `from` where the unit is written, or -1. */
function unitPosition(line: string, u: LabelUnit, from: number): number {
  const f = foldKeepLength(line);
  if (u.key.startsWith('?')) {
    const re = new RegExp(`(^|[^\\p{L}])${u.words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'iu');
    const m = re.exec(line.slice(from));
    return m ? from + m.index + m[1].length : -1;
  }
  for (let i = from; i < line.length; i++) {
    if (i > 0 && /[\p{L}]/u.test(line[i - 1])) continue;
    const m = matchUnitAt(line, f, i);
    if (m && m.form.unit === u.key) return i;
  }
  return -1;
}

/** The count unit written right after a pack's size ("1 (14 oz) can", "2 x 7g sachets", "1 28-ounce can"), or null. */
export function containerAfterPack(line: string, numberEnd: number): { key: string; word: string } | null {
  const m =
    /^\s*(?:\([^)]*\)|[x×]\s*[\d.,/½¼¾⅓⅔]+(?:\s*[\d/]+)?\s*-?\s*[a-z.]+|\s+[\d.,/½¼¾⅓⅔]+(?:\s+\d+\/\d+)?\s*-?\s*[a-z.]+|-\s*[\d.,/]+\s*-?\s*[a-z.]+)\s+/i.exec(
      line.slice(numberEnd),
    );
  const w = m ? null : WORD_SIZE.exec(line.slice(numberEnd));
  if (!m && !w) return null;
  const at = numberEnd + (m ?? w)![0].length;
  const u = matchUnitAt(line, foldKeepLength(line), at);
  if (!u || /[\p{L}]/u.test(line[u.end] ?? '')) return null;
  const kind = UNITS[u.form.unit].kind;
  return kind === 'count' && u.form.unit !== 'whole' ? { key: u.form.unit, word: line.slice(at, u.end) } : null;
}

const isMeasure = (key: string) => {
  const kind = UNITS[key as keyof typeof UNITS]?.kind;
  return kind === 'mass' || kind === 'volume';
};

/**
 * The unit of the line's first quantity from their labels. Their unit label lists every unit
 * token in the order of the sentence, whatever quantity it belongs to ("4 medium carrots (about 10
 * ounces)" → "medium ounce"), so the first one is ours only when nothing but words sits between
 * the first number and it. After "1 (14 oz)", "2 x 7g", "1 28-oz" the first quantity counts the
 * container that follows (ours: 1 can, each 14 oz), or nothing ("1 (12 ounce) pizza crust").
 */
export function primaryUnit(line: string, units: LabelUnit[], hasQuantity: boolean, notes: string[]): string | null {
  if (units.length === 0) return null;
  if (!hasQuantity) return units[0].key;
  const end = firstNumberEnd(line);
  if (end < 0) return units[0].key;
  const after = line.slice(end);
  if (
    /^\s*\(\s*[\d.½¼¾⅓⅔]/.test(after) ||
    /^\s*[x×]\s*\d/i.test(after) ||
    /^\s+\d/.test(after) ||
    /^-\s*\d/.test(after) ||
    WORD_SIZE.test(after)
  ) {
    notes.push('pack');
    const container = units.find((u) => !isMeasure(u.key));
    if (container) return container.key;
    // NYT never labels the container after a size ("1 28-ounce can"), AllRecipes puts it in the name
    // ("1 (32 ounce) carton broth"): the count word right after the size is the unit, as ours.
    const word = containerAfterPack(line, end);
    if (word) notes.push('container-unlabelled');
    return word?.key ?? null;
  }
  const at = unitPosition(line, units[0], end);
  if (at < 0) return units[0].key;
  const between = line.slice(end, at);
  if (/[\d(]/.test(between)) {
    notes.push('unit-of-another-quantity');
    return null;
  }
  return units[0].key;
}

// ---------------------------------------------------------------- rows

/** A labelled row of strangetom/ingredient-parser's CSVs, in Tempero's terms. */
export function expectedFromStrangetom(row: Record<string, string>): Expected {
  const notes: string[] = [];
  const line = row.input;
  const qTokens = row.quantity.trim().split(/\s+/).filter(Boolean);
  let quantity: Expected['quantity'] = null;
  const extraUnits: LabelUnit[] = [];
  if (qTokens.length) {
    const q = labelQuantity(qTokens[0]);
    if (q) quantity = { min: q.min, max: q.max };
    else notes.push('word-quantity');
    if (q?.times) notes.push('times');
    if (qTokens.length > 1) notes.push('first-part-only');
    // Old NYT labels put "dozen" among the quantities ("1 dozen").
    if (qTokens.includes('dozen')) extraUnits.push({ key: 'dozen', words: 'dozen' });
  }
  const { units, size } = labelUnits(row.unit);
  const unit = primaryUnit(line, [...units, ...extraUnits], quantity !== null, notes);
  let name = row.name;
  if (notes.includes('container-unlabelled')) {
    // "carton chicken broth" (AllRecipes): the container is our unit, not part of the name.
    const word = containerAfterPack(line, firstNumberEnd(line))!.word;
    if (nameKey(name).startsWith(`${nameKey(word)} `)) name = name.trim().split(/\s+/).slice(1).join(' ');
  }
  return {
    line,
    quantity,
    unit,
    size: (row.size ? unitKeyOf(row.size) : null) ?? size,
    name,
    preparation: row.preparation ?? '',
    comment: [row.comment, row.purpose].filter(Boolean).join(', '),
    toTaste: null,
    notes,
  };
}

/** A row of Tempero's Portuguese set (bench/ingredient-lines/pt-BR/*.tsv). */
export function expectedFromTempero(row: Record<string, string>): Expected {
  const num = (v: string) => (v.trim() === '' ? null : Number(v.replace(',', '.')));
  const min = num(row.quantity);
  return {
    line: row.line,
    quantity: min === null ? null : { min, max: num(row.quantity_max) },
    unit: row.unit || null,
    size: row.size || null,
    name: row.name,
    preparation: row.preparation,
    comment: row.comment,
    toTaste: row.to_taste === 'Y',
    notes: [],
  };
}

// ---------------------------------------------------------------- comparing

/** The comparison key of a name: case, accents, punctuation and plurals folded ("Boston lettuce leaves" = "boston lettuce leaf"). */
export function nameKey(name: string): string {
  return normalizeIngredientName(
    name
      .replace(/[®™©*]/g, ' ')
      .replace(/[^\p{L}\p{N}\s'-]/gu, ' ')
      .replace(/\s+-\s+/g, ' '),
  )
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A name as the sets' shared conventions compare it, folded the same way on both sides (README,
 * "Conventions folded"): only the first of alternatives ("heavy cream or crème fraîche": NYT names
 * the first, AllRecipes all); no leading "freshly ground / grated / cracked" (NYT keeps it in 1,047
 * of 1,435 names, AllRecipes never) nor "cold / warm / lukewarm" (NYT: preparation, AllRecipes:
 * name) nor "good-quality / homemade / store-bought" (NYT: note, AllRecipes: name); the fruit of "juice / zest / rind of 1 lemon" (they name the lemon, ours what is used).
 */
export function conventionNameKey(name: string): string {
  let k = nameKey(name);
  const or = k.indexOf(' or ');
  if (or > 0) k = k.slice(0, or);
  k = k.replace(
    /^(?:the )?(?:(?:finely )?grated )?(?:juice|zest|rind|peel)(?: (?:and|or) (?:(?:finely )?grated )?(?:juice|zest|rind|peel))? (?:of|from) (?:the |an? )?/,
    '',
  );
  k = k.replace(/^freshly (?:ground|grated|cracked) /, '').replace(/^(?:cold|warm|lukewarm) (?=\S)/, '');
  // NYT keeps these in 5 of its 151 names with them, AllRecipes in 21 of 30.
  k = k.replace(/^(?:(?:good|best|high)[ -]quality|homemade|home-made|store-bought) (?=\S)/, '');
  return k.trim();
}

/** Words that only say what a food is like or how it was made ("skinless", "firm", "fresh"). */
const QUALIFYING = new Set(
  [
    ...enLineWords.preparation,
    ...enLineWords.adverbs,
    ...enLineWords.qualities,
    ...enLineWords.states,
    ...enLineWords.nameWords,
  ].map((w) => w.toLowerCase()),
);

/**
 * The same food by the sets' conventions (README, "Conventions folded"): the folded names are
 * equal, or, when ours is a comma series of alternatives ("farro, spelt or barley"), both name
 * its first food. The "first of alternatives" fold cuts a name at its "or"; a series has commas
 * before it, which the labels do not keep (AllRecipes drops every comma: "mozzarella provolone or
 * fontina cheese"), so our series says where its first food ends and their name is cut at the
 * same word. Not when the first piece only qualifies the food ("skinless, boneless chicken
 * breasts or thighs").
 */
export function sameName(want: string, got: string): boolean {
  if (conventionNameKey(want) === conventionNameKey(got)) return true;
  const or = got.search(/\sor\s/i);
  if (or < 0) return false;
  const pieces = got.slice(0, or).split(/\s*,\s*/);
  if (pieces.length < 2 || !pieces[0].trim() || !pieces[1].trim()) return false;
  // Every piece names a food: not only qualifying words ("mushrooms, wild or cultivated"), nor a
  // note ("lettuce leaves, either iceberg or romaine", "ham, with or without rind").
  const alternatives = [...pieces, got.slice(or).replace(/^\s*or\s+/i, '')];
  const foodPiece = (p: string) => {
    const ws = p.trim().toLowerCase().split(/\s+/);
    if (/^(?:either|if|from|with|without|perhaps|preferably|such|like|about)$/.test(ws[0])) return false;
    return !ws.every((w) => QUALIFYING.has(w) || /(?:less|ed|free)$/.test(w));
  };
  if (!alternatives.every(foodPiece)) return false;
  const next = nameKey(pieces[1]).split(' ')[0];
  const words = nameKey(want).split(' ');
  const at = words.indexOf(next, 1);
  const wantHead = at > 0 ? words.slice(0, at).join(' ') : want;
  return conventionNameKey(wantHead) === conventionNameKey(pieces[0]);
}

/** Loose comparison of preparation and notes: the same words, in any order, without joiners. */
export function wordsKey(text: string): string {
  return [
    ...new Set(
      nameKey(text)
        .split(' ')
        .filter((w) => w && !['and', 'or', 'e', 'ou', 'de', 'of'].includes(w)),
    ),
  ]
    .sort()
    .join(' ');
}

export const close = (a: number, b: number) => Math.abs(a - b) <= Math.max(0.011, 0.01 * Math.abs(a));
