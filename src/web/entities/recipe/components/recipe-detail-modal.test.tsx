import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n.ts';
import { CURRENT_USER_QUERY_KEY } from '../../../lib/auth.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { buildUser, jsonResponse, mockFetch, renderWithProviders } from '../../../test-utils.tsx';
import { ToastHost } from '../../../components/ui/toast-host.tsx';
import { dismissToast } from '../../../components/ui/use-toast.ts';
import { TooltipProvider } from '../../../components/ui/tooltip.tsx';
import { WithExtensions } from '../testing/no-extensions.tsx';
import type { RecipeModalSlotProps } from '../extensions/types.ts';
import { buildRecipe } from '../testing/build-recipe.ts';
import type { TRecipe, TRecipeCard } from '../api/types.ts';
import { RecipeCard } from './recipe-card.tsx';
import { HOUSEHOLD_KEY } from '../../household/api/household-api.ts';
import { buildHousehold } from '../../household/testing/build-household.ts';

beforeAll(async () => {
  await i18n.loadNamespaces(['recipes', 'errors']);
});
beforeEach(async () => {
  await i18n.changeLanguage('en');
});
afterEach(() => {
  dismissToast();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'clipboard');
});

// Metric, like the recipes below: amounts show as written (units/ tests the conversion).
const OWNER = buildUser({ id: 'user-1', unitSystem: 'metric' });

function renderCard(recipe: TRecipe | TRecipeCard, user = OWNER) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(CURRENT_USER_QUERY_KEY, user);
  // The visibility control asks who is in the household (visibility-control.test.tsx tests that).
  queryClient.setQueryData(HOUSEHOLD_KEY, buildHousehold());
  const OwnerAction = ({ recipe: r, closeModal }: RecipeModalSlotProps) => (
    <button type="button" onClick={closeModal}>
      Edit {r.title}
    </button>
  );
  const AnyoneAction = () => <button type="button">Add to meal plan</button>;
  const Section = ({ isOwner }: RecipeModalSlotProps) => (
    <section>
      <h3>Rating</h3>
      {isOwner ? 'owner view' : 'visitor view'}
    </section>
  );
  return renderWithProviders(
    <TooltipProvider>
      <WithExtensions
        value={{ modalOwnerActions: [OwnerAction], modalActions: [AnyoneAction], modalSections: [Section] }}
      >
        <RecipeCard recipe={recipe} />
      </WithExtensions>
      <ToastHost />
    </TooltipProvider>,
    { queryClient },
  );
}

async function openModal(title: string) {
  await userEvent.click(screen.getByRole('button', { name: `View recipe: ${title}` }));
  return screen.findByRole('dialog', { name: title });
}

function setClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

const moqueca = () =>
  buildRecipe({
    title: 'Moqueca',
    description: 'Fish stew from Bahia.',
    prepTime: 20,
    cookTime: 40,
    servings: 4,
    difficulty: 'Medium',
    ingredients: [
      { name: 'white fish', amount: '800 g' },
      { name: 'coconut milk', amount: '1 can' },
      { name: 'salt', amount: '' },
    ],
    instructions: ['Marinate the fish with **lime**.', 'Simmer *gently* for 20 minutes.'],
    tips: ['Use palm oil for colour.'],
    tags: ['brazilian', 'fish', 'stew', 'coconut'],
    sourceUrl: 'https://www.example.com/moqueca',
  });

