/**
 * How well Tempero reads ingredient lines (src/shared/amounts/line.ts) against human labels:
 * quantity, unit and name of each line (and preparation and notes, loosely), per set.
 *
 *   node_modules/.bin/node bench/ingredient-lines/run.ts --mirror /path/to/strangetom+ingredient-parser/repo
 *        [--sets dev|heldout|pt|all] [--errors SET[:N]] [--kinds N] [--json FILE]
 *   node_modules/.bin/node bench/ingredient-lines/run.ts --csv-dir DIR     (CSV files named as in SETS below)
 *
 * English sets come from strangetom/ingredient-parser (MIT), read from a git directory of that
 * repository at pinned commits (nothing of theirs is copied into this repository); the Portuguese
 * set is Tempero's own (pt-BR/dev.tsv, pt-BR/heldout.tsv). dev sets are for tuning; held-out sets
 * are only measured. See README.md for the label mapping.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readIngredientLine, type IngredientLine } from '../../src/shared/amounts/line.ts';
import { parseAmountDetail } from '../../src/shared/amounts/parse.ts';
import { toNumber } from '../../src/shared/amounts/rational.ts';
import type { UnitKey } from '../../src/shared/amounts/units.ts';
import { findFoodKey, type FoodLang } from '../../src/shared/food/lookup.ts';
import {
  close,
  conventionNameKey,
  sameName,
  expectedFromStrangetom,
  expectedFromTempero,
  parseCsv,
  parseTsv,
  wordsKey,
  type Expected,
} from './labels.ts';

interface SetSpec {
  name: string;
  kind: 'dev' | 'heldout';
  lang: 'en' | 'pt-BR';
  /** strangetom: commit and path in their repository; limit: the labelled rows (the rest are machine-made). */
  commit?: string;
  file: string;
  limit?: number;
}

export const SETS: SetSpec[] = [
  // The newest NYT and AllRecipes CSVs are over 4 MiB and absent from the mirror; these are their last smaller versions.
  {
    name: 'nytimes',
    kind: 'dev',
    lang: 'en',
    commit: '28c6d5f4e99e14dfd2fa2d763200a09b2859a997',
    file: 'train/data/nytimes/nyt-ingredients-snapshot-2015-clean.csv',
  },
  {
    name: 'allrecipes',
    kind: 'dev',
    lang: 'en',
    commit: '292506afb5100263a76ce9655b5166e61ae6c331',
    file: 'train/data/allrecipes/allrecipes-ingredients-snapshot-2017.csv',
  },
  { name: 'pt-BR dev', kind: 'dev', lang: 'pt-BR', file: 'pt-BR/dev.tsv' },
  {
    name: 'bbc',
    kind: 'heldout',
    lang: 'en',
    commit: 'd6c4386f46a256295b1d79e0d9dbae3b7a980e2b',
    file: 'train/data/bbc/bbc-ingredients-snapshot-2017.csv',
    limit: 15000,
  },
  {
    name: 'cookstr',
    kind: 'heldout',
    lang: 'en',
    commit: 'd6c4386f46a256295b1d79e0d9dbae3b7a980e2b',
    file: 'train/data/cookstr/cookstr-ingredients-snapshot-2017.csv',
    limit: 15000,
  },
  {
    name: 'tastecooking',
    kind: 'heldout',
    lang: 'en',
    commit: 'd6c4386f46a256295b1d79e0d9dbae3b7a980e2b',
    file: 'train/data/tastecooking/tastecooking-ingredients-snapshot-2024.csv',
  },
  { name: 'pt-BR held-out', kind: 'heldout', lang: 'pt-BR', file: 'pt-BR/heldout.tsv' },
];

export interface LineResult {
  expected: Expected;
  got: IngredientLine;
  quantity: boolean;
  unit: boolean;
  name: boolean;
  /** The food the reader's name means is the food the label's name means (`sameFood`). */
  food: boolean;
  preparation: boolean;
  comment: boolean;
}

/** The words of a name as written, case and punctuation apart ("cod, haddock" = "cod haddock"). */
const writtenKey = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^\p{L}\p{N}'-]+/gu, ' ')
    .trim();
