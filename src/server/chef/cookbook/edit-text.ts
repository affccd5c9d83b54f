/**
 * Edits on a recipe the chef did not write (the cook's own, an import): only what can be done
 * exactly. Scaling rewrites the list's amounts (counts kept whole) and the same amounts where the
 * steps repeat them; units convert the list and the steps' temperatures and lengths; a food can be
 * left out when the sentences that use it are about it alone, or swapped when the stand-in takes
 * the same actions and no step times it. Everything else is refused, saying why.
 */
import { convertIngredientAmount } from '../../../shared/amounts/convert-food.ts';
import { convertLengthsInText, convertTemperaturesInText } from '../../../shared/amounts/text-units.ts';
import { scaleAmount } from '../../../shared/amounts/scale.ts';
import { scaleIngredient } from '../../../shared/amounts/countables.ts';
import { languageWords, type TLanguage } from '../../../shared/i18n/languages.ts';
import { foodFacts } from '../../../shared/food/facts.ts';
import { grammarOf } from '../../../shared/knowledge/grammar.ts';
import type { TChefRecipe } from '../../../shared/schemas/chef.ts';
import type { TRecipeDraft } from '../../../shared/schemas/recipe.ts';
import { normalizeDifficulty } from '../../../shared/schemas/recipe.ts';
import type { TAction } from '../../../shared/knowledge/food-schema.ts';
import type { Room } from '../../knowledge/room.ts';
import type { EditResult } from './edit.ts';
import type { Op } from './edit-parse.ts';
import { say } from './pack.ts';
import { excludes, restrictionsOf } from './restrictions.ts';

const SENTENCE = /(?<=[.!?])\s+/;

function draftOf(r: TChefRecipe): TRecipeDraft {
  return {
    title: r.title,
    description: r.description ?? '',
    prepTime: r.prepTime,
    cookTime: r.cookTime,
    servings: r.servings,
    difficulty: normalizeDifficulty(r.difficulty) as TRecipeDraft['difficulty'],
    ingredients: r.ingredients.filter((i) => i.name.trim()).map((i) => ({ name: i.name, amount: i.amount ?? '' })),
    instructions: [...r.instructions],
    tags: [...(r.tags ?? [])],
    tips: [...(r.tips ?? [])],
  };
}

/** The foods a line or sentence names, by phrase. */
function foodsIn(room: Room, text: string, lang: TLanguage): { key: string; start: number; end: number }[] {
  return room
    .foodIndex(lang)
    .find(text)
    .map((h) => ({ key: h.values[0]!, start: h.start, end: h.end }));
}

function lineFood(room: Room, name: string, lang: TLanguage): string | null {
  return foodsIn(room, name, lang)[0]?.key ?? null;
}

/** A line's or a mention's food is the asked one, or a kind of it (chicken thighs for chicken). */
function isFood(room: Room, key: string | null, asked: string): boolean {
  return key !== null && (key === asked || room.foods.get(key)?.of === asked);
}

/** Fats, liquids and seasonings are what a step cooks in or with: its verbs are not theirs. */
const MEDIA = new Set(['fat', 'liquid', 'seasoning', 'spice', 'herb', 'sauce', 'condiment', 'sweet']);

type Out = { ok: true; note: string } | { ok: false; reason: string };

function scale(d: TRecipeDraft, servings: number, lang: TLanguage): Out {
  const factor = servings / Math.max(1, d.servings);
  const before = d.ingredients.map((i) => i.amount.trim()).filter((a) => /\d/.test(a));
  d.ingredients = d.ingredients.map((i) => scaleIngredient(i.amount, i.name, factor, lang));
  // The same amount written in a step ("add the 2 cups of broth") changes with the list.
  const after = d.ingredients.map((i) => i.amount.trim());
  d.instructions = d.instructions.map((s) => {
    let out = s;
    for (const a of new Set(before)) {
      if (a.length < 3 || !/[a-zà-ú]/i.test(a)) continue;
      const esc = a.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      out = out.replace(new RegExp(`(?<![\\d/.,])${esc}(?![\\p{L}\\d])`, 'gu'), () => scaleAmount(a, factor, lang));
    }
    return out;
  });
  void after;
  d.servings = servings;
  return { ok: true, note: say(lang, 'edits', 'scaledText', { count: servings }) };
}

