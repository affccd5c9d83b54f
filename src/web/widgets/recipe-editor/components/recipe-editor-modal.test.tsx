import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastHost } from '../../../components/ui/toast-host.tsx';
import { dismissToast } from '../../../components/ui/use-toast.ts';
import { jsonResponse, mockFetch, renderWithProviders } from '../../../test-utils.tsx';
import type { TRecipe } from '../../../entities/recipe/api/types.ts';
import { buildRecipe, setEditorLanguage } from '../editor-test-utils.tsx';
import type { IngredientSubstitutionProps } from '../extensions.ts';
import { RecipeEditorModal, type RecipeEditorModalProps } from './recipe-editor-modal.tsx';

// The whole editor renders in jsdom and user-event types key by key: give slow machines room.
vi.setConfig({ testTimeout: 20_000 });

beforeEach(async () => {
  await setEditorLanguage('en');
});

afterEach(() => {
  dismissToast();
  vi.unstubAllGlobals();
});

function renderModal(props: Partial<RecipeEditorModalProps> = {}, recipe: TRecipe = buildRecipe()) {
  const onOpenChange = vi.fn();
  const onSaved = vi.fn();
  const onCopied = vi.fn();
  const result = renderWithProviders(
    <>
      <RecipeEditorModal
        recipe={recipe}
        open
        onOpenChange={onOpenChange}
        onSaved={onSaved}
        onCopied={onCopied}
        {...props}
      />
      <ToastHost />
    </>,
  );
  return { ...result, onOpenChange, onSaved, onCopied, user: userEvent.setup() };
}

const dialog = () => screen.getByRole('dialog', { name: 'Edit recipe' });
const titleField = () => screen.getByRole('textbox', { name: 'Title' });
const saveButton = () => screen.getByRole('button', { name: 'Save changes' });

function bodyOf(fetchMock: ReturnType<typeof mockFetch>, index = 0): unknown {
  return JSON.parse(String(fetchMock.mock.calls[index][1]?.body));
}

describe('RecipeEditorModal: fields', () => {
  it('opens with the recipe in every section', () => {
    renderModal();
    expect(titleField()).toHaveProperty('value', 'Pancakes');
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveProperty('value', 'Fluffy pancakes.');
    expect(screen.getByRole('spinbutton', { name: 'Prep time (min)' })).toHaveProperty('value', '10');
    expect(screen.getByRole('spinbutton', { name: 'Cook time (min)' })).toHaveProperty('value', '15');
    expect(screen.getByRole('spinbutton', { name: 'Servings' })).toHaveProperty('value', '4');
    expect(screen.getByRole('combobox', { name: 'Difficulty' }).textContent).toBe('Easy');
    expect(screen.getByRole('combobox', { name: 'Name of ingredient 3' })).toHaveProperty('value', 'eggs');
    expect(screen.getByRole('textbox', { name: 'Step 2' })).toHaveProperty('value', 'Cook on a hot pan.');
    expect(within(screen.getByRole('list', { name: 'Tags on this recipe' })).getByText('breakfast')).toBeTruthy();
    for (const section of ['Basic info', 'Ingredients', 'Instructions', 'Tips', 'Tags']) {
      expect(screen.getByRole('region', { name: section })).toBeTruthy();
    }
  });

  it('grows step fields from 2 rows and previews **bold** and *italic* as elements, never as HTML', async () => {
    const { user } = renderModal();
    const step = screen.getByRole('textbox', { name: 'Step 1' }) as HTMLTextAreaElement;
    expect(step.rows).toBe(2);
    await user.clear(step);
    await user.type(step, '**Whisk** <b>eggs</b> *gently*');
    const region = screen.getByRole('region', { name: 'Instructions' });
    expect(within(region).getByText('Whisk').tagName).toBe('STRONG');
    expect(within(region).getByText('gently').tagName).toBe('EM');
    expect(region.querySelector('b')).toBeNull();
    expect(region.textContent).toContain('<b>eggs</b>');
  });

  it('wraps the selection in ** with Ctrl+B in a step', async () => {
    const { user } = renderModal();
    const step = screen.getByRole('textbox', { name: 'Step 1' }) as HTMLTextAreaElement;
    step.focus();
    step.setSelectionRange(0, 3);
    await user.keyboard('{Control>}b{/Control}');
    expect(step.value).toBe('**Mix** everything.');
  });
});

