import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TUser } from '../../../../../shared/schemas/user.ts';
import { ToastHost } from '../../../../components/ui/toast-host.tsx';
import { dismissToast } from '../../../../components/ui/use-toast.ts';
import { CURRENT_USER_QUERY_KEY } from '../../../../lib/auth.ts';
import i18n from '../../../../lib/i18n.ts';
import { createQueryClient } from '../../../../lib/query-client.ts';
import { buildUser, jsonResponse, mockFetch, renderWithProviders } from '../../../../test-utils.tsx';
import { UNIT_SYSTEM_STORAGE_KEY } from '../../../user/index.ts';
import type { TRecipe } from '../../api/types.ts';
import { RecipeDetailModal } from '../../components/recipe-detail-modal.tsx';
import { RecipeIngredients, RecipeInstructions } from '../../components/recipe-sections.tsx';
import { buildRecipe } from '../../testing/build-recipe.ts';
import { WithExtensions } from '../../testing/no-extensions.tsx';
import { useRecipeUnits } from '../hooks/use-recipe-units.ts';
import { RecipeUnitsToolbar } from './recipe-units-toolbar.tsx';

beforeAll(async () => {
  await i18n.loadNamespaces(['recipes']);
});
beforeEach(async () => {
  localStorage.clear();
  await i18n.changeLanguage('en');
});
afterEach(() => {
  dismissToast();
  vi.unstubAllGlobals();
});

const pancakes = () =>
  buildRecipe({
    title: 'Pancakes',
    servings: 4,
    originalUnitSystem: 'imperial',
    ingredients: [
      { name: 'milk', amount: '1 cup' },
      { name: 'eggs', amount: '2' },
    ],
    instructions: ['Heat a griddle, or bake at 350°F for 15 minutes.'],
  });

function Harness({ recipe }: { recipe: TRecipe }) {
  const units = useRecipeUnits(recipe);
  return (
    <>
      <RecipeUnitsToolbar units={units} />
      <RecipeIngredients ingredients={units.ingredients} />
      <RecipeInstructions instructions={units.instructions} />
      <ToastHost />
    </>
  );
}

function renderAs(user: TUser | null, recipe: TRecipe = pancakes()) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(CURRENT_USER_QUERY_KEY, user);
  return renderWithProviders(<Harness recipe={recipe} />, { queryClient });
}

const ingredients = () => screen.getByRole('region', { name: 'Ingredients' });
const steps = () => screen.getByRole('region', { name: 'Instructions' });
const originalSwitch = () => screen.queryByRole('switch', { name: 'Show original amounts' });