/**
 * "450 g (450 g)" → "450 g": a measure restated in brackets in its own system ("1 lb (16 oz)")
 * converts to the same figure twice; it is written once.
 */
function withoutEcho(amount: string): string {
  const m = /^(.*?)\s*\(([^()]*)\)\s*$/.exec(amount);
  return m && m[1]!.trim().toLowerCase() === m[2]!.trim().toLowerCase() ? m[1]!.trim() : amount;
}

function units(d: TRecipeDraft, system: 'metric' | 'imperial', lang: TLanguage): Out {
  d.ingredients = d.ingredients.map((i) => ({
    ...i,
    amount: withoutEcho(convertIngredientAmount(i.amount, foodFacts(i.name, languageWords(lang)), system, lang)),
  }));
  d.instructions = d.instructions.map((s) => convertLengthsInText(convertTemperaturesInText(s, system), system, lang));
  return { ok: true, note: say(lang, 'edits', 'converted', { system: say(lang, 'edits', `system.${system}`) }) };
}

function remove(room: Room, d: TRecipeDraft, food: string, words: string, lang: TLanguage): Out {
  const lines = d.ingredients.filter((i) => isFood(room, lineFood(room, i.name, lang), food));
  if (!lines.length) return { ok: false, reason: say(lang, 'edits', 'notInRecipe', { food: words }) };
  const steps: string[] = [];
  for (const s of d.instructions) {
    const kept: string[] = [];
    for (const sentence of s.split(SENTENCE)) {
      const foods = foodsIn(room, sentence, lang);
      if (!foods.some((f) => isFood(room, f.key, food))) kept.push(sentence);
      else if (foods.some((f) => !isFood(room, f.key, food)))
        return { ok: false, reason: say(lang, 'edits', 'cannotRemove', { food: words, steps: `“${sentence}”` }) };
    }
    if (kept.length) steps.push(kept.join(' '));
  }
  d.ingredients = d.ingredients.filter((i) => !lines.includes(i));
  d.instructions = steps;
  return { ok: true, note: say(lang, 'edits', 'removed', { food: words }) };
}

/** Cooking verbs a sentence may use on a food, per language, and the action each means. */
const VERBS: Record<TLanguage, [TAction, RegExp][]> = {
  en: [
    ['fry', /\b(?:fry|fried|frying|pan-fry)\b/i],
    ['brown', /\b(?:brown|browned|sear|seared)\b/i],
    ['simmer', /\b(?:simmer|stew|braise)\b/i],
    ['boil', /\b(?:boil|boiled|boiling)\b/i],
    ['roast', /\b(?:roast|roasted)\b/i],
    ['bake', /\b(?:bake|baked)\b/i],
    ['grill', /\b(?:grill|grilled|broil)\b/i],
    ['stirfry', /\bstir[- ]fry/i],
    ['saute', /\b(?:saut[eé]|cook|soften)\b/i],
  ],
  'pt-BR': [
    ['fry', /\b(?:frit[aeo]|fritar|frite)\b/i],
    ['brown', /\b(?:dour[ae]|dourar|sel[ae])\b/i],
    ['simmer', /\b(?:cozinhe|cozinhar|ensopad)/i],
    ['boil', /\b(?:ferv[ae]|ferver)\b/i],
    ['roast', /\b(?:ass[ae]|assar)\b/i],
    ['grill', /\b(?:grelh[ae]|grelhar)\b/i],
    ['stirfry', /\b(?:saltei[ae]|saltear)\b/i],
    ['saute', /\b(?:refogu[ae]|refogar)\b/i],
  ],
};
const MINUTES = /(\d+)(?:\s*(?:–|-|to|a)\s*(\d+))?\s*(?:min|minutos?|minutes?)\b/i;

/**
 * Why `to` cannot take the place of `from` in a sentence that cooks it for a time: the verb's
 * action is not one `to` takes, or `to` takes it for a time that does not meet the one written.
 */
