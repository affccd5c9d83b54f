import { foodFacts } from '../../../../shared/food/facts.ts';
import { recipeNutrition, roundNutrients } from '../../../../shared/food/nutrition.ts';
import { languageWords } from '../../../../shared/i18n/languages.ts';
import type { TPublicRecipe, TRecipe, TRecipeCard } from '../api/types.ts';

/** What the server adds to each recipe it presents: the food of each line and the nutrition. */
function presentedFacts(
  r: Pick<TRecipe, 'ingredients' | 'servings' | 'language'>,
): Pick<TRecipe, 'foods' | 'nutrition'> {
  const lang = languageWords(r.language);
  const n = recipeNutrition(r.ingredients, r.servings, lang);
  return {
    foods: r.ingredients.map((i) => foodFacts(i.name, lang)),
    nutrition: { ...n, perServing: roundNutrients(n.perServing), source: 'USDA SR24' },
  };
}

let counter = 0;

/** A recipe as the API returns it, for web tests; override what the test is about. */
export function buildRecipe(overrides: Partial<TRecipe> = {}): TRecipe {
  counter += 1;
  const n = String(counter).padStart(12, '0');
  const recipe: TRecipe = {
    id: `00000000-0000-4000-8000-${n}`,
    userId: 'user-1',
    title: `Recipe ${counter}`,
    description: 'A quick weeknight dish.',
    difficulty: 'Easy',
    tags: ['quick'],
    tips: [],
    prepTime: 10,
    cookTime: 20,
    servings: 4,
    ingredients: [{ name: 'rice', amount: '1 cup' }],
    instructions: ['Cook the rice.'],
    imageUrl: null,
    sourceUrl: null,
    isFavorite: false,
    isPublic: false,
    originalUnitSystem: 'imperial',
    language: 'en',
    createdAt: new Date(Date.UTC(2025, 0, 1, 12, counter)).toISOString(),
    updatedAt: new Date(Date.UTC(2025, 0, 1, 12, counter)).toISOString(),
    ...overrides,
  };
  return { ...presentedFacts(recipe), ...recipe };
}

export function buildPublicRecipe(overrides: Partial<TPublicRecipe> = {}): TPublicRecipe {
  const { userId: _userId, ...rest } = buildRecipe();
  return { ...rest, authorName: 'Olga', isPublic: true, ...overrides };
}

/** A list entry (GET /api/recipes, favourites, collections): a card, without ingredients, steps or tips. */
export function buildRecipeCard(overrides: Partial<TRecipe> = {}): TRecipeCard {
  const { ingredients: _i, instructions: _s, tips: _t, foods: _f, nutrition: _n, ...card } = buildRecipe(overrides);
  return card;
}
