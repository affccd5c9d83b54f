import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { ArrowRightLeft, Loader2, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TSubstitute } from '../../../../shared/schemas/chef.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Popover, PopoverAnchor, PopoverContent } from '../../../components/ui/popover.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import type { IngredientSubstitutionProps } from '../extensions.ts';
import { useAdjustInstructions } from '../../../entities/recipe/ai/api/adjust-instructions.ts';
import { useSubstitutes } from '../../../entities/recipe/ai/api/substitutions.ts';
import { useAiErrorText } from '../../../entities/recipe/ai/lib/ai-error.ts';
import { AiFallbackNote } from '../../../entities/recipe/ai/components/ai-fallback-note.tsx';
import { SubstitutionConfirmDialog, type SubstitutionChoice } from './substitution-confirm-dialog.tsx';

/**
 * The substitution flow of the recipe editor (spec sections 4, 7 and 8), plugged in through
 * editor/extensions.ts: an options popover on the row's button lists substitutes; 'Use this'
 * asks whether to keep the instructions or adjust them; the choice becomes an edit of the form.
 */
export function IngredientSubstitution(props: IngredientSubstitutionProps) {
  return (
    <Suspense fallback={null}>
      <SubstitutionFlow {...props} />
    </Suspense>
  );
}

/** The amount a substitute is used in: its own, else the one of the ingredient it replaces. */
export function substituteAmount(substitute: TSubstitute, originalAmount: string): string {
  return substitute.amount.trim() || originalAmount.trim();
}

function SubstitutionFlow({
  ingredient,
  trigger,
  recipeTitle,
  instructions,
  language,
  onReplace,
  onClose,
}: IngredientSubstitutionProps) {
  const { t } = useTranslation('chef-tools');
  const errorText = useAiErrorText();
  const [chosen, setChosen] = useState<TSubstitute | null>(null);
  const anchorRef = useRef<HTMLButtonElement>(trigger);
  const headingId = useId();
  // The question is asked about the ingredient as it was when the button was pressed.
  const [request] = useState(() => ({
    ingredient: ingredient.name.trim(),
    amount: ingredient.amount.trim(),
    recipeTitle,
    recipeInstructions: instructions,
    language,
  }));
  const query = useSubstitutes(request);
  const adjust = useAdjustInstructions();

  // Spec section 8: a failed search raises a toast (once per failure); the popover offers a retry.
  const failure = query.isError ? query.error : null;
  useEffect(() => {
    if (!failure) return;
    toast({
      variant: 'destructive',
      title: t('substitutions.errorTitle'),
      description: errorText(failure, t('substitutions.failed')),
    });
  }, [failure, errorText, t]);

  const finish = () => {
    onClose();
    // The row's button had focus before; it gets it back (the row itself stays in place).
    requestAnimationFrame(() => trigger.focus());
  };

  const apply = (substitute: TSubstitute, choice: SubstitutionChoice) => {
    const replacement = { name: substitute.name, amount: substituteAmount(substitute, request.amount) };
    const done = (adjusted: boolean) =>
      toast({
        title: t('substitutions.appliedTitle', { old: request.ingredient, name: substitute.name }),
        description: adjusted ? t('substitutions.appliedAdjusted') : t('substitutions.appliedKept'),
      });
    if (choice === 'keep') {
      onReplace(replacement);
      done(false);
      finish();
      return;
    }
    adjust.mutate(
      {
        recipeTitle: request.recipeTitle,
        currentInstructions: instructions,
        oldIngredient: request.ingredient,
        newIngredient: replacement.name,
        newAmount: replacement.amount,
        language,
      },
      {
        onSuccess: (result) => {
          onReplace(replacement, result.adjustedInstructions);
          done(true);
          finish();
        },
        onError: (error) => {
          // Spec section 8: only logged. The ingredient is still swapped; the steps stay as they are.
          console.warn('Adjusting the instructions failed; the steps were kept as they are.', error);
          onReplace(replacement);
          done(false);
          finish();
        },
      },
    );
  };

  return (
    <>
      <Popover
        open={chosen === null}
        onOpenChange={(open) => {
          if (!open && chosen === null) finish();
        }}
      >
        <PopoverAnchor virtualRef={anchorRef} />
        <PopoverContent
          align="end"
          collisionPadding={12}
          aria-labelledby={headingId}
          // Never taller than the room Radix finds beside the row: with a side too short, it used to open
          // past the top of the screen (issue 35); the options scroll instead.
          className="flex max-h-[var(--radix-popover-content-available-height)] w-80 max-w-[calc(100vw-1.5rem)] flex-col gap-3 p-0"
          onCloseAutoFocus={(event) => event.preventDefault()}
        >
          <div className="flex flex-col gap-0.5 border-b px-4 pt-4 pb-3">
            <h4 id={headingId} className="flex items-center gap-2 font-semibold">
              <ArrowRightLeft className="size-4 text-primary" aria-hidden="true" />
              <span className="min-w-0 break-words">
                {t('substitutions.heading', { ingredient: request.ingredient })}
              </span>
            </h4>
            {request.amount ? (
              <p className="text-xs text-muted-foreground">
                {t('substitutions.forAmount', { amount: request.amount })}
              </p>
            ) : null}
          </div>
          <div className="max-h-[min(22rem,60dvh)] min-h-0 flex-1 overflow-y-auto px-4 pb-4">
            <SubstituteOptions
              status={query.isPending ? 'pending' : query.isError ? 'error' : 'ready'}
              substitutes={query.data?.substitutes ?? []}
              onRetry={() => void query.refetch()}
              retrying={query.isFetching}
              onUse={setChosen}
            />
            <AiFallbackNote meta={query.data?.meta} className="mt-3" />
          </div>
        </PopoverContent>
      </Popover>

      <SubstitutionConfirmDialog
        open={chosen !== null}
        oldIngredient={request.ingredient}
        substitute={chosen}
        amount={chosen ? substituteAmount(chosen, request.amount) : ''}
        adjusting={adjust.isPending}
        onChoose={(choice) => {
          if (chosen) apply(chosen, choice);
        }}
        onBack={() => setChosen(null)}
      />
    </>
  );
}