describe('RecipeEditorModal: validation (spec section 5)', () => {
  it('shows the spec messages and sends nothing', async () => {
    const fetchMock = mockFetch({});
    const { user } = renderModal(
      {},
      buildRecipe({ ingredients: [{ name: 'salt', amount: '' }], instructions: ['  '] }),
    );
    await user.clear(titleField());
    await user.type(titleField(), '   ');
    await user.click(saveButton());
    expect(await screen.findByText('Recipe title is required.')).toBeTruthy();
    expect(screen.getByText('At least one ingredient is required.')).toBeTruthy();
    expect(screen.getByText('At least one instruction is required.')).toBeTruthy();
    expect(titleField().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(titleField());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('clears a message as soon as it is fixed', async () => {
    mockFetch({});
    const { user } = renderModal({}, buildRecipe({ ingredients: [{ name: 'salt', amount: '' }] }));
    await user.click(saveButton());
    expect(await screen.findByText('At least one ingredient is required.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Amount of ingredient 1' }));
    await user.type(screen.getByRole('combobox', { name: 'Amount of ingredient 1' }), '1 tsp');
    await waitFor(() => expect(screen.queryByText('At least one ingredient is required.')).toBeNull());
  });

  it('refuses an amount without a name', async () => {
    const fetchMock = mockFetch({});
    const { user } = renderModal();
    await user.click(screen.getByRole('button', { name: 'Add ingredient' }));
    await user.type(screen.getByRole('combobox', { name: 'Amount of ingredient 4' }), '2 tbsp');
    await user.click(saveButton());
    expect(await screen.findByText("Add the ingredient's name or clear its amount.")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Name of ingredient 4' }));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('RecipeEditorModal: save', () => {
  it('PATCHes the edited recipe without empty rows, then closes with a toast', async () => {
    const saved = buildRecipe({ title: 'Crepes' });
    const fetchMock = mockFetch({ 'PATCH /api/recipes/recipe-1': () => jsonResponse(saved) });
    const { user, onSaved, onOpenChange } = renderModal();
    await user.clear(titleField());
    await user.type(titleField(), 'Crepes');
    await user.click(screen.getByRole('button', { name: 'Add ingredient' }));
    await user.click(screen.getByRole('button', { name: 'Add step' }));
    await user.type(screen.getByRole('combobox', { name: 'New tag' }), 'french{Enter}');
    await user.click(saveButton());
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    expect(bodyOf(fetchMock)).toEqual({
      title: 'Crepes',
      description: 'Fluffy pancakes.',
      prepTime: 10,
      cookTime: 15,
      servings: 4,
      difficulty: 'Easy',
      ingredients: [
        { name: 'flour', amount: '2 cups' },
        { name: 'milk', amount: '1 cup' },
        { name: 'eggs', amount: '2' },
      ],
      instructions: ['Mix everything.', 'Cook on a hot pan.'],
      tags: ['breakfast', 'french'],
      tips: [],
    });
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(await screen.findByText('Recipe saved')).toBeTruthy();
    expect(screen.getByText('"Crepes" was updated.')).toBeTruthy();
  });

  it('saves with Ctrl+Enter', async () => {
    const fetchMock = mockFetch({ 'PATCH /api/recipes/recipe-1': () => jsonResponse(buildRecipe()) });
    const { user, onSaved } = renderModal();
    await user.click(titleField());
    await user.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('does not save on a plain Enter in a field', async () => {
    const fetchMock = mockFetch({});
    const { user } = renderModal();
    await user.type(titleField(), '{Enter}');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's message in the generic error toast and stays open", async () => {
    mockFetch({
      'PATCH /api/recipes/recipe-1': () =>
        jsonResponse({ message: 'A recipe can have at most 30 tags.', field: 'tags' }, 400, 'Bad Request'),
    });
    const { user, onOpenChange } = renderModal();
    await user.click(saveButton());
    expect(await screen.findByText('A recipe can have at most 30 tags.')).toBeTruthy();
    expect(screen.getByText('Error')).toBeTruthy();
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(dialog()).toBeTruthy();
  });

  it('falls back to the update-failed text', async () => {
    mockFetch({
      'PATCH /api/recipes/recipe-1': () => new Response('', { status: 500, statusText: 'Internal Server Error' }),
    });
    const { user } = renderModal();
    await user.click(saveButton());
    expect(await screen.findByText('Failed to update recipe.')).toBeTruthy();
  });
});

describe('RecipeEditorModal: unsaved-changes guard (spec section 4)', () => {
  it('closes at once when nothing changed (a blank row is no change)', async () => {
    const { user, onOpenChange } = renderModal();
    await user.click(screen.getByRole('button', { name: 'Add ingredient' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('asks before closing with changes: keep editing keeps them, discard closes', async () => {
    const { user, onOpenChange } = renderModal();
    await user.type(titleField(), ' deluxe');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    const guard = await screen.findByRole('alertdialog', { name: 'Discard your changes?' });
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(within(guard).getByRole('button', { name: 'Keep editing' }));
    await user.click(within(guard).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(titleField()).toHaveProperty('value', 'Pancakes deluxe');
    // Focus is back on the button that asked to close, inside the editor.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' })));

    await user.keyboard('{Escape}');
    const again = await screen.findByRole('alertdialog', { name: 'Discard your changes?' });
    await user.click(within(again).getByRole('button', { name: 'Discard changes' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('Escape in an open suggestion list closes the list, not the editor', async () => {
    const { user, onOpenChange } = renderModal();
    const name = screen.getByRole('combobox', { name: 'Name of ingredient 1' });
    await user.clear(name);
    await user.type(name, 'sug');
    expect(name.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{Escape}');
    expect(name.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});

describe('RecipeEditorModal: save as copy', () => {
  it("offers '<title> - Copy' while the title is unchanged, and requires a title", async () => {
    const fetchMock = mockFetch({});
    const { user } = renderModal();
    await user.click(screen.getByRole('button', { name: 'Save as copy' }));
    const copyDialog = await screen.findByRole('dialog', { name: 'Save as a copy' });
    const field = within(copyDialog).getByRole('textbox', { name: 'Title of the copy' });
    expect(field).toHaveProperty('value', 'Pancakes - Copy');
    await waitFor(() => expect(document.activeElement).toBe(field));
    await user.clear(field);
    await user.type(field, '   ');
    await user.click(within(copyDialog).getByRole('button', { name: 'Create copy' }));
    expect(within(copyDialog).getByRole('alert').textContent).toBe('Please enter a title for the copy.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('POSTs the copy with the edited fields and the chosen title', async () => {
    const created = buildRecipe({ id: 'recipe-2', title: 'Crepes for two' });
    const fetchMock = mockFetch({ 'POST /api/recipes/recipe-1/copy': () => jsonResponse(created, 201, 'Created') });
    const { user, onCopied, onOpenChange } = renderModal();
    await user.clear(titleField());
    await user.type(titleField(), 'Crepes');
    await user.clear(screen.getByRole('spinbutton', { name: 'Servings' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Servings' }), '2');
    await user.click(screen.getByRole('button', { name: 'Save as copy' }));
    const copyDialog = await screen.findByRole('dialog', { name: 'Save as a copy' });
    const field = within(copyDialog).getByRole('textbox', { name: 'Title of the copy' });
    expect(field).toHaveProperty('value', 'Crepes');
    await user.clear(field);
    await user.type(field, 'Crepes for two{Enter}');
    await waitFor(() => expect(onCopied).toHaveBeenCalledWith(created));
    expect(bodyOf(fetchMock)).toMatchObject({
      title: 'Crepes for two',
      servings: 2,
      ingredients: buildRecipe().ingredients,
    });
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(await screen.findByText('Copy saved')).toBeTruthy();
  });

  it('checks the recipe before asking for a title', async () => {
    mockFetch({});
    const { user } = renderModal();
    await user.clear(titleField());
    await user.click(screen.getByRole('button', { name: 'Save as copy' }));
    expect(await screen.findByText('Recipe title is required.')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Save as a copy' })).toBeNull();
  });
});

describe('RecipeEditorModal: substitutions', () => {
  it('hands the row to the substitution flow and applies its choice as an edit', async () => {
    const seen: IngredientSubstitutionProps[] = [];
    const mounts: number[] = [];
    function FakeFlow(props: IngredientSubstitutionProps) {
      seen.push(props);
      useState(() => mounts.push(props.index));
      return (
        <button type="button" onClick={() => props.onReplace({ name: 'oat milk', amount: '1 cup' }, ['Mix it all.'])}>
          Use this
        </button>
      );
    }
    const { user } = renderModal({ ingredientSubstitution: FakeFlow });
    await user.click(screen.getByRole('button', { name: 'Find substitutes for ingredient 2' }));
    const last = seen[seen.length - 1];
    expect(last.index).toBe(1);
    expect(last.ingredient).toEqual({ name: 'milk', amount: '1 cup' });
    expect(last.recipeTitle).toBe('Pancakes');
    expect(last.instructions).toEqual(['Mix everything.', 'Cook on a hot pan.']);
    expect(last.language).toBe('en');
    // Another row (or the same one again) starts a fresh flow.
    await user.click(screen.getByRole('button', { name: 'Find substitutes for ingredient 3' }));
    await user.click(screen.getByRole('button', { name: 'Find substitutes for ingredient 2' }));
    expect(mounts).toEqual([1, 2, 1]);
    await user.click(screen.getByRole('button', { name: 'Use this' }));
    expect(screen.getByRole('combobox', { name: 'Name of ingredient 2' })).toHaveProperty('value', 'oat milk');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Step 1' })).toHaveProperty('value', 'Mix it all.'));
    expect(screen.queryByRole('textbox', { name: 'Step 2' })).toBeNull();
  });
});
