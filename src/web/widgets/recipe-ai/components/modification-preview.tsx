import { useId, useMemo, type Ref } from 'react';
import { ArrowRight, Copy, Loader2, Minus, Plus, RefreshCw, Save, Undo2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TChefMeta } from '../../../../shared/schemas/chef.ts';
import type { TRecipeDraft } from '../../../../shared/schemas/recipe.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import type { TRecipe } from '../../../entities/recipe/api/types.ts';
import { InlineMarkup } from '../../../entities/recipe/components/inline-markup.tsx';
import { readDifficulty } from '../../../entities/recipe/lib/difficulty.ts';
import { diffRecipes, type FactChange, type IngredientChange } from '../lib/recipe-diff.ts';
import { AiFallbackNote } from '../../../entities/recipe/ai/components/ai-fallback-note.tsx';

/** One modification asked for, with the chef's answer about it. */
export interface AppliedModification {
  label: string;
  summary: string;
  reasoning: string;
}

export interface ModificationPreviewProps {
  original: TRecipe;
  preview: { recipe: TRecipeDraft; applied: AppliedModification[]; meta: TChefMeta };
  headingRef: Ref<HTMLHeadingElement>;
  saving: boolean;
  copying: boolean;
  disabled: boolean;
  onSave: () => void;
  onSaveCopy: () => void;
  onDiscard: () => void;
}

/**
 * The modified recipe before it is saved: what was asked, the chef's summary and reasoning, and
 * what changed against the saved recipe (facts, ingredients, steps, tags, tips); then Save,
 * Save as copy or Discard.
 */
