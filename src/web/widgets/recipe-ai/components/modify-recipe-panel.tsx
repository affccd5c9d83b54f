import { useId, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Loader2, Sparkles, WandSparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TChefMeta } from '../../../../shared/schemas/chef.ts';
import type { TRecipeDraft } from '../../../../shared/schemas/recipe.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { useOfflineGuard } from '../../../pwa/offline-guard.ts';
import { useCopyRecipe } from '../../../entities/recipe/api/copy-recipe.ts';
import type { TRecipe } from '../../../entities/recipe/api/types.ts';
import { useUpdateRecipe } from '../../../entities/recipe/api/update-recipe.ts';
import {
  toChefRecipe,
  useModifyRecipe,
  type ModificationRequest,
} from '../../../entities/recipe/ai/api/modify-recipe.ts';
import { useAiErrorText } from '../../../entities/recipe/ai/lib/ai-error.ts';
import { useUiLanguage } from '../../../entities/recipe/ai/lib/use-ui-language.ts';
import { MODIFY_ACTIONS } from './modify-actions.ts';
import { ModifyActionButton } from './modify-action-button.tsx';
import { ModificationPreview, type AppliedModification } from './modification-preview.tsx';

/** Spec section 5: a custom request must not be empty. The server takes at most 1000 characters. */
export const CUSTOM_REQUEST_MAX = 1000;
export const ZCustomRequest = z.object({ customPrompt: z.string().trim().min(1).max(CUSTOM_REQUEST_MAX) });
type CustomRequestValues = z.input<typeof ZCustomRequest>;

export interface ModificationPreviewState {
  recipe: TRecipeDraft;
  applied: AppliedModification[];
  meta: TChefMeta;
  /** The content of the saved recipe the preview started from: once that changes, it is dropped. */
  basedOn: string;
}

const TITLE_MAX = 200;

/** The fields a modified recipe saves: PATCH /api/recipes/:id, or the overrides of a copy. */
function savedFields(recipe: TRecipeDraft) {
  return {
    title: recipe.title,
    description: recipe.description.trim() === '' ? null : recipe.description,
    prepTime: recipe.prepTime,
    cookTime: recipe.cookTime,
    servings: recipe.servings,
    difficulty: recipe.difficulty,
    ingredients: recipe.ingredients,
    instructions: recipe.instructions,
    tags: recipe.tags,
    tips: recipe.tips,
  };
}

/**
 * Modify with AI (spec sections 1, 7 and 8): the five preset changes and a custom request; the
 * answer is shown as a preview (summary, reasoning and what changed) and saved only when the cook
 * says so, over the recipe or as a copy. Further modifications build on the preview.
 */