const sameWords = (a: string, b: string) => writtenKey(a) === writtenKey(b);

const unitKey = (u: string | null): UnitKey | null => (u && !u.startsWith('?') ? (u as UnitKey) : null);

/**
 * The food column: the food key our name resolves to in the food knowledge (with our unit, as the
 * product looks it up) equals the one the label's name resolves to (with the label's unit). When
 * the label's name resolves to no food, the folded names are compared as in the name column. The
 * same words, only their punctuation apart, are the same food: AllRecipes drops the commas and
 * slashes of its name tokens ("cod haddock or orange roughy fillets", "parsnips and or carrots"),
 * which read as another series than the line's. Plurals are not folded here, so a food the lookup
 * finds in the plural and not in the singular still counts wrong.
 */
export function sameFood(expected: Expected, got: IngredientLine, lang: FoodLang): boolean {
  if (expected.name.trim() && sameWords(expected.name, got.name)) return true;
  const want = expected.name.trim() ? findFoodKey(expected.name, lang, unitKey(expected.unit)) : null;
  if (want === null) return sameName(expected.name, got.name);
  return findFoodKey(got.name, lang, got.unit ?? null) === want;
}

/** Compares one reading with its labels (the mapping's choices are in README.md). */
export function judge(expected: Expected, got: IngredientLine, lang: FoodLang = 'en'): LineResult {
  const e = expected.quantity;
  let quantity: boolean;
  if (!e) {
    // "a pinch of salt", "juice of a lime": they label no quantity, we read the article as one.
    quantity =
      got.quantity === null ||
      (got.quantity === 1 &&
        (/^\s*(a|an|one|um|uma)\s/i.test(expected.line) ||
          /^\s*(?:\S+\s+){1,4}(?:of|from|de)\s+(a|an|um|uma)\s/i.test(expected.line)));
  } else {
    quantity =
      got.quantity !== null &&
      close(e.min, got.quantity) &&
      (e.max === null ? got.quantityMax === null : got.quantityMax !== null && close(e.max, got.quantityMax));
    if (!quantity) {
      // "2 tablespoons plus 2 teaspoons": their QTY is the first number, ours the whole amount.
      const d = parseAmountDetail(got.amount);
      quantity = !!d?.min && !!d.compound && close(e.min, toNumber(d.min.value));
    }
  }
  const unit = (expected.unit ?? null) === (got.unit ?? null);
  return {
    expected,
    got,
    quantity,
    unit,
    name: sameName(expected.name, got.name),
    food: sameFood(expected, got, lang),
    preparation: wordsKey(expected.preparation) === wordsKey(got.preparation),
    comment: wordsKey(expected.comment) === wordsKey(got.comment),
  };
}

function readSet(spec: SetSpec, mirror: string | undefined, csvDir: string | undefined): Expected[] {
  if (spec.lang === 'pt-BR') {
    const text = fs.readFileSync(path.join(import.meta.dirname, spec.file), 'utf8');
    return parseTsv(text).map(expectedFromTempero);
  }
  let text: string;
  if (csvDir) text = fs.readFileSync(path.join(csvDir, path.basename(spec.file)), 'utf8');
  else if (mirror)
    text = execFileSync('git', [`--git-dir=${mirror}`, 'show', `${spec.commit}:${spec.file}`], {
      maxBuffer: 1 << 28,
    }).toString('utf8');
  else throw new Error('give --mirror GITDIR (or --csv-dir DIR) for the English sets');
  let rows = parseCsv(text);
  if (spec.limit) rows = rows.slice(0, spec.limit);
  return rows.filter((r) => r.input && r.input.trim() !== '').map(expectedFromStrangetom);
}

/**
 * The readers before this one, for a before/after figure: `--legacy DIR` where DIR holds the src/
 * of an older commit (`git archive a194df2 src | tar -x -C DIR`): the importer's regex splitter
 * gave the name, parseAmount read the quantity and unit of its amount.
 */