function timeProblem(room: Room, sentence: string, from: string, to: string, lang: TLanguage): string | null {
  const m = MINUTES.exec(sentence);
  if (!m) return null;
  const lo = Number(m[1]);
  const hi = Number(m[2] ?? m[1]);
  const toFood = room.foods.get(to)!;
  for (const [action, re] of VERBS[lang]) {
    if (!re.test(sentence)) continue;
    const range = toFood.cook?.[action]?.min;
    if (!range) return say(lang, 'edits', 'reason.action', { to: room.names(to, lang).one, step: `“${sentence}”` });
    if (range[1] < lo || range[0] > hi)
      return say(lang, 'edits', 'reason.time', {
        to: room.names(to, lang).one,
        lo: range[0],
        hi: range[1],
        step: `“${sentence}”`,
      });
    return null;
  }
  void from;
  return null;
}

function swap(room: Room, d: TRecipeDraft, from: string, to: string, fromWords: string, lang: TLanguage): Out {
  const lines = d.ingredients.filter((i) => isFood(room, lineFood(room, i.name, lang), from));
  if (!lines.length) return { ok: false, reason: say(lang, 'edits', 'notInRecipe', { food: fromWords }) };
  const g = grammarOf(lang);
  const kind = room.foods.get(lineFood(room, lines[0]!.name, lang) ?? from)?.kind ?? 'other';
  const newName = room.names(to, lang);
  const oldNames = room.names(lineFood(room, lines[0]!.name, lang) ?? from, lang);
  for (const s of d.instructions)
    for (const sentence of s.split(SENTENCE)) {
      if (MEDIA.has(kind) || !foodsIn(room, sentence, lang).some((h) => isFood(room, h.key, from))) continue;
      const problem = timeProblem(room, sentence, from, to, lang);
      if (problem)
        return { ok: false, reason: say(lang, 'edits', 'cannotSwapFree', { from: fromWords, reason: problem }) };
    }
  const replaceIn = (text: string): string => {
    const hits = foodsIn(room, text, lang)
      .filter((h) => isFood(room, h.key, from))
      .reverse();
    let out = text;
    for (const h of hits) {
      const plural =
        text.slice(h.start, h.end).toLowerCase() === oldNames.many.toLowerCase() && oldNames.many !== oldNames.one;
      let before = out.slice(0, h.start);
      const m = /(\S+)(\s+)$/.exec(before);
      const art = m ? g.articleBefore(m[1]!) : null;
      if (m && art)
        before = before.slice(0, before.length - m[0].length) + g.article(newName.g ?? 'm', plural, art.with_) + m[2];
      out = before + (plural ? newName.many : newName.one) + out.slice(h.end);
    }
    return out;
  };
  d.instructions = d.instructions.map(replaceIn);
  d.ingredients = d.ingredients.map((i) => (lines.includes(i) ? { ...i, name: replaceIn(i.name) } : i));
  return { ok: true, note: say(lang, 'edits', 'swappedPlain', { from: oldNames.one, to: newName.one }) };
}

/** Lines of the foods `pick` chooses, their amounts multiplied; the steps keep their words. */
function scaleFoods(
  room: Room,
  d: TRecipeDraft,
  lang: TLanguage,
  pick: (food: string) => boolean,
  factor: number,
  done: string,
  none: string,
): Out {
  const hits = d.ingredients.filter((i) => {
    const f = lineFood(room, i.name, lang);
    return f !== null && pick(f) && /\d/.test(i.amount);
  });
  if (!hits.length) return { ok: false, reason: say(lang, 'edits', none) };
  d.ingredients = d.ingredients.map((i) =>
    hits.includes(i) ? { ...i, amount: scaleAmount(i.amount, factor, lang) } : i,
  );
  const names = grammarOf(lang).list(hits.map((i) => i.name));
  const key = done === 'milder' ? 'milder' : done;
  const params: Record<string, string> =
    key === 'milder' ? { changes: say(lang, 'edits', 'milderHalf', { food: names }) } : { foods: names };
  return { ok: true, note: say(lang, 'edits', key, params) };
}

