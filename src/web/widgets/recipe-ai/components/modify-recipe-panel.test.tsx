import { useState } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TModifyResult } from '../../../../shared/schemas/chef.ts';
import { ToastHost } from '../../../components/ui/toast-host.tsx';
import { dismissToast } from '../../../components/ui/use-toast.ts';
import i18n from '../../../lib/i18n.ts';
import { jsonResponse, mockFetch, renderWithProviders } from '../../../test-utils.tsx';
import { recipeKeys } from '../../../entities/recipe/api/keys.ts';
import { buildRecipe } from '../../../entities/recipe/testing/build-recipe.ts';
import type { TRecipe } from '../../../entities/recipe/api/types.ts';
import { ModifyRecipeAction, ModifyRecipeSection } from './modify-recipe-section.tsx';

vi.setConfig({ testTimeout: 20_000 });

beforeAll(async () => {
  await i18n.loadNamespaces(['chef', 'chef-tools', 'recipes', 'errors']);
});
beforeEach(async () => {
  await i18n.changeLanguage('en');
});
afterEach(() => {
  dismissToast();
  vi.unstubAllGlobals();
});

const RECIPE = buildRecipe({
  id: 'recipe-1',
  title: 'Chicken rice',
  servings: 2,
  prepTime: 10,
  cookTime: 20,
  ingredients: [
    { name: 'chicken breast', amount: '1 lb' },
    { name: 'rice', amount: '1 cup' },
    { name: 'salt', amount: '1 pinch' },
  ],
  instructions: ['Brown the chicken.', 'Add the rice and cook.'],
  tags: ['dinner'],
});

function modifyAnswer(
  overrides: Partial<TModifyResult> = {},
  recipe: Partial<TModifyResult['updated_recipe']> = {},
): TModifyResult {
  return {
    success: true,
    updated_recipe: {
      title: 'Spicy chicken rice',
      description: RECIPE.description ?? '',
      prepTime: 10,
      cookTime: 20,
      servings: 2,
      difficulty: 'Easy',
      ingredients: [
        { name: 'chicken breast', amount: '1 lb' },
        { name: 'rice', amount: '1 cup' },
        { name: 'salt', amount: '1 pinch' },
        { name: 'chili flakes', amount: '1 tsp' },
      ],
      instructions: ['Brown the chicken with the chili flakes.', 'Add the rice and cook.'],
      tags: ['dinner', 'spicy'],
      tips: [],
      ...recipe,
    },
    summary: 'Added chili flakes.',
    reasoning: 'Chili flakes bring heat without changing the cooking time.',
    meta: { engine: 'local', fallback: false },
    ...overrides,
  };
}

function renderPanel(recipe: TRecipe = RECIPE, isOwner = true) {
  const result = renderWithProviders(
    <>
      <ModifyRecipeSection recipe={recipe} isOwner={isOwner} closeModal={() => {}} />
      <ToastHost />
    </>,
  );
  return { ...result, user: userEvent.setup() };
}

const bodyOf = (fetchMock: ReturnType<typeof mockFetch>, index = 0) =>
  JSON.parse(String(fetchMock.mock.calls[index][1]?.body));
const preview = () => screen.getByRole('region', { name: 'Preview of the changes' });

