import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastHost } from '../../components/ui/toast-host.tsx';
import { dismissToast } from '../../components/ui/use-toast.ts';
import { CURRENT_USER_QUERY_KEY } from '../../lib/auth.ts';
import i18n from '../../lib/i18n.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { buildUser, jsonResponse, mockFetch, renderWithProviders } from '../../test-utils.tsx';
import { useRecipe } from '../../entities/recipe/api/get-recipe.ts';
import type { TRecipe } from '../../entities/recipe/api/types.ts';
import { RecipeCard } from '../../entities/recipe/components/recipe-card.tsx';
import { buildRecipe } from '../../entities/recipe/testing/build-recipe.ts';
import { WithExtensions } from '../../entities/recipe/testing/no-extensions.tsx';
import { ImageManagerCardHost } from './components/image-manager-host.tsx';
import { ManageImageAction } from './components/manage-image-action.tsx';
import { useRecipeImageActions } from '../../entities/recipe/images/hooks/use-image-actions.ts';

beforeAll(async () => {
  await i18n.loadNamespaces(['images', 'recipes', 'errors']);
});
beforeEach(async () => {
  await i18n.changeLanguage('en');
});
afterEach(() => {
  dismissToast();
  vi.unstubAllGlobals();
});

const NEW_IMAGE = '/media/NNNNNNNNNNNNNNNNNNNNNN-1024.webp';

/** A card fed by the recipe query, as on a real screen: a refetch shows the new image. */
function LiveCard({ initial }: { initial: TRecipe }) {
  const { data } = useRecipe(initial.id, { initial });
  return data ? <RecipeCard recipe={data} /> : null;
}

function setup(recipe: TRecipe, userId = 'user-1') {
  const queryClient = createQueryClient();
  queryClient.setQueryData(CURRENT_USER_QUERY_KEY, buildUser({ id: userId }));
  const user = userEvent.setup();
  const view = renderWithProviders(
    <>
      <WithExtensions
        value={{
          useImageActions: useRecipeImageActions,
          cardActions: [ImageManagerCardHost],
          modalOwnerActions: [ManageImageAction],
        }}
      >
        <LiveCard initial={recipe} />
      </WithExtensions>
      <ToastHost />
    </>,
    { queryClient },
  );
  const card = () => screen.getByRole('article', { name: recipe.title });
  return { ...view, user, card };
}

function deferred() {
  let release: (res: Response) => void = () => {};
  const promise = new Promise<Response>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}

const imageState = (card: HTMLElement) => card.querySelector('[data-image-state]')!.getAttribute('data-image-state');