export function editText(room: Room, recipe: TChefRecipe, ops: Op[], lang: TLanguage, ui: TLanguage): EditResult {
  const d = draftOf(recipe);
  const original = draftOf(recipe);
  const notes: string[] = [];
  const refuse = (reason: string): EditResult => ({
    success: false,
    updated_recipe: original,
    summary: reason,
    reasoning: `${reason} ${say(ui, 'edits', 'abilities')}`,
  });
  for (const op of ops) {
    let out: Out;
    switch (op.kind) {
      case 'servings':
        out = scale(d, op.servings, lang);
        break;
      case 'factor':
        out = scale(d, Math.max(1, Math.round(d.servings * op.factor)), lang);
        break;
      case 'units':
        out = units(d, op.system, lang);
        break;
      case 'remove':
        out = op.food
          ? remove(room, d, op.food, op.words, lang)
          : { ok: false, reason: say(ui, 'edits', 'unknownFood', { food: op.words }) };
        break;
      case 'swap':
        out =
          op.from && op.to
            ? swap(room, d, op.from, op.to, op.fromWords, lang)
            : { ok: false, reason: say(ui, 'edits', 'unknownFood', { food: op.from ? op.toWords : op.fromWords }) };
        break;
      case 'diet':
      case 'avoid': {
        // Exactly: only when nothing in it is excluded (then it already is), or when each excluded
        // food can be left out cleanly; otherwise a cook's judgement is needed.
        const r =
          op.kind === 'diet' ? restrictionsOf(room, [op.diet], [], []) : restrictionsOf(room, [], op.cats, op.foods);
        const bad = d.ingredients
          .map((i) => lineFood(room, i.name, lang))
          .filter((f): f is string => f !== null && excludes(room, r, f));
        const label = op.kind === 'diet' ? (room.diets[op.diet]?.label[lang].toLowerCase() ?? op.diet) : '';
        if (!bad.length) {
          out = { ok: true, note: say(lang, 'edits', 'alreadyDiet', { diet: label }) };
          break;
        }
        out = {
          ok: false,
          reason: say(ui, 'edits', 'cannotFreeText', {
            what:
              op.kind === 'diet'
                ? say(ui, 'edits', 'what.diet', { diet: label })
                : say(ui, 'edits', 'what.diet', { diet: label }),
          }),
        };
        break;
      }
      case 'less-salt':
        out = scaleFoods(room, d, lang, (k) => k === 'salt' || k.endsWith('-salt'), 2 / 3, 'lessSalt', 'noSalt');
        break;
      case 'less-sugar':
        out = scaleFoods(
          room,
          d,
          lang,
          (k) => room.foods.get(k)?.kind === 'sweet' && (room.foods.get(k)?.diet.includes('sugar') ?? false),
          0.75,
          'lessSugar',
          'noSugar',
        );
        break;
      case 'milder':
        out = scaleFoods(
          room,
          d,
          lang,
          (k) => room.foods.get(k)?.diet.includes('chili') ?? false,
          0.5,
          'milder',
          'noChili',
        );
        if (
          !out.ok &&
          d.ingredients.every((i) => !room.foods.get(lineFood(room, i.name, lang) ?? '')?.diet.includes('chili'))
        )
          out = { ok: true, note: say(lang, 'edits', 'noChili') };
        break;
      case 'spicy':
        out = scaleFoods(
          room,
          d,
          lang,
          (k) => room.foods.get(k)?.diet.includes('chili') ?? false,
          2,
          'spicier',
          'noChiliToAdd',
        );
        break;
      case 'add':
        out = { ok: false, reason: say(ui, 'edits', 'cannotAdd', { food: op.words }) };
        break;
      case 'quick':
      case 'healthy':
      case 'method':
        out = {
          ok: false,
          reason: say(ui, 'edits', 'cannotFreeText', {
            what: say(
              ui,
              'edits',
              op.kind === 'method' ? 'what.method' : op.kind === 'quick' ? 'what.quick' : 'what.healthy',
            ),
          }),
        };
        break;
    }
    if (!out.ok) return refuse(out.reason);
    notes.push(out.note);
  }
  return { success: true, updated_recipe: d, summary: notes.join(' '), reasoning: say(ui, 'edits', 'freeText') };
}