describe('recipe amounts for the reader', () => {
  it("shows a metric reader '1 cup' as 240 ml and the oven in °C, and the original amounts on request", async () => {
    mockFetch({});
    renderAs(buildUser({ unitSystem: 'metric' }));
    expect(within(ingredients()).getByText('240 ml')).toBeDefined();
    expect(within(ingredients()).queryByText('1 cup')).toBeNull();
    expect(within(steps()).getByText('Heat a griddle, or bake at 180°C for 15 minutes.')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Metric' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('Units as the recipe was written (imperial)')).toBeDefined();

    await userEvent.click(originalSwitch()!);
    expect(originalSwitch()!.getAttribute('aria-checked')).toBe('true');
    expect(within(ingredients()).getByText('1 cup')).toBeDefined();
    expect(within(steps()).getByText('Heat a griddle, or bake at 350°F for 15 minutes.')).toBeDefined();

    await userEvent.click(originalSwitch()!);
    expect(within(ingredients()).getByText('240 ml')).toBeDefined();
  });

  it('scales 4 servings to 6 with the stepper, and goes back to the recipe’s servings', async () => {
    mockFetch({});
    renderAs(buildUser({ unitSystem: 'imperial' }));
    const more = screen.getByRole('button', { name: 'More servings' });
    await userEvent.click(more);
    await userEvent.click(more);
    expect(screen.getByText('6 servings')).toBeDefined();
    expect(within(ingredients()).getByText('1 1/2 cups')).toBeDefined();
    expect(within(ingredients()).getByText('3')).toBeDefined();

    await userEvent.click(screen.getByRole('button', { name: 'Back to 4 servings' }));
    expect(within(ingredients()).getByText('1 cup')).toBeDefined();
    expect(screen.queryByRole('button', { name: /^Back to/ })).toBeNull();
  });

  it('stops at 1 serving without losing the keyboard focus', async () => {
    mockFetch({});
    renderAs(buildUser(), buildRecipe({ servings: 2, ingredients: [{ name: 'milk', amount: '1 cup' }] }));
    const fewer = screen.getByRole('button', { name: 'Fewer servings' });
    fewer.focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByText('1 serving')).toBeDefined();
    expect(within(ingredients()).getByText('1/2 cup')).toBeDefined();
    expect(fewer.getAttribute('aria-disabled')).toBe('true');
    await userEvent.keyboard('{Enter}');
    expect(screen.getByText('1 serving')).toBeDefined();
    expect(document.activeElement).toBe(fewer);
  });

  it('hides "show original amounts" when nothing would be converted', () => {
    mockFetch({});
    renderAs(buildUser({ unitSystem: 'imperial' }));
    expect(within(ingredients()).getByText('1 cup')).toBeDefined();
    expect(originalSwitch()).toBeNull();
  });

  it("follows a signed-out visitor's browser (en-US: imperial) and keeps their own choice on the device", async () => {
    const fetchMock = mockFetch({});
    renderAs(null);
    expect(screen.getByRole('button', { name: 'Imperial' }).getAttribute('aria-pressed')).toBe('true');
    expect(within(ingredients()).getByText('1 cup')).toBeDefined();

    await userEvent.click(screen.getByRole('button', { name: 'Metric' }));
    expect(within(ingredients()).getByText('240 ml')).toBeDefined();
    expect(localStorage.getItem(UNIT_SYSTEM_STORAGE_KEY)).toBe('metric');
    expect(originalSwitch()).not.toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("saves a signed-in reader's switch to their profile, showing it at once", async () => {
    const user = buildUser({ unitSystem: 'imperial' });
    let patched: unknown;
    mockFetch({
      'PATCH /api/user/preferences': (init) => {
        patched = JSON.parse(String(init?.body));
        return jsonResponse({ ...user, unitSystem: 'metric' });
      },
      'GET /api/auth/user': () => jsonResponse({ ...user, unitSystem: 'metric' }),
    });
    renderAs(user);
    await userEvent.click(screen.getByRole('button', { name: 'Metric' }));
    expect(within(ingredients()).getByText('240 ml')).toBeDefined();
    await waitFor(() => expect(patched).toEqual({ unitSystem: 'metric' }));
  });

  it('puts the previous system back with the spec toast when saving fails', async () => {
    mockFetch({ 'PATCH /api/user/preferences': () => jsonResponse({ message: 'Database down' }, 500, 'Error') });
    renderAs(buildUser({ unitSystem: 'imperial' }));
    await userEvent.click(screen.getByRole('button', { name: 'Metric' }));
    expect(await screen.findByText('Failed to update preferences')).toBeDefined();
    expect(within(ingredients()).getByText('1 cup')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Imperial' }).getAttribute('aria-pressed')).toBe('true');
  });
});

describe('the recipe detail modal', () => {
  it("shows the amounts, servings and steps in the reader's units", async () => {
    mockFetch({});
    const recipe = pancakes();
    const queryClient = createQueryClient();
    queryClient.setQueryData(CURRENT_USER_QUERY_KEY, buildUser({ id: 'someone-else', unitSystem: 'metric' }));
    renderWithProviders(
      <WithExtensions>
        <RecipeDetailModal recipeId={recipe.id} recipe={recipe} open onOpenChange={() => {}} />
      </WithExtensions>,
      { queryClient },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Pancakes' });
    expect(within(dialog).getByText('240 ml')).toBeDefined();
    expect(within(dialog).getByText(/bake at 180°C/)).toBeDefined();
    await userEvent.click(within(dialog).getByRole('button', { name: 'More servings' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'More servings' }));
    expect(within(dialog).getByText('360 ml')).toBeDefined();
    // The servings fact follows the stepper.
    expect(dialog.querySelector('[data-fact="servings"]')?.textContent).toBe('6');
  });
});
