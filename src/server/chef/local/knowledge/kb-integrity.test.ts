import { describe, expect, it } from 'vitest';
import { analyzeIngredient } from '../analyze.ts';
import { detectLanguage } from '../text.ts';
import { KB_RECIPES } from './recipes/index.ts';
import { CUISINES, INGREDIENT_CATEGORIES, MEALS, METHODS, PROTEINS, type IngredientCategory, type KbRecipe } from './types.ts';

/**
 * Integrity of the hand-written knowledge base. Every failure names the recipe id (and the
 * ingredient), so a writer can find it. Runs on whatever recipes have landed.
 */
const recipes: readonly KbRecipe[] = KB_RECIPES;

function collect(check: (r: KbRecipe, problem: (msg: string) => void) => void): string[] {
  const problems: string[] = [];
  for (const r of recipes) check(r, (msg) => problems.push(`${r.id}: ${msg}`));
  return problems;
}

const FLESH: IngredientCategory[] = ['meat', 'fish', 'shellfish'];

describe(`knowledge base integrity (${recipes.length} recipes)`, () => {
  it('ids are unique kebab-case slugs', () => {
    const seen = new Map<string, number>();
    for (const r of recipes) seen.set(r.id, (seen.get(r.id) ?? 0) + 1);
    const dupes = [...seen].filter(([, n]) => n > 1).map(([id, n]) => `${id}: used ${n} times`);
    const bad = recipes.filter((r) => !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(r.id)).map((r) => `${r.id}: not a kebab-case slug`);
    expect([...dupes, ...bad]).toEqual([]);
  });

  it('has text in both languages: title, description, steps (same count), tags (2–5), tips (1–3)', () => {
    const problems = collect((r, p) => {
      for (const l of ['en', 'pt'] as const) {
        if (!r.title[l]?.trim()) p(`title.${l} is empty`);
        if (!r.description[l]?.trim()) p(`description.${l} is empty`);
        if (!Array.isArray(r.steps[l]) || r.steps[l].length === 0) p(`steps.${l} is empty`);
        else r.steps[l].forEach((s, i) => !s.trim() && p(`steps.${l}[${i}] is empty`));
        const tags = r.tags[l] ?? [];
        if (tags.length < 2 || tags.length > 5) p(`tags.${l} has ${tags.length} tags (2–5 expected)`);
        const tips = r.tips[l] ?? [];
        if (tips.length < 1 || tips.length > 3) p(`tips.${l} has ${tips.length} tips (1–3 expected)`);
      }
      if (r.steps.en.length !== r.steps.pt.length) p(`steps: ${r.steps.en.length} in English but ${r.steps.pt.length} in Portuguese`);
      if (r.tags.en.length !== r.tags.pt.length) p(`tags: ${r.tags.en.length} in English but ${r.tags.pt.length} in Portuguese`);
      if (r.tips.en.length !== r.tips.pt.length) p(`tips: ${r.tips.en.length} in English but ${r.tips.pt.length} in Portuguese`);
    });
    expect(problems).toEqual([]);
  });

  it('writes each language in that language', () => {
    const problems = collect((r, p) => {
      if (detectLanguage(r.steps.en.join(' '), 'en') !== 'en') p('steps.en do not read as English');
      if (detectLanguage(r.steps.pt.join(' '), 'pt-BR') !== 'pt-BR') p('steps.pt do not read as Portuguese');
    });
    expect(problems).toEqual([]);
  });

  it('has valid facts: cuisine, meals, protein, methods, times, servings, difficulty', () => {
    const problems = collect((r, p) => {
      if (!CUISINES.includes(r.cuisine)) p(`unknown cuisine "${r.cuisine}"`);
      if (r.meals.length === 0) p('no meals');
      for (const m of r.meals) if (!MEALS.includes(m)) p(`unknown meal "${m}"`);
      if (!PROTEINS.includes(r.protein)) p(`unknown protein "${r.protein}"`);
      if (r.methods.length === 0) p('no methods');
      for (const m of r.methods) if (!METHODS.includes(m)) p(`unknown method "${m}"`);
      for (const k of ['prepTime', 'cookTime'] as const) if (!Number.isInteger(r[k]) || r[k] < 0) p(`${k} ${r[k]} is not a whole number of minutes`);
      if (!Number.isInteger(r.servings) || r.servings < 1) p(`servings ${r.servings}`);
      if (!['Easy', 'Medium', 'Hard'].includes(r.difficulty)) p(`difficulty "${r.difficulty}"`);
      if (r.ingredients.length === 0) p('no ingredients');
    });
    expect(problems).toEqual([]);
  });

  it('every ingredient has names in both languages, a key and known categories', () => {
    const problems = collect((r, p) => {
      r.ingredients.forEach((i, n) => {
        const at = `ingredient ${n + 1} "${i.name?.en ?? '?'}"`;
        if (!i.name?.en?.trim() || !i.name?.pt?.trim()) p(`${at}: name missing in a language`);
        if (i.amount?.en === undefined || i.amount?.pt === undefined) p(`${at}: amount missing in a language`);
        if (!i.key?.trim()) p(`${at}: no key`);
        if (!i.cats || i.cats.length === 0) p(`${at}: no categories`);
        for (const c of i.cats ?? []) if (!INGREDIENT_CATEGORIES.includes(c)) p(`${at}: unknown category "${c}"`);
        if ((i.cats ?? []).some((c) => c === 'beef' || c === 'pork' || c === 'poultry') && !i.cats.includes('meat')) p(`${at}: beef/pork/poultry without 'meat'`);
      });
    });
    expect(problems).toEqual([]);
  });

  it("ingredient categories agree with the names (meat words → 'meat', cheese → 'dairy', flour → 'gluten'…)", () => {
    const checked: IngredientCategory[] = ['meat', 'fish', 'shellfish', 'dairy', 'egg', 'gluten', 'nut', 'gelatin', 'honey'];
    const problems = collect((r, p) => {
      r.ingredients.forEach((i, n) => {
        const seen = new Set<IngredientCategory>();
        for (const name of [i.name.en, i.name.pt]) for (const c of analyzeIngredient(name).cats) seen.add(c);
        for (const c of checked) {
          // Declared 'fish' covers a name the lexicon reads as shellfish and vice versa.
          const declared = i.cats.includes(c) || (c === 'shellfish' && i.cats.includes('fish')) || (c === 'fish' && i.cats.includes('shellfish'));
          if (seen.has(c) && !declared) p(`ingredient ${n + 1} "${i.name.en}" / "${i.name.pt}" looks like ${c} but is not marked '${c}'`);
        }
      });
    });
    expect(problems).toEqual([]);
  });

  it('the main protein shows up in the ingredients', () => {
    const need: Partial<Record<KbRecipe['protein'], IngredientCategory[]>> = { beef: ['beef', 'meat'], pork: ['pork', 'meat'], chicken: ['poultry'], fish: ['fish'], seafood: ['shellfish', 'fish'], egg: ['egg'], legume: ['legume', 'soy'], tofu: ['tofu', 'soy'], cheese: ['dairy'] };
    const problems = collect((r, p) => {
      const cats = need[r.protein];
      if (cats && !r.ingredients.some((i) => i.cats.some((c) => cats.includes(c)))) p(`protein is "${r.protein}" but no ingredient is ${cats.join('/')}`);
    });
    expect(problems).toEqual([]);
  });

  it('diet tags are true (a "vegetarian" recipe has no meat, a "gluten-free" one no gluten…)', () => {
    const claims: [RegExp, IngredientCategory[]][] = [
      [/^(vegetarian|vegetarian[oa])$/i, FLESH],
      [/^(vegan|vegan[oa])$/i, [...FLESH, 'dairy', 'egg', 'honey', 'gelatin']],
      [/^(gluten-free|sem glúten|sem gluten)$/i, ['gluten']],
      [/^(dairy-free|sem lactose|sem laticínios)$/i, ['dairy']],
    ];
    const problems = collect((r, p) => {
      for (const tag of [...r.tags.en, ...r.tags.pt]) {
        for (const [re, forbidden] of claims) {
          if (!re.test(tag.trim())) continue;
          for (const i of r.ingredients) {
            if (i.optional) continue;
            const bad = i.cats.filter((c) => forbidden.includes(c));
            if (bad.length > 0) p(`tagged "${tag}" but "${i.name.en}" is ${bad.join(', ')}`);
          }
        }
      }
    });
    expect(problems).toEqual([]);
  });
});