export function ModifyRecipePanel({ recipe, id }: { recipe: TRecipe; id?: string }) {
  const { t } = useTranslation('chef-tools');
  const language = useUiLanguage();
  const errorText = useAiErrorText();
  const modify = useModifyRecipe();
  const update = useUpdateRecipe();
  const copy = useCopyRecipe();
  const [state, setState] = useState<ModificationPreviewState | null>(null);
  const [pendingLabel, setPendingLabel] = useState('');
  const [announcement, setAnnouncement] = useState('');
  const headingId = useId();
  const customId = useId();
  const panelHeadingRef = useRef<HTMLHeadingElement>(null);
  const previewHeadingRef = useRef<HTMLHeadingElement>(null);
  const form = useForm<CustomRequestValues>({
    defaultValues: { customPrompt: '' },
    resolver: zodResolver(ZCustomRequest),
  });

  // A preview belongs to the content it was made from; once the recipe is saved some other way
  // (the editor, another tab) it no longer applies. A favourite or visibility change keeps it.
  const savedContent = useMemo(() => JSON.stringify(toChefRecipe(recipe)), [recipe]);
  const preview = state && state.basedOn === savedContent ? state : null;
  const { offline, offlineProps } = useOfflineGuard();
  const busy = modify.isPending || update.isPending || copy.isPending || offline;

  const run = (request: ModificationRequest, label: string) => {
    if (busy) return;
    setPendingLabel(label);
    setAnnouncement('');
    modify.mutate(
      { recipeId: recipe.id, request, currentRecipe: toChefRecipe(preview?.recipe ?? recipe), language },
      {
        onSuccess: (result) => {
          if (!result.success) {
            toast({
              variant: 'destructive',
              title: t('modify.failedTitle'),
              description: result.reasoning.trim() || t('modify.failedFallback'),
            });
            return;
          }
          setState({
            recipe: result.updated_recipe,
            applied: [...(preview?.applied ?? []), { label, summary: result.summary, reasoning: result.reasoning }],
            meta: result.meta,
            basedOn: savedContent,
          });
          if ('customPrompt' in request) form.reset({ customPrompt: '' });
          // The preview is where the answer is: take keyboard and screen-reader users there.
          requestAnimationFrame(() => {
            previewHeadingRef.current?.focus();
            previewHeadingRef.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
          });
        },
        onError: (error) => {
          toast({
            variant: 'destructive',
            title: t('modify.failedTitle'),
            description: errorText(error, t('modify.failedFallback')),
          });
        },
      },
    );
  };

  const submitCustom = form.handleSubmit(
    ({ customPrompt }) => run({ customPrompt: customPrompt.trim() }, customPrompt.trim()),
    () => {
      toast({ variant: 'destructive', title: t('modify.inputRequiredTitle'), description: t('modify.inputRequired') });
      form.setFocus('customPrompt');
    },
  );

  const backToPanel = () => requestAnimationFrame(() => panelHeadingRef.current?.focus());

  const save = () => {
    if (!preview) return;
    update.mutate(
      { id: recipe.id, patch: savedFields(preview.recipe) },
      {
        onSuccess: (saved) => {
          setState(null);
          toast({ title: t('modify.savedTitle'), description: t('modify.savedDescription', { title: saved.title }) });
          backToPanel();
        },
      },
    );
  };

  const saveCopy = () => {
    if (!preview) return;
    const fields = savedFields(preview.recipe);
    const title = (
      fields.title.trim() === recipe.title.trim() ? t('modify.copyTitle', { title: fields.title }) : fields.title
    ).slice(0, TITLE_MAX);
    copy.mutate(
      { id: recipe.id, overrides: { ...fields, title } },
      {
        onSuccess: (created) => {
          setState(null);
          toast({
            title: t('modify.copiedTitle'),
            description: t('modify.copiedDescription', { title: created.title }),
          });
          backToPanel();
        },
      },
    );
  };

  const discard = () => {
    setState(null);
    setAnnouncement(t('modify.discarded'));
    backToPanel();
  };

  const fieldError = form.formState.errors.customPrompt;

  return (
    <section
      id={id}
      aria-labelledby={headingId}
      aria-busy={modify.isPending}
      className="flex scroll-mt-4 flex-col gap-4 rounded-2xl border border-brand-200 bg-gradient-to-br from-brand-50 via-card to-card p-4 sm:p-5"
    >
      <div className="flex flex-col gap-1">
        <h3
          id={headingId}
          ref={panelHeadingRef}
          tabIndex={-1}
          className="flex items-center gap-2 font-display text-lg font-semibold outline-none"
        >
          <Sparkles className="size-5 text-primary" aria-hidden="true" />
          {t('modify.heading')}
        </h3>
        <p className="text-sm text-muted-foreground">{preview ? t('modify.buildOn') : t('modify.description')}</p>
        {offline ? <p className="text-sm font-medium text-amber-900">{offlineProps.title}</p> : null}
      </div>

      <div role="group" aria-label={t('modify.actionsLabel')} className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
        {MODIFY_ACTIONS.map((action) => (
          <ModifyActionButton
            key={action}
            action={action}
            disabled={busy}
            pending={modify.isPending && pendingLabel === t(`modify.actionHints.${action}`)}
            onClick={() => run({ action }, t(`modify.actionHints.${action}`))}
          />
        ))}
      </div>

      <form noValidate onSubmit={(event) => void submitCustom(event)} className="flex flex-col gap-2">
        <Label htmlFor={customId}>{t('modify.custom')}</Label>
        <div className="flex gap-2">
          <Input
            id={customId}
            {...form.register('customPrompt')}
            placeholder={t('modify.customPlaceholder')}
            maxLength={CUSTOM_REQUEST_MAX}
            autoComplete="off"
            enterKeyHint="send"
            aria-invalid={fieldError ? true : undefined}
            className="min-w-0 flex-1"
          />
          <Button type="submit" aria-disabled={busy || undefined} className="shrink-0">
            <WandSparkles aria-hidden="true" />
            {t('modify.customSubmit')}
          </Button>
        </div>
      </form>

      {modify.isPending ? (
        <div role="status" className="flex flex-col gap-3 rounded-xl border bg-card p-4">
          <p className="flex items-center gap-2 text-sm font-medium">
            <Loader2 className="size-4 animate-spin text-primary motion-reduce:animate-none" aria-hidden="true" />
            {t('modify.pending')}
          </p>
          <p className="truncate text-xs text-muted-foreground">
            {t('modify.pendingAction', { action: pendingLabel })}
          </p>
          <div aria-hidden="true" className="flex flex-col gap-2">
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-4 w-2/3" />
          </div>
        </div>
      ) : null}

      {preview && !modify.isPending ? (
        <ModificationPreview
          original={recipe}
          preview={preview}
          headingRef={previewHeadingRef}
          saving={update.isPending}
          copying={copy.isPending}
          disabled={busy}
          onSave={save}
          onSaveCopy={saveCopy}
          onDiscard={discard}
        />
      ) : null}

      <span role="status" className="sr-only">
        {announcement}
      </span>
    </section>
  );
}
