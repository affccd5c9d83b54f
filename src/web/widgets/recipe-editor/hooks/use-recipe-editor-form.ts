import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/ui/use-toast.ts';
import { useOfflineGuard } from '../../../pwa/offline-guard.ts';
import { useCopyRecipe } from '../../../entities/recipe/api/copy-recipe.ts';
import type { TRecipe } from '../../../entities/recipe/api/types.ts';
import { useUpdateRecipe } from '../../../entities/recipe/api/update-recipe.ts';
import {
  defaultCopyTitle,
  hasChanges,
  toEditorValues,
  ZEditorValues,
  type EditorValues,
  type RecipeFields,
} from '../model/editor-form.ts';

export interface RecipeEditorFormOptions {
  recipe: TRecipe;
  /** Closes the editor (no questions asked). */
  close: () => void;
  onSaved?: (recipe: TRecipe) => void;
  onCopied?: (recipe: TRecipe) => void;
}

/** The sections a list error is reported on: the first field inside gets focus. */
export type ListSections = Record<'ingredients' | 'instructions', HTMLElement | null>;

/**
 * The edit modal's form and what it does (spec sections 4, 5 and 9): the fields start from the
 * recipe as it is now; save (PATCH) and "save as copy" (POST …/copy with the edits) after the
 * rules of section 5, focusing the first problem; the unsaved-changes guard on close; Ctrl+Enter.
 */
export function useRecipeEditorForm({ recipe, close, onSaved, onCopied }: RecipeEditorFormOptions) {
  const { t } = useTranslation('editor');
  const initial = useMemo(() => toEditorValues(recipe), [recipe]);
  const form = useForm<EditorValues, unknown, RecipeFields>({
    defaultValues: initial,
    resolver: zodResolver(ZEditorValues),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  const update = useUpdateRecipe();
  const copy = useCopyRecipe();
  const [guardOpen, setGuardOpen] = useState(false);
  const [copyState, setCopyState] = useState<{ fields: RecipeFields; defaultTitle: string } | null>(null);
  const sections = useRef<ListSections>({ ingredients: null, instructions: null });
  const pending = update.isPending || copy.isPending;
  const { offline, offlineProps } = useOfflineGuard();

  const requestClose = () => {
    if (hasChanges(initial, form.getValues())) setGuardOpen(true);
    else close();
  };

  /** Focus the first field with a problem, in reading order, so the message is heard and seen. */
  const focusFirstError = (errors: FieldErrors<EditorValues>) => {
    for (const name of ['title', 'prepTime', 'cookTime', 'servings'] as const) {
      if (errors[name]) {
        form.setFocus(name);
        return;
      }
    }
    const badRow = firstRowWithError(errors.ingredients);
    if (badRow !== undefined) {
      form.setFocus(`ingredients.${badRow}.name`);
      return;
    }
    for (const name of ['ingredients', 'instructions'] as const) {
      const section = sections.current[name];
      if (!errors[name] || !section) continue;
      const target =
        section.querySelector<HTMLElement>('input, textarea') ??
        section.querySelector<HTMLElement>('button:not([aria-roledescription])');
      target?.focus();
      target?.scrollIntoView?.({ block: 'center' });
      return;
    }
  };

  // After a failed save, the list rules are checked again on every change of their rows, so a
  // message goes away as soon as the list is fixed (react-hook-form only rechecks the row itself).
  useEffect(() => {
    const subscription = form.watch((_values, { name }) => {
      if (!form.formState.isSubmitted || !name) return;
      const list = name.split('.')[0];
      if (list === 'ingredients' || list === 'instructions') void form.trigger(list);
    });
    return () => subscription.unsubscribe();
  }, [form]);

  const save = form.handleSubmit((fields) => {
    update.mutate(
      { id: recipe.id, patch: fields },
      {
        onSuccess: (saved) => {
          toast({ title: t('saved.title'), description: t('saved.description', { title: saved.title }) });
          onSaved?.(saved);
          close();
        },
      },
    );
  }, focusFirstError);

  const startCopy = form.handleSubmit((fields) => {
    const defaultTitle = defaultCopyTitle(recipe.title, form.getValues('title'), (title) =>
      t('copy.defaultTitle', { title }),
    );
    setCopyState({ fields, defaultTitle });
  }, focusFirstError);

  const confirmCopy = (title: string) => {
    if (!copyState) return;
    copy.mutate(
      { id: recipe.id, overrides: { ...copyState.fields, title } },
      {
        onSuccess: (created) => {
          toast({ title: t('copy.done'), description: t('copy.doneDescription', { title: created.title }) });
          setCopyState(null);
          onCopied?.(created);
          close();
        },
      },
    );
  };

  const onFormKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    if (event.ctrlKey || event.metaKey) {
      event.preventDefault();
      if (!pending && !offline) void save();
      return;
    }
    // A stray Enter (or a phone's "Go" key) in a one-line field does not save the whole recipe.
    if (event.target instanceof HTMLInputElement) event.preventDefault();
  };

  return {
    form,
    sections,
    save,
    saving: update.isPending,
    pending,
    offlineProps,
    onFormKeyDown,
    requestClose,
    guard: {
      open: guardOpen,
      keepEditing: () => setGuardOpen(false),
      discard: () => {
        setGuardOpen(false);
        close();
      },
    },
    copy: {
      start: startCopy,
      open: copyState !== null,
      cancel: () => setCopyState(null),
      defaultTitle: copyState?.defaultTitle ?? '',
      pending: copy.isPending,
      confirm: confirmCopy,
    },
  };
}

/** The first row index (in order) that has an error of its own, if any. */
function firstRowWithError(group: unknown): number | undefined {
  if (!group || typeof group !== 'object') return undefined;
  const rows = Object.keys(group)
    .filter((key) => /^\d+$/.test(key) && (group as Record<string, unknown>)[key])
    .map(Number);
  return rows.length ? Math.min(...rows) : undefined;
}
