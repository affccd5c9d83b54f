import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastHost } from '../../../components/ui/toast-host.tsx';
import { dismissToast } from '../../../components/ui/use-toast.ts';
import { CURRENT_USER_QUERY_KEY } from '../../../lib/auth.ts';
import i18n from '../../../lib/i18n.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { buildUser, jsonResponse, mockFetch, renderWithProviders } from '../../../test-utils.tsx';
import { buildHousehold, buildMember } from '../../household/testing/build-household.ts';
import { useRecipe } from '../api/get-recipe.ts';
import type { TRecipe } from '../api/types.ts';
import { buildRecipe, buildRecipeCard } from '../testing/build-recipe.ts';
import { WithExtensions } from '../testing/no-extensions.tsx';
import { RecipeCard } from './recipe-card.tsx';
import { VisibilityControl } from './visibility-control.tsx';

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

const ALONE = buildHousehold();
const WITH_BRUNO = buildHousehold({
  members: [buildMember('user-1', 'Ana', 'owner'), buildMember('user-2', 'Bruno', 'member')],
});

/** The control as the recipe view shows it: fed from the recipe's cache entry, like the modal. */
function Harness({ initial }: { initial: TRecipe }) {
  const { data } = useRecipe(initial.id, { initial });
  return data ? <VisibilityControl recipe={data} /> : null;
}

function renderControl(recipe: TRecipe) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(CURRENT_USER_QUERY_KEY, buildUser());
  return renderWithProviders(
    <>
      <Harness initial={recipe} />
      <ToastHost />
    </>,
    { queryClient },
  );
}

/** A response the test releases when it wants: the optimistic state is visible until then. */
function deferred() {
  let resolve!: (response: Response) => void;
  const promise = new Promise<Response>((r) => (resolve = r));
  return { promise, resolve };
}

const radio = (name: string) => screen.getByRole<HTMLInputElement>('radio', { name });

describe('VisibilityControl', () => {
  it('offers "My household" only with someone else in it, and says why otherwise', async () => {
    const recipe = buildRecipe({ visibility: 'private' });
    mockFetch({ 'GET /api/household': () => jsonResponse(ALONE) });
    renderControl(recipe);
    expect(screen.getByRole('group', { name: 'Who can see this recipe' })).toBeDefined();
    const note = await screen.findByText(/Only you are in your household/);
    const household = radio('My household');
    expect(household.disabled).toBe(true);
    expect(household.getAttribute('aria-describedby')).toBe(note.id);
    expect(within(note).getByRole('link', { name: 'Go to Household' }).getAttribute('href')).toBe('/profile');
    expect(radio('Only me').checked).toBe(true);
    expect(radio('Anyone with the link').disabled).toBe(false);
  });

  it('shares with the household at once, before the server answers, and keeps it', async () => {
    const recipe = buildRecipe({ visibility: 'private' });
    const answer = deferred();
    const fetchMock = mockFetch({
      'GET /api/household': () => jsonResponse(WITH_BRUNO),
      [`PATCH /api/recipes/${recipe.id}/visibility`]: () => answer.promise,
    });
    renderControl(recipe);
    await waitFor(() => expect(radio('My household').disabled).toBe(false));
    expect(screen.queryByText(/Only you are in your household/)).toBeNull();

    await userEvent.click(radio('My household'));
    expect(radio('My household').checked).toBe(true);
    expect(screen.getByText('The members of your household can see and cook this recipe.')).toBeDefined();
    const patch = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/visibility'));
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({ visibility: 'household' });

    answer.resolve(jsonResponse({ ...recipe, visibility: 'household', isPublic: false }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/visibility'))).toHaveLength(1),
    );
    expect(radio('My household').checked).toBe(true);
    expect(screen.queryByRole('textbox', { name: 'Public link' })).toBeNull();
  });

  it('goes back and says so when the server refuses', async () => {
    const recipe = buildRecipe({ visibility: 'household' });
    const answer = deferred();
    mockFetch({
      'GET /api/household': () => jsonResponse(WITH_BRUNO),
      [`PATCH /api/recipes/${recipe.id}/visibility`]: () => answer.promise,
      // After a failure the recipe is read again; that answer never comes here, so what the
      // screen shows is the rollback's doing.
      [`GET /api/recipes/${recipe.id}`]: () => new Promise<Response>(() => {}),
    });
    renderControl(recipe);
    await userEvent.click(radio('Anyone with the link'));
    expect(radio('Anyone with the link').checked).toBe(true);
    expect(screen.getByRole('textbox', { name: 'Public link' })).toBeDefined();

    answer.resolve(new Response('', { status: 500, statusText: 'Error' }));
    expect(await screen.findByText('Failed to update recipe visibility.')).toBeDefined();
    await waitFor(() => expect(radio('My household').checked).toBe(true));
    expect(screen.queryByRole('textbox', { name: 'Public link' })).toBeNull();
  });

  it('works from the keyboard: Tab reaches the choice, the arrow keys change it', async () => {
    const recipe = buildRecipe({ visibility: 'private' });
    const fetchMock = mockFetch({
      'GET /api/household': () => jsonResponse(WITH_BRUNO),
      [`PATCH /api/recipes/${recipe.id}/visibility`]: (init) =>
        jsonResponse({ ...recipe, ...(JSON.parse(String(init?.body)) as object), isPublic: false }),
    });
    // user-event finds the radio's group with CSS.escape, which jsdom lacks (browsers have it).
    vi.stubGlobal('CSS', { escape: (value: string) => value.replace(/[^\w-]/g, '\\$&') });
    renderControl(recipe);
    await waitFor(() => expect(radio('My household').disabled).toBe(false));
    await userEvent.tab();
    expect(document.activeElement).toBe(radio('Only me'));
    await userEvent.keyboard('{ArrowDown}');
    expect(radio('My household').checked).toBe(true);
    expect(document.activeElement).toBe(radio('My household'));
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/visibility'))).toBe(true));
  });

  it('a recipe already shared stays shared and choosable after the others left', async () => {
    mockFetch({ 'GET /api/household': () => jsonResponse(ALONE) });
    renderControl(buildRecipe({ visibility: 'household' }));
    await waitFor(() => expect(radio('My household').checked).toBe(true));
    expect(radio('My household').disabled).toBe(false);
  });

  it('speaks Portuguese', async () => {
    await i18n.changeLanguage('pt-BR');
    mockFetch({ 'GET /api/household': () => jsonResponse(ALONE) });
    renderControl(buildRecipe({ visibility: 'private' }));
    expect(screen.getByRole('group', { name: 'Quem pode ver esta receita' })).toBeDefined();
    expect(radio('Minha casa')).toBeDefined();
    expect(await screen.findByText(/Só você está na sua casa/)).toBeDefined();
  });
});

describe('Household badge', () => {
  it('marks a card shared with the household, and only that one', () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(CURRENT_USER_QUERY_KEY, buildUser());
    renderWithProviders(
      <WithExtensions value={{}}>
        <RecipeCard recipe={buildRecipeCard({ title: 'Shared stew', visibility: 'household' })} />
        <RecipeCard recipe={buildRecipeCard({ title: 'Own salad', visibility: 'private' })} />
      </WithExtensions>,
      { queryClient },
    );
    const shared = screen.getByRole('article', { name: 'Shared stew' });
    expect(within(shared).getByText('Household').getAttribute('title')).toBe('Shared with the household');
    expect(within(screen.getByRole('article', { name: 'Own salad' })).queryByText('Household')).toBeNull();
  });
});
