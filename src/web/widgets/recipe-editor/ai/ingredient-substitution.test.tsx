import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TSubstitutesResult } from '../../../../shared/schemas/chef.ts';
import { ToastHost } from '../../../components/ui/toast-host.tsx';
import { dismissToast } from '../../../components/ui/use-toast.ts';
import i18n from '../../../lib/i18n.ts';
import { jsonResponse, mockFetch, renderWithProviders } from '../../../test-utils.tsx';
import type { IngredientSubstitutionProps } from '../extensions.ts';
import { IngredientSubstitution, substituteAmount } from './ingredient-substitution.tsx';

vi.setConfig({ testTimeout: 20_000 });

beforeAll(async () => {
  await i18n.loadNamespaces(['chef', 'chef-tools', 'errors']);
});
beforeEach(async () => {
  await i18n.changeLanguage('en');
});
afterEach(() => {
  dismissToast();
  vi.unstubAllGlobals();
});

const SUBSTITUTES: TSubstitutesResult = {
  substitutes: [
    { name: 'olive oil', amount: '1 1/2 tbsp', notes: 'Fruity; use a mild one for baking.' },
    { name: 'coconut oil', amount: '', notes: 'Solid when cold.' },
  ],
  meta: { engine: 'local', fallback: false },
};

function renderFlow(overrides: Partial<IngredientSubstitutionProps> = {}) {
  const trigger = document.createElement('button');
  trigger.textContent = 'Find substitutes for ingredient 1';
  document.body.appendChild(trigger);
  const onReplace = vi.fn();
  const onClose = vi.fn();
  const result = renderWithProviders(
    <>
      <IngredientSubstitution
        index={0}
        ingredient={{ name: 'butter', amount: '2 tbsp' }}
        trigger={trigger}
        recipeTitle="Toast"
        instructions={['Melt the butter in a pan.', 'Spread the butter on bread.']}
        language="en"
        onReplace={onReplace}
        onClose={onClose}
        {...overrides}
      />
      <ToastHost />
    </>,
  );
  return { ...result, onReplace, onClose, trigger, user: userEvent.setup() };
}

const bodyOf = (fetchMock: ReturnType<typeof mockFetch>, index = 0) =>
  JSON.parse(String(fetchMock.mock.calls[index][1]?.body));

