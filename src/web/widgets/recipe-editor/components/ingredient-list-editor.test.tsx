import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UseFormReturn } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test-utils.tsx';
import { buildEditorValues, FormHarness, layOutListRows, setEditorLanguage } from '../editor-test-utils.tsx';
import type { EditorValues } from '../model/editor-form.ts';
import { IngredientListEditor, type IngredientListEditorProps } from './ingredient-list-editor.tsx';

const WARNING = "Please include both amount and unit (e.g. '2 cups', '300g')";

beforeEach(async () => {
  await setEditorLanguage('en');
});

function renderEditor(values: EditorValues = buildEditorValues(), props: IngredientListEditorProps = {}) {
  let form: UseFormReturn<EditorValues> | undefined;
  const result = renderWithProviders(
    <FormHarness values={values} onForm={(f) => (form = f)}>
      <IngredientListEditor {...props} />
    </FormHarness>,
  );
  return { ...result, form: () => form!, user: userEvent.setup() };
}

const amountField = (position: number) => screen.getByRole('combobox', { name: `Amount of ingredient ${position}` });
const nameField = (position: number) => screen.getByRole('combobox', { name: `Name of ingredient ${position}` });

describe('IngredientListEditor: the amount check', () => {
  it.each(['some', 'a few', '2 onions'])('warns in amber for %j', async (amount) => {
    const { user } = renderEditor();
    await user.clear(amountField(1));
    await user.type(amountField(1), amount);
    await user.tab();
    const warning = await screen.findByText(WARNING);
    expect(warning.className).toContain('amber');
    expect(amountField(1).getAttribute('aria-describedby')).toBe(warning.id);
    expect(amountField(1).className).toContain('border-amber-500');
  });

  it.each(['2 cups', '300g', '', '1 1/2 cup', 'a pinch'])('accepts %j without a warning', async (amount) => {
    const { user } = renderEditor();
    await user.clear(amountField(1));
    if (amount) await user.type(amountField(1), amount);
    await user.tab();
    expect(screen.queryByText(WARNING)).toBeNull();
    expect(amountField(1).getAttribute('aria-describedby')).toBeNull();
  });

  it('waits for typing to pause before warning, and clears the warning at once when fixed', async () => {
    const { user } = renderEditor(buildEditorValues({ ingredients: [{ name: 'flour', amount: '' }] }));
    await user.type(amountField(1), 'so');
    expect(screen.queryByText(WARNING)).toBeNull();
    expect(await screen.findByText(WARNING)).toBeTruthy();
    await user.clear(amountField(1));
    await user.type(amountField(1), '2');
    expect(screen.queryByText(WARNING)).toBeNull();
  });
});

describe('IngredientListEditor: double amount', () => {
  it.each([
    ['1/3 cup', '2/3 cup'],
    ['1 1/2', '3'],
    ['0,5 kg', '1 kg'],
    ['2 cups', '4 cups'],
  ])('doubles %j to %j', async (amount, doubled) => {
    const { user, form } = renderEditor(buildEditorValues({ ingredients: [{ name: 'sugar', amount }] }));
    const button = screen.getByRole('button', { name: 'Double the amount of ingredient 1' });
    expect(button).toHaveProperty('disabled', false);
    await user.click(button);
    expect(amountField(1)).toHaveProperty('value', doubled);
    expect(form().getValues('ingredients.0.amount')).toBe(doubled);
    expect(screen.getByText(`Amount doubled to ${doubled}.`).getAttribute('role')).toBe('status');
  });

  it.each(['', 'a pinch', 'some', 'to taste'])('is disabled for %j (no number)', (amount) => {
    renderEditor(buildEditorValues({ ingredients: [{ name: 'salt', amount }] }));
    expect(screen.getByRole('button', { name: 'Double the amount of ingredient 1' })).toHaveProperty('disabled', true);
  });

  it('follows the amount as it is typed', async () => {
    const { user } = renderEditor(buildEditorValues({ ingredients: [{ name: 'salt', amount: '' }] }));
    const button = screen.getByRole('button', { name: 'Double the amount of ingredient 1' });
    expect(button).toHaveProperty('disabled', true);
    await user.type(amountField(1), '3 tsp');
    expect(button).toHaveProperty('disabled', false);
  });
});

describe('IngredientListEditor: find substitutes', () => {
  it('is offered only when the substitution flow is wired', () => {
    renderEditor();
    expect(screen.queryByRole('button', { name: /Find substitutes/ })).toBeNull();
  });

  it('is disabled while the name is blank and calls onFindSubstitutes with the row index', async () => {
    const onFindSubstitutes = vi.fn();
    const { user } = renderEditor(
      buildEditorValues({
        ingredients: [
          { name: 'flour', amount: '2 cups' },
          { name: '  ', amount: '1 cup' },
        ],
      }),
      { onFindSubstitutes },
    );
    const second = screen.getByRole('button', { name: 'Find substitutes for ingredient 2' });
    expect(second).toHaveProperty('disabled', true);
    await user.type(nameField(2), 'butter');
    expect(second).toHaveProperty('disabled', false);
    await user.click(second);
    expect(onFindSubstitutes).toHaveBeenCalledWith(1, second);
  });
});

describe('IngredientListEditor: rows', () => {
  it('adds a row and focuses its amount, removes a row and keeps focus in the list', async () => {
    const { user, form } = renderEditor();
    await user.click(screen.getByRole('button', { name: 'Add ingredient' }));
    expect(document.activeElement).toBe(amountField(4));
    await user.click(screen.getByRole('button', { name: 'Remove ingredient 2' }));
    expect(
      form()
        .getValues('ingredients')
        .map((i) => i.name),
    ).toEqual(['flour', 'eggs', '']);
    expect(document.activeElement).toBe(nameField(1));
  });
});

