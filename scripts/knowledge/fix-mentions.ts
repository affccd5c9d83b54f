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
          if (spans(text).some(([a, b]) => hit.start >= a && hit.end <= b)) continue;
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
        step[lang] = text;
      }
    }
  }
  fs.writeFileSync(file, JSON.stringify(recipe, null, 2) + '\n');
}
void fold;
console.log(`${changes} changes in ${files.length} files`);
