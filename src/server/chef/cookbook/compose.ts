/**
 * Composition, only where it is safe: an open dish (src/knowledge/open-dishes) filled with the
 * cook's own foods. A food goes into a group only when its kind is the group's and its record
 * takes the group's action; its time and cue come from that record. The result is an ordinary
 * cookbook recipe, rendered like any other, and the note says it is the chef's own combination.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { TLanguage } from '../../../shared/i18n/languages.ts';
import { LANGUAGES } from '../../../shared/i18n/languages.ts';
import {
  ZOpenDish,
  type TCookbookIngredient,
  type TCookbookRecipe,
  type TOpenDish,
} from '../../../shared/knowledge/cookbook-schema.ts';
import type { TAction, TFood, TText } from '../../../shared/knowledge/food-schema.ts';
import { grammarOf } from '../../../shared/knowledge/grammar.ts';
import { phraseKey } from '../../../shared/knowledge/phrase-index.ts';
import { KNOWLEDGE_DIR, type Room } from '../../knowledge/room.ts';
import { pieceGrams } from './amount.ts';
import type { Version } from './facts.ts';
import { versionOf } from './facts.ts';
import { pack } from './pack.ts';
import { excludes, type Restrictions } from './restrictions.ts';

let dishes: TOpenDish[] | null = null;

export function openDishes(dir = path.join(KNOWLEDGE_DIR, 'open-dishes')): TOpenDish[] {
  if (dishes) return dishes;
  dishes = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => ZOpenDish.parse(JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8'))));
  return dishes;
}

interface Filled {
  dish: TOpenDish;
  groups: Map<string, { food: string; action: TAction }[]>;
  used: string[];
  left: string[];
}

function actionOf(food: TFood, actions: readonly string[]): TAction | null {
  for (const a of actions) if (food.cook?.[a as TAction] || (a === 'raw' && food.cook?.raw)) return a as TAction;
  return null;
}

/** The open dish's groups filled with the foods, or null when a group it needs stays empty. */
export function fill(room: Room, dish: TOpenDish, foods: readonly string[], r: Restrictions): Filled | null {
  if (dish.base.some((i) => !i.optional && excludes(room, r, i.food))) return null;
  const groups = new Map<string, { food: string; action: TAction }[]>();
  const used: string[] = [];
  for (const g of dish.groups) groups.set(g.id, []);
  for (const key of foods) {
    const own = room.foods.get(key);
    if (!own || excludes(room, r, key) || dish.base.some((i) => i.food === key)) continue;
    // Dried chickpeas on hand go in as cooked ones (their canned or cooked form) where only those fit.
    const forms = [key, ...(own.can && own.can !== key ? [own.can] : [])];
    placing: for (const form of forms) {
      const food = room.foods.get(form);
      if (!food || excludes(room, r, form)) continue;
      for (const g of dish.groups) {
        const list = groups.get(g.id)!;
        if (list.length >= g.max || !g.kinds.includes(food.kind)) continue;
        const action = actionOf(food, g.actions);
        if (!action) continue;
        list.push({ food: form, action });
        used.push(key);
        break placing;
      }
    }
  }
  for (const g of dish.groups) {
    const list = groups.get(g.id)!;
    if (list.length >= g.min) continue;
    const d = g.default ? room.foods.get(g.default) : undefined;
    const action = d ? actionOf(d, g.actions) : null;
    if (!d || !action || excludes(room, r, g.default!)) return null;
    list.push({ food: g.default!, action });
  }
  return { dish, groups, used, left: foods.filter((f) => !used.includes(f) && !dish.base.some((i) => i.food === f)) };
}

function amountFor(food: TFood, key: string, grams: number, prep?: string): TCookbookIngredient {
  if (food.measure === 'count') {
    const each = pieceGrams(food);
    if (each) {
      // Halves read well for one or two ("1 1/2 onions"), whole ones beyond ("4 carrots").
      const n = grams / each;
      const q = food.halves && n < 2 ? Math.max(0.5, Math.round(n * 2) / 2) : Math.max(1, Math.round(n));
      return { food: key, q, ...(prep ? { prep } : {}) };
    }
  }
  if (food.by === 'liquid') return { food: key, q: Math.round(grams / 10) * 10, u: 'ml', ...(prep ? { prep } : {}) };
  return { food: key, q: Math.max(5, Math.round(grams / 5) * 5), u: 'g', ...(prep ? { prep } : {}) };
}

function timeText(room: Room, items: { food: string; action: TAction }[], lang: TLanguage): string {
  let lo = 0;
  let hi = 0;
  for (const i of items) {
    const m = room.foods.get(i.food)?.cook?.[i.action]?.min;
    if (m) {
      lo = Math.max(lo, m[0]);
      hi = Math.max(hi, m[1]);
    }
  }
  if (!hi) return '';
  const p = pack(lang).compose;
  return lo === hi
    ? p.forOne.replace('{n}', String(hi))
    : p.for.replace('{lo}', String(lo)).replace('{hi}', String(hi));
}

function cueText(room: Room, items: { food: string; action: TAction }[], lang: TLanguage): string {
  // The food that takes longest decides when the group is done.
  const longest = [...items].sort(
    (a, b) =>
      (room.foods.get(b.food)?.cook?.[b.action]?.min[1] ?? 0) - (room.foods.get(a.food)?.cook?.[a.action]?.min[1] ?? 0),
  )[0];
  if (!longest) return '';
  const own = room.foods.get(longest.food)?.cook?.[longest.action]?.cue?.[lang];
  return own ?? pack(lang).cues[longest.action] ?? '';
}