describe('card image states wired to the image API', () => {
  it("missing → Generate image: 'Generating new image...' until the recipe shows its new image", async () => {
    const recipe = buildRecipe({ title: 'Feijoada' });
    const answer = deferred();
    const fetchMock = mockFetch({
      [`POST /api/recipes/${recipe.id}/regenerate-image`]: () => answer.promise,
      [`GET /api/recipes/${recipe.id}`]: () => jsonResponse({ ...recipe, imageUrl: NEW_IMAGE }),
    });
    const { user, card } = setup(recipe);
    expect(imageState(card())).toBe('missing');
    await user.click(within(card()).getByRole('button', { name: 'Generate image' }));
    expect(within(card()).getByRole('status').textContent).toBe('Generating new image...');
    expect(imageState(card())).toBe('regenerating');
    expect(fetchMock.mock.calls[0]![1]?.method).toBe('POST');

    answer.release(
      jsonResponse({
        imageUrl: NEW_IMAGE,
        widths: [320, 640, 1024],
        srcSet: '',
        source: 'illustration',
        message: 'An illustration was drawn.',
      }),
    );
    expect(await screen.findByText('New image ready')).toBeDefined();
    expect(screen.getByText('An illustration was drawn.')).toBeDefined();
    const img = within(card()).getByRole('img', { name: 'Photo of Feijoada' });
    expect(img.getAttribute('src')).toBe(NEW_IMAGE);
    expect(imageState(card())).toBe('loading');
    fireEvent.load(img);
    expect(imageState(card())).toBe('loaded');
  });

  it("failed → Regenerate image; a failure says 'Failed to regenerate image. Please try again.'", async () => {
    const recipe = buildRecipe({ title: 'Vatapá', imageUrl: '/media/OOOOOOOOOOOOOOOOOOOOOO-640.webp' });
    mockFetch({
      [`POST /api/recipes/${recipe.id}/regenerate-image`]: () =>
        new Response('', { status: 500, statusText: 'Server Error' }),
    });
    const { user, card } = setup(recipe);
    fireEvent.error(within(card()).getByRole('img'));
    expect(within(card()).getByText('Image unavailable')).toBeDefined();
    await user.click(within(card()).getByRole('button', { name: 'Regenerate image' }));
    expect(await screen.findByText('Failed to regenerate image. Please try again.')).toBeDefined();
    expect(screen.getByText('Error')).toBeDefined();
    expect(within(card()).getByRole('button', { name: 'Regenerate image' })).toBeDefined();
  });

  it("an answer without an image says 'Image Generation Issue' with the server's message", async () => {
    const recipe = buildRecipe({ title: 'Acarajé' });
    mockFetch({
      [`POST /api/recipes/${recipe.id}/regenerate-image`]: () =>
        jsonResponse({ imageUrl: '', widths: [], srcSet: '', source: 'ai', message: 'The model returned nothing.' }),
    });
    const { user, card } = setup(recipe);
    await user.click(within(card()).getByRole('button', { name: 'Generate image' }));
    expect(await screen.findByText('Image Generation Issue')).toBeDefined();
    expect(screen.getByText('The model returned nothing.')).toBeDefined();
    expect(imageState(card())).toBe('missing');
  });

  it("failed → the widget's Manage image opens the image manager", async () => {
    const recipe = buildRecipe({ title: 'Bobó', imageUrl: '/media/OOOOOOOOOOOOOOOOOOOOOO-640.webp' });
    mockFetch({});
    const { user, card } = setup(recipe);
    fireEvent.error(within(card()).getByRole('img'));
    await user.click(await within(card()).findByRole('button', { name: 'Manage image' }));
    const dialog = await screen.findByRole('dialog', { name: 'Recipe image' });
    expect(within(dialog).getByText('Generate a new image or upload your own photo for Bobó.')).toBeDefined();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("the detail modal's Manage image owner action opens the manager over it", async () => {
    const recipe = buildRecipe({ title: 'Tacacá' });
    mockFetch({});
    const { user, card } = setup(recipe);
    await user.click(within(card()).getByRole('button', { name: 'View recipe: Tacacá' }));
    const modal = await screen.findByRole('dialog', { name: 'Tacacá' });
    await user.click(await within(modal).findByRole('button', { name: 'Manage image' }));
    expect(await screen.findByRole('dialog', { name: 'Recipe image' })).toBeDefined();
    // One manager only, although the card hosts one too.
    expect(screen.getAllByRole('dialog', { name: 'Recipe image' })).toHaveLength(1);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Recipe image' })).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Tacacá' })).toBeDefined();
  });

  it('shows no image buttons to someone who does not own the recipe', () => {
    const recipe = buildRecipe({
      title: 'Pamonha',
      userId: 'someone-else',
      imageUrl: '/media/OOOOOOOOOOOOOOOOOOOOOO-640.webp',
    });
    mockFetch({});
    const { card } = setup(recipe);
    fireEvent.error(within(card()).getByRole('img'));
    expect(within(card()).getByText('Image unavailable')).toBeDefined();
    expect(within(card()).queryByRole('button', { name: 'Regenerate image' })).toBeNull();
    expect(within(card()).queryByRole('button', { name: 'Manage image' })).toBeNull();
  });
});
