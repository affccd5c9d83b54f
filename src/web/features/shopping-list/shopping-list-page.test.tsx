import { Suspense } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TCombinedShoppingItem, TShoppingItem } from '../../entities/shopping-list/index.ts';
import { ToastHost } from '../../components/ui/toast-host.tsx';
import { dismissToast } from '../../components/ui/use-toast.ts';
import { CURRENT_USER_QUERY_KEY } from '../../lib/auth.ts';
import i18n from '../../lib/i18n.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { buildUser, jsonResponse, mockFetch, renderWithProviders } from '../../test-utils.tsx';
import { readQueue } from '../../pwa/offline-queue.ts';
import { setOnline } from '../../pwa/test-helpers.ts';
import ShoppingListPage from './shopping-list-page.tsx';

const userEvent = userEventLib.setup({ delay: null });

beforeEach(async () => {
  await i18n.changeLanguage('en');
});
afterEach(() => {
  dismissToast();
  vi.unstubAllGlobals();
});

const base = { recipeId: null, createdAt: '2025-01-05T10:00:00Z' };
function buildItems(): TShoppingItem[] {
  return [
    { ...base, id: 'a', name: 'milk', amount: '1 l', checked: false, recipeTitle: null },
    { ...base, id: 'b', name: 'flour', amount: '2 cups', checked: true, recipeTitle: 'Pancakes' },
    { ...base, id: 'c', name: 'eggs', amount: '2', checked: false, recipeTitle: 'Pancakes' },
  ];
}

function renderPage() {
  const queryClient = createQueryClient();
  queryClient.setQueryData(CURRENT_USER_QUERY_KEY, buildUser({ unitSystem: 'metric' }));
  return renderWithProviders(
    <Suspense fallback={null}>
      <ShoppingListPage />
      <ToastHost />
    </Suspense>,
    { path: '/shopping-list', queryClient },
  );
}

const body = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as unknown;

