import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n.ts';
import { CURRENT_USER_QUERY_KEY } from '../../../lib/auth.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { buildUser, jsonResponse, mockFetch, renderWithProviders } from '../../../test-utils.tsx';
import { ToastHost } from '../../../components/ui/toast-host.tsx';
import { dismissToast } from '../../../components/ui/use-toast.ts';
import { WithExtensions } from '../testing/no-extensions.tsx';
import type { RecipeSlotProps } from '../extensions/types.ts';
import { buildRecipe } from '../testing/build-recipe.ts';
import type { TRecipe } from '../api/types.ts';
import { DifficultyBadge } from './difficulty-badge.tsx';
import { ImportedBadge } from './imported-badge.tsx';
import { RecipeCard } from './recipe-card.tsx';

beforeAll(async () => {
  await i18n.loadNamespaces(['recipes', 'errors']);
});
beforeEach(async () => {
  await i18n.changeLanguage('en');
});
afterEach(() => {
  dismissToast();
  vi.unstubAllGlobals();
});

function renderCard(recipe: TRecipe, ui?: (card: React.ReactElement) => React.ReactElement) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(CURRENT_USER_QUERY_KEY, buildUser({ id: 'user-1' }));
  const card = <RecipeCard recipe={recipe} />;
  return renderWithProviders(
    <>
      {ui ? ui(card) : <WithExtensions>{card}</WithExtensions>}
      <ToastHost />
    </>,
    { queryClient },
  );
}

describe('DifficultyBadge', () => {
  it.each([
    ['Easy', 'Easy', 'bg-green-100'],
    ['Medium', 'Medium', 'bg-orange-100'],
    ['Hard', 'Hard', 'bg-red-100'],
    ['', 'Medium', 'bg-orange-100'],
    ['medio', 'Medium', 'bg-orange-100'],
  ])('shows %j as %s with %s', (value, text, colour) => {
    const { container } = renderWithProviders(<DifficultyBadge difficulty={value} />);
    const badge = container.querySelector('[data-difficulty]')!;
    expect(badge.textContent).toBe(`Difficulty: ${text}`);
    expect(badge.className).toContain(colour);
  });

  it('shows any other value as written, without a level colour', () => {
    const { container } = renderWithProviders(<DifficultyBadge difficulty="Chef level" />);
    const badge = container.querySelector('[data-difficulty]')!;
    expect(badge.getAttribute('data-difficulty')).toBe('other');
    expect(badge.textContent).toBe('Difficulty: Chef level');
    expect(badge.className).not.toMatch(/bg-(green|orange|red)-100/);
  });

  it('translates the levels', async () => {
    await i18n.changeLanguage('pt-BR');
    const { container } = renderWithProviders(<DifficultyBadge difficulty="Hard" />);
    expect(container.textContent).toBe('Dificuldade: Difícil');
  });
});

describe('ImportedBadge', () => {
  it('shows Imported with the host name without www.', () => {
    const { container } = renderWithProviders(
      <ImportedBadge sourceUrl="https://www.bbcgoodfood.com/recipes/pancakes" />,
    );
    expect(container.textContent).toBe('Imported· bbcgoodfood.com');
    expect(container.firstElementChild?.getAttribute('title')).toBe('Imported from bbcgoodfood.com');
  });

  it('is absent without a sourceUrl', () => {
    const { container } = renderWithProviders(<ImportedBadge sourceUrl={null} />);
    expect(container.innerHTML).toBe('');
  });
});

describe('RecipeCard', () => {
  it('shows the title, difficulty, imported host, total time (prep + cook), servings and 3 tags then +N more', () => {
    renderCard(
      buildRecipe({
        title: 'Moqueca',
        difficulty: 'Hard',
        prepTime: 25,
        cookTime: 50,
        servings: 6,
        sourceUrl: 'https://www.panelinha.com.br/receita/moqueca',
        tags: ['brazilian', 'fish', 'stew', 'coconut', 'dinner'],
      }),
    );
    const card = screen.getByRole('article', { name: 'Moqueca' });
    expect(within(card).getByText('75 min')).toBeDefined();
    expect(within(card).getByText('6 servings')).toBeDefined();
    expect(within(card).getByText('Hard')).toBeDefined();
    expect(within(card).getByText('· panelinha.com.br')).toBeDefined();
    const tags = within(card).getByRole('list', { name: 'Tags' });
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['brazilian', 'fish', 'stew', '+2 more2 more: coconut, dinner']);
  });

  it('toggles the favourite and reflects the answer', async () => {
    const recipe = buildRecipe({ title: 'Farofa', isFavorite: false });
    const fetchMock = mockFetch({
      [`PATCH /api/recipes/${recipe.id}/favorite`]: () => jsonResponse({ ...recipe, isFavorite: true }),
    });
    renderCard(recipe);
    const button = screen.getByRole('button', { name: 'Add to favorites' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(button);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(fetchMock.mock.calls[0][1]?.method).toBe('PATCH');
  });

  it("shows 'Failed to update favorite status.' when the server gives no message", async () => {
    const recipe = buildRecipe({ title: 'Farofa' });
    mockFetch({
      [`PATCH /api/recipes/${recipe.id}/favorite`]: () => new Response('', { status: 500, statusText: 'Server Error' }),
    });
    renderCard(recipe);
    await userEvent.click(screen.getByRole('button', { name: 'Add to favorites' }));
    expect(await screen.findByText('Failed to update favorite status.')).toBeDefined();
    expect(screen.getByText('Error')).toBeDefined();
  });

  it("shows the server's message when it sends one", async () => {
    const recipe = buildRecipe({ title: 'Farofa' });
    mockFetch({
      [`PATCH /api/recipes/${recipe.id}/favorite`]: () =>
        jsonResponse({ message: 'Recipe not found' }, 404, 'Not Found'),
    });
    renderCard(recipe);
    await userEvent.click(screen.getByRole('button', { name: 'Add to favorites' }));
    expect(await screen.findByText('Recipe not found')).toBeDefined();
  });

  it('hides the favourite toggle from someone who does not own the recipe', () => {
    renderCard(buildRecipe({ title: 'Not mine', userId: 'someone-else' }));
    expect(screen.queryByRole('button', { name: 'Add to favorites' })).toBeNull();
    expect(screen.getByRole('button', { name: 'View recipe: Not mine' })).toBeDefined();
  });

  it('renders the registered badges and actions, and the image actions', async () => {
    const onGenerateImage = vi.fn();
    const Badges = ({ recipe }: RecipeSlotProps) => <span>badge for {recipe.title}</span>;
    const Action = ({ recipe, isOwner }: RecipeSlotProps) => (
      <button type="button">
        plan {recipe.title} {isOwner ? 'as owner' : ''}
      </button>
    );
    renderCard(buildRecipe({ title: 'Pão de queijo', imageUrl: null }), (card) => (
      <WithExtensions
        value={{ cardBadges: [Badges], cardActions: [Action], useImageActions: () => ({ onGenerateImage }) }}
      >
        {card}
      </WithExtensions>
    ));
    expect(screen.getByText('badge for Pão de queijo')).toBeDefined();
    expect(screen.getByRole('button', { name: 'plan Pão de queijo as owner' })).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Generate image' }));
    expect(onGenerateImage).toHaveBeenCalledTimes(1);
  });

  it('shows no image buttons until image actions are provided', () => {
    renderCard(buildRecipe({ imageUrl: null }));
    expect(screen.queryByRole('button', { name: 'Generate image' })).toBeNull();
    expect(screen.getByText('No image yet')).toBeDefined();
  });
});