describe('IngredientListEditor: suggestions', () => {
  it('suggests names after more than 1 character, at most 5, picked with the keyboard', async () => {
    const { user, form } = renderEditor(buildEditorValues({ ingredients: [{ name: '', amount: '' }] }));
    await user.type(nameField(1), 'o');
    expect(screen.queryByRole('listbox')).toBeNull();
    await user.type(nameField(1), 'n');
    const list = screen.getByRole('listbox');
    const options = within(list).getAllByRole('option');
    expect(options.length).toBeGreaterThan(0);
    expect(options.length).toBeLessThanOrEqual(5);
    expect(nameField(1).getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{ArrowDown}');
    expect(nameField(1).getAttribute('aria-activedescendant')).toBe(options[0].id);
    expect(options[0].getAttribute('aria-selected')).toBe('true');
    const picked = options[0].textContent;
    await user.keyboard('{Enter}');
    expect(form().getValues('ingredients.0.name')).toBe(picked);
    expect(nameField(1).getAttribute('aria-expanded')).toBe('false');
    // The amount is still empty: it is next, and its own suggestions open.
    expect(document.activeElement).toBe(amountField(1));
  });

  it('closes the list 200 ms after the field loses focus', async () => {
    // Real time keeps running too (user-event and Testing Library wait on it); the checks below
    // are synchronous, so the fake clock alone decides what 200 ms means.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { user } = renderEditor(buildEditorValues({ ingredients: [{ name: '', amount: '1 cup' }] }));
      await user.type(nameField(1), 'mil');
      expect(screen.getByRole('listbox')).toBeTruthy();
      act(() => {
        nameField(1).blur();
      });
      act(() => {
        vi.advanceTimersByTime(150);
      });
      expect(screen.getByRole('listbox')).toBeTruthy();
      act(() => {
        vi.advanceTimersByTime(60);
      });
      expect(screen.queryByRole('listbox')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('picks a suggestion with a click', async () => {
    const { user, form } = renderEditor(buildEditorValues({ ingredients: [{ name: '', amount: '' }] }));
    await user.type(nameField(1), 'garl');
    await user.click(screen.getByRole('option', { name: 'garlic' }));
    expect(form().getValues('ingredients.0.name')).toBe('garlic');
    // An empty amount is filled next: focus moves there and its suggestions open.
    expect(document.activeElement).toBe(amountField(1));
    const amounts = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(amounts.length).toBeGreaterThan(0);
    expect(amounts.length).toBeLessThanOrEqual(4);
    await user.click(amounts[0]);
    expect(form().getValues('ingredients.0.amount')).toBe(amounts[0].textContent);
  });

  it('offers at most 4 amounts, following a typed number', async () => {
    const { user } = renderEditor(buildEditorValues({ ingredients: [{ name: 'flour', amount: '' }] }));
    await user.type(amountField(1), '3');
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.length).toBeGreaterThan(0);
    expect(options.length).toBeLessThanOrEqual(4);
    for (const option of options) expect(option.textContent).toMatch(/^3/);
  });

  it('Escape closes the list and keeps the text', async () => {
    const { user } = renderEditor(buildEditorValues({ ingredients: [{ name: '', amount: '' }] }));
    await user.type(nameField(1), 'tom');
    expect(screen.getByRole('listbox')).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(nameField(1)).toHaveProperty('value', 'tom');
  });

  it('follows the interface language (pt-BR)', async () => {
    await setEditorLanguage('pt-BR');
    try {
      const { user } = renderEditor(buildEditorValues({ ingredients: [{ name: '', amount: '' }] }));
      await user.type(screen.getByRole('combobox', { name: 'Nome do ingrediente 1' }), 'farinha de t');
      expect(screen.getByRole('option', { name: 'farinha de trigo' })).toBeTruthy();
    } finally {
      await setEditorLanguage('en');
    }
  });
});

describe('IngredientListEditor: reorder', () => {
  let restoreLayout: () => void;
  beforeEach(() => {
    restoreLayout = layOutListRows();
  });
  afterEach(() => restoreLayout());

  it('moves a row down with the keyboard (focus the handle, Space, ArrowDown, Space)', async () => {
    const { user, form } = renderEditor();
    const handle = screen.getByRole('button', { name: 'Move ingredient 1' });
    expect(handle.getAttribute('aria-roledescription')).toBe('sortable item');
    handle.focus();
    await user.keyboard('[Space]');
    await waitFor(() => expect(handle.getAttribute('aria-pressed')).toBe('true'));
    await user.keyboard('[ArrowDown]');
    await user.keyboard('[Space]');
    await waitFor(() =>
      expect(
        form()
          .getValues('ingredients')
          .map((i) => i.name),
      ).toEqual(['milk', 'flour', 'eggs']),
    );
    expect(nameField(2)).toHaveProperty('value', 'flour');
    // The move is announced in words, not ids.
    await waitFor(() => expect(document.body.textContent).toContain('flour dropped in position 2 of 3.'));
  });

  it('Escape cancels a keyboard move', async () => {
    const { user, form } = renderEditor();
    const handle = screen.getByRole('button', { name: 'Move ingredient 2' });
    handle.focus();
    await user.keyboard('[Space]');
    await waitFor(() => expect(handle.getAttribute('aria-pressed')).toBe('true'));
    await user.keyboard('[ArrowDown]');
    fireEvent.keyDown(document.activeElement!, { key: 'Escape', code: 'Escape' });
    await waitFor(() => expect(handle.getAttribute('aria-pressed')).toBeNull());
    expect(
      form()
        .getValues('ingredients')
        .map((i) => i.name),
    ).toEqual(['flour', 'milk', 'eggs']);
  });
});