async function legacyReader(dir: string): Promise<(line: string) => IngredientLine> {
  const split = (await import(path.resolve(dir, 'src/server/importer/ingredient-line.ts'))) as {
    splitIngredientLine(l: string): { amount: string; name: string };
  };
  const amounts = (await import(path.resolve(dir, 'src/shared/amounts/parse.ts'))) as {
    parseAmount(t: string): { quantity: number; quantityMax?: number; unit: string | null } | null;
  };
  return (line) => {
    const { amount, name } = split.splitIngredientLine(line);
    const p = amount ? amounts.parseAmount(amount) : null;
    const got = readIngredientLine('');
    const size = p?.unit === 'large' || p?.unit === 'medium' || p?.unit === 'small';
    return {
      ...got,
      raw: line,
      quantity: p && p.quantity > 0 ? p.quantity : null,
      quantityMax: p?.quantityMax ?? null,
      unit: p && !size ? (p.unit as IngredientLine['unit']) : null,
      name: name.replace(/^(?:de|do|da|dos|das)\s+/i, ''),
      amount,
    };
  };
}

/**
 * What went wrong with a line read wrongly, as a kind (`--kinds`): which of quantity, unit and
 * name, and for the name whether ours has words theirs has not (before or after the words both
 * have), lacks some, or differs otherwise. The words in the difference are given with the kind.
 */
export function missKind(r: LineResult): { kind: string; words: string[] } {
  const parts = [r.quantity ? '' : 'quantity', r.unit ? '' : 'unit'].filter(Boolean);
  if (r.name) return { kind: parts.join('+'), words: [] };
  const want = conventionNameKey(r.expected.name).split(' ').filter(Boolean);
  const got = conventionNameKey(r.got.name).split(' ').filter(Boolean);
  let kind: string;
  let words: string[];
  const has = (ws: string[], w: string) => ws.includes(w);
  if (!got.length) [kind, words] = ['name empty', want];
  else if (!want.length) [kind, words] = ['name where they have none', got];
  else if (want.every((w) => has(got, w))) {
    words = got.filter((w) => !has(want, w));
    const at = got.indexOf(want[0]);
    kind = words.length === 0 ? 'name order' : at > 0 ? 'name: extra words before' : 'name: extra words after';
  } else if (got.every((w) => has(want, w))) {
    words = want.filter((w) => !has(got, w));
    const at = want.indexOf(got[0]);
    kind = at > 0 ? 'name: missing words before' : 'name: missing words after';
  } else {
    words = [...got.filter((w) => !has(want, w)), ...want.filter((w) => !has(got, w)).map((w) => `-${w}`)];
    kind = 'name: different words';
  }
  return { kind: [...parts, kind].join('+'), words };
}

function printKinds(results: LineResult[], examples: number) {
  const kinds = new Map<string, { n: number; words: Map<string, number>; lines: LineResult[] }>();
  for (const r of results) {
    if (r.quantity && r.unit && r.name) continue;
    const { kind, words } = missKind(r);
    let k = kinds.get(kind);
    if (!k) kinds.set(kind, (k = { n: 0, words: new Map(), lines: [] }));
    k.n++;
    for (const w of new Set(words)) k.words.set(w, (k.words.get(w) ?? 0) + 1);
    k.lines.push(r);
  }
  for (const [kind, k] of [...kinds].sort((a, b) => b[1].n - a[1].n)) {
    const top = [...k.words]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 12)
      .map(([w, n]) => `${w} ${n}`);
    console.log(`  ${String(k.n).padStart(5)}  ${kind}${top.length ? `   [${top.join(', ')}]` : ''}`);
    for (const r of k.lines.slice(0, examples))
      console.log(
        `           ${r.expected.line}  → want [${r.expected.name}] got [${r.got.name}] u=${r.got.unit ?? '∅'}`,
      );
  }
}

const pct = (n: number, d: number) => (d ? `${((100 * n) / d).toFixed(2)}%` : '—');

