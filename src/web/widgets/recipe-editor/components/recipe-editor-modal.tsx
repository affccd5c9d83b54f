import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { FormProvider, useForm, useFormContext, useWatch, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Copy, Loader2, Save } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { useOfflineGuard } from '../../../pwa/offline-guard.ts';
import { useCopyRecipe } from '../../../entities/recipe/api/copy-recipe.ts';
import type { TRecipe } from '../../../entities/recipe/api/types.ts';
import { useUpdateRecipe } from '../../../entities/recipe/api/update-recipe.ts';
import { recipeEditorExtensions, type IngredientSubstitutionProps } from '../extensions.ts';
import { useEditorLanguage } from '../hooks/use-editor-language.ts';
import { useFocusReturn } from '../../../components/ui/use-focus-return.ts';
import {
  defaultCopyTitle,
  hasChanges,
  toEditorValues,
  ZEditorValues,
  type EditorValues,
  type RecipeFields,
} from '../model/editor-form.ts';
import { BasicInfoFields } from './basic-info-fields.tsx';
import { IngredientListEditor } from './ingredient-list-editor.tsx';
import { InstructionListEditor } from './instruction-list-editor.tsx';
import { SaveAsCopyDialog } from './save-as-copy-dialog.tsx';
import { TagEditor } from './tag-editor.tsx';
import { TipsEditor } from './tips-editor.tsx';
import { UnsavedChangesDialog } from './unsaved-changes-dialog.tsx';

// Full screen on phones (like the detail modal), a tall centred panel from sm up. The header and
// the action bar stay put; only the middle scrolls.
const CONTENT_CLASSES =
  'top-0 left-0 flex h-dvh max-h-dvh w-full max-w-none translate-x-0 translate-y-0 flex-col gap-0 overflow-hidden rounded-none border-0 p-0 sm:top-1/2 sm:left-1/2 sm:h-[calc(100dvh-2rem)] sm:max-h-[56rem] sm:w-[calc(100%-2rem)] sm:max-w-3xl sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:border';

export interface RecipeEditorModalProps {
  /** The recipe as last loaded; the form starts from it each time the editor opens. */
  recipe: TRecipe;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** After a successful save (PATCH), with the server's recipe. The editor closes itself. */
  onSaved?: (recipe: TRecipe) => void;
  /** After "save as copy" created a new recipe. The editor closes itself. */
  onCopied?: (recipe: TRecipe) => void;
  /** Replaces the registered substitution flow (extensions.ts); null turns it off. */
  ingredientSubstitution?: ComponentType<IngredientSubstitutionProps> | null;
}

/**
 * The recipe edit modal (spec sections 2, 4, 5 and 9): basic info, ingredients, instructions,
 * tips and tags; the rules of section 5 checked before saving (PATCH /api/recipes/:id); an
 * unsaved-changes guard on close; and "save as copy" (POST /api/recipes/:id/copy with the edits).
 */
export function RecipeEditorModal(props: RecipeEditorModalProps) {
  // Mounted only while open: every opening starts from the recipe as it is now.
  return props.open ? <EditorDialog {...props} /> : null;
}

