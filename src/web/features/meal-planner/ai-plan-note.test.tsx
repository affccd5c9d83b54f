import { Suspense } from 'react';
import { screen } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHEF_META_HEADER, encodeChefMeta } from '../../../shared/chef-meta-header.ts';
import type { TChefMeta } from '../../../shared/schemas/chef.ts';
import type { TMealSuggestion } from '../../entities/meal-plan/index.ts';
import { ToastHost } from '../../components/ui/toast-host.tsx';
import { dismissToast } from '../../components/ui/use-toast.ts';
import { CURRENT_USER_QUERY_KEY } from '../../lib/auth.ts';
import i18n from '../../lib/i18n.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { buildUser, jsonResponse, mockFetch, renderWithProviders } from '../../test-utils.tsx';
import { buildRecipe } from '../../entities/recipe/testing/build-recipe.ts';
import MealPlannerPage from './meal-planner-page.tsx';

/** Honest notes (issue 17 item 9): the chef's note on a week plan is shown with its result. */

vi.setConfig({ testTimeout: 30_000 });

const userEvent = userEventLib.setup({ delay: null });

beforeEach(async () => {
  await i18n.changeLanguage('en');
  // The week on screen is still ahead: its Sunday is today (past days are not planned).
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2025-01-05T08:00:00'));
});
afterEach(() => {
  vi.useRealTimers();
  dismissToast();
  vi.unstubAllGlobals();
});

const WEEK = '/api/meal-plan-items?startDate=2025-01-05&endDate=2025-01-11';
const suggestion: TMealSuggestion = {
  date: '2025-01-06',
  mealType: 'dinner',
  recipeTitle: 'Lentil stew',
  recipeDescription: 'Hearty',
  prepTime: 10,
  cookTime: 30,
  servings: 2,
  difficulty: 'Easy',
  ingredients: [{ name: 'lentils', amount: '1 cup' }],
  instructions: ['Simmer the lentils.'],
  tags: ['vegan'],
  tips: [],
  reasoning: 'Warm and filling.',
};
const body = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as Record<string, unknown>;

function plan(meta: TChefMeta) {
  mockFetch({
    [`GET ${WEEK}`]: () => jsonResponse([]),
    'POST /api/meal-plans/generate': () =>
      new Response(JSON.stringify([suggestion]), {
        status: 200,
        headers: { 'Content-Type': 'application/json', [CHEF_META_HEADER]: encodeChefMeta(meta) },
      }),
    'POST /api/meal-plans': (init) => jsonResponse({ id: 'ai1', ...body(init), createdAt: '' }, 201),
    'POST /api/recipes': (init) => jsonResponse(buildRecipe({ id: 'new1', ...body(init) }), 201),
    'POST /api/meal-plans/ai1/items': (init) =>
      jsonResponse(
        {
          id: 'm1',
          mealPlanId: 'ai1',
          notes: null,
          completed: false,
          recipe: buildRecipe({ id: 'new1' }),
          ...body(init),
        },
        201,
      ),
  });
  const queryClient = createQueryClient();
  queryClient.setQueryData(CURRENT_USER_QUERY_KEY, buildUser());
  renderWithProviders(
    <Suspense fallback={null}>
      <MealPlannerPage />
      <ToastHost />
    </Suspense>,
    { path: '/meal-planner?week=2025-01-08', queryClient },
  );
}

async function generate(open: string, submit: string) {
  await userEvent.click(await screen.findByRole('button', { name: open }));
  await userEvent.click(await screen.findByRole('button', { name: submit }));
}

describe('AI meal plan: the chef note', () => {
  it("adds the chef's note to the result", async () => {
    plan({ engine: 'local', fallback: false, note: 'No fish dinners: none fit the time you gave.' });
    await generate('AI meal plan', 'Generate plan');
    expect(await screen.findByText('AI Meal Plan Generated', undefined, { timeout: 15_000 })).toBeDefined();
    expect(
      screen.getByText('1 meal was added to your plan. No fish dinners: none fit the time you gave.'),
    ).toBeDefined();
  });

  it('says in Portuguese that the built-in chef answered for a failed LLM', async () => {
    await i18n.changeLanguage('pt-BR');
    plan({ engine: 'local', fallback: true });
    await generate('Plano com IA', 'Gerar plano');
    expect(
      await screen.findByText(
        /O serviço de IA não respondeu, então o chef embutido do Tempero respondeu\.$/,
        undefined,
        { timeout: 15_000 },
      ),
    ).toBeDefined();
  });
});