describe('ModifyRecipeSection', () => {
  // The 'chef' texts are loaded in beforeAll, so nothing suspends: what the first render shows is
  // final (the owner's panel is there at once), and no wait can hide a panel that appears later.
  it('is shown to the owner only', () => {
    mockFetch({});
    const { unmount } = renderPanel(RECIPE, true);
    expect(screen.getByRole('region', { name: 'Modify with AI' })).toBeDefined();
    unmount();
    renderPanel(RECIPE, false);
    expect(screen.queryByRole('region', { name: 'Modify with AI' })).toBeNull();
  });

  it('offers the five modifications and sends the chosen one with the recipe and the language', async () => {
    const fetchMock = mockFetch({ 'POST /api/recipes/recipe-1/modify': () => jsonResponse(modifyAnswer()) });
    const { user } = renderPanel();
    const group = await screen.findByRole('group', { name: 'Quick modifications' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Vegetarian', 'Double it', 'Spicier', 'Healthier', 'Quicker']);
    await user.click(within(group).getByRole('button', { name: 'Spicier' }));
    await screen.findByRole('region', { name: 'Preview of the changes' });
    const body = bodyOf(fetchMock);
    expect(body.action).toBe('spicy');
    expect(body.language).toBe('en');
    expect(body.currentRecipe.title).toBe('Chicken rice');
    expect(body.currentRecipe.ingredients).toEqual(RECIPE.ingredients);
    expect(body).not.toHaveProperty('customPrompt');
  });

  it('shows the summary, the reasoning and what changed, without saving anything', async () => {
    const fetchMock = mockFetch({
      'POST /api/recipes/recipe-1/modify': () =>
        jsonResponse(
          modifyAnswer(
            {},
            {
              servings: 4,
              ingredients: [
                { name: 'tofu', amount: '14 oz' },
                { name: 'rice', amount: '2 cups' },
                { name: 'salt', amount: '1 pinch' },
              ],
            },
          ),
        ),
    });
    const { user } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Spicier' }));
    const region = await screen.findByRole('region', { name: 'Preview of the changes' });
    expect(within(region).getByText('Not saved yet')).toBeTruthy();
    expect(within(region).getByText('Added chili flakes.')).toBeTruthy();
    expect(within(region).getByText('Chili flakes bring heat without changing the cooking time.')).toBeTruthy();
    expect(within(region).getByText('Spicy chicken rice')).toBeTruthy();
    const items = within(region)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual(
      expect.arrayContaining(['Added: 14 oz tofu', 'rice: 1 cup to 2 cups', 'Removed: 1 lb chicken breast']),
    );
    expect(within(region).getByText('1 other ingredient unchanged.')).toBeTruthy();
    expect(within(region).getByText('1 step rewritten')).toBeTruthy();
    expect(within(region).getByText('spicy')).toBeTruthy();
    // Focus lands on the preview's heading.
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Preview of the changes'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('saves the preview over the recipe (PATCH) and clears it', async () => {
    const saved = { ...RECIPE, title: 'Spicy chicken rice', updatedAt: '2026-01-02T00:00:00.000Z' };
    const fetchMock = mockFetch({
      'POST /api/recipes/recipe-1/modify': () => jsonResponse(modifyAnswer()),
      'PATCH /api/recipes/recipe-1': () => jsonResponse(saved),
    });
    const { user, queryClient } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Spicier' }));
    await user.click(
      within(await screen.findByRole('region', { name: 'Preview of the changes' })).getByRole('button', {
        name: 'Save changes',
      }),
    );
    expect(await screen.findByText('Recipe updated')).toBeTruthy();
    const patch = bodyOf(fetchMock, 1);
    expect(patch.title).toBe('Spicy chicken rice');
    expect(patch.ingredients).toContainEqual({ name: 'chili flakes', amount: '1 tsp' });
    expect(patch.instructions[0]).toBe('Brown the chicken with the chili flakes.');
    expect(patch.tags).toEqual(['dinner', 'spicy']);
    expect(queryClient.getQueryData(recipeKeys.detail('recipe-1'))).toEqual(saved);
    expect(screen.queryByRole('region', { name: 'Preview of the changes' })).toBeNull();
  });

  it('saves the preview as a copy, with a copy title when the title did not change', async () => {
    const fetchMock = mockFetch({
      'POST /api/recipes/recipe-1/modify': () => jsonResponse(modifyAnswer({}, { title: 'Chicken rice' })),
      'POST /api/recipes/recipe-1/copy': () =>
        jsonResponse(buildRecipe({ id: 'copy-1', title: 'Chicken rice - Copy' }), 201),
    });
    const { user } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Spicier' }));
    await user.click(
      within(await screen.findByRole('region', { name: 'Preview of the changes' })).getByRole('button', {
        name: 'Save as copy',
      }),
    );
    expect(await screen.findByText('Copy saved')).toBeTruthy();
    const copy = bodyOf(fetchMock, 1);
    expect(copy.title).toBe('Chicken rice - Copy');
    expect(copy.ingredients).toContainEqual({ name: 'chili flakes', amount: '1 tsp' });
    expect(fetchMock.mock.calls.map((c) => c[1]?.method)).toEqual(['POST', 'POST']);
  });

  it('discards the preview without a request', async () => {
    const fetchMock = mockFetch({ 'POST /api/recipes/recipe-1/modify': () => jsonResponse(modifyAnswer()) });
    const { user } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Spicier' }));
    await user.click(
      within(await screen.findByRole('region', { name: 'Preview of the changes' })).getByRole('button', {
        name: 'Discard',
      }),
    );
    expect(screen.queryByRole('region', { name: 'Preview of the changes' })).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('builds a second modification on the preview', async () => {
    const fetchMock = mockFetch({
      'POST /api/recipes/recipe-1/modify': () => jsonResponse(modifyAnswer()),
    });
    const { user } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Spicier' }));
    await screen.findByRole('region', { name: 'Preview of the changes' });
    await user.click(screen.getByRole('button', { name: 'Double it' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    const second = bodyOf(fetchMock, 1);
    expect(second.action).toBe('double');
    expect(second.currentRecipe.title).toBe('Spicy chicken rice');
    await waitFor(() =>
      expect(
        within(preview())
          .getAllByText(/Make it spicy|Double the servings and amounts/)
          .map((b) => b.textContent),
      ).toEqual(['Make it spicy', 'Double the servings and amounts']),
    );
  });

  it("requires a custom request: 'Input required' / 'Please enter a modification request.'", async () => {
    const fetchMock = mockFetch({});
    const { user } = renderPanel();
    const field = await screen.findByRole('textbox', { name: 'Or ask for something else' });
    await user.type(field, '   ');
    await user.click(screen.getByRole('button', { name: 'Modify' }));
    expect(await screen.findByText('Input required')).toBeTruthy();
    expect(screen.getByText('Please enter a modification request.')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends a custom request trimmed', async () => {
    const fetchMock = mockFetch({ 'POST /api/recipes/recipe-1/modify': () => jsonResponse(modifyAnswer()) });
    const { user } = renderPanel();
    await user.type(
      await screen.findByRole('textbox', { name: 'Or ask for something else' }),
      '  no dairy please {Enter}',
    );
    await screen.findByRole('region', { name: 'Preview of the changes' });
    expect(bodyOf(fetchMock)).toMatchObject({ customPrompt: 'no dairy please', language: 'en' });
    expect(bodyOf(fetchMock)).not.toHaveProperty('action');
    expect(screen.getByRole('textbox', { name: 'Or ask for something else' })).toHaveProperty('value', '');
  });

  it("shows 'Modification failed' with the server's reasoning when success is false", async () => {
    mockFetch({
      'POST /api/recipes/recipe-1/modify': () =>
        jsonResponse(modifyAnswer({ success: false, reasoning: 'This recipe has no meat to replace.' })),
    });
    const { user } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Vegetarian' }));
    expect(await screen.findByText('Modification failed')).toBeTruthy();
    expect(screen.getByText('This recipe has no meat to replace.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Preview of the changes' })).toBeNull();
  });

  it('says when the built-in chef answered instead of the AI service', async () => {
    mockFetch({
      'POST /api/recipes/recipe-1/modify': () =>
        jsonResponse(modifyAnswer({ meta: { engine: 'local', fallback: true, note: 'timeout' } })),
    });
    const { user } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Quicker' }));
    expect(
      await within(await screen.findByRole('region', { name: 'Preview of the changes' })).findByText(
        "The AI service did not answer, so Tempero's built-in chef did.",
      ),
    ).toBeTruthy();
  });

  it('shows a pending state and blocks other modifications meanwhile', async () => {
    let answer: (r: Response) => void = () => {};
    const fetchMock = mockFetch({
      'POST /api/recipes/recipe-1/modify': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const { user } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Healthier' }));
    expect(await screen.findByText('Modifying the recipe...')).toBeTruthy();
    expect(screen.getByText('Working on: Make it healthier')).toBeTruthy();
    for (const button of within(screen.getByRole('group', { name: 'Quick modifications' })).getAllByRole('button')) {
      expect(button.getAttribute('aria-disabled')).toBe('true');
    }
    // Pressing another one meanwhile sends nothing.
    await user.click(screen.getByRole('button', { name: 'Quicker' }));
    answer(jsonResponse(modifyAnswer()));
    await screen.findByRole('region', { name: 'Preview of the changes' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("has a toolbar button that takes the owner to the panel's heading", async () => {
    mockFetch({});
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <ModifyRecipeAction recipe={RECIPE} isOwner closeModal={() => {}} />
        <ModifyRecipeSection recipe={RECIPE} isOwner closeModal={() => {}} />
      </>,
    );
    await user.click(await screen.findByRole('button', { name: 'Modify with AI' }));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Modify with AI' }));
  });

  it('shows no toolbar button to someone else', () => {
    const { unmount } = renderWithProviders(<ModifyRecipeAction recipe={RECIPE} isOwner closeModal={() => {}} />);
    expect(screen.getByRole('button', { name: 'Modify with AI' })).toBeDefined();
    unmount();
    renderWithProviders(<ModifyRecipeAction recipe={RECIPE} isOwner={false} closeModal={() => {}} />);
    expect(screen.queryByRole('button', { name: 'Modify with AI' })).toBeNull();
  });

  it('keeps the preview when only a flag changes, and drops it when the recipe is edited elsewhere', async () => {
    mockFetch({ 'POST /api/recipes/recipe-1/modify': () => jsonResponse(modifyAnswer()) });
    let setRecipe: (recipe: TRecipe) => void = () => {};
    function Harness() {
      const [recipe, set] = useState(RECIPE);
      setRecipe = set;
      return <ModifyRecipeSection recipe={recipe} isOwner closeModal={() => {}} />;
    }
    renderWithProviders(<Harness />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Spicier' }));
    await screen.findByRole('region', { name: 'Preview of the changes' });
    act(() => setRecipe({ ...RECIPE, isFavorite: true, updatedAt: '2026-02-01T00:00:00.000Z' }));
    expect(screen.getByRole('region', { name: 'Preview of the changes' })).toBeTruthy();
    act(() => setRecipe({ ...RECIPE, instructions: ['Cook it all.'], updatedAt: '2026-02-02T00:00:00.000Z' }));
    expect(screen.queryByRole('region', { name: 'Preview of the changes' })).toBeNull();
  });
});
