/**
 * Helpers for the editor's component tests (imported by *.test.tsx only).
 */
import { useEffect, type ReactNode } from 'react';
import { configure } from '@testing-library/react';
import { FormProvider, useForm, type UseFormReturn } from 'react-hook-form';
import { vi } from 'vitest';
import i18n from '../../lib/i18n.ts';
import type { TRecipe } from '../../entities/recipe/api/types.ts';
import { buildRecipe as buildSharedRecipe } from '../../entities/recipe/testing/build-recipe.ts';
import type { EditorValues } from './model/editor-form.ts';

// The editor is a big tree for jsdom: on a busy machine a save round trip can take more than
// Testing Library's default 1 s of waiting. Each test file runs isolated, so this stays local.
configure({ asyncUtilTimeout: 5000 });

/** Loads the namespaces the editor uses in a language, so nothing suspends while testing. */
export async function setEditorLanguage(lng: 'en' | 'pt-BR'): Promise<void> {
  await i18n.changeLanguage(lng);
  await i18n.loadNamespaces(['editor', 'recipes']);
}

export function buildEditorValues(overrides: Partial<EditorValues> = {}): EditorValues {
  return {
    title: 'Pancakes',
    description: '',
    prepTime: '10',
    cookTime: '15',
    servings: '4',
    difficulty: 'Easy',
    ingredients: [
      { name: 'flour', amount: '2 cups' },
      { name: 'milk', amount: '1 cup' },
      { name: 'eggs', amount: '2' },
    ],
    instructions: [{ text: 'Mix everything.' }, { text: 'Cook on a hot pan.' }],
    tags: [],
    tips: [],
    ...overrides,
  };
}

/** The editor tests' pancakes: the shared web factory with fixed values the tests read back. */
export function buildRecipe(overrides: Partial<TRecipe> = {}): TRecipe {
  return buildSharedRecipe({
    id: 'recipe-1',
    title: 'Pancakes',
    description: 'Fluffy pancakes.',
    tags: ['breakfast'],
    cookTime: 15,
    ingredients: [
      { name: 'flour', amount: '2 cups' },
      { name: 'milk', amount: '1 cup' },
      { name: 'eggs', amount: '2' },
    ],
    instructions: ['Mix everything.', 'Cook on a hot pan.'],
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  });
}

/** A react-hook-form around a list editor; `onForm` hands the form out to read its values. */
export function FormHarness({
  values,
  onForm,
  children,
}: {
  values: EditorValues;
  onForm?: (form: UseFormReturn<EditorValues>) => void;
  children: ReactNode;
}) {
  const form = useForm<EditorValues>({ defaultValues: values });
  useEffect(() => {
    onForm?.(form);
  }, [form, onForm]);
  return (
    <FormProvider {...form}>
      <form>{children}</form>
    </FormProvider>
  );
}

/**
 * jsdom lays nothing out, so dnd-kit would see every row at 0,0. This gives each list row
 * (an <li> in an <ol>) a 50 px tall box, one under the other, as a browser would.
 */
export function layOutListRows(): () => void {
  const original = HTMLElement.prototype.getBoundingClientRect;
  const spy = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    if (this.tagName === 'LI' && this.parentElement?.tagName === 'OL') {
      const index = Array.from(this.parentElement.children).indexOf(this);
      const top = 100 + index * 60;
      return {
        x: 0,
        y: top,
        top,
        left: 0,
        right: 300,
        bottom: top + 50,
        width: 300,
        height: 50,
        toJSON: () => ({}),
      } as DOMRect;
    }
    return original.call(this);
  });
  return () => spy.mockRestore();
}
