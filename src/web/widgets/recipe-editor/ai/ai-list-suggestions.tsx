import { Suspense, useId } from 'react';
import { Lightbulb, Loader2, Plus, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TChefMeta } from '../../../../shared/schemas/chef.ts';
import { addTag, addTip } from '../../../../shared/suggestions/index.ts';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { getErrorStatus } from '../../../lib/api.ts';
import type { ListSuggestionsProps } from '../extensions.ts';
import { useSuggestTags } from '../../../entities/recipe/ai/api/ai-tags.ts';
import { useSuggestTips } from '../../../entities/recipe/ai/api/ai-tips.ts';
import { useAiErrorText } from '../../../entities/recipe/ai/lib/ai-error.ts';
import { AiFallbackNote } from '../../../entities/recipe/ai/components/ai-fallback-note.tsx';

type Kind = 'tags' | 'tips';

/** Tags and tips the cook does not have yet, in the chef's order (the editor's duplicate rules). */
export function notYetOnList(kind: Kind, values: readonly string[], suggestions: readonly string[]): string[] {
  const add = kind === 'tags' ? addTag : addTip;
  return suggestions.filter((item) => add(values, item) !== values);
}

/**
 * "Suggest tags with AI" under the editor's tag list (spec sections 4 and 8). Suggestions are
 * offered as chips to add, never added silently; the same recipe's suggestions are remembered
 * for 5 minutes.
 */
export function AiTagSuggestions(props: ListSuggestionsProps) {
  return (
    <Suspense fallback={null}>
      <TagSuggestions {...props} />
    </Suspense>
  );
}

/** "Suggest tips with AI" under the editor's tips (spec section 8), offered like the tags. */
export function AiTipSuggestions(props: ListSuggestionsProps) {
  return (
    <Suspense fallback={null}>
      <TipSuggestions {...props} />
    </Suspense>
  );
}

function TagSuggestions(props: ListSuggestionsProps) {
  const mutation = useSuggestTags(props.recipeId || undefined, props.language);
  return (
    <SuggestionsPanel
      kind="tags"
      {...props}
      pending={mutation.isPending}
      result={mutation.data ? { items: mutation.data.tags, meta: mutation.data.meta } : undefined}
      request={(handlers) =>
        mutation.mutate(undefined, {
          onSuccess: (data) => handlers.onSuccess(data.tags),
          onError: handlers.onError,
        })
      }
    />
  );
}

function TipSuggestions(props: ListSuggestionsProps) {
  const mutation = useSuggestTips(props.recipeId || undefined, props.language);
  return (
    <SuggestionsPanel
      kind="tips"
      {...props}
      pending={mutation.isPending}
      result={mutation.data ? { items: mutation.data.tips, meta: mutation.data.meta } : undefined}
      request={(handlers) =>
        mutation.mutate(undefined, {
          onSuccess: (data) => handlers.onSuccess(data.tips),
          onError: handlers.onError,
        })
      }
    />
  );
}

interface PanelProps extends ListSuggestionsProps {
  kind: Kind;
  pending: boolean;
  result: { items: string[]; meta: TChefMeta } | undefined;
  request: (handlers: { onSuccess: (items: string[]) => void; onError: (error: unknown) => void }) => void;
}

function SuggestionsPanel({ kind, recipeId, values, onChange, pending, result, request }: PanelProps) {
  const { t } = useTranslation('chef-tools');
  const errorText = useAiErrorText();
  const headingId = useId();
  const ns = kind === 'tags' ? 'aiTags' : 'aiTips';
  const offered = result ? notYetOnList(kind, values, result.items) : [];

  const ask = () => {
    if (pending) return;
    if (!recipeId) {
      toast({ variant: 'destructive', title: t(`${ns}.noIdTitle`), description: t(`${ns}.noIdDescription`) });
      return;
    }
    request({
      onSuccess: (items) => {
        if (items.length === 0) {
          toast({ variant: 'destructive', title: t(`${ns}.emptyTitle`), description: t(`${ns}.emptyDescription`) });
          return;
        }
        toast({ title: t(`${ns}.successTitle`), description: t(`${ns}.successDescription`, { count: items.length }) });
      },
      onError: (error) => {
        const fallback = t(`${ns}.failedDescription`);
        // AI tags always say 'Please try again later.'; AI tips show the server's message when there is one.
        const description = kind === 'tags' && getErrorStatus(error) !== 429 ? fallback : errorText(error, fallback);
        toast({ variant: 'destructive', title: t(`${ns}.failedTitle`), description });
      },
    });
  };

  const add = (items: readonly string[]) => {
    let next: readonly string[] = values;
    for (const item of items) next = kind === 'tags' ? addTag(next, item) : addTip(next, item);
    if (next !== values) onChange([...next]);
  };

  return (
    <div className="flex flex-col gap-3 rounded-xl border border-dashed border-brand-200 bg-brand-50/50 p-3">
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant="outline"
          size="sm"
          onClick={ask}
          aria-disabled={pending || undefined}
          aria-busy={pending || undefined}
        >
          {pending ? (
            <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
          ) : (
            <Sparkles className="text-primary" aria-hidden="true" />
          )}
          {pending ? t(`${ns}.pending`) : t(`${ns}.button`)}
        </Button>
        {offered.length > 1 ? (
          <Button variant="ghost" size="sm" onClick={() => add(offered)}>
            <Plus aria-hidden="true" />
            {t(`${ns}.addAll`)}
          </Button>
        ) : null}
      </div>

      {result && result.items.length > 0 ? (
        <div className="flex flex-col gap-2">
          <h4 id={headingId} className="text-sm font-medium text-muted-foreground">
            {t(`${ns}.heading`)}
          </h4>
          {offered.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t(`${ns}.allAdded`)}</p>
          ) : kind === 'tags' ? (
            <ul aria-labelledby={headingId} className="flex flex-wrap gap-1.5">
              {offered.map((tag) => (
                <li key={tag}>
                  <button
                    type="button"
                    aria-label={t('aiTags.add', { tag })}
                    onClick={() => add([tag])}
                    className="inline-flex min-h-8 items-center gap-1 rounded-full border border-brand-300 bg-card px-3 py-1 text-sm font-medium text-brand-800 transition-colors hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
                  >
                    <Sparkles className="size-3.5" aria-hidden="true" />
                    {tag}
                  </button>
                </li>
              ))}
            </ul>
          ) : (
            <ul aria-labelledby={headingId} className="flex flex-col gap-1.5">
              {offered.map((tip) => (
                <li key={tip}>
                  <button
                    type="button"
                    aria-label={t('aiTips.add', { tip })}
                    onClick={() => add([tip])}
                    className="flex w-full items-start gap-2 rounded-xl border border-brand-300 bg-card px-3 py-2 text-left text-sm transition-colors hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
                  >
                    <Lightbulb className="mt-0.5 size-4 shrink-0 text-amber-600" aria-hidden="true" />
                    <span className="min-w-0 flex-1 break-words">{tip}</span>
                    <Plus className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
                  </button>
                </li>
              ))}
            </ul>
          )}
          {kind === 'tags' ? <p className="text-xs text-muted-foreground">{t('aiTags.basedOnSaved')}</p> : null}
        </div>
      ) : null}
      <AiFallbackNote meta={result?.meta} />
    </div>
  );
}
