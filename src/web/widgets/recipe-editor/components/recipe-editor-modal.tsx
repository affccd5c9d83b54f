import { useId, useState, type ComponentType } from 'react';
import { FormProvider } from 'react-hook-form';
import { Copy, Loader2, Save } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import type { TRecipe } from '../../../entities/recipe/api/types.ts';
import { recipeEditorExtensions, type IngredientSubstitutionProps } from '../extensions.ts';
import { useEditorLanguage } from '../hooks/use-editor-language.ts';
import { useRecipeEditorForm } from '../hooks/use-recipe-editor-form.ts';
import { useFocusReturn } from '../../../components/ui/use-focus-return.ts';
import { BasicInfoFields } from './basic-info-fields.tsx';
import { EditorSection, ListField, SubstitutionSlot } from './editor-sections.tsx';
import { IngredientListEditor } from './ingredient-list-editor.tsx';
import { InstructionListEditor } from './instruction-list-editor.tsx';
import { SaveAsCopyDialog } from './save-as-copy-dialog.tsx';
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
  const close = () => onOpenChange(false);
  const editor = useRecipeEditorForm({ recipe, close, onSaved, onCopied });
  const { form, sections, save, pending, offlineProps, requestClose, guard, copy } = editor;
  // Each press is its own request (a fresh flow, even for the same row).
  const [substitution, setSubstitution] = useState<{
    index: number;
    trigger: HTMLButtonElement;
    request: number;
  } | null>(null);
  const titleId = useId();
  const focusReturn = useFocusReturn();

  const Substitution =
    ingredientSubstitution === undefined ? recipeEditorExtensions.IngredientSubstitution : ingredientSubstitution;

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
            onKeyDown={editor.onFormKeyDown}
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
                onClick={() => void copy.start()}
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
                {editor.saving ? (
                  <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
                ) : (
                  <Save aria-hidden="true" />
                )}
                {editor.saving ? t('footer.saving') : t('footer.save')}
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

      <UnsavedChangesDialog open={guard.open} onKeepEditing={guard.keepEditing} onDiscard={guard.discard} />
      <SaveAsCopyDialog
        open={copy.open}
        onOpenChange={(next) => (next ? undefined : copy.cancel())}
        defaultTitle={copy.defaultTitle}
        pending={copy.pending}
        onConfirm={copy.confirm}
      />
    </Dialog>
  );
}
