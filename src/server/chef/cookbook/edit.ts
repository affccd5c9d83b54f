/**
 * Edits a cook would make, as operations on a recipe the chef knows: scale (every number in the
 * list and the steps), convert units, switch to an authored version (vegetarian, quick, air
 * fryer…), substitute a food whose record says it cooks the same way in those steps, less salt or
 * sugar, milder or spicier where the dish has chili. What cannot be done right is refused with the
 * reason. Recipes the chef did not write go to edit-text.ts.
 */
import type { TUnitSystem } from '../../../shared/constants.ts';
import type { TLanguage } from '../../../shared/i18n/languages.ts';
import type { TCookbookIngredient } from '../../../shared/knowledge/cookbook-schema.ts';
import { grammarOf } from '../../../shared/knowledge/grammar.ts';
import { fold } from '../../../shared/knowledge/phrase-index.ts';
import type { TChefRecipe } from '../../../shared/schemas/chef.ts';
import type { TRecipeDraft } from '../../../shared/schemas/recipe.ts';
import { ingredientId } from '../../knowledge/cookbook-check.ts';
import type { Room } from '../../knowledge/room.ts';
import { detectUnitSystem } from '../../../shared/amounts/convert.ts';
import { gramsOf } from './amount.ts';
import type { Method, Op } from './edit-parse.ts';
import type { Version } from './facts.ts';
import { meetsSoft } from './find.ts';
import { tagsFor } from './generate.ts';
import type { Cookbook, Entry } from './load.ts';
import { say } from './pack.ts';
import { renderVersion, withoutFromList } from './render.ts';
import { entryPasses, excludes, restrictionsOf, toDrop, type Restrictions } from './restrictions.ts';

export interface EditResult {
  success: boolean;
  updated_recipe: TRecipeDraft;
  summary: string;
  reasoning: string;
}

/** The cookbook version a recipe is, when it is one the chef rendered and the cook did not rewrite. */
export function recognise(book: Cookbook, r: TChefRecipe, lang: TLanguage): Entry | null {
  const title = fold(r.title).trim();
  const candidates = book.entries.filter((e) => fold(e.name[lang]).trim() === title);
  for (const e of candidates) {
    const v = book.version(e);
    const lines = v.ingredients.length;
    // The cook may have left out optional lines; more or other lines mean it is their own now.
    if (r.ingredients.length > lines || r.ingredients.length < v.ingredients.filter((i) => !i.optional).length)
      continue;
    const foods = new Set(v.ingredients.map((i) => i.food));
    const hits = r.ingredients.filter((i) =>
      book.room
        .foodIndex(lang)
        .find(i.name)
        .some((h) => h.values.some((f) => foods.has(f))),
    );
    if (hits.length >= Math.ceil(r.ingredients.length * 0.8)) return e;
  }
  return null;
}

interface State {
  entry: Entry;
  version: Version;
  servings: number;
  system: TUnitSystem;
  drop: Set<string>;
  swap: Map<string, TCookbookIngredient>;
  tweak: Map<string, number>;
  restrictions: Restrictions;
  done: string[];
}

const SENTENCE = /(?<=[.!?])\s+/;
const TIME = /\b\d+(?:\s*(?:–|-|to)\s*\d+)?\s*(?:min|minutes?|hours?|seconds?)\b/i;
/** Words that tie a step to what a food is made of: a substitute does not have them. */
const PARTICULAR =
  /\b(?:render|rendered|fat has|bones?|skin|shells?|devein|deveined|pink|flakes? easily|marrow|gristle|crackling)\b/i;
const ACTION_WORDS: [string, RegExp][] = [
  ['brown', /\b(?:brown|browned|browning|sear|seared|searing)\b/i],
  ['fry', /\b(?:fry|fried|frying|pan-fry)\b/i],
  ['deepfry', /\bdeep[- ]fr/i],
  ['simmer', /\b(?:simmer|simmering|stew|braise|braising|poach)\b/i],
  ['boil', /\b(?:boil|boiling|blanch)\b/i],
  ['roast', /\b(?:roast|roasted|roasting)\b/i],
  ['bake', /\b(?:bake|baked|baking)\b/i],
  ['grill', /\b(?:grill|grilled|grilling|broil)\b/i],
  ['stirfry', /\bstir[- ]fry/i],
  ['saute', /\b(?:saut[eé]|soften|sweat)\b/i],
];

