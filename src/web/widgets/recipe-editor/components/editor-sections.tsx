import { useId, type ComponentType, type ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { recipeEditorExtensions, type IngredientSubstitutionProps } from '../extensions.ts';
import type { EditorValues } from '../model/editor-form.ts';
import { TagEditor } from './tag-editor.tsx';
import { TipsEditor } from './tips-editor.tsx';

/*
 * The pieces of the edit modal's body that read and write the form through its context
 * (recipe-editor-modal.tsx lays them out).
 */

export function EditorSection({
  title,
  sectionRef,
  children,
}: {
  title: string;
  sectionRef?: (el: HTMLElement | null) => void;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section ref={sectionRef} aria-labelledby={headingId} className="flex flex-col gap-3">
      <h3 id={headingId} className="font-display text-lg font-semibold">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** Tags and tips are plain string lists in the form, edited by controlled components. */
export function ListField({
  name,
  recipeId,
  language,
}: {
  name: 'tags' | 'tips';
  recipeId: string;
  language: IngredientSubstitutionProps['language'];
}) {
  const { control, setValue } = useFormContext<EditorValues>();
  const value = useWatch({ control, name }) ?? [];
  const onChange = (next: string[]) => setValue(name, next, { shouldDirty: true });
  // The AI suggestions (extensions.ts) sit under the list they add to.
  const Suggestions = name === 'tags' ? recipeEditorExtensions.TagSuggestions : recipeEditorExtensions.TipSuggestions;
  return (
    <>
      {name === 'tags' ? (
        <TagEditor tags={value} onChange={onChange} />
      ) : (
        <TipsEditor tips={value} onChange={onChange} />
      )}
      {Suggestions ? <Suggestions recipeId={recipeId} values={value} onChange={onChange} language={language} /> : null}
    </>
  );
}

export function SubstitutionSlot({
  Component,
  index,
  trigger,
  language,
  onClose,
}: {
  Component: ComponentType<IngredientSubstitutionProps>;
  index: number;
  trigger: HTMLButtonElement;
  language: IngredientSubstitutionProps['language'];
  onClose: () => void;
}) {
  const { getValues, setValue } = useFormContext<EditorValues>();
  const values = getValues();
  return (
    <Component
      index={index}
      ingredient={values.ingredients[index] ?? { name: '', amount: '' }}
      trigger={trigger}
      recipeTitle={values.title}
      instructions={values.instructions.map((s) => s.text).filter((s) => s.trim() !== '')}
      language={language}
      onClose={onClose}
      onReplace={(ingredient, instructions) => {
        setValue(`ingredients.${index}`, { name: ingredient.name, amount: ingredient.amount }, { shouldDirty: true });
        if (instructions)
          setValue(
            'instructions',
            instructions.map((text) => ({ text })),
            { shouldDirty: true },
          );
      }}
    />
  );
}
