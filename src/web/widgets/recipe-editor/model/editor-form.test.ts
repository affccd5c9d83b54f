import { describe, expect, it } from 'vitest';
import { buildEditorValues } from '../editor-test-utils.tsx';
import { defaultCopyTitle, hasChanges, toRecipeFields, ZEditorValues } from './editor-form.ts';

const suffix = (title: string) => `${title} - Copy`;

describe('toRecipeFields', () => {
  it('trims, strips empty rows and defaults blank times to 0 and servings to 1', () => {
    const fields = toRecipeFields(
      buildEditorValues({
        title: '  Pancakes ',
        description: '   ',
        prepTime: '',
        cookTime: ' ',
        servings: '',
        ingredients: [
          { name: ' flour ', amount: ' 2 cups ' },
          { name: '', amount: '' },
          { name: 'salt', amount: '' },
        ],
        instructions: [{ text: '  ' }, { text: ' Mix. ' }, { text: '' }],
        tags: [' quick ', ''],
        tips: ['', ' Serve warm. '],
      }),
    );
    expect(fields).toEqual({
      title: 'Pancakes',
      description: null,
      prepTime: 0,
      cookTime: 0,
      servings: 1,
      difficulty: 'Easy',
      ingredients: [
        { name: 'flour', amount: '2 cups' },
        { name: 'salt', amount: '' },
      ],
      instructions: ['Mix.'],
      tags: ['quick'],
      tips: ['Serve warm.'],
    });
  });
});

describe('ZEditorValues (spec section 5)', () => {
  const issues = (values: Parameters<typeof ZEditorValues.safeParse>[0]) => {
    const result = ZEditorValues.safeParse(values);
    return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  };

  it('accepts a complete recipe', () => {
    expect(issues(buildEditorValues())).toEqual([]);
  });

  it('requires a title that is not only spaces', () => {
    expect(issues(buildEditorValues({ title: '   ' }))).toEqual(['title: titleRequired']);
  });

  it('requires one ingredient with both a name and an amount', () => {
    expect(
      issues(
        buildEditorValues({
          ingredients: [
            { name: 'salt', amount: '' },
            { name: '', amount: '' },
          ],
        }),
      ),
    ).toEqual(['ingredients: ingredientRequired']);
    expect(issues(buildEditorValues({ ingredients: [] }))).toEqual(['ingredients: ingredientRequired']);
  });

  it('flags an amount without a name (it would be lost)', () => {
    expect(
      issues(
        buildEditorValues({
          ingredients: [
            { name: 'flour', amount: '1 cup' },
            { name: ' ', amount: '2 tbsp' },
          ],
        }),
      ),
    ).toEqual(['ingredients.1.name: ingredientNameMissing']);
  });

  it('requires one non-empty instruction', () => {
    expect(issues(buildEditorValues({ instructions: [{ text: ' ' }] }))).toEqual(['instructions: instructionRequired']);
  });

  it('keeps times at 0 or more and servings at 1 or more, whole numbers', () => {
    expect(issues(buildEditorValues({ prepTime: '-1', cookTime: '2.5', servings: '0' }))).toEqual([
      'prepTime: minutesInvalid',
      'cookTime: minutesInvalid',
      'servings: servingsInvalid',
    ]);
    expect(issues(buildEditorValues({ prepTime: '0', cookTime: '', servings: '1' }))).toEqual([]);
  });
});

describe('hasChanges', () => {
  it('ignores blank rows and spacing, sees real edits and reorders', () => {
    const initial = buildEditorValues();
    expect(hasChanges(initial, buildEditorValues())).toBe(false);
    expect(
      hasChanges(initial, buildEditorValues({ ingredients: [...initial.ingredients, { name: '', amount: '' }] })),
    ).toBe(false);
    expect(hasChanges(initial, buildEditorValues({ title: 'Pancakes ' }))).toBe(false);
    expect(hasChanges(initial, buildEditorValues({ title: 'Crepes' }))).toBe(true);
    expect(hasChanges(initial, buildEditorValues({ ingredients: [...initial.ingredients].reverse() }))).toBe(true);
    expect(hasChanges(initial, buildEditorValues({ tags: ['quick'] }))).toBe(true);
  });
});

describe('defaultCopyTitle (spec section 5, "Copy title")', () => {
  it("is the title plus ' - Copy' while the title is unchanged", () => {
    expect(defaultCopyTitle('Pancakes', 'Pancakes', suffix)).toBe('Pancakes - Copy');
    expect(defaultCopyTitle('Pancakes', ' Pancakes ', suffix)).toBe('Pancakes - Copy');
  });

  it('is the edited title once it was changed', () => {
    expect(defaultCopyTitle('Pancakes', 'Vegan pancakes', suffix)).toBe('Vegan pancakes');
  });

  it('falls back to the original plus the suffix when the field was emptied', () => {
    expect(defaultCopyTitle('Pancakes', '  ', suffix)).toBe('Pancakes - Copy');
  });
});