function sentencesWith(v: Version, id: string): string[] {
  const re = new RegExp(`\\{${id}[.=}]`);
  return v.steps.flatMap((s) => s.en.split(SENTENCE)).filter((s) => re.test(s));
}

/** Why a food cannot stand in for an ingredient in these steps, or null when it can. */
export function swapProblem(room: Room, v: Version, id: string, to: string): string[] | null {
  const from = v.ingredients.find((i) => ingredientId(i) === id);
  const fromFood = from ? room.foods.get(from.food) : undefined;
  const toFood = room.foods.get(to);
  if (!from || !fromFood || !toFood) return ['unknown'];
  const problems: string[] = [];
  for (const sentence of sentencesWith(v, id)) {
    if (PARTICULAR.test(sentence)) problems.push('particular');
    const others = [...sentence.matchAll(/\{([a-z0-9-]+)[.=}]/g)].map((m) => m[1]!).filter((x) => x !== id);
    // "do not let it boil", "sem deixar ferver": a verb said not to happen is not an action.
    const affirmed = sentence.replace(/\b(?:do not|don't|never|without|not)\s+(?:let\s+(?:it|them)\s+)?\w+/gi, ' ');
    for (const [action, re] of ACTION_WORDS) {
      if (!re.test(affirmed)) continue;
      const a = action as keyof NonNullable<typeof toFood.cook>;
      // An action on the dish as a whole (simmer the stew) does not need the stand-in to take it alone.
      if (others.length > 1 && !['brown', 'fry', 'deepfry', 'grill', 'stirfry'].includes(action)) continue;
      if (!toFood.cook?.[a]) problems.push(action);
      else if (TIME.test(sentence) && others.length === 0) {
        const own = fromFood.cook?.[a]?.min;
        const theirs = toFood.cook[a]!.min;
        if (!own || theirs[0] > own[1] || theirs[1] < own[0]) problems.push(`${action}-time`);
      }
    }
  }
  return problems.length ? problems : null;
}

/** The ingredient the dish is about: named in its title, or its main protein. */
function isHeart(room: Room, v: Version, i: TCookbookIngredient): boolean {
  const food = room.foods.get(i.food);
  if (!food) return false;
  for (const lang of ['en', 'pt-BR'] as const)
    if (
      room
        .foodIndex(lang)
        .find(v.name[lang])
        .some(
          (h) => h.values.includes(i.food) || h.values.some((x) => room.foods.get(x)?.of === i.food || food.of === x),
        )
    )
      return true;
  if (food.kind !== 'protein' && food.kind !== 'legume') return false;
  const grams = (x: TCookbookIngredient) => gramsOf(x, room.foods.get(x.food)!) ?? 0;
  const proteins = v.ingredients.filter((x) => ['protein', 'legume'].includes(room.foods.get(x.food)?.kind ?? ''));
  return proteins.every((x) => grams(x) <= grams(i));
}

function render(book: Cookbook, s: State, lang: TLanguage): TRecipeDraft {
  return renderVersion(book.room, s.version, {
    lang,
    system: s.system,
    servings: s.servings,
    drop: s.drop,
    swap: s.swap,
    tweak: s.tweak,
    tags: tagsFor(book.room, s.entry, lang),
  });
}

function foodName(room: Room, food: string, lang: TLanguage): string {
  return room.names(food, lang).one;
}

/** Dishes of the same kind that keep a diet, for a refusal's "try instead". */
function sameKind(
  book: Cookbook,
  e: Entry,
  r: Restrictions,
  lang: TLanguage,
  extra: (x: Entry) => boolean = () => true,
): string {
  const list = book.entries
    .filter((x) => x.recipeId !== e.recipeId && x.dish === e.dish && entryPasses(book.room, r, x) && extra(x))
    .slice(0, 3)
    .map((x) => `“${x.name[lang]}”`);
  return list.length ? grammarOf(lang).list(list) : '';
}

type Outcome = { ok: true } | { ok: false; reason: string };

function applyDiet(
  book: Cookbook,
  s: State,
  diet: string | null,
  r: Restrictions,
  lang: TLanguage,
  label: string,
): Outcome {
  const room = book.room;
  const current = book.byKey.get(s.entry.key)!;
  if (entryPasses(room, r, current) && s.version.ingredients.every((i) => !excludes(room, r, i.food) || i.optional)) {
    for (const id of toDrop(room, r, s.version)) s.drop.add(id);
    s.done.push(say(lang, 'edits', 'alreadyDiet', { diet: label }));
    return { ok: true };
  }
  // An authored version of the dish that keeps the diet.
  const variant = book.entries.find(
    (x) => x.recipeId === s.entry.recipeId && x.key !== s.entry.key && entryPasses(room, r, x),
  );
  if (variant) {
    s.entry = variant;
    s.version = book.version(variant);
    s.swap.clear();
    for (const id of toDrop(room, r, s.version)) s.drop.add(id);
    s.done.push(say(lang, 'edits', 'toVariant', { name: variant.name[lang], kind: label }));
    return { ok: true };
  }
  const swaps: string[] = [];
  const hearts: string[] = [];
  for (const i of s.version.ingredients) {
    const id = ingredientId(i);
    if (!excludes(room, r, i.food)) continue;
    if (i.optional) {
      s.drop.add(id);
      continue;
    }
    if (isHeart(room, s.version, i)) {
      hearts.push(foodName(room, i.food, lang));
      continue;
    }
    const food = room.foods.get(i.food)!;
    const sub = (food.subs ?? []).find(
      (x) => !excludes(room, r, x.food) && swapProblem(room, s.version, id, x.food) === null,
    );
    if (!sub) {
      hearts.push(foodName(room, i.food, lang));
      continue;
    }
    s.swap.set(id, {
      ...i,
      food: sub.food,
      q: i.q === undefined ? i.q : scaleQ(i.q, sub.ratio ?? 1),
      name: undefined,
      prep: i.prep,
    });
    swaps.push(
      say(lang, 'edits', 'swapOne', { from: foodName(room, i.food, lang), to: foodName(room, sub.food, lang) }),
    );
  }
  if (hearts.length) {
    const instead = sameKind(book, s.entry, r, lang);
    return {
      ok: false,
      reason: [
        say(lang, 'edits', 'noDietVersionList', {
          diet: label,
          name: s.entry.name[lang],
          foods: grammarOf(lang).list(hearts),
          count: hearts.length,
        }),
        instead ? say(lang, 'edits', 'tryInstead', { diet: label, list: instead }) : '',
      ]
        .filter(Boolean)
        .join(' '),
    };
  }
  void diet;
  s.done.push(say(lang, 'edits', 'dietSwapped', { diet: label, swaps: grammarOf(lang).list(swaps) }));
  return { ok: true };
}

function scaleQ(q: TCookbookIngredient['q'], f: number): TCookbookIngredient['q'] {
  if (q === undefined) return q;
  return Array.isArray(q) ? [q[0] * f, q[1] * f] : q * f;
}

function toVariantOfKind(
  book: Cookbook,
  s: State,
  pred: (e: Entry) => boolean,
  lang: TLanguage,
  kindLabel: string,
): boolean {
  const v = book.entries.find(
    (x) =>
      x.recipeId === s.entry.recipeId && x.key !== s.entry.key && pred(x) && entryPasses(book.room, s.restrictions, x),
  );
  if (!v) return false;
  s.entry = v;
  s.version = book.version(v);
  s.done.push(say(lang, 'edits', 'toVariant', { name: v.name[lang], kind: kindLabel }));
  return true;
}

function apply(book: Cookbook, s: State, op: Op, lang: TLanguage): Outcome {
  const room = book.room;
  const name = s.entry.name[lang];
  switch (op.kind) {
    case 'servings':
    case 'factor': {
      const servings = op.kind === 'servings' ? op.servings : Math.max(1, Math.round(s.servings * op.factor));
      s.servings = servings;
      s.done.push(say(lang, 'edits', 'scaled', { count: servings }));
      return { ok: true };
    }
    case 'units':
      s.system = op.system;
      s.done.push(say(lang, 'edits', 'converted', { system: say(lang, 'edits', `system.${op.system}`) }));
      return { ok: true };
    case 'diet': {
      const r = restrictionsOf(room, [op.diet], [], []);
      s.restrictions = merge(s.restrictions, r);
      return applyDiet(
        book,
        s,
        op.diet,
        s.restrictions,
        lang,
        room.diets[op.diet]?.label[lang].toLowerCase() ?? op.diet,
      );
    }
    case 'avoid': {
      const r = restrictionsOf(room, [], op.cats, op.foods);
      s.restrictions = merge(s.restrictions, r);
      const label = grammarOf(lang).list(
        [...op.cats.map((c) => c), ...op.foods.map((f) => foodName(room, f, lang))].map((x) =>
          lang === 'pt-BR' ? `sem ${x}` : `without ${x}`,
        ),
      );
      return applyDiet(book, s, null, s.restrictions, lang, label);
    }
    case 'quick': {
      if (toVariantOfKind(book, s, (e) => e.variantKind === 'quick', lang, lang === 'pt-BR' ? 'rápida' : 'quick'))
        return { ok: true };
      const minutes = s.entry.minutes + s.entry.rest;
      if (minutes <= 30) {
        s.done.push(say(lang, 'edits', 'alreadyQuick', { count: minutes }));
        return { ok: true };
      }
      const quicker = sameKind(book, s.entry, s.restrictions, lang, (x) => x.minutes + x.rest <= minutes / 2);
      return {
        ok: false,
        reason: [
          say(lang, 'edits', 'cannotQuick', { name, count: minutes }),
          quicker ? say(lang, 'edits', 'quickerDishes', { list: quicker }) : '',
        ]
          .filter(Boolean)
          .join(' '),
      };
    }
    case 'healthy': {
      if (toVariantOfKind(book, s, (e) => e.variantKind === 'light', lang, lang === 'pt-BR' ? 'leve' : 'light'))
        return { ok: true };
      if (meetsSoft(room, s.entry, 'light')) {
        s.done.push(say(lang, 'edits', 'alreadyLight', { kcal: Math.round(s.entry.nutrition.kcal / 10) * 10 }));
        return { ok: true };
      }
      return { ok: false, reason: say(lang, 'edits', 'cannotLight', { name }) };
    }
    case 'spicy': {
      const chili = s.version.ingredients.filter(
        (i) => room.foods.get(i.food)?.diet.includes('chili') && !s.drop.has(ingredientId(i)),
      );
      if (!chili.length) return { ok: false, reason: say(lang, 'edits', 'noChiliToAdd') };
      for (const i of chili) s.tweak.set(ingredientId(i), (s.tweak.get(ingredientId(i)) ?? 1) * 2);
      s.done.push(
        say(lang, 'edits', 'spicier', { foods: grammarOf(lang).list(chili.map((i) => foodName(room, i.food, lang))) }),
      );
      return { ok: true };
    }
    case 'milder': {
      const chili = s.version.ingredients.filter(
        (i) => room.foods.get(i.food)?.diet.includes('chili') && !s.drop.has(ingredientId(i)),
      );
      if (!chili.length) {
        s.done.push(say(lang, 'edits', 'noChili'));
        return { ok: true };
      }
      const changes: string[] = [];
      for (const i of chili) {
        const id = ingredientId(i);
        const f = foodName(room, i.food, lang);
        if (i.optional) {
          s.drop.add(id);
          changes.push(say(lang, 'edits', 'milderLeft', { food: f }));
        } else {
          s.tweak.set(id, (s.tweak.get(id) ?? 1) * 0.5);
          changes.push(say(lang, 'edits', 'milderHalf', { food: f }));
        }
      }
      s.done.push(say(lang, 'edits', 'milder', { changes: grammarOf(lang).list(changes) }));
      return { ok: true };
    }
    case 'less-salt':
    case 'less-sugar': {
      const salt = op.kind === 'less-salt';
      const hits = s.version.ingredients.filter((i) => {
        if (i.taste || s.drop.has(ingredientId(i))) return false;
        const f = room.foods.get(i.food);
        return salt ? i.food === 'salt' || i.food.endsWith('-salt') : f?.diet.includes('sugar') && f.kind === 'sweet';
      });
      if (!hits.length) return { ok: false, reason: say(lang, 'edits', salt ? 'noSalt' : 'noSugar') };
      for (const i of hits) s.tweak.set(ingredientId(i), (s.tweak.get(ingredientId(i)) ?? 1) * (salt ? 2 / 3 : 0.75));
      s.done.push(
        say(lang, 'edits', salt ? 'lessSalt' : 'lessSugar', {
          foods: grammarOf(lang).list(hits.map((i) => foodName(room, i.food, lang))),
        }),
      );
      return { ok: true };
    }
    case 'remove': {
      if (!op.food) return { ok: false, reason: say(lang, 'edits', 'unknownFood', { food: op.words }) };
      const i = s.version.ingredients.find((x) => x.food === op.food || room.foods.get(x.food)?.of === op.food);
      if (!i) return { ok: false, reason: say(lang, 'edits', 'notInRecipe', { food: op.words }) };
      const id = ingredientId(i);
      const f = room.foods.get(i.food)!;
      // What a dish can go without: garnishes, herbs and spices, and the aromatics and vegetables
      // that are not what it is about. What it is about (its title's food, its main protein, its
      // flour or base) stays.
      const minor =
        i.optional ||
        ['herb', 'spice', 'other', 'condiment', 'seed', 'nut', 'aromatic', 'vegetable', 'fruit', 'cheese'].includes(
          f.kind,
        ) ||
        i.food === 'black-pepper';
      if (!minor || isHeart(room, s.version, i))
        return {
          ok: false,
          reason: say(lang, 'edits', 'cannotRemove', { food: foodName(room, i.food, lang), steps: '' }),
        };
      // In a list it can leave ("the yolks, the eggs and the pepper"); cooked with others it cannot.
      const mixed = s.version.steps.some((st) =>
        st[lang].split(SENTENCE).some((sen) => {
          const ids = [...sen.matchAll(/\{([a-z0-9-]+)[.=}]/g)].map((m) => m[1]!);
          return (
            ids.includes(id) &&
            ids.some((x) => x !== id) &&
            new RegExp(`\\{${id}[.=}]`).test(withoutFromList(sen, id, lang))
          );
        }),
      );
      if (mixed) {
        const steps = s.version.steps
          .map((st, n) => (new RegExp(`\\{${id}[.=}]`).test(st.en) ? n + 1 : 0))
          .filter(Boolean)
          .map((n) => (lang === 'pt-BR' ? `a etapa ${n}` : `step ${n}`));
        return {
          ok: false,
          reason: say(lang, 'edits', 'cannotRemoveMixed', {
            food: foodName(room, i.food, lang),
            steps: grammarOf(lang).list(steps),
          }),
        };
      }
      s.drop.add(id);
      s.done.push(say(lang, 'edits', 'removed', { food: foodName(room, i.food, lang) }));
      return { ok: true };
    }
    case 'swap': {
      if (!op.from) return { ok: false, reason: say(lang, 'edits', 'unknownFood', { food: op.fromWords }) };
      if (!op.to) return { ok: false, reason: say(lang, 'edits', 'unknownFood', { food: op.toWords }) };
      const i = s.version.ingredients.find((x) => x.food === op.from || room.foods.get(x.food)?.of === op.from);
      if (!i) return { ok: false, reason: say(lang, 'edits', 'notInRecipe', { food: op.fromWords }) };
      const id = ingredientId(i);
      const problems = swapProblem(room, s.version, id, op.to);
      const heart = isHeart(room, s.version, i);
      if (problems || heart) {
        const actions = problems?.filter((p) => !p.endsWith('-time') && p !== 'particular' && p !== 'unknown') ?? [];
        const verbs = actions.length
          ? grammarOf(lang).list(actions.map((a) => actionWord(a, lang)))
          : lang === 'pt-BR'
            ? 'a base do prato'
            : 'what the dish is built on';
        const instead = sameKind(
          book,
          s.entry,
          merge(s.restrictions, restrictionsOf(room, [], [], [op.from])),
          lang,
          (x) => x.foods.includes(op.to!),
        );
        return {
          ok: false,
          reason: [
            say(lang, 'edits', 'cannotSwap', {
              from: foodName(room, i.food, lang),
              to: foodName(room, op.to, lang),
              actions: verbs,
            }),
            instead ? say(lang, 'edits', 'tryInstead', { diet: '', list: instead }).replace(/\s{2,}/g, ' ') : '',
          ]
            .filter(Boolean)
            .join(' '),
        };
      }
      const sub = room.foods.get(i.food)?.subs?.find((x) => x.food === op.to);
      s.swap.set(id, { ...i, food: op.to, name: undefined, q: scaleQ(i.q, sub?.ratio ?? 1) });
      s.done.push(
        sub?.note
          ? say(lang, 'edits', 'swapped', {
              from: foodName(room, i.food, lang),
              to: foodName(room, op.to, lang),
              note: sub.note[lang],
            })
          : say(lang, 'edits', 'swappedPlain', { from: foodName(room, i.food, lang), to: foodName(room, op.to, lang) }),
      );
      return { ok: true };
    }
    case 'add':
      // Where a new food goes, and how long it cooks there, is a cook's call the recipe does not make.
      return { ok: false, reason: say(lang, 'edits', 'cannotAdd', { food: op.words }) };
    case 'method': {
      if (
        toVariantOfKind(
          book,
          s,
          (e) => e.variantKind === 'method' && book.version(e).variant?.method === op.method,
          lang,
          say(lang, 'edits', `method.${op.method}`),
        )
      )
        return { ok: true };
      return {
        ok: false,
        reason: say(lang, 'edits', 'noMethodVersion', {
          name,
          method: say(lang, 'edits', `method.${op.method as Method}`),
        }),
      };
    }
  }
}

function actionWord(a: string, lang: TLanguage): string {
  const en: Record<string, string> = {
    brown: 'browned',
    fry: 'fried',
    deepfry: 'deep-fried',
    simmer: 'simmered',
    boil: 'boiled',
    roast: 'roasted',
    bake: 'baked',
    grill: 'grilled',
    stirfry: 'stir-fried',
    saute: 'sautéed',
  };
  const pt: Record<string, string> = {
    brown: 'dourado',
    fry: 'frito',
    deepfry: 'frito por imersão',
    simmer: 'cozido em fogo baixo',
    boil: 'fervido',
    roast: 'assado',
    bake: 'assado',
    grill: 'grelhado',
    stirfry: 'salteado',
    saute: 'refogado',
  };
  return (lang === 'pt-BR' ? pt : en)[a] ?? a;
}

function merge(a: Restrictions, b: Restrictions): Restrictions {
  return {
    diets: [...a.diets, ...b.diets],
    cats: new Set([...a.cats, ...b.cats]),
    foods: new Set([...a.foods, ...b.foods]),
  };
}

export function editKnown(
  book: Cookbook,
  entry: Entry,
  recipe: TChefRecipe,
  ops: Op[],
  lang: TLanguage,
  ui: TLanguage,
): EditResult {
  const system: TUnitSystem = detectUnitSystem(recipe.ingredients.map((i) => i.amount)) ?? 'imperial';
  const s: State = {
    entry,
    version: book.version(entry),
    servings: recipe.servings,
    system,
    drop: new Set(),
    swap: new Map(),
    tweak: new Map(),
    restrictions: { diets: [], cats: new Set(), foods: new Set() },
    done: [],
  };
  // Optional lines the cook already left out stay out.
  for (const i of s.version.ingredients)
    if (
      i.optional &&
      !recipe.ingredients.some((l) =>
        book.room
          .foodIndex(lang)
          .find(l.name)
          .some((h) => h.values.includes(i.food)),
      )
    )
      s.drop.add(ingredientId(i));
  const original = render(book, s, lang);
  for (const op of ops) {
    const out = apply(book, s, op, ui === lang ? lang : lang);
    if (!out.ok)
      return {
        success: false,
        updated_recipe: original,
        summary: say(ui, 'edits', 'failed'),
        reasoning: `${out.reason} ${say(ui, 'edits', 'abilities')}`,
      };
  }
  return {
    success: true,
    updated_recipe: render(book, s, lang),
    summary: s.done.join(' '),
    reasoning: s.done.join(' '),
  };
}