function SubstituteOptions({
  status,
  substitutes,
  onRetry,
  retrying,
  onUse,
}: {
  status: 'pending' | 'error' | 'ready';
  substitutes: TSubstitute[];
  onRetry: () => void;
  retrying: boolean;
  onUse: (substitute: TSubstitute) => void;
}) {
  const { t } = useTranslation('chef-tools');
  if (status === 'pending') {
    return (
      <div role="status" className="flex flex-col gap-3">
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <Loader2 className="size-4 animate-spin motion-reduce:animate-none" aria-hidden="true" />
          {t('substitutions.loading')}
        </p>
        {[0, 1, 2].map((i) => (
          <div key={i} aria-hidden="true" className="flex flex-col gap-1.5">
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-3 w-full" />
          </div>
        ))}
      </div>
    );
  }
  if (status === 'error') {
    return (
      <div className="flex flex-col items-start gap-2">
        <p role="alert" className="text-sm text-destructive">
          {t('substitutions.failed')}
        </p>
        <Button variant="outline" size="sm" onClick={onRetry} disabled={retrying}>
          <RefreshCw className={retrying ? 'animate-spin motion-reduce:animate-none' : undefined} aria-hidden="true" />
          {t('substitutions.retry')}
        </Button>
      </div>
    );
  }
  if (substitutes.length === 0) return <p className="text-sm text-muted-foreground">{t('substitutions.empty')}</p>;
  return (
    <ul className="flex flex-col divide-y">
      {substitutes.map((substitute, index) => (
        <li key={`${substitute.name}-${index}`} className="flex flex-col gap-1.5 py-3 first:pt-1 last:pb-0">
          <div className="flex items-start justify-between gap-2">
            <div className="min-w-0">
              <p className="font-semibold break-words">{substitute.name}</p>
              {substitute.amount.trim() ? (
                <p className="text-sm font-medium text-brand-800">{substitute.amount}</p>
              ) : null}
            </div>
            <Button
              size="sm"
              variant="secondary"
              className="shrink-0"
              aria-label={t('substitutions.useNamed', { name: substitute.name })}
              onClick={() => onUse(substitute)}
            >
              {t('substitutions.use')}
            </Button>
          </div>
          {substitute.notes.trim() ? (
            <p className="text-xs leading-relaxed text-muted-foreground">{substitute.notes}</p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
