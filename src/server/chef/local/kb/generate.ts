import type { TLanguage, TUnitSystem } from '../../../../shared/constants.ts';
import type { TRecipeDraft } from '../../../../shared/schemas/recipe.ts';
import { hashString } from '../text.ts';
import { applyOps } from './edit/apply.ts';
import { gatherCandidates } from './generate-candidates.ts';
import { wishNotes } from './generate-notes.ts';
import type { Knowledge } from './load.ts';
import { renderDish } from './render/render-dish.ts';
import { forbidden, understand } from './understand.ts';

export interface GenerateArgs {
  dishType: string;
  timeLimit: string;
  preferences: string;
  recipeCount: number;
  availableIngredients: string[];
  language: TLanguage;
  unitSystem: TUnitSystem;
}

/**
 * Recipes for a wish: the candidates (generate-candidates.ts) best first, each rendered once under
 * a title of its own, and notes on what the wish did not get (generate-notes.ts). Never pads
 * with unrelated dishes.
 */
export function generate(kb: Knowledge, args: GenerateArgs): { recipes: TRecipeDraft[]; note?: string } {
  const lang = args.language;
  const want = understand(kb, args);
  const seed = hashString(`${args.dishType}|${args.preferences}|${args.availableIngredients.join(',')}`);
  const { cands, ruledOut, vary } = gatherCandidates(kb, want, args, seed);
  let recipes: TRecipeDraft[] = [];
  let titles = new Set<string>();
  let adaptedAny = false;
  let quickAny = false;
  let fromTemplates = 0;
  select();
  // A second round when the first gave fewer dishes than asked: each variation adds one more
  // ingredient beside the wanted ones (another fruit in the bread, another vegetable in the pie).
  if (recipes.length < args.recipeCount && want.keys.length) {
    vary();
    select();
  }
  function select() {
    cands.sort((a, b) => b.score - a.score);
    recipes = [];
    titles = new Set<string>();
    adaptedAny = false;
    quickAny = false;
    fromTemplates = 0;
    for (const c of cands) {
      if (recipes.length >= args.recipeCount) break;
      // A spicy wish gets heat where the dish has none; savoury dishes only.
      if (
        want.spicy &&
        !['dessert', 'drink', 'breakfast'].includes(c.dish.course) &&
        !c.dish.ings.some((i) => kb.lex.get(i.key)?.cats.includes('chili'))
      )
        applyOps(kb, c.dish, [{ kind: 'spicy' }], lang);
      const draft = renderDish(kb, c.dish, lang, args.unitSystem);
      let t = draft.title.toLowerCase();
      if (titles.has(t)) {
        // Same dish, other ingredients: the title says what differs ("Apple tart with puff pastry").
        const seen = new Set(
          recipes.filter((r) => r.title.toLowerCase() === t).flatMap((r) => r.ingredients.map((i) => i.name)),
        );
        const differs = c.dish.ings.find(
          (i, n) =>
            i.slot &&
            !seen.has(draft.ingredients[n]!.name) &&
            !t.includes((kb.lex.get(i.key)?.name[lang][0] ?? '').toLowerCase()),
        );
        const name = differs ? kb.lex.get(differs.key)?.name[lang][0] : undefined;
        if (!name) continue;
        draft.title = `${draft.title} ${/ (with|com) /i.test(draft.title) ? (lang === 'pt-BR' ? 'e' : 'and') : lang === 'pt-BR' ? 'com' : 'with'} ${name}`;
        t = draft.title.toLowerCase();
        if (titles.has(t)) continue;
      }
      if (draft.ingredients.some((i) => forbidden(kb, want, kb.ingredientMatcher.valuesIn(i.name)[0] ?? '') && false))
        continue;
      titles.add(t);
      recipes.push(draft);
      if (c.adapted.some((a) => a.includes('→'))) adaptedAny = true;
      if (c.adapted.includes('quick')) quickAny = true;
      if (c.dish.source === 'family') fromTemplates++;
    }
  }
  const notes = wishNotes(kb, want, args, { recipes, adaptedAny, quickAny, fromTemplates }, ruledOut);
  return { recipes, ...(notes.length ? { note: notes.join(' ') } : {}) };
}
