import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastHost } from '../../../components/ui/toast-host.tsx';
import { dismissToast } from '../../../components/ui/use-toast.ts';
import { TooltipProvider } from '../../../components/ui/tooltip.tsx';
import { CURRENT_USER_QUERY_KEY } from '../../../lib/auth.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { buildUser, jsonResponse, mockFetch, renderWithProviders } from '../../../test-utils.tsx';
import { RecipeCard } from '../../../entities/recipe/components/recipe-card.tsx';
import { buildRecipe, setEditorLanguage } from '../editor-test-utils.tsx';

vi.setConfig({ testTimeout: 20_000 });

beforeEach(async () => {
  await setEditorLanguage('en');
});
afterEach(() => {
  dismissToast();
  vi.unstubAllGlobals();
});

function renderCard(userId: string) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(CURRENT_USER_QUERY_KEY, buildUser({ id: userId }));
  return renderWithProviders(
    <TooltipProvider>
      <RecipeCard recipe={buildRecipe()} />
      <ToastHost />
    </TooltipProvider>,
    { queryClient },
  );
}

describe('Edit action in the recipe detail modal (registered extension)', () => {
  it('opens the editor over the detail modal, which shows the saved recipe afterwards', async () => {
    mockFetch({ 'PATCH /api/recipes/recipe-1': () => jsonResponse(buildRecipe({ title: 'Crepes' })) });
    renderCard('user-1');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'View recipe: Pancakes' }));
    const detail = await screen.findByRole('dialog', { name: 'Pancakes' });
    await user.click(await within(detail).findByRole('button', { name: 'Edit' }));
    const editor = await screen.findByRole('dialog', { name: 'Edit recipe' });
    const title = within(editor).getByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.type(title, 'Crepes');
    await user.click(within(editor).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit recipe' })).toBeNull());
    expect(await screen.findByRole('dialog', { name: 'Crepes' })).toBeTruthy();
    // Focus goes back to where it was: the Edit button.
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Edit'));
  });

  it('is not offered to someone who does not own the recipe', async () => {
    renderCard('someone-else');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'View recipe: Pancakes' }));
    const detail = await screen.findByRole('dialog', { name: 'Pancakes' });
    expect(within(detail).queryByRole('button', { name: 'Edit' })).toBeNull();
  });
});
