import { Suspense } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastHost } from '../../../components/ui/toast-host.tsx';
import { dismissToast } from '../../../components/ui/use-toast.ts';
import i18n from '../../../lib/i18n.ts';
import { jsonResponse, mockFetch, renderWithProviders } from '../../../test-utils.tsx';
import { buildRecipe } from '../../recipe/testing/build-recipe.ts';
import { AddToShoppingListButton } from './add-to-shopping-list-button.tsx';
import type { PickerRecipe } from './ingredient-picker-dialog.tsx';

const userEvent = userEventLib.setup({ delay: null });

beforeEach(async () => {
  await i18n.changeLanguage('en');
});
afterEach(() => {
  dismissToast();
  vi.unstubAllGlobals();
});

const recipe: PickerRecipe = {
  id: 'r1',
  title: 'Risotto',
  ingredients: [
    { name: 'Arborio rice', amount: '1 1/2 cups' },
    { name: 'Sea salt', amount: 'to taste' },
    { name: 'Parmesan', amount: '50 g' },
    { name: '', amount: '' },
  ],
};

function renderButton(withLabel = false, shown: PickerRecipe = recipe) {
  return renderWithProviders(
    <Suspense fallback={null}>
      <AddToShoppingListButton recipe={shown} withLabel={withLabel} />
      <ToastHost />
    </Suspense>,
  );
}

const body = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as unknown;

describe('Shopping-list ingredient picker', () => {
  it('reads the ingredients from the detail when the card has none (lean lists)', async () => {
    const fetchMock = mockFetch({
      'GET /api/recipes/r1': () => jsonResponse(buildRecipe({ ...recipe, instructions: [], tips: [] })),
    });
    renderButton(false, { id: 'r1', title: 'Risotto' });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Add ingredients of Risotto to the shopping list' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Add to shopping list' });
    expect(await within(dialog).findByRole('checkbox', { name: '50 g Parmesan' })).toBeDefined();
    expect(within(dialog).getAllByRole('checkbox')).toHaveLength(3);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("lists the recipe's ingredients, all checked, and unchecks what the cook already has", async () => {
    mockFetch({});
    renderButton();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Add ingredients of Risotto to the shopping list' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Add to shopping list' });
    const boxes = () =>
      within(dialog)
        .getAllByRole('checkbox')
        .map((c) => c.getAttribute('aria-checked'));
    expect(within(dialog).getAllByRole('checkbox')).toHaveLength(3);
    expect(boxes()).toEqual(['true', 'true', 'true']);
    expect(within(dialog).getByRole('button', { name: 'Add 3 ingredients' })).toBeDefined();

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Ingredients you already have' }), 'SALT, rice');
    expect(within(dialog).getByRole('checkbox', { name: '1 1/2 cups Arborio rice' }).getAttribute('aria-checked')).toBe(
      'false',
    );
    expect(within(dialog).getByRole('checkbox', { name: 'to taste Sea salt' }).getAttribute('aria-checked')).toBe(
      'false',
    );
    expect(within(dialog).getByRole('checkbox', { name: '50 g Parmesan' }).getAttribute('aria-checked')).toBe('true');
    expect(within(dialog).getAllByText('You have this')).toHaveLength(2);
    expect(within(dialog).getByRole('button', { name: 'Add 1 ingredient' })).toBeDefined();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Select none' }));
    expect(within(dialog).getByRole('button', { name: 'Add 0 ingredients' }).hasAttribute('disabled')).toBe(true);
  });

  it('adds one item per selected ingredient and says how many', async () => {
    const fetchMock = mockFetch({
      'POST /api/shopping-list-items': (init) =>
        jsonResponse({ id: 'x', checked: false, createdAt: '', ...(body(init) as object) }, 201),
    });
    renderButton(true);
    await userEvent.click(await screen.findByRole('button', { name: 'Shopping list' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add to shopping list' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Ingredients you already have' }), 'salt');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add 2 ingredients' }));
    expect(await screen.findByText('Success!')).toBeDefined();
    expect(screen.getByText('Added 2 ingredients to your shopping list')).toBeDefined();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fetchMock.mock.calls.map(([, init]) => body(init))).toEqual([
      { name: 'Arborio rice', amount: '1 1/2 cups', recipeTitle: 'Risotto', recipeId: 'r1' },
      { name: 'Parmesan', amount: '50 g', recipeTitle: 'Risotto', recipeId: 'r1' },
    ]);
  });

  it('says it in the singular, and in Portuguese', async () => {
    await i18n.changeLanguage('pt-BR');
    mockFetch({
      'POST /api/shopping-list-items': (init) =>
        jsonResponse({ id: 'x', checked: false, createdAt: '', ...(body(init) as object) }, 201),
    });
    renderButton(true);
    await userEvent.click(await screen.findByRole('button', { name: 'Lista de compras' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar à lista de compras' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Ingredientes que você já tem' }), 'rice, sal');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Adicionar 1 ingrediente' }));
    expect(await screen.findByText('Sucesso!')).toBeDefined();
    expect(screen.getByText('1 ingrediente adicionado à sua lista de compras')).toBeDefined();
  });

  it("says 'Failed to add ingredients to shopping list.' and stays open on failure", async () => {
    mockFetch({ 'POST /api/shopping-list-items': () => jsonResponse({ message: 'full' }, 409) });
    renderButton();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Add ingredients of Risotto to the shopping list' }),
    );
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add 3 ingredients' }));
    expect(await screen.findByText('Failed to add ingredients to shopping list.')).toBeDefined();
    expect(screen.getByRole('dialog', { name: 'Add to shopping list' })).toBeDefined();
  });

  it('says so when the recipe has no ingredients', async () => {
    mockFetch({});
    renderWithProviders(
      <Suspense fallback={null}>
        <AddToShoppingListButton recipe={{ ...recipe, ingredients: [] }} />
      </Suspense>,
    );
    await userEvent.click(
      await screen.findByRole('button', { name: 'Add ingredients of Risotto to the shopping list' }),
    );
    expect(await screen.findByText('This recipe has no ingredients.')).toBeDefined();
  });
});

describe('Shopping-list ingredient picker, as a shop needs it', () => {
  it.each([
    ['en', 'Soup', 'water', 'From the tap', 'Add 1 ingredient', /1 joined a line already on your list\./],
    ['pt-BR', 'Sopa', 'água morna', 'Da torneira', 'Adicionar 1 ingrediente', /1 entrou em uma linha que já estava/],
  ] as const)(
    '%s: leaves tap water unticked and says when a line was merged',
    async (lang, title, water, badge, submit, merged) => {
      await i18n.changeLanguage(lang);
      const soup: PickerRecipe = {
        id: 'r2',
        title,
        language: lang,
        ingredients: [
          { name: 'onion', amount: '1' },
          { name: water, amount: '1 l' },
        ],
      };
      mockFetch({
        'POST /api/shopping-list-items': (init) =>
          jsonResponse({ id: 'x', ...(body(init) as object), checked: false, createdAt: '', merged: true }, 201),
      });
      renderButton(false, soup);
      await userEvent.click(await screen.findByRole('button', { name: new RegExp(title) }));
      const dialog = await screen.findByRole('dialog');
      const waterBox = within(dialog).getByRole('checkbox', { name: new RegExp(water) });
      expect(waterBox.getAttribute('aria-checked')).toBe('false');
      expect(within(dialog).getByText(badge)).toBeDefined();
      await userEvent.click(within(dialog).getByRole('button', { name: submit }));
      expect((await screen.findAllByText(merged)).length).toBeGreaterThan(0);
    },
  );
});
