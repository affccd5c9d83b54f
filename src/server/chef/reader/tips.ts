/**
 * Tips for any recipe (POST /api/recipes/:id/ai-tips, built-in chef), in the recipe's language:
 * for a recipe the cookbook knows, its own authored tips first; then the tips of
 * src/knowledge/tips.json whose condition holds on the recipe's foods (by the room), methods and
 * times, and whose words fit its own steps (no oven tip for a stir-fry, no rinsing cooked rice).
 */
import { fold, wordsOf } from '../../../shared/knowledge/phrase-index.ts';
import type { TTip, TTipWhen } from '../../../shared/knowledge/reader-schema.ts';
import type { TLanguage } from '../../../shared/i18n/languages.ts';
import type { Cookbook } from '../cookbook/load.ts';
import { recipeFacts, type HelpRecipe, type RecipeFacts } from './facts.ts';
import { readerOf, readerPack } from './pack.ts';
import type { Room } from '../../knowledge/room.ts';
import { LANGUAGES } from '../../../shared/i18n/languages.ts';

/** Compiled regular expressions of the data, kept per source. */
const REGEX = new Map<string, RegExp>();
function re(source: string): RegExp {
  let r = REGEX.get(source);
  if (!r) REGEX.set(source, (r = new RegExp(source, 'u')));
  return r;
}

/** Whether a tip's condition holds for the recipe: every field given, and one of `any`. */
function holds(w: TTipWhen, f: RecipeFacts): boolean {
  if (w.foods && !w.foods.some((x) => f.foods.has(x))) return false;
  if (w.allFoods && !w.allFoods.every((x) => f.foods.has(x))) return false;
  if (w.kinds && !w.kinds.some((k) => f.kinds.has(k))) return false;
  if (w.cats && !w.cats.some((c) => f.cats.has(c))) return false;
  if (w.methods && !w.methods.some((m) => f.methods.has(m))) return false;
  if (w.noMethods && w.noMethods.some((m) => f.methods.has(m))) return false;
  if (w.sweet !== undefined && w.sweet !== f.sweet) return false;
  if (w.minCook !== undefined && f.cook < w.minCook) return false;
  if (w.minPrep !== undefined && f.prep < w.minPrep) return false;
  if (w.minServings !== undefined && f.servings < w.minServings) return false;
  if (w.cuisine !== undefined && w.cuisine !== f.cuisine) return false;
  if (w.steps !== undefined && !re(w.steps).test(f.steps)) return false;
  if (w.noSteps !== undefined && re(w.noSteps).test(f.steps)) return false;
  if (w.any && !w.any.some((x) => holds(x, f))) return false;
  return true;
}

const againstSets = new WeakMap<Room, Set<string>>();
/** A sentence that says "do not", "off the heat", "sem" (any language's `against` words). */
function speaksAgainst(room: Room, sentence: string): boolean {
  let words = againstSets.get(room);
  if (!words) {
    words = new Set(
      LANGUAGES.flatMap((l) =>
        readerPack(room, l).against.map((w) =>
          wordsOf(w)
            .map((x) => x.w)
            .join(' '),
        ),
      ),
    );
    againstSets.set(room, words);
  }
  const ws = wordsOf(sentence).map((w) => w.w);
  for (let i = 0; i < ws.length; i++)
    for (let n = 1; n <= 3 && i + n <= ws.length; n++) if (words.has(ws.slice(i, i + n).join(' '))) return true;
  return false;
}

/**
 * Whether a tip fits the recipe, read from its own steps and ingredient names (folded, any
 * language): its method is used, and no step or ingredient says otherwise (`fits` in tips.json).
 */
export function tipFits(room: Room, tip: TTip, recipe: Pick<HelpRecipe, 'ingredients' | 'instructions'>): boolean {
  if (!tip.fits) return true;
  const steps = fold(recipe.instructions.join('\n'));
  const names = fold(recipe.ingredients.map((i) => i.name).join('\n'));
  const sentences = steps.split(/\n|(?<=[.!?;])\s/);
  for (const fit of tip.fits) {
    if (fit.needs && !re(fit.needs).test(steps)) return false;
    if (fit.needsIngredient && !re(fit.needsIngredient).test(names)) return false;
    if (fit.contradicts) {
      const c = re(fit.contradicts);
      if (sentences.some((s) => c.test(s) && !(fit.negatable && speaksAgainst(room, s)))) return false;
    }
    if (fit.contradictsIngredient && re(fit.contradictsIngredient).test(names)) return false;
    if (fit.redundant && re(fit.redundant).test(steps)) return false;
  }
  return true;
}

/** The same text, whatever the case, accents and punctuation. */
export const sameText = (a: string, b: string) =>
  wordsOf(a)
    .map((w) => w.w)
    .join(' ') ===
  wordsOf(b)
    .map((w) => w.w)
    .join(' ');

function tipText(t: TTip, lang: TLanguage): string {
  return (t.text as Partial<Record<TLanguage, string>>)[lang] ?? t.text.en;
}

/**
 * Up to `max` tips the recipe does not already have, in its language (they are saved with it);
 * the request's language decides only when the recipe's own words do not.
 */
export function tipsFor(book: Cookbook, recipe: HelpRecipe, requestLang: TLanguage, max = 5): string[] {
  const f = recipeFacts(book, recipe, requestLang);
  const out: string[] = [];
  const have = (t: string) => recipe.tips.some((x) => sameText(x, t)) || out.some((x) => sameText(x, t));
  if (f.known)
    for (const t of book.version(f.known).tips?.[f.lang] ?? []) if (out.length < max && !have(t)) out.push(t);
  for (const rule of readerOf(book.room).tips) {
    if (out.length >= max) break;
    if (!holds(rule.when, f) || !tipFits(book.room, rule, recipe)) continue;
    const text = tipText(rule, f.lang);
    if (have(text) || recipe.tips.some((x) => Object.values(rule.text).some((t) => sameText(x, t)))) continue;
    out.push(text);
  }
  return out;
}