describe('IngredientSubstitution', () => {
  it('asks for substitutes of the row and lists name, amount and notes after a loading state', async () => {
    let answer: (r: Response) => void = () => {};
    const fetchMock = mockFetch({
      'POST /api/ingredients/substitutions': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderFlow();
    const popover = await screen.findByRole('dialog', { name: 'Substitutes for butter' });
    expect(within(popover).getByText('Finding substitutes...')).toBeTruthy();
    expect(bodyOf(fetchMock)).toEqual({
      ingredient: 'butter',
      amount: '2 tbsp',
      recipeTitle: 'Toast',
      recipeInstructions: ['Melt the butter in a pan.', 'Spread the butter on bread.'],
      language: 'en',
    });
    answer(jsonResponse(SUBSTITUTES));
    expect(await within(popover).findByText('olive oil')).toBeTruthy();
    expect(within(popover).getByText('1 1/2 tbsp')).toBeTruthy();
    expect(within(popover).getByText('Fruity; use a mild one for baking.')).toBeTruthy();
    expect(within(popover).getByRole('button', { name: 'Use this: coconut oil' })).toBeTruthy();
  });

  it("'Use this', then keep the instructions: the row changes and the steps are left alone", async () => {
    const fetchMock = mockFetch({ 'POST /api/ingredients/substitutions': () => jsonResponse(SUBSTITUTES) });
    const { user, onReplace, onClose } = renderFlow();
    await user.click(await screen.findByRole('button', { name: 'Use this: olive oil' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Use olive oil instead of butter?' });
    expect(within(confirm).getByText(/becomes "1 1\/2 tbsp olive oil"/)).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Keep instructions as they are' }));
    expect(onReplace).toHaveBeenCalledWith({ name: 'olive oil', amount: '1 1/2 tbsp' });
    expect(onReplace.mock.calls[0]).toHaveLength(1);
    expect(onClose).toHaveBeenCalledTimes(1);
    // No call to adjust-instructions.
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('butter replaced with olive oil')).toBeTruthy();
  });

  it("'Use this', then adjust: a pending state, then the row and the adjusted steps", async () => {
    let answer: (r: Response) => void = () => {};
    const fetchMock = mockFetch({
      'POST /api/ingredients/substitutions': () => jsonResponse(SUBSTITUTES),
      'POST /api/recipes/adjust-instructions': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const { user, onReplace, onClose } = renderFlow();
    await user.click(await screen.findByRole('button', { name: 'Use this: olive oil' }));
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Adjust instructions' }));
    const pending = await within(confirm).findByRole('button', { name: 'Adjusting instructions...' });
    expect(pending.getAttribute('aria-disabled')).toBe('true');
    expect(within(confirm).getByRole('button', { name: 'Keep instructions as they are' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(bodyOf(fetchMock, 1)).toEqual({
      recipeTitle: 'Toast',
      currentInstructions: ['Melt the butter in a pan.', 'Spread the butter on bread.'],
      oldIngredient: 'butter',
      newIngredient: 'olive oil',
      newAmount: '1 1/2 tbsp',
      language: 'en',
    });
    expect(onReplace).not.toHaveBeenCalled();
    answer(
      jsonResponse({
        adjustedInstructions: ['Warm the olive oil in a pan.', 'Brush the olive oil on bread.'],
        meta: { engine: 'local', fallback: false },
      }),
    );
    await waitFor(() =>
      expect(onReplace).toHaveBeenCalledWith({ name: 'olive oil', amount: '1 1/2 tbsp' }, [
        'Warm the olive oil in a pan.',
        'Brush the olive oil on bread.',
      ]),
    );
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('keeps the original amount when the substitute has none', async () => {
    expect(substituteAmount({ name: 'coconut oil', amount: ' ', notes: '' }, '2 tbsp')).toBe('2 tbsp');
    mockFetch({ 'POST /api/ingredients/substitutions': () => jsonResponse(SUBSTITUTES) });
    const { user, onReplace } = renderFlow();
    await user.click(await screen.findByRole('button', { name: 'Use this: coconut oil' }));
    await user.click(await screen.findByRole('button', { name: 'Keep instructions as they are' }));
    expect(onReplace).toHaveBeenCalledWith({ name: 'coconut oil', amount: '2 tbsp' });
  });

  it('only logs a failed adjustment (console.warn) and still swaps the ingredient', async () => {
    mockFetch({
      'POST /api/ingredients/substitutions': () => jsonResponse(SUBSTITUTES),
      'POST /api/recipes/adjust-instructions': () => jsonResponse({ message: 'boom' }, 500, 'Server Error'),
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { user, onReplace, onClose } = renderFlow();
    await user.click(await screen.findByRole('button', { name: 'Use this: olive oil' }));
    await user.click(await screen.findByRole('button', { name: 'Adjust instructions' }));
    await waitFor(() => expect(onReplace).toHaveBeenCalledWith({ name: 'olive oil', amount: '1 1/2 tbsp' }));
    expect(onReplace.mock.calls[0]).toHaveLength(1);
    expect(onClose).toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(1);
    // No error toast for it (spec section 8): only the neutral "replaced" note.
    expect(await screen.findByText('butter replaced with olive oil')).toBeTruthy();
    expect(screen.queryByText('boom')).toBeNull();
  });

  it('goes back from the confirmation to the options', async () => {
    mockFetch({ 'POST /api/ingredients/substitutions': () => jsonResponse(SUBSTITUTES) });
    const { user, onReplace, onClose } = renderFlow();
    await user.click(await screen.findByRole('button', { name: 'Use this: olive oil' }));
    await user.click(await screen.findByRole('button', { name: 'Back to the options' }));
    expect(await screen.findByRole('dialog', { name: 'Substitutes for butter' })).toBeTruthy();
    expect(onReplace).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes on Escape and gives focus back to the row button', async () => {
    mockFetch({ 'POST /api/ingredients/substitutions': () => jsonResponse(SUBSTITUTES) });
    const { user, onClose, trigger } = renderFlow();
    await screen.findByText('olive oil');
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(document.activeElement).toBe(trigger));
  });

  it("shows 'Failed to get ingredient substitutions' with a retry", async () => {
    let fail = true;
    const fetchMock = mockFetch({
      'POST /api/ingredients/substitutions': () =>
        fail ? new Response('', { status: 500, statusText: 'Server Error' }) : jsonResponse(SUBSTITUTES),
    });
    const { user } = renderFlow();
    expect(await screen.findByText('Error')).toBeTruthy();
    expect(screen.getAllByText('Failed to get ingredient substitutions').length).toBeGreaterThan(0);
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('olive oil')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('says when nothing was found', async () => {
    mockFetch({
      'POST /api/ingredients/substitutions': () =>
        jsonResponse({ substitutes: [], meta: { engine: 'local', fallback: false } }),
    });
    renderFlow();
    expect(await screen.findByText('No substitutes found for this ingredient.')).toBeTruthy();
  });
});