describe('RecipeDetailModal', () => {
  it('shows the whole recipe: times, servings, ingredients, numbered steps with bold/italic, tips, tags and source', async () => {
    const recipe = moqueca();
    renderCard(recipe);
    const dialog = await openModal('Moqueca');
    expect(within(dialog).getByText('Fish stew from Bahia.')).toBeDefined();
    const facts = [...dialog.querySelectorAll('[data-fact]')].map((d) => [d.getAttribute('data-fact'), d.textContent]);
    expect(facts).toEqual([
      ['prep', '20 min'],
      ['cook', '40 min'],
      ['total', '60 min'],
      ['servings', '4'],
    ]);
    const ingredients = within(dialog).getByRole('region', { name: 'Ingredients' });
    expect(
      within(ingredients)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['800 gwhite fish', '1 cancoconut milk', 'salt']);
    const steps = within(within(dialog).getByRole('region', { name: 'Instructions' })).getByRole('list');
    expect(steps.tagName).toBe('OL');
    expect(steps.querySelector('strong')?.textContent).toBe('lime');
    expect(steps.querySelector('em')?.textContent).toBe('gently');
    expect(within(dialog).getByText('Use palm oil for colour.')).toBeDefined();
    expect(within(within(dialog).getByRole('list', { name: 'Tags' })).getAllByRole('listitem')).toHaveLength(4);
    const source = within(dialog).getByRole('link', { name: 'View the original on example.com' });
    expect(source.getAttribute('href')).toBe('https://www.example.com/moqueca');
    expect(source.getAttribute('rel')).toContain('noopener');
  });

  it.each([
    ['en', 'Rated 4.58 of 5 by 1,743 people on allrecipes.com'],
    ['pt-BR', 'Nota 4,58 de 5 dada por 1.743 pessoas em allrecipes.com'],
  ] as const)('%s: shows an imported rating as the source’s, never as the reader’s stars', async (lang, text) => {
    await i18n.changeLanguage(lang);
    const recipe = { ...moqueca(), sourceRating: { value: 4.58, best: 5, count: 1743, site: 'allrecipes.com' } };
    renderCard(recipe);
    await userEvent.click(screen.getByRole('button', { name: new RegExp(`: Moqueca$`) }));
    const dialog = await screen.findByRole('dialog', { name: 'Moqueca' });
    expect(within(dialog).getByText(text)).toBeDefined();
  });

  it('gives the owner the favourite, visibility, delete and owner extension controls', async () => {
    renderCard(moqueca());
    const dialog = await openModal('Moqueca');
    const toolbar = within(dialog).getByRole('group', { name: 'Recipe actions' });
    expect(
      within(toolbar)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Favorite', 'Add to meal plan', 'Edit Moqueca', 'Delete']);
    expect(within(dialog).getByRole('group', { name: 'Who can see this recipe' })).toBeDefined();
    expect(within(dialog).getByText('owner view')).toBeDefined();
  });

  it('shows no owner controls to someone else', async () => {
    renderCard(moqueca(), buildUser({ id: 'someone-else' }));
    const dialog = await openModal('Moqueca');
    const toolbar = within(dialog).getByRole('group', { name: 'Recipe actions' });
    expect(
      within(toolbar)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Add to meal plan']);
    expect(within(dialog).queryByRole('group', { name: 'Who can see this recipe' })).toBeNull();
    expect(within(dialog).getByText('visitor view')).toBeDefined();
  });

  it('lets an extension close the modal', async () => {
    renderCard(moqueca());
    const dialog = await openModal('Moqueca');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Edit Moqueca' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('reads the detail when opened from a list card (lists carry no ingredients or steps)', async () => {
    const whole = moqueca();
    const { ingredients: _i, instructions: _s, tips: _t, ...card } = whole;
    const fetchMock = mockFetch({ [`GET /api/recipes/${whole.id}`]: () => jsonResponse(whole) });
    renderCard(card);
    const dialog = await openModal('Moqueca');
    expect(await within(dialog).findByText('white fish')).toBeDefined();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('makes the recipe public, then shows its link and copies it', async () => {
    const recipe = moqueca();
    const fetchMock = mockFetch({
      [`PATCH /api/recipes/${recipe.id}/visibility`]: () =>
        jsonResponse({ ...recipe, isPublic: true, visibility: 'public' }),
    });
    const writeText = vi.fn(() => Promise.resolve());
    const { queryClient } = renderCard(recipe);
    const dialog = await openModal('Moqueca');
    expect(within(dialog).queryByRole('textbox', { name: 'Public link' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Anyone with the link' }));
    const link = await within(dialog).findByRole('textbox', { name: 'Public link' });
    expect((link as HTMLInputElement).value).toBe(`${window.location.origin}/public/recipe/${recipe.id}`);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // The link shows at once (optimistic); copy it once the server has answered.
    await waitFor(() => expect(queryClient.isMutating()).toBe(0));

    setClipboard(writeText);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Copied to clipboard')).toBeDefined();
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/public/recipe/${recipe.id}`);
  });

  it("says 'Copy failed: Could not copy link to clipboard.' when the clipboard refuses", async () => {
    renderCard({ ...moqueca(), isPublic: true });
    const dialog = await openModal('Moqueca');
    setClipboard(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Copy failed')).toBeDefined();
    expect(screen.getByText('Could not copy link to clipboard.')).toBeDefined();
  });

  it("shows 'Failed to update recipe visibility.' when the change fails, and goes back", async () => {
    const recipe = moqueca();
    mockFetch({
      [`PATCH /api/recipes/${recipe.id}/visibility`]: () => new Response('', { status: 500, statusText: 'Error' }),
      [`GET /api/recipes/${recipe.id}`]: () => jsonResponse(recipe),
    });
    renderCard(recipe);
    const dialog = await openModal('Moqueca');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Anyone with the link' }));
    expect(await screen.findByText('Failed to update recipe visibility.')).toBeDefined();
    expect((within(dialog).getByRole('radio', { name: 'Only me' }) as HTMLInputElement).checked).toBe(true);
    expect(within(dialog).queryByRole('textbox', { name: 'Public link' })).toBeNull();
  });

  it('deletes after confirmation and closes', async () => {
    const recipe = moqueca();
    const fetchMock = mockFetch({ [`DELETE /api/recipes/${recipe.id}`]: () => new Response(null, { status: 204 }) });
    renderCard(recipe);
    const dialog = await openModal('Moqueca');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this recipe?' });
    expect(within(confirm).getByText('"Moqueca" will be deleted for good. This cannot be undone.')).toBeDefined();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete recipe' }),
    );
    expect(await screen.findByText('Recipe deleted')).toBeDefined();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fetchMock.mock.calls[0][1]?.method).toBe('DELETE');
  });
});
