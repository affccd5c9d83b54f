import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast } from '../../../components/ui/use-toast.ts';
import i18n from '../../../lib/i18n.ts';
import { jsonResponse, mockFetch } from '../../../test-utils.tsx';
import { buildCollection, renderUi } from './collection-test-utils.tsx';
import { RecipeCollectionBadges } from './collection-badges.tsx';
import { QuickCollectionsPopover } from './quick-collections-popover.tsx';

// findBy* waits up to 5 s: the first render loads a translation chunk, slow on a busy machine.
configure({ asyncUtilTimeout: 5000 });

beforeEach(async () => {
  await i18n.changeLanguage('en');
});
afterEach(() => {
  dismissToast();
  vi.unstubAllGlobals();
});

async function openPopover() {
  await userEvent.click(await screen.findByRole('button', { name: 'Add “Soup” to a collection' }));
  return screen.findByRole('dialog', { name: 'Add to collection' });
}

// Many user events each: generous on a loaded 2-core machine.
describe('QuickCollectionsPopover', { timeout: 15_000 }, () => {
  it('is a plain button until used; Enter opens the popover with focus inside, Escape returns to the button', async () => {
    mockFetch({ 'GET /api/collections': () => jsonResponse([]) });
    const onCardClick = vi.fn();
    renderUi(
      <div onClick={onCardClick}>
        <QuickCollectionsPopover recipeId="r1" recipeTitle="Soup" />
      </div>,
    );
    const button = await screen.findByRole('button', { name: 'Add “Soup” to a collection' });
    // Radix's popover loads on first use: the plain button already says what it opens.
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    button.focus();
    await userEvent.keyboard('{Enter}');
    const popover = await screen.findByRole('dialog', { name: 'Add to collection' });
    await waitFor(() => expect(popover.contains(document.activeElement)).toBe(true));
    expect(onCardClick).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const trigger = screen.getByRole('button', { name: 'Add “Soup” to a collection' });
    expect(document.activeElement).toBe(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
  });

  it('links to /collections when the user has none', async () => {
    mockFetch({ 'GET /api/collections': () => jsonResponse([]) });
    renderUi(<QuickCollectionsPopover recipeId="r1" recipeTitle="Soup" />);
    const popover = await openPopover();
    expect(await within(popover).findByText('You have no collections yet.')).toBeDefined();
    expect(within(popover).getByRole('link', { name: 'Create a collection' }).getAttribute('href')).toBe(
      '/collections',
    );
    expect(within(popover).queryByRole('checkbox')).toBeNull();
  });

  it('ticks the collections holding the recipe, adds and removes it, and updates the badges at once', async () => {
    let collections = [
      buildCollection({ id: 'c1', name: 'Dinners', recipeIds: ['r1'], recipeCount: 1 }),
      buildCollection({ id: 'c2', name: 'Soups', color: '#3b82f6' }),
    ];
    const fetchMock = mockFetch({
      'GET /api/collections': () => jsonResponse(collections),
      'POST /api/collections/c2/recipes': () => {
        collections = collections.map((c) => (c.id === 'c2' ? { ...c, recipeIds: ['r1'], recipeCount: 1 } : c));
        return jsonResponse({ added: true }, 201);
      },
      'DELETE /api/collections/c1/recipes/r1': () => {
        collections = collections.map((c) => (c.id === 'c1' ? { ...c, recipeIds: [], recipeCount: 0 } : c));
        return new Response(null, { status: 204 });
      },
    });
    renderUi(
      <>
        <RecipeCollectionBadges recipeId="r1" />
        <QuickCollectionsPopover recipeId="r1" recipeTitle="Soup" />
      </>,
    );
    const badges = await screen.findByRole('list', { name: 'Collections' });
    expect(badges.textContent).toBe('Dinners');

    const popover = await openPopover();
    const dinners = await within(popover).findByRole('checkbox', { name: /Dinners/ });
    const soups = within(popover).getByRole('checkbox', { name: /Soups/ });
    expect(dinners.getAttribute('aria-checked')).toBe('true');
    expect(soups.getAttribute('aria-checked')).toBe('false');

    await userEvent.click(soups);
    await waitFor(() => expect(soups.getAttribute('aria-checked')).toBe('true'));
    await waitFor(() => expect(screen.getByRole('list', { name: 'Collections' }).textContent).toBe('DinnersSoups'));

    await userEvent.click(dinners);
    await waitFor(() => expect(dinners.getAttribute('aria-checked')).toBe('false'));
    await waitFor(() => expect(screen.getByRole('list', { name: 'Collections' }).textContent).toBe('Soups'));

    const posted = fetchMock.mock.calls.find((c) => c[1]?.method === 'POST');
    expect(JSON.parse(String(posted?.[1]?.body))).toEqual({ recipeId: 'r1' });
    expect(fetchMock.mock.calls.some((c) => c[1]?.method === 'DELETE')).toBe(true);
  });

  it("shows 'Error adding to collection' and puts the tick back when the server refuses", async () => {
    mockFetch({
      'GET /api/collections': () => jsonResponse([buildCollection({ id: 'c2', name: 'Soups' })]),
      'POST /api/collections/c2/recipes': () => new Response('', { status: 500, statusText: 'Internal Server Error' }),
    });
    renderUi(<QuickCollectionsPopover recipeId="r1" recipeTitle="Soup" />);
    const popover = await openPopover();
    const soups = await within(popover).findByRole('checkbox', { name: /Soups/ });
    await userEvent.click(soups);
    expect(await screen.findByText('Error adding to collection')).toBeDefined();
    expect(screen.getByText('Please try again.')).toBeDefined();
    await waitFor(() => expect(soups.getAttribute('aria-checked')).toBe('false'));
  });

  it("shows 'Error removing from collection' with the server's message", async () => {
    mockFetch({
      'GET /api/collections': () =>
        jsonResponse([buildCollection({ id: 'c1', name: 'Dinners', recipeIds: ['r1'], recipeCount: 1 })]),
      'DELETE /api/collections/c1/recipes/r1': () =>
        jsonResponse({ message: 'Collection not found' }, 404, 'Not Found'),
    });
    renderUi(<QuickCollectionsPopover recipeId="r1" recipeTitle="Soup" />);
    const popover = await openPopover();
    await userEvent.click(await within(popover).findByRole('checkbox', { name: /Dinners/ }));
    expect(await screen.findByText('Error removing from collection')).toBeDefined();
    expect(screen.getByText('Collection not found')).toBeDefined();
  });
});
