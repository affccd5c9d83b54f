/**
 * One-off help for converted recipes: a plain-text mention of a listed ingredient ("the rice",
 * "o óleo") becomes its placeholder (`the {rice=rice}`), and an amount written in a step right
 * before a placeholder of the same ingredient ("melt 4 tbsp {butter}") becomes `{butter.qty}` when
 * it is that ingredient's amount or a simple part of it. What it cannot decide it leaves for the
 * cookbook checks and a cook. Prints what it changed.
 *   node scripts/knowledge/fix-mentions.ts src/knowledge/cookbook/italian/spaghetti-carbonara.json …
 */
import fs from 'node:fs';
import { parseAmountDetail, totalQuantity } from '../../src/shared/amounts/parse.ts';
import { toNumber } from '../../src/shared/amounts/rational.ts';
import { UNITS } from '../../src/shared/amounts/units.ts';
import { LANGUAGES, type TLanguage } from '../../src/shared/i18n/languages.ts';
import type { TCookbookIngredient } from '../../src/shared/knowledge/cookbook-schema.ts';
import { fold, phraseKey } from '../../src/shared/knowledge/phrase-index.ts';
import { ingredientId } from '../../src/server/knowledge/cookbook-check.ts';
import { loadRoom } from '../../src/server/knowledge/room.ts';

const room = loadRoom();
const files = process.argv.slice(2);
let changes = 0;

function namesOf(i: TCookbookIngredient, lang: TLanguage): string[] {
  const n = room.names(i.food, lang);
  return [n.one, n.many, ...(n.syn ?? []), ...(i.name ? [i.name[lang]] : [])].map(phraseKey);
}

/** The placeholder spans of a text, so mentions inside them are left alone. */
function spans(text: string): [number, number][] {
  return [...text.matchAll(/\{[^{}]*\}/g)].map((m) => [m.index, m.index + m[0].length]);
}

const ML: Record<string, number> = { tsp: 5, tbsp: 15, cup: 240, ml: 1, l: 1000, 'fl-oz': 30 };
const G: Record<string, number> = { g: 1, kg: 1000, oz: 28.35, lb: 453.6 };

function factorFor(text: string, ing: TCookbookIngredient): number | null {
  const d = parseAmountDetail(text);
  if (!d?.min || !d.unit || ing.q === undefined || Array.isArray(ing.q) || !ing.u) return null;
  const qty = toNumber(totalQuantity(d));
  const u = d.unit.form.unit as string;
  const base = (unit: string) => ML[unit] ?? G[unit];
  const a = base(u);
  const b = base(ing.u);
  if (!a || !b || (ML[u] === undefined) !== (ML[ing.u] === undefined)) return null;
  const f = (qty * a) / (ing.q * b);
  const nice = [1, 0.5, 0.25, 0.75, 1 / 3, 2 / 3];
  const hit = nice.find((n) => Math.abs(n - f) < 0.02);
  return hit ?? null;
}
void UNITS;

const INCH_CM: Record<string, number> = {
  '1/8': 0.3,
  '1/4': 0.6,
  '1/2': 1,
  '3/4': 2,
  '1': 2.5,
  '1 1/2': 4,
  '2': 5,
  '3': 8,
  '4': 10,
  '5': 13,
  '6': 15,
  '8': 20,
  '9': 23,
  '10': 25,
  '11': 28,
  '12': 30,
  '13': 33,
  '14': 35,
  '15': 38,
};
const inchToCm = (v: string) => INCH_CM[v.trim()] ?? Math.round(num(v) * 2.54 * 2) / 2;

/** "9 x 13-inch", "23 x 33 cm", "a 2 cm piece", "1/2-inch" → {len:…}. */
function lengths(input: string, lang: TLanguage): string {
  let text = input;
  const inside = (t: string, i: number) => spans(t).some(([a, b]) => i >= a && i < b);
  // "2 1/2 inch (6 cm)": the author's centimetres.
  text = text.replace(
    /(?:\d+\s+\d\/\d|\d\/\d|\d+(?:[.,]\d+)?)\s*(?:-|\s)?(?:inch(?:es)?|in)\s*\((\d+(?:[.,]\d+)?)\s*cm\)/gi,
    (_m, c: string) => {
      changes++;
      return `{len:${Number(c.replace(',', '.'))}}`;
    },
  );
  let out = text.replace(
    /(\d+(?:[.,]\d+)?)\s*(?:x|×|by)\s*(\d+(?:[.,]\d+)?)\s*(?:-|\s)?(inch(?:es)?|in\b|cm)/gi,
    (m, a: string, b: string, u: string, off: number) => {
      if (inside(text, off)) return m;
      changes++;
      const cm = (v: string) => (u.toLowerCase() === 'cm' ? Number(v.replace(',', '.')) : inchToCm(v));
      return `{len:${cm(a)}x${cm(b)}}`;
    },
  );
  out = out.replace(
    /(\d+\s+\d\/\d|\d\/\d|\d+(?:[.,]\d+)?)\s*(?:-|\s)?(inch(?:es)?|cm|centímetros?)\b/gi,
    (m, a: string, u: string, off: number) => {
      if (inside(out, off)) return m;
      changes++;
      return `{len:${/^cm|cent/i.test(u) ? Number(a.replace(',', '.')) : inchToCm(a)}}`;
    },
  );
  void lang;
  return out;
}

