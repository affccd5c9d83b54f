import type { TLanguage } from '../../../../../shared/constants.ts';
import { defaultQty, swapIng } from '../build.ts';
import type { Dish, DishIng } from '../dish.ts';
import type { Knowledge } from '../load.ts';
import { enforce } from '../restrictions.ts';
import type { TAction, TDietCat, TStep } from '../schema.ts';
import { vocabulary } from '../vocabulary.ts';
import { findIng, keyName, t, type OpOf } from './op.ts';

// Edits of the ingredient list: keep a diet or leave a category out, swap, remove, add.

/** Diets' labels and tags (knowledge/vocabulary/diets.json). */
const DIET_RULES = () => vocabulary().diets.diets;

const ANIMAL: TDietCat[] = ['beef', 'pork', 'poultry', 'fish', 'shellfish'];

/** Adds an ingredient with its default amount and a step that cooks or serves it. */
export function addIngredient(kb: Knowledge, d: Dish, key: string, lang: TLanguage): DishIng {
  const e = kb.lex.get(key)!;
  let id = key;
  for (let n = 2; d.ings.some((i) => i.id === id); n++) id = `${key}-${n}`;
  const ing: DishIng = {
    id,
    key,
    role: e.role,
    qty: ['salt', 'black-pepper'].includes(key)
      ? null
      : defaultQty(kb, key, d.servings, e.role === 'protein' || e.role === 'vegetable' ? 0.6 : 1),
    origKey: key,
  };
  d.ings.push(ing);
  const last = d.steps.length - 1;
  let step: TStep;
  if (['garnish', 'herb', 'nut', 'cheese', 'fruit', 'sweet'].includes(e.role)) step = { do: 'serve', what: [id] };
  else if (['spice', 'seasoning', 'sauce'].includes(e.role)) step = { do: 'season', what: [id] };
  else if (e.role === 'protein' || e.role === 'egg') step = { do: e.cook?.brown ? 'brown' : 'add', what: [id] };
  else {
    const act: TAction = ['stew', 'soup', 'curry', 'noodle-soup', 'risotto'].includes(d.family)
      ? 'simmer'
      : d.family === 'stir-fry' || d.family === 'fried-rice'
        ? 'stirfry'
        : e.cook?.saute
          ? 'saute'
          : 'simmer';
    step = { do: act, what: [id] };
  }
  d.steps = [...d.steps.slice(0, Math.max(0, last)), step, ...d.steps.slice(Math.max(0, last))];
  void lang;
  return ing;
}

/** Leaves categories out (a diet, "no pork"): each ingredient swapped or dropped. */
export function applyAvoid(
  kb: Knowledge,
  d: Dish,
  op: OpOf<'avoid'>,
  lang: TLanguage,
  done: string[],
): string | undefined {
  const nameOf = (k: string) => keyName(kb, k, lang);
  const ch = enforce(kb, d, { avoidCats: op.cats, avoidKeys: [] });
  if (!ch) {
    const bad = d.ings.find((i) => kb.lex.get(i.key)?.cats.some((c) => op.cats.includes(c)));
    return t(
      lang,
      `I have no good substitute for ${bad ? nameOf(bad.key) : 'one ingredient'} here.`,
      `Não tenho um bom substituto para ${bad ? nameOf(bad.key) : 'um dos ingredientes'} aqui.`,
    );
  }
  for (const c of ch)
    done.push(
      c.to
        ? t(lang, `${nameOf(c.from)} → ${nameOf(c.to)}`, `${nameOf(c.from)} → ${nameOf(c.to)}`)
        : t(lang, `without ${nameOf(c.from)}`, `sem ${nameOf(c.from)}`),
    );
  if (op.diet) {
    d.tags.en.push(DIET_RULES()[op.diet].tag.en);
    d.tags['pt-BR'].push(DIET_RULES()[op.diet].tag['pt-BR']);
  }
  if (ch.length === 0)
    done.push(
      t(
        lang,
        `already ${op.diet ? DIET_RULES()[op.diet].label.en : `free of ${op.label}`}`,
        `já era ${op.diet ? DIET_RULES()[op.diet].label['pt-BR'] : `sem ${op.label}`}`,
      ),
    );
  return undefined;
}

/** One ingredient for another; the animal categories it took away go from the rest too. */
export function applySwap(
  kb: Knowledge,
  d: Dish,
  op: OpOf<'swap'>,
  lang: TLanguage,
  done: string[],
): string | undefined {
  const nameOf = (k: string) => keyName(kb, k, lang);
  const ing = findIng(kb, d, op.from);
  if (!ing) return t(lang, `The recipe has no "${op.from}" to replace.`, `A receita não tem "${op.from}" para trocar.`);
  const old = ing.key;
  swapIng(kb, d, ing, op.to);
  done.push(`${nameOf(old)} → ${nameOf(op.to)}`);
  // "Chickpeas instead of beef": the beef stock goes too, as the cook meant no beef.
  const oldCats = kb.lex.get(old)?.cats ?? [];
  const newCats = kb.lex.get(op.to)?.cats ?? [];
  const gone = ANIMAL.filter((c) => oldCats.includes(c) && !newCats.includes(c));
  if (gone.length) {
    const ch = enforce(kb, d, { avoidCats: gone, avoidKeys: [] });
    for (const c of ch ?? [])
      done.push(
        c.to ? `${nameOf(c.from)} → ${nameOf(c.to)}` : t(lang, `without ${nameOf(c.from)}`, `sem ${nameOf(c.from)}`),
      );
  }
  return undefined;
}

/** Takes an ingredient out, unless it is the only one. */
export function applyRemove(
  kb: Knowledge,
  d: Dish,
  op: OpOf<'remove'>,
  lang: TLanguage,
  done: string[],
): string | undefined {
  const nameOf = (k: string) => keyName(kb, k, lang);
  const ing = findIng(kb, d, op.from);
  if (!ing) return t(lang, `The recipe has no "${op.from}" to remove.`, `A receita não tem "${op.from}" para tirar.`);
  if (d.ings.length <= 1)
    return t(lang, 'That would leave the recipe without ingredients.', 'Isso deixaria a receita sem ingredientes.');
  d.ings = d.ings.filter((i) => i !== ing);
  done.push(t(lang, `without ${nameOf(ing.key)}`, `sem ${nameOf(ing.key)}`));
  return undefined;
}

/** Adds an ingredient the dish does not have yet. */
export function applyAdd(kb: Knowledge, d: Dish, op: OpOf<'add'>, lang: TLanguage, done: string[]): string | undefined {
  const nameOf = (k: string) => keyName(kb, k, lang);
  if (d.ings.some((i) => i.key === op.key)) {
    done.push(t(lang, `${nameOf(op.key)} already in`, `${nameOf(op.key)} já estava na receita`));
    return undefined;
  }
  addIngredient(kb, d, op.key, lang);
  done.push(t(lang, `added ${nameOf(op.key)}`, `com ${nameOf(op.key)}`));
  return undefined;
}