describe('Shopping list page', () => {
  it('groups items by recipe with the other items last, and counts checked and total', async () => {
    mockFetch({ 'GET /api/shopping-list-items': () => jsonResponse(buildItems()) });
    renderPage();
    const pancakes = await screen.findByRole('region', { name: 'Pancakes' });
    const other = screen.getByRole('region', { name: 'Other items' });
    expect(
      within(pancakes)
        .getAllByRole('checkbox')
        .map((c) => c.getAttribute('aria-checked')),
    ).toEqual(['true', 'false']);
    expect(within(pancakes).getByText('1/2')).toBeDefined();
    expect(within(other).getByLabelText('1 l milk')).toBeDefined();
    expect(screen.getAllByRole('region').map((r) => within(r).getByRole('heading').textContent)).toEqual([
      'Pancakes',
      'Other items',
    ]);
    expect(screen.getByText('1 of 3 items checked')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/');
  });

  it('checks an item on the server and counts it', async () => {
    const fetchMock = mockFetch({
      'GET /api/shopping-list-items': () => jsonResponse(buildItems()),
      'PATCH /api/shopping-list-items/c': (init) => jsonResponse({ ...buildItems()[2], ...(body(init) as object) }),
    });
    renderPage();
    await userEvent.click(await screen.findByRole('checkbox', { name: '2 eggs' }));
    expect(await screen.findByText('2 of 3 items checked')).toBeDefined();
    const patch = fetchMock.mock.calls.find(
      ([url, init]) => url === '/api/shopping-list-items/c' && init?.method === 'PATCH',
    );
    expect(body(patch?.[1])).toEqual({ checked: true, changedAt: expect.any(String) });
  });

  it("puts a check back and says 'Failed to update item.' when the server refuses", async () => {
    mockFetch({
      'GET /api/shopping-list-items': () => jsonResponse(buildItems()),
      'PATCH /api/shopping-list-items/c': () => jsonResponse({ message: 'nope' }, 500, 'Internal Server Error'),
    });
    renderPage();
    const eggs = await screen.findByRole('checkbox', { name: '2 eggs' });
    await userEvent.click(eggs);
    expect(await screen.findByText('Failed to update item.')).toBeDefined();
    await waitFor(() => expect(eggs.getAttribute('aria-checked')).toBe('false'));
    expect(screen.getByText('1 of 3 items checked')).toBeDefined();
  });

  it("deletes an item: 'Item removed', or 'Failed to delete item.'", async () => {
    let fail = false;
    mockFetch({
      'GET /api/shopping-list-items': () => jsonResponse(buildItems()),
      'DELETE /api/shopping-list-items/a': () => (fail ? jsonResponse({}, 500) : new Response(null, { status: 204 })),
      'DELETE /api/shopping-list-items/c': () => jsonResponse({ message: 'gone' }, 500),
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove milk' }));
    expect(await screen.findByText('Item removed')).toBeDefined();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Other items' })).toBeNull());
    fail = true;
    await userEvent.click(screen.getByRole('button', { name: 'Remove eggs' }));
    expect(await screen.findByText('Failed to delete item.')).toBeDefined();
    expect(screen.getByRole('checkbox', { name: '2 eggs' })).toBeDefined();
  });

  it('shares the list as text through the share sheet', async () => {
    mockFetch({ 'GET /api/shopping-list-items': () => jsonResponse(buildItems()) });
    const share = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, share, clipboard: { writeText: vi.fn() } });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Share list' }));
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    expect(share).toHaveBeenCalledWith({
      title: 'Shopping List',
      text: 'Shopping List\n\nPancakes:\n☑ 250 g flour\n☐ 2 eggs\n\nOther items:\n☐ 1 l milk', // in the reader's (metric) units
    });
  });

  it('copies the list to the clipboard without a share sheet', async () => {
    mockFetch({ 'GET /api/shopping-list-items': () => jsonResponse(buildItems()) });
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Share list' }));
    expect(await screen.findByText('Copied to clipboard')).toBeDefined();
    expect(writeText.mock.calls[0][0]).toContain('☐ 1 l milk');
  });

  it("shows the empty state, and sharing it says 'Nothing to share'; clearing is off", async () => {
    mockFetch({ 'GET /api/shopping-list-items': () => jsonResponse([]) });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Your shopping list is empty' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Open the meal planner' }).getAttribute('href')).toBe('/meal-planner');
    expect(screen.getByRole('button', { name: 'Clear list' }).hasAttribute('disabled')).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Share list' }));
    expect(await screen.findByText('Nothing to share')).toBeDefined();
  });

  it('clears the list only after confirming', async () => {
    const fetchMock = mockFetch({
      'GET /api/shopping-list-items': () => jsonResponse(buildItems()),
      'DELETE /api/shopping-list-items': () => jsonResponse({ deleted: 3 }),
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Clear list' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Clear the shopping list?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Clear list' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Clear list' }));
    expect(await screen.findByText('List cleared')).toBeDefined();
    expect(await screen.findByRole('heading', { name: 'Your shopping list is empty' })).toBeDefined();
  });

  it('clears offline: the list empties at once and one deletion per item waits, in place of a check made offline', async () => {
    localStorage.clear();
    const fetchMock = mockFetch({ 'GET /api/shopping-list-items': () => jsonResponse(buildItems()) });
    renderPage();
    await screen.findByRole('region', { name: 'Pancakes' });
    setOnline(false, false);
    try {
      await userEvent.click(screen.getByRole('checkbox', { name: /milk/ }));
      await waitFor(() =>
        expect(readQueue().map((op) => `${op.method} ${op.url}`)).toEqual(['PATCH /api/shopping-list-items/a']),
      );

      await userEvent.click(screen.getByRole('button', { name: 'Clear list' }));
      await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Clear list' }));
      expect(await screen.findByText('List cleared')).toBeDefined();
      expect(await screen.findByRole('heading', { name: 'Your shopping list is empty' })).toBeDefined();
      expect(readQueue().map((op) => `${op.method} ${op.url}`)).toEqual([
        'DELETE /api/shopping-list-items/a',
        'DELETE /api/shopping-list-items/b',
        'DELETE /api/shopping-list-items/c',
      ]);
      // Nothing went to the server: the queue is sent when the connection returns.
      expect(fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`)).toEqual([
        'GET /api/shopping-list-items',
      ]);
    } finally {
      vi.restoreAllMocks();
      localStorage.clear();
    }
  });

  it("says 'Failed to clear shopping list.' when clearing fails", async () => {
    mockFetch({
      'GET /api/shopping-list-items': () => jsonResponse(buildItems()),
      'DELETE /api/shopping-list-items': () => jsonResponse({}, 500),
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Clear list' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Clear list' }));
    expect(await screen.findByText('Failed to clear shopping list.')).toBeDefined();
  });

  it('shows the combined view, and checking a line checks every item behind it', async () => {
    const combined: TCombinedShoppingItem[] = [
      {
        name: 'eggs',
        amount: '5',
        needed: null,
        apart: [],
        staple: false,
        checked: false,
        itemIds: ['c', 'd'],
        recipeTitles: ['Pancakes', 'Omelette'],
      },
    ];
    const fetchMock = mockFetch({
      'GET /api/shopping-list-items': () => jsonResponse(buildItems()),
      'GET /api/shopping-list-items/combined': () => jsonResponse(combined),
      'PATCH /api/shopping-list-items/c': () => jsonResponse({ ...buildItems()[2], checked: true }),
      'PATCH /api/shopping-list-items/d': () => jsonResponse({ ...buildItems()[2], id: 'd', checked: true }),
    });
    renderPage();
    await userEvent.click(await screen.findByRole('tab', { name: 'Combined' }));
    expect(await screen.findByText('For Pancakes, Omelette')).toBeDefined();
    await userEvent.click(screen.getByRole('checkbox', { name: /^5 eggs/ }));
    await waitFor(() => {
      const patched = fetchMock.mock.calls.filter(([, init]) => init?.method === 'PATCH').map(([url]) => String(url));
      expect(patched.sort()).toEqual(['/api/shopping-list-items/c', '/api/shopping-list-items/d']);
    });
  });

  it.each([
    // Eggs are counted whole: "1 3/8" is said as a cook counts it (issue 35).
    ['en', 'eggs', 'recipes need a little more than 1', 'check you have', 'Check you have'],
    ['pt-BR', 'ovos', 'as receitas pedem pouco mais de 1', 'confira se tem', 'Confira se tem'],
  ] as const)(
    '%s: whole things to buy with what the recipes need, staples to check',
    async (lang, eggs, need, mark, heading) => {
      await i18n.changeLanguage(lang);
      const items: TShoppingItem[] = [
        {
          ...base,
          id: 's',
          name: lang === 'en' ? 'salt' : 'sal',
          amount: '1 tsp',
          checked: false,
          recipeTitle: 'Bolo',
          staple: true,
        },
        { ...base, id: 'e', name: eggs, amount: '1 3/8', checked: false, recipeTitle: 'Bolo', staple: false },
        { ...base, id: 'b', name: 'black beans', amount: '1/2 (15 oz) can', checked: false, recipeTitle: 'Bolo' },
      ];
      const combined: TCombinedShoppingItem[] = [
        {
          name: eggs,
          amount: '2',
          needed: '1 3/8',
          apart: [],
          staple: false,
          checked: false,
          itemIds: ['e'],
          recipeTitles: ['Bolo'],
        },
        {
          name: 'sal',
          amount: '1 tsp',
          needed: null,
          apart: [],
          staple: true,
          checked: false,
          itemIds: ['s'],
          recipeTitles: ['Bolo'],
        },
      ];
      mockFetch({
        'GET /api/shopping-list-items': () => jsonResponse(items),
        'GET /api/shopping-list-items/combined': () => jsonResponse(combined),
      });
      renderPage();
      const group = await screen.findByRole('region', { name: 'Bolo' });
      const labels = within(group)
        .getAllByRole('checkbox')
        .map((c) => document.querySelector(`label[for="${c.id}"]`)?.textContent);
      // Whole eggs and a whole can (in grams: the reader is metric), the staple last.
      expect(labels[0]).toBe(`2 ${eggs} (${need})`);
      expect(labels[1]).toMatch(/^1 \(\d+ g\) (can|lata) black beans \(.*1\/2 \(\d+ g\).*\)$/);
      expect(labels[2]).toContain(mark);
      await userEvent.click(screen.getByRole('tab', { name: lang === 'en' ? 'Combined' : 'Combinada' }));
      const staples = await screen.findByRole('region', { name: heading });
      expect(within(staples).getByRole('checkbox', { name: /sal/ })).toBeDefined();
      // A count needs no "de" ("2 ovos"), a measure does in Portuguese ("1 colher de chá de sal").
      const salt = within(staples).getByRole('checkbox', { name: /sal/ });
      expect(document.querySelector(`label[for="${salt.id}"]`)?.textContent).toMatch(
        lang === 'en' ? /^1 tsp sal/ : /^1 colher de chá de sal/,
      );
      expect(within(staples).queryByRole('checkbox', { name: new RegExp(eggs) })).toBeNull();
      expect(screen.getByRole('checkbox', { name: new RegExp(`^2 ${eggs} \\(${need}\\)`) })).toBeDefined();
    },
  );

  it.each([
    ['en', 'Combined', '2 bunches cilantro (also 1 cup, which Tempero cannot convert into the amount above)'],
    // Portuguese joins a measure to its food with "de" ("2 maços de coentro"; issue 35 saw "6 dentes alho").
    [
      'pt-BR',
      'Combinada',
      '2 maços de coentro (mais 1 xícara, que o Tempero não consegue converter na quantidade acima)',
    ],
  ] as const)('%s: an amount that cannot join the line is shown beside it with a note', async (lang, tab, label) => {
    await i18n.changeLanguage(lang);
    const combined: TCombinedShoppingItem[] = [
      {
        name: lang === 'en' ? 'cilantro' : 'coentro',
        amount: lang === 'en' ? '2 bunches' : '2 maços',
        needed: null,
        apart: [lang === 'en' ? '1 cup' : '1 xícara'],
        staple: false,
        checked: false,
        itemIds: ['c'],
        recipeTitles: [],
      },
    ];
    mockFetch({
      'GET /api/shopping-list-items': () => jsonResponse(buildItems()),
      'GET /api/shopping-list-items/combined': () => jsonResponse(combined),
    });
    renderPage();
    await userEvent.click(await screen.findByRole('tab', { name: tab }));
    const box = await screen.findByRole('checkbox', { name: /cilantro|coentro/ });
    expect(document.querySelector(`label[for="${box.id}"]`)?.textContent).toBe(label);
  });

  it.each([
    ['en', 'Combined', '6 cloves', 'garlic', '6 cloves garlic (recipes need almost 6 cloves)'],
    ['pt-BR', 'Combinada', '6 dentes', 'alho', '6 dentes de alho (as receitas pedem quase 6 dentes)'],
  ] as const)('%s: counted cloves needed are said whole, never "5 7/8"', async (lang, tab, amount, name, label) => {
    await i18n.changeLanguage(lang);
    const combined: TCombinedShoppingItem[] = [
      {
        name,
        amount,
        needed: lang === 'en' ? '5 7/8 cloves' : '5 7/8 dentes',
        apart: [],
        staple: false,
        checked: false,
        itemIds: ['g'],
        recipeTitles: [],
      },
    ];
    mockFetch({
      'GET /api/shopping-list-items': () => jsonResponse(buildItems()),
      'GET /api/shopping-list-items/combined': () => jsonResponse(combined),
    });
    renderPage();
    await userEvent.click(await screen.findByRole('tab', { name: tab }));
    const box = await screen.findByRole('checkbox', { name: new RegExp(name) });
    expect(document.querySelector(`label[for="${box.id}"]`)?.textContent).toBe(label);
  });

  it.each([
    ['en', 'cooked rice', '2 cups', 'Fried rice', '2/3 cup white rice (the recipe calls for 2 cups cooked rice)'],
    ['pt-BR', 'quinoa cozida', '2 xícaras', 'Salada', '3/4 xícara quinoa (a receita pede 2 xícaras quinoa cozida)'],
  ] as const)(
    'by recipe, a cooked food is what to buy, raw, as in Combined (%s)',
    async (lang, name, amount, title, label) => {
      await i18n.changeLanguage(lang);
      mockFetch({
        'GET /api/shopping-list-items': () =>
          jsonResponse([{ ...base, id: 'r', name, amount, checked: false, recipeTitle: title }]),
      });
      const queryClient = createQueryClient();
      queryClient.setQueryData(CURRENT_USER_QUERY_KEY, buildUser({ unitSystem: 'imperial', language: lang }));
      renderWithProviders(<ShoppingListPage />, { path: '/shopping-list', queryClient });
      const card = await screen.findByRole('region', { name: title });
      // The raw food's module loads on demand: until then the line shows as written.
      await waitFor(
        () => {
          const box = within(card).getByRole('checkbox');
          expect(document.querySelector(`label[for="${box.id}"]`)?.textContent).toBe(label);
        },
        { timeout: 15_000 },
      );
    },
    30_000,
  );

  it('speaks Portuguese', async () => {
    await i18n.changeLanguage('pt-BR');
    mockFetch({ 'GET /api/shopping-list-items': () => jsonResponse(buildItems()) });
    renderPage();
    expect(await screen.findByRole('region', { name: 'Outros itens' })).toBeDefined();
    expect(screen.getByText('1 de 3 itens marcados')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Compartilhar lista' })).toBeDefined();
  });
});