const UNIT_WORD: [RegExp, string][] = [
  [/^(?:cups?|xícaras?(?: \(chá\))?)$/i, 'cup'],
  [/^(?:tbsp|tablespoons?|colher(?:es)? \(sopa\)|colher(?:es)? de sopa)$/i, 'tbsp'],
  [/^(?:tsp|teaspoons?|colher(?:es)? \(chá\)|colher(?:es)? de chá)$/i, 'tsp'],
  [/^ml$/i, 'ml'],
  [/^(?:g|gramas?)$/i, 'g'],
  [/^(?:oz|ounces?)$/i, 'oz'],
];
function num(q: string): number {
  return q
    .trim()
    .split(/\s+/)
    .reduce((a, t) => {
      const [x, y] = t.replace(',', '.').split('/');
      return a + (y ? Number(x) / Number(y) : Number(x));
    }, 0);
}

/** "1 cup of the pasta water" → {m:1 cup}; "2 tbsp of the {oil}" → {oil.qty*…}. */
function looseMeasures(text: string, lang: TLanguage, ingredients: TCookbookIngredient[]): string {
  const re =
    /(\d+\s+\d\/\d|\d\/\d|\d+(?:[.,]\d+)?)\s*(cups?|tbsp|tablespoons?|tsp|teaspoons?|ml|g|oz|ounces?|xícaras?(?: \(chá\))?|colher(?:es)? (?:\((?:sopa|chá)\)|de (?:sopa|chá)))(?![\p{L}])((?:\s+(?:of|de|do|da))?(?:\s+(?:the|o|a|os|as))?\s+\{([a-z0-9-]+)[^}]*\})?/giu;
  return text.replace(re, (m, q: string, u: string, tail: string | undefined, id: string | undefined, off: number) => {
    if (spans(text).some(([a, b]) => off >= a && off < b)) return m;
    const unit = UNIT_WORD.find(([r]) => r.test(u))?.[1];
    if (!unit) return m;
    const value = num(q);
    const ing = id ? ingredients.find((i) => ingredientId(i) === id) : undefined;
    if (ing && ing.q !== undefined && !Array.isArray(ing.q) && ing.u) {
      const ML: Record<string, number> = { tsp: 5, tbsp: 15, cup: 240, ml: 1, 'fl-oz': 30 };
      const G: Record<string, number> = { g: 1, kg: 1000, oz: 28.35, lb: 453.6 };
      const a = ML[unit] ?? G[unit];
      const b = ML[ing.u] ?? G[ing.u];
      if (a && b && (ML[unit] === undefined) === (ML[ing.u] === undefined)) {
        const f = Number(((value * a) / (ing.q * b)).toFixed(3));
        changes++;
        return `{${id}.qty${f === 1 ? '' : `*${f}`}}${tail ?? ''}`;
      }
    }
    changes++;
    return `{m:${Number(value.toFixed(3))} ${unit}}${tail ?? ''}`;
  });
}

for (const file of files) {
  const recipe = JSON.parse(fs.readFileSync(file, 'utf8'));
  const versions = [{ ingredients: recipe.ingredients as TCookbookIngredient[], steps: recipe.steps }];
  for (const { ingredients, steps } of versions) {
    for (const step of steps) {
      for (const lang of LANGUAGES) {
        let text: string = step[lang];
        // 1. Plain mentions of listed ingredients.
        const hits = room.foodIndex(lang).find(text).reverse();
        for (const hit of hits) {
          if (spans(text).some(([a, b]) => hit.start < b && hit.end > a)) continue;
          let owner = ingredients.filter((i) => hit.values.includes(i.food));
          if (owner.length === 0)
            owner = ingredients.filter((i) =>
              namesOf(i, lang).some((n) => n.split(' ').includes(hit.phrase) || n.includes(hit.phrase)),
            );
          const ids = [...new Set(owner.map(ingredientId))];
          if (ids.length !== 1) continue;
          const words = text.slice(hit.start, hit.end);
          text = `${text.slice(0, hit.start)}{${ids[0]}=${words}}${text.slice(hit.end)}`;
          changes++;
        }
        // 2. "4 tbsp {butter…}" → "{butter.qty} {butter…}" dropping the words when they repeat.
        text = text.replace(
          /(\d+(?:[.,]\d+)?(?:\s+\d\/\d)?|\d\/\d|[½¼¾⅓⅔])\s*(cups?|tbsp|tsp|tablespoons?|teaspoons?|oz|lbs?|g|kg|ml|l|xícaras? \(chá\)|xícaras?|colher(?:es)? \((?:sopa|chá)\)|gramas?)\s+(?:(of|de)\s+)?(?:(the|a|o|os|as)\s+)?\{([a-z0-9-]+)((?:=[^}]*)?)\}/g,
          (m, qty: string, unit: string, of: string | undefined, art: string | undefined, id: string, rest: string) => {
            const ing = ingredients.find((i) => ingredientId(i) === id);
            if (!ing) return m;
            const f = factorFor(`${qty} ${unit}`, ing);
            if (f === null) return m;
            changes++;
            const q = f === 1 ? `{${id}.qty}` : `{${id}.qty*${Number(f.toFixed(4))}}`;
            return `${q} ${of ? `${of} ` : lang === 'pt-BR' ? 'de ' : ''}${art ? `${art} ` : ''}{${id}${rest}}`;
          },
        );
        text = lengths(text, lang);
        text = looseMeasures(text, lang, ingredients);
        step[lang] = text;
      }
    }
  }
  fs.writeFileSync(file, JSON.stringify(recipe, null, 2) + '\n');
}
void fold;
console.log(`${changes} changes in ${files.length} files`);