export function ModificationPreview({
  original,
  preview,
  headingRef,
  saving,
  copying,
  disabled,
  onSave,
  onSaveCopy,
  onDiscard,
}: ModificationPreviewProps) {
  const { t } = useTranslation('chef-tools');
  const headingId = useId();
  const diff = useMemo(() => diffRecipes(original, preview.recipe), [original, preview.recipe]);
  const latest = preview.applied[preview.applied.length - 1];

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4 rounded-xl border bg-card p-4 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 id={headingId} ref={headingRef} tabIndex={-1} className="font-display text-base font-semibold outline-none">
          {t('modify.previewHeading')}
        </h4>
        <Badge variant="warning">{t('modify.notSaved')}</Badge>
      </div>

      <div className="flex flex-wrap items-center gap-1.5 text-xs">
        <span className="text-muted-foreground">{t('modify.applied')}:</span>
        {preview.applied.map((step, index) => (
          <Badge key={index} variant="secondary" className="max-w-full truncate">
            {step.label}
          </Badge>
        ))}
      </div>

      {latest ? (
        <dl className="flex flex-col gap-2 text-sm">
          <div>
            <dt className="font-semibold">{t('modify.summary')}</dt>
            <dd className="leading-relaxed">{latest.summary}</dd>
          </div>
          {latest.reasoning.trim() ? (
            <div>
              <dt className="font-semibold">{t('modify.reasoning')}</dt>
              <dd className="leading-relaxed text-muted-foreground">{latest.reasoning}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      <AiFallbackNote meta={preview.meta} />

      {diff.facts.length > 0 ? <FactChanges facts={diff.facts} /> : null}

      <div className="flex flex-col gap-2">
        <h5 className="text-sm font-semibold">{t('modify.diff.ingredients')}</h5>
        {diff.ingredients.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('modify.diff.noIngredientChanges')}</p>
        ) : (
          <ul className="flex flex-col gap-1">
            {diff.ingredients.map((change, index) => (
              <IngredientChangeRow key={index} change={change} />
            ))}
          </ul>
        )}
        {diff.ingredients.length > 0 && diff.unchangedIngredients > 0 ? (
          <p className="text-xs text-muted-foreground">
            {t('modify.diff.unchanged', { count: diff.unchangedIngredients })}
          </p>
        ) : null}
      </div>

      <div className="flex flex-col gap-2">
        <h5 className="text-sm font-semibold">{t('modify.diff.instructions')}</h5>
        {diff.stepsRewritten === 0 ? (
          <p className="text-sm text-muted-foreground">{t('modify.diff.noStepChanges')}</p>
        ) : (
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
            <span className="inline-flex items-center gap-1.5">
              <RefreshCw className="size-3.5 text-primary" aria-hidden="true" />
              {t('modify.diff.stepsRewritten', { count: diff.stepsRewritten })}
            </span>
            {diff.stepCount.from !== diff.stepCount.to ? (
              <span className="text-muted-foreground">{t('modify.diff.stepsCount', diff.stepCount)}</span>
            ) : null}
          </p>
        )}
        {diff.stepsRewritten > 0 ? (
          <details className="group rounded-lg border bg-muted/30 px-3 py-2 text-sm">
            <summary className="cursor-pointer font-medium text-primary outline-none focus-visible:underline">
              {t('modify.diff.showSteps')}
            </summary>
            <ol className="mt-2 flex list-decimal flex-col gap-1.5 pl-5 leading-relaxed">
              {preview.recipe.instructions.map((step, index) => (
                <li key={index}>
                  <InlineMarkup text={step} />
                </li>
              ))}
            </ol>
          </details>
        ) : null}
      </div>

      {diff.tagsAdded.length > 0 || diff.tipsAdded > 0 ? (
        <div className="flex flex-wrap items-center gap-1.5 text-sm">
          {diff.tagsAdded.length > 0 ? (
            <>
              <span className="font-semibold">{t('modify.diff.tagsAdded')}:</span>
              {diff.tagsAdded.map((tag) => (
                <Badge key={tag} variant="success">
                  {tag}
                </Badge>
              ))}
            </>
          ) : null}
          {diff.tipsAdded > 0 ? (
            <span className="text-muted-foreground">{t('modify.diff.tipsAdded', { count: diff.tipsAdded })}</span>
          ) : null}
        </div>
      ) : null}

      <div className="flex flex-col-reverse gap-2 border-t pt-4 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onDiscard} disabled={disabled}>
          <Undo2 aria-hidden="true" />
          {t('modify.discard')}
        </Button>
        <Button variant="outline" onClick={onSaveCopy} disabled={disabled}>
          {copying ? (
            <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
          ) : (
            <Copy aria-hidden="true" />
          )}
          {copying ? t('modify.savingCopy') : t('modify.saveCopy')}
        </Button>
        <Button onClick={onSave} disabled={disabled}>
          {saving ? (
            <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
          ) : (
            <Save aria-hidden="true" />
          )}
          {saving ? t('modify.saving') : t('modify.save')}
        </Button>
      </div>
    </section>
  );
}

function FactChanges({ facts }: { facts: FactChange[] }) {
  const { t } = useTranslation('chef-tools');
  const { t: tr } = useTranslation('recipes');
  const show = (fact: FactChange, value: string | number) => {
    if (fact.field === 'prepTime' || fact.field === 'cookTime')
      return t('modify.diff.minutes', { count: Number(value) });
    if (fact.field === 'difficulty') {
      const { level, raw } = readDifficulty(String(value));
      return level ? tr(`difficulty.${level}`) : raw;
    }
    return String(value);
  };
  return (
    <dl className="grid gap-2 text-sm sm:grid-cols-2">
      {facts.map((fact) => (
        <div key={fact.field} className="flex flex-col gap-0.5 rounded-lg bg-muted/40 px-3 py-2">
          <dt className="text-xs font-medium text-muted-foreground">{t(`modify.diff.${fact.field}`)}</dt>
          <dd className="flex flex-wrap items-center gap-1.5">
            <span className="text-muted-foreground line-through decoration-1">
              <span className="sr-only">{t('modify.diff.from')}: </span>
              {show(fact, fact.from)}
            </span>
            <ArrowRight className="size-3.5 shrink-0 text-muted-foreground" aria-hidden="true" />
            <span className="font-semibold">
              <span className="sr-only">{t('modify.diff.to')}: </span>
              {show(fact, fact.to)}
            </span>
          </dd>
        </div>
      ))}
    </dl>
  );
}

function IngredientChangeRow({ change }: { change: IngredientChange }) {
  const { t } = useTranslation('chef-tools');
  const text = (amount: string, name: string) => [amount.trim(), name.trim()].filter(Boolean).join(' ');
  if (change.kind === 'added') {
    return (
      <li className="flex items-start gap-2 rounded-md bg-herb-50 px-2 py-1 text-sm text-herb-800">
        <Plus className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span className="sr-only">{t('modify.diff.added')}: </span>
        <span>{text(change.amount, change.name)}</span>
      </li>
    );
  }
  if (change.kind === 'removed') {
    return (
      <li className="flex items-start gap-2 rounded-md bg-red-50 px-2 py-1 text-sm text-red-800">
        <Minus className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span className="sr-only">{t('modify.diff.removed')}: </span>
        <span className="line-through decoration-1">{text(change.amount, change.name)}</span>
      </li>
    );
  }
  return (
    <li className="flex items-start gap-2 rounded-md bg-brand-50 px-2 py-1 text-sm text-brand-800">
      <RefreshCw className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>{t('modify.diff.changedItem', { name: change.name, from: change.from || '—', to: change.to || '—' })}</span>
    </li>
  );
}