function EditorDialog({ recipe, onOpenChange, onSaved, onCopied, ingredientSubstitution }: RecipeEditorModalProps) {
  const { t } = useTranslation('editor');
  const { t: tc } = useTranslation();
  const lang = useEditorLanguage();
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
  // Each press is its own request (a fresh flow, even for the same row).
  const [substitution, setSubstitution] = useState<{
    index: number;
    trigger: HTMLButtonElement;
    request: number;
  } | null>(null);
  const sections = useRef<Record<'ingredients' | 'instructions', HTMLElement | null>>({
    ingredients: null,
    instructions: null,
  });
  const titleId = useId();
  const focusReturn = useFocusReturn();
  const pending = update.isPending || copy.isPending;
  const { offline, offlineProps } = useOfflineGuard();

  const Substitution =
    ingredientSubstitution === undefined ? recipeEditorExtensions.IngredientSubstitution : ingredientSubstitution;

  const close = () => onOpenChange(false);
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

  const handleFormKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    if (event.ctrlKey || event.metaKey) {
      event.preventDefault();
      if (!pending && !offline) void save();
      return;
    }
    // A stray Enter (or a phone's "Go" key) in a one-line field does not save the whole recipe.
    if (event.target instanceof HTMLInputElement) event.preventDefault();
  };

  return (
    <Dialog open onOpenChange={(next) => (next ? undefined : requestClose())}>
      <DialogContent
        className={CONTENT_CLASSES}
        closeLabel={tc('actions.close')}
        aria-labelledby={titleId}
        // Focus the dialog itself, not the first field: no keyboard popping up on phones.
        onOpenAutoFocus={(event) => {
          focusReturn.remember();
          event.preventDefault();
          (event.currentTarget as HTMLElement | null)?.focus();
        }}
        onCloseAutoFocus={focusReturn.restore}
        onEscapeKeyDown={(event) => {
          // Escape first closes an open suggestion list or cancels a keyboard drag.
          const target = event.target instanceof HTMLElement ? event.target : null;
          if (target?.getAttribute('aria-expanded') === 'true' || target?.getAttribute('aria-pressed') === 'true') {
            event.preventDefault();
          }
        }}
      >
        <DialogHeader className="shrink-0 border-b px-5 py-4 sm:px-6">
          <DialogTitle id={titleId} className="font-display text-xl font-bold">
            {t('title')}
          </DialogTitle>
          <DialogDescription>{t('description')}</DialogDescription>
        </DialogHeader>

        <FormProvider {...form}>
          <form
            noValidate
            onSubmit={(event) => void save(event)}
            onKeyDown={handleFormKeyDown}
            className="flex min-h-0 flex-1 flex-col"
          >
            {/* relative: screen-reader-only text inside keeps to this scroller instead of
                stretching the dialog (which would let the whole panel scroll away). */}
            <div className="relative flex min-h-0 flex-1 flex-col gap-8 overflow-y-auto overscroll-contain px-5 py-5 sm:px-6">
              <EditorSection title={t('sections.basic')}>
                <BasicInfoFields />
              </EditorSection>
              <EditorSection title={t('sections.ingredients')} sectionRef={(el) => (sections.current.ingredients = el)}>
                <IngredientListEditor
                  onFindSubstitutes={
                    Substitution
                      ? (index, trigger) =>
                          setSubstitution((prev) => ({ index, trigger, request: (prev?.request ?? 0) + 1 }))
                      : undefined
                  }
                />
              </EditorSection>
              <EditorSection
                title={t('sections.instructions')}
                sectionRef={(el) => (sections.current.instructions = el)}
              >
                <InstructionListEditor />
              </EditorSection>
              <EditorSection title={t('sections.tips')}>
                <ListField name="tips" recipeId={recipe.id} language={lang} />
              </EditorSection>
              <EditorSection title={t('sections.tags')}>
                <ListField name="tags" recipeId={recipe.id} language={lang} />
              </EditorSection>
            </div>

            <div className="flex shrink-0 flex-wrap items-center justify-end gap-2 border-t bg-card px-5 py-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] sm:px-6">
              <Button variant="ghost" onClick={requestClose} className="mr-auto hidden sm:inline-flex">
                {t('footer.cancel')}
              </Button>
              <Button
                variant="outline"
                onClick={() => void startCopy()}
                disabled={pending}
                className="flex-1 sm:flex-none"
                {...offlineProps}
              >
                <Copy aria-hidden="true" />
                {t('footer.saveAsCopy')}
              </Button>
              <Button
                type="submit"
                disabled={pending}
                className="flex-1 sm:flex-none"
                aria-keyshortcuts="Control+Enter"
                {...offlineProps}
              >
                {update.isPending ? (
                  <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
                ) : (
                  <Save aria-hidden="true" />
                )}
                {update.isPending ? t('footer.saving') : t('footer.save')}
              </Button>
            </div>
          </form>

          {Substitution && substitution ? (
            <SubstitutionSlot
              key={substitution.request}
              Component={Substitution}
              index={substitution.index}
              trigger={substitution.trigger}
              language={lang}
              onClose={() => setSubstitution(null)}
            />
          ) : null}
        </FormProvider>
      </DialogContent>

      <UnsavedChangesDialog
        open={guardOpen}
        onKeepEditing={() => setGuardOpen(false)}
        onDiscard={() => {
          setGuardOpen(false);
          close();
        }}
      />
      <SaveAsCopyDialog
        open={copyState !== null}
        onOpenChange={(next) => (next ? undefined : setCopyState(null))}
        defaultTitle={copyState?.defaultTitle ?? ''}
        pending={copy.isPending}
        onConfirm={confirmCopy}
      />
    </Dialog>
  );
}

/** The first row index (in order) that has an error of its own, if any. */
function firstRowWithError(group: unknown): number | undefined {
  if (!group || typeof group !== 'object') return undefined;
  const rows = Object.keys(group)
    .filter((key) => /^\d+$/.test(key) && (group as Record<string, unknown>)[key])
    .map(Number);
  return rows.length ? Math.min(...rows) : undefined;
}

function EditorSection({
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
function ListField({
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

function SubstitutionSlot({
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
