import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TMealPlanItem } from '../../../entities/meal-plan/index.ts';
import { buildRecipe } from '../../../entities/recipe/testing/build-recipe.ts';
import { CURRENT_USER_QUERY_KEY } from '../../../lib/auth.ts';
import i18n from '../../../lib/i18n.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { buildUser, renderWithProviders } from '../../../test-utils.tsx';
import { MealEntry } from './meal-entry.tsx';

function meal(overrides: Partial<TMealPlanItem> = {}): TMealPlanItem {
  const recipe = buildRecipe({ title: 'Stew' });
  return {
    id: 'm1',
    mealPlanId: 'p1',
    recipeId: recipe.id,
    mealDate: '2026-11-23',
    mealType: 'dinner',
    servings: 2,
    notes: null,
    completed: false,
    recipe,
    ...overrides,
  };
}

function renderMeal(m: TMealPlanItem) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(CURRENT_USER_QUERY_KEY, buildUser({ firstName: 'Ana' }));
  return renderWithProviders(
    <ul>
      <MealEntry meal={m} dayLabel="Monday" onOpenRecipe={() => {}} />
    </ul>,
    { queryClient },
  );
}

beforeEach(async () => {
  await i18n.changeLanguage('en');
  await i18n.loadNamespaces(['meal-planner']);
});

describe('MealEntry in a household', () => {
  it('says who planned a meal and marks a recipe shared with the household', async () => {
    renderMeal(meal({ addedBy: 'Bruno', recipe: buildRecipe({ title: 'Stew', visibility: 'household' }) }));
    expect(await screen.findByText('Added by Bruno')).toBeDefined();
    expect(screen.getByText('Household')).toBeDefined();
  });

  it('says nothing of the household for your own meal of a private recipe', async () => {
    renderMeal(meal({ addedBy: 'Ana', recipe: buildRecipe({ title: 'Stew', visibility: 'private' }) }));
    expect(await screen.findByText('Stew')).toBeDefined();
    expect(screen.queryByTestId('added-by')).toBeNull();
    expect(screen.queryByText('Household')).toBeNull();
  });
});

describe('MealEntry times (issue 35, item 4)', () => {
  it.each([
    ['en', 'ready in 70 min'],
    ['pt-BR', 'pronto em 70 min'],
  ] as const)('%s: shows the time from the recipe, not what a plan note claimed', async (lang, text) => {
    await i18n.changeLanguage(lang);
    renderMeal(
      meal({
        notes: 'Banana bread, ready in 0 minutes.',
        recipe: buildRecipe({ title: 'Banana bread', prepTime: 15, cookTime: 55 }),
      }),
    );
    expect(await screen.findByText(text)).toBeDefined();
  });

  it('shows no time for a recipe without one', async () => {
    renderMeal(meal({ recipe: buildRecipe({ title: 'Salad', prepTime: 0, cookTime: 0 }) }));
    expect(await screen.findByText('Salad')).toBeDefined();
    expect(screen.queryByText(/ready in/)).toBeNull();
  });
});

describe('MealEntry notes (issue 35, the AI plan)', () => {
  it.each([
    ['en', 'A good choice for dinner; ready in 25 minutes; portions for 2 people.'],
    ['pt-BR', 'Boa opção para o jantar; pronta em 25 minutos; porções para 2 pessoas.'],
  ] as const)('%s: shows no note that only repeats the card', async (lang, notes) => {
    await i18n.changeLanguage(lang);
    renderMeal(meal({ notes }));
    expect(await screen.findByText('Stew')).toBeDefined();
    expect(screen.queryByText(/25/)).toBeNull();
  });

  it('shows what a note adds', async () => {
    renderMeal(meal({ notes: 'One of your saved recipes, a good fit for dinner; ready in 25 minutes.' }));
    expect(await screen.findByText('One of your saved recipes, a good fit for dinner.')).toBeDefined();
  });
});