async function main() {
  const { values } = parseArgs({
    options: {
      mirror: { type: 'string' },
      'csv-dir': { type: 'string' },
      sets: { type: 'string', default: 'all' },
      errors: { type: 'string' },
      json: { type: 'string' },
      legacy: { type: 'string' },
      kinds: { type: 'string' },
    },
  });
  const read = values.legacy ? await legacyReader(values.legacy) : readIngredientLine;
  const which = values.sets!;
  const chosen = SETS.filter(
    (s) =>
      which === 'all' ||
      (which === 'dev' && s.kind === 'dev') ||
      (which === 'heldout' && s.kind === 'heldout') ||
      (which === 'pt' && s.lang === 'pt-BR') ||
      which.split(',').includes(s.name),
  );
  const [errSet, errCount] = (values.errors ?? '').split(':');
  if (errSet && SETS.find((s) => s.name === errSet)?.kind === 'heldout')
    throw new Error('errors are listed for dev sets only: held-out sets are measured, not read');
  const summary: Record<string, unknown>[] = [];
  console.log(
    'set                  lines    qty     unit    name   q+u+name   food   q+u+food   prep    note   ms/line',
  );
  for (const spec of chosen) {
    const expected = readSet(spec, values.mirror, values['csv-dir']);
    const lang: FoodLang = spec.lang === 'pt-BR' ? 'pt' : 'en';
    const t0 = performance.now();
    const results = expected.map((e) => judge(e, read(e.line), lang));
    const ms = (performance.now() - t0) / Math.max(1, expected.length);
    const n = results.length;
    const count = (f: (r: LineResult) => boolean) => results.filter(f).length;
    const all = count((r) => r.quantity && r.unit && r.name);
    const allFood = count((r) => r.quantity && r.unit && r.food);
    const row = {
      set: spec.name,
      kind: spec.kind,
      lines: n,
      quantity: count((r) => r.quantity) / n,
      unit: count((r) => r.unit) / n,
      name: count((r) => r.name) / n,
      all: all / n,
      food: count((r) => r.food) / n,
      allFood: allFood / n,
      preparation: count((r) => r.preparation) / n,
      comment: count((r) => r.comment) / n,
      notes: Object.fromEntries(
        ['pack', 'unit-of-another-quantity', 'word-quantity', 'times'].map((k) => [
          k,
          expected.filter((e) => e.notes.includes(k)).length,
        ]),
      ),
    };
    summary.push(row);
    const cells = [
      count((r) => r.quantity),
      count((r) => r.unit),
      count((r) => r.name),
      all,
      count((r) => r.food),
      allFood,
      count((r) => r.preparation),
      count((r) => r.comment),
    ].map((c) => pct(c, n).padStart(7));
    console.log(`${spec.name.padEnd(20)} ${String(n).padStart(6)} ${cells.join('  ')}  ${ms.toFixed(3)}`);
    // --kinds N: the misses grouped by what went wrong; N example lines per kind on dev sets only.
    if (values.kinds !== undefined) printKinds(results, spec.kind === 'dev' ? Number(values.kinds || 0) : 0);
    if (errSet === spec.name) {
      const bad = results.filter((r) => !(r.quantity && r.unit && r.name && r.food));
      for (const r of bad.slice(0, Number(errCount || 50))) {
        const e = r.expected;
        const g = r.got;
        const q = (x: { min: number; max: number | null } | null) =>
          x ? `${x.min}${x.max !== null ? `-${x.max}` : ''}` : '∅';
        console.log(
          `  ${r.quantity ? ' ' : 'Q'}${r.unit ? ' ' : 'U'}${r.name ? ' ' : 'N'}${r.food ? ' ' : 'F'} ${e.line}\n      want q=${q(e.quantity)} u=${e.unit ?? '∅'} n=[${e.name}] food=${findFoodKey(e.name, lang, unitKey(e.unit)) ?? '∅'}\n      got  q=${q(g.quantity === null ? null : { min: g.quantity, max: g.quantityMax })} u=${g.unit ?? '∅'} n=[${g.name}] food=${findFoodKey(g.name, lang, g.unit) ?? '∅'} p=[${g.preparation}] c=[${g.comment}]`,
        );
      }
    }
  }
  if (values.json) fs.writeFileSync(values.json, JSON.stringify(summary, null, 2));
}

if (import.meta.main) await main();