/** The cook's foods the title says after "with": none a default, none the title says already. */
function namedFoods(room: Room, f: Filled, l: TLanguage): string[] {
  const mainFoods = [...f.groups.values()]
    .flat()
    .map((i) => i.food)
    .filter((k) => !f.dish.groups.some((g) => g.default === k));
  // A food the title already says is not said again ("Macarrão com carne moída", not "com macarrão").
  const said = ` ${phraseKey(f.dish.name[l])} `;
  return mainFoods.filter((k) => !said.includes(` ${phraseKey(room.names(k, l).one)} `));
}

/**
 * The filled dish's title would end on its "with" ("Pasta with"): nothing of the cook's beyond
 * what the dish is made of. Such a filling is no dish of theirs.
 */
export function opensEmpty(room: Room, f: Filled): boolean {
  return LANGUAGES.some((l) => f.dish.name[l].includes('{list}') && namedFoods(room, f, l).length === 0);
}

/** The filled dish as a cookbook recipe: its name, its list and its steps with placeholders. */
export function composeRecipe(room: Room, f: Filled): Version {
  const ingredients: TCookbookIngredient[] = [...f.dish.base];
  for (const g of f.dish.groups) {
    for (const item of f.groups.get(g.id)!) {
      const food = room.foods.get(item.food)!;
      // A group's cut is for what is cut: chickpeas, grains, nuts and crumbled cheese go in as they are.
      const cut = ['vegetable', 'protein', 'fruit'].includes(food.kind) ? g.prep : undefined;
      ingredients.push(amountFor(food, item.food, g.per * f.dish.servings, cut));
    }
  }
  const text = (lang: TLanguage, t: string): string =>
    t.replace(
      /\{(time|cue):([a-z0-9-]+)\}|\{(-?)([a-z0-9-]+)\}/g,
      (m, kind: string | undefined, gid: string | undefined, bare: string | undefined, plain: string | undefined) => {
        const id = gid ?? plain!;
        const items = f.groups.get(id);
        if (!items) return m;
        if (kind === 'time') return timeText(room, items, lang);
        if (kind === 'cue') return cueText(room, items, lang);
        if (bare) return grammarOf(lang).list(items.map((i) => `{${i.food}}`));
        // The group's foods, the longest-cooking first, each a placeholder of its own.
        const sorted = [...items].sort(
          (a, b) =>
            (room.foods.get(b.food)?.cook?.[b.action]?.min[1] ?? 0) -
            (room.foods.get(a.food)?.cook?.[a.action]?.min[1] ?? 0),
        );
        const g = grammarOf(lang);
        return g.list(
          sorted.map((i) => {
            if (lang === 'en') return `the {${i.food}}`;
            const food = room.foods.get(i.food)!;
            const ing = ingredients.find((x) => x.food === i.food)!;
            const plural =
              food.plural === true ||
              (food.measure === 'count' && (ing.u ? ing.u === 'g' : (typeof ing.q === 'number' ? ing.q : 1) > 1));
            return `${g.article(room.names(i.food, lang).g ?? 'm', plural)} {${i.food}}`;
          }),
        );
      },
    );
  // "a&!b": every part holds; "!b" is a group left empty.
  const holds = (cond: string | undefined) =>
    !cond ||
    cond.split('&').every((part) => {
      const neg = part.startsWith('!');
      const has = (f.groups.get(part.replace(/^!/, '')) ?? []).length > 0;
      return neg ? !has : has;
    });
  const steps = f.dish.steps
    .filter((s) => holds(s.if))
    .map(
      (s) =>
        Object.fromEntries(
          LANGUAGES.map((l) => [
            l,
            text(l, s[l])
              .replace(/\s+([,.])/g, '$1')
              .replace(/\s{2,}/g, ' '),
          ]),
        ) as TText,
    );
  const name = Object.fromEntries(
    LANGUAGES.map((l) => {
      const named = namedFoods(room, f, l);
      const list = grammarOf(l).list(named.slice(0, 3).map((k) => room.names(k, l).one));
      const title = f.dish.name[l]
        .replace('{list}', list || '')
        .replace(/\s{2,}/g, ' ')
        .trim();
      return [l, title[0]!.toUpperCase() + title.slice(1)];
    }),
  ) as TText;
  const recipe: TCookbookRecipe = {
    id: `open-${f.dish.id}`,
    name,
    dish: f.dish.dish,
    course: f.dish.course,
    ...(f.dish.also ? { also: f.dish.also } : {}),
    cuisine: 'international',
    // The description says only what this filling is: no "vegetables you have" without any.
    description: (() => {
      const d = f.dish.descriptions?.find((x) => holds(x.if));
      return d ? { en: d.en, 'pt-BR': d['pt-BR'] } : f.dish.description;
    })(),
    servings: f.dish.servings,
    time: f.dish.time,
    difficulty: f.dish.difficulty,
    equipment: f.dish.equipment,
    ingredients,
    steps,
    ...(f.dish.tips ? { tips: f.dish.tips } : {}),
  };
  return versionOf(recipe, null);
}
