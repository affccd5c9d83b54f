/**
 * Substitutes for an ingredient of any recipe (POST /api/ingredients/substitutions), from the
 * food records' `subs`, chosen by what the ingredient does in this dish: the recipe's title and
 * the sentences of its steps that name it tell its function (the dish is named for it: main;
 * "melt the butter": fat; "sprinkle with parsley": garnish; a bake: binder, raising, fat, liquid),
 * and a substitute for another function is not offered. Amounts are the recipe's, times the
 * substitute's ratio, or the ratio in words; names and notes in the request's language. A food
 * the room does not know, or knows no substitute for, gets an empty answer.
 */
import { parseAmount } from '../../../shared/amounts/parse.ts';
import { scaleAmount } from '../../../shared/amounts/scale.ts';
import { LANGUAGES, type TLanguage } from '../../../shared/i18n/languages.ts';
import type { TFoodFunction, TSubstitute as TFoodSub, TText } from '../../../shared/knowledge/food-schema.ts';
import { grammarOf } from '../../../shared/knowledge/grammar.ts';
import { PhraseIndex } from '../../../shared/knowledge/phrase-index.ts';
import type { TUnitSystem } from '../../../shared/constants.ts';
import type { TSubstitute, TSubstitutesRequest } from '../../../shared/schemas/chef.ts';
import type { Room } from '../../knowledge/room.ts';
import { measure, pieceGrams, rangeText } from '../cookbook/amount.ts';
import { pack } from '../cookbook/pack.ts';
import { methodsIn } from './methods.ts';
import { readerPack } from './pack.ts';
import { headFood, lineage, readText, subsOf } from './read.ts';

/** What an ingredient does in a bake, when no sentence says more. */
const BAKING: readonly TFoodFunction[] = ['binder', 'leavening', 'fat', 'liquid', 'sweetener', 'body', 'creamy'];
const SENTENCE = /(?<=[.!?;])\s+|\n+/;

const functionIndexes = new WeakMap<Room, PhraseIndex<TFoodFunction>>();
function functionIndex(room: Room): PhraseIndex<TFoodFunction> {
  let ix = functionIndexes.get(room);
  if (!ix) {
    ix = new PhraseIndex<TFoodFunction>();
    for (const l of LANGUAGES)
      for (const [fn, words] of Object.entries(readerPack(room, l).functions))
        for (const w of words ?? []) ix.add(w, fn as TFoodFunction);
    functionIndexes.set(room, ix);
  }
  return ix;
}

/** The functions the recipe's words give a food, strongest first. */
export function functionsIn(room: Room, food: string, title: string, steps: readonly string[], lang: TLanguage) {
  const own = new Set(lineage(room, food));
  const names = (text: string) =>
    readText(room, text, lang, 'prose').mentions.some(
      (m) => !m.negated && lineage(room, m.food).some((f) => own.has(f)),
    );
  const out = new Set<TFoodFunction>();
  if (names(title)) out.add('main');
  for (const step of steps)
    for (const sentence of step.split(SENTENCE))
      if (names(sentence))
        for (const hit of functionIndex(room).find(sentence)) for (const fn of hit.values) out.add(fn);
  if (room.foods.get(food)?.diet.includes('chili')) out.add('heat');
  if (!out.has('main') && methodsIn(room, [title, ...steps].join('\n')).has('oven'))
    for (const fn of BAKING) out.add(fn);
  return out;
}

function textIn(t: TText, lang: TLanguage): string {
  return (t as Partial<Record<TLanguage, string>>)[lang] ?? t.en;
}

/** The ratio in words ("half the amount", "o dobro da quantidade"). */
function ratioWords(room: Room, ratio: number, lang: TLanguage): string {
  const { amounts } = readerPack(room, lang);
  if (Math.abs(ratio - 1) < 0.02) return amounts.same;
  const hit = amounts.ratios.find((r) => Math.abs(r.ratio - ratio) < 0.02);
  return hit ? hit.text : amounts.times.replace('{n}', grammarOf(lang).decimal(ratio, 2));
}

/**
 * The substitute's amount for a count of the original ("2 eggs"): by weight when the two are not
 * the same size of thing (firm tofu for eggs: grams; bananas for eggs: fewer bananas), one for one
 * otherwise (a flax egg per egg). Null when the original's piece has no known weight.
 */
export function countAmount(
  room: Room,
  from: string,
  s: TFoodSub,
  count: number,
  lang: TLanguage,
  system: TUnitSystem,
): { amount: string; plural: boolean } | null {
  const orig = room.foods.get(from)!;
  const sub = room.foods.get(s.food)!;
  const each = pieceGrams(orig);
  if (each === null) return null;
  const grams = count * each * (s.ratio ?? 1);
  const subEach = sub.measure === 'count' ? pieceGrams(sub) : null;
  const g = grammarOf(lang);
  if (sub.measure === 'count') {
    const n = subEach && (subEach / each > 1.5 || each / subEach > 1.5) ? grams / subEach : count * (s.ratio ?? 1);
    const m = measure({ food: s.food, q: n }, sub, 1, system);
    return m ? { amount: rangeText(m, g), plural: m.plural } : null;
  }
  const m = measure({ food: s.food, q: grams, u: 'g' }, sub, 1, system);
  if (!m || !m.unit) return null;
  const words = pack(lang).units[m.unit] ?? [m.unit, m.unit];
  return { amount: `${rangeText(m, g)} ${words[g.pluralCategory(m.hi) === 'one' ? 0 : 1]}`, plural: false };
}

/** Up to `max` substitutes for the request's ingredient. */
export function substitutesFor(
  room: Room,
  req: TSubstitutesRequest,
  system: TUnitSystem = 'metric',
  max = 4,
): TSubstitute[] {
  const lang = req.language;
  const name = req.ingredient.trim();
  const food = headFood(room, name, lang);
  if (!food) return [];
  const subs = subsOf(room, food);
  if (subs.length === 0) return [];
  const wanted = functionsIn(room, food, req.recipeTitle, req.recipeInstructions, lang);
  const scored = subs.map((s, i) => ({ s, i, score: s.for.filter((f) => wanted.has(f)).length }));
  const fitting = scored.some((x) => x.score > 0) ? scored.filter((x) => x.score > 0) : scored;
  fitting.sort((a, b) => b.score - a.score || a.i - b.i);

  const amount = req.amount?.trim() ?? '';
  const parsed = amount ? parseAmount(amount) : null;
  const counted = parsed !== null && !parsed.unit && parsed.quantity > 0 && !parsed.toTaste;
  const p = readerPack(room, lang);
  const out: TSubstitute[] = [];
  for (const { s } of fitting) {
    if (out.length >= max) break;
    const names = room.names(s.food, lang);
    const byCount = counted ? countAmount(room, food, s, parsed!.quantity, lang, system) : null;
    const subName = byCount?.plural ? names.many : names.one;
    if (subName.toLowerCase() === name.toLowerCase() || out.some((o) => o.name === subName)) continue;
    const role = s.for.find((f) => wanted.has(f)) ?? s.for[0]!;
    out.push({
      name: subName,
      amount:
        byCount?.amount ?? (amount ? scaleAmount(amount, s.ratio ?? 1, lang) : ratioWords(room, s.ratio ?? 1, lang)),
      notes: s.note ? textIn(s.note, lang) : p.sameFunction.replace('{function}', p.functionNames[role]),
    });
  }
  return out;
}
