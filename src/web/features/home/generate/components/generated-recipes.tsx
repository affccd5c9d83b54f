import { useEffect, useId, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { History, SearchX, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Button } from '../../../../components/ui/button.tsx';
import {
  RecipeCard,
  RecipeGrid,
  RecipeGridSkeleton,
  recipeQueryOptions,
  recipeKeys,
} from '../../../../entities/recipe/index.ts';
import type { TRecipe } from '../../../../entities/recipe/index.ts';
import { AiFallbackNote, useAiNoteText } from '../../../../entities/recipe/ai/index.ts';
import type { TChefMeta } from '../../../../../shared/schemas/chef.ts';
import type { TGenerateRequest } from '../../../../../shared/schemas/recipe.ts';
import { TIME_LIMITS, type TTimeLimit } from '../../../../../shared/constants.ts';
import { AdvancedSummary } from './advanced-summary.tsx';
import { useLatestGeneration } from '../api/generate-recipes.ts';

/**
 * The recipes of the latest generation, under the form (spec section 2): skeleton cards while
 * they are written, then their cards, which open the detail modal. A recipe deleted from its
 * modal leaves the grid.
 */
export function GeneratedRecipes() {
  const { t } = useTranslation('chef');
  const generation = useLatestGeneration();
  const headingId = useId();
  const sectionRef = useRef<HTMLElement>(null);
  const deleted = useDeletedRecipeIds();
  const shownId = generation.status === 'idle' ? null : generation.id;
  const seenId = useRef(shownId);

  // A new batch scrolls into view (the form is long on a phone); coming back to Home does not.
  useEffect(() => {
    if (shownId === null || shownId === seenId.current) return;
    seenId.current = shownId;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    sectionRef.current?.scrollIntoView?.({ block: 'start', behavior: reduce ? 'auto' : 'smooth' });
  }, [shownId]);

  if (generation.status === 'idle') return null;
  const recipes = generation.status === 'success' ? generation.recipes.filter((r) => !deleted.has(r.id)) : [];
  const nothingFit = generation.status === 'success' && generation.recipes.length === 0;
  // Every recipe of the batch deleted since: nothing left to show.
  if (generation.status === 'success' && recipes.length === 0 && !nothingFit) return null;
  if (nothingFit) return <NothingFit ref={sectionRef} meta={generation.meta} request={generation.request} />;

  return (
    <section ref={sectionRef} aria-labelledby={headingId} className="flex scroll-mt-24 flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h2 id={headingId} className="flex items-center gap-2 font-display text-2xl font-semibold">
          <Sparkles className="size-5 text-primary" aria-hidden="true" />
          {t('generate.resultsHeading')}
        </h2>
        {generation.status === 'success' ? (
          <Button asChild variant="link" className="px-0">
            <Link href="/history">
              <History aria-hidden="true" />
              {t('generate.resultsSaved')}
            </Link>
          </Button>
        ) : null}
      </div>
      {generation.status === 'pending' ? (
        <div className="flex flex-col gap-3">
          <p className="text-sm text-muted-foreground" aria-hidden="true">
            {t('generate.pendingStatus', { count: generation.count })}
          </p>
          <RecipeGridSkeleton
            count={Math.max(1, generation.count)}
            className="[&_.grid]:lg:grid-cols-3 [&_.grid]:xl:grid-cols-3"
          />
          <span role="status" className="sr-only">
            {t('generate.pendingStatus', { count: generation.count })}
          </span>
        </div>
      ) : (
        <>
          {/* The chef's honest note (adapted, partly matched, or answered for a failed LLM). */}
          <AiFallbackNote meta={generation.meta} className="text-sm" />
          <RecipeGrid label={t('generate.resultsLabel')} className="lg:grid-cols-3 xl:grid-cols-3">
            {recipes.map((recipe, index) => (
              <li key={recipe.id}>
                <GeneratedRecipeCard recipe={recipe} priority={index < 3} />
              </li>
            ))}
          </RecipeGrid>
        </>
      )}
    </section>
  );
}

/**
 * A wish nothing fit (issue 35): said plainly, with the chef's note on which part to loosen and the
 * advanced settings the wish carried, never as "0 recipes generated".
 */
function NothingFit({
  ref,
  meta,
  request,
}: {
  ref: React.Ref<HTMLElement>;
  meta: TChefMeta | undefined;
  request: TGenerateRequest | undefined;
}) {
  const { t } = useTranslation('chef');
  const headingId = useId();
  const note = useAiNoteText(meta);
  return (
    <section
      ref={ref}
      aria-labelledby={headingId}
      className="flex scroll-mt-24 flex-col gap-2 rounded-2xl border border-brand-200 bg-brand-50 p-4 text-brand-900"
    >
      <h2 id={headingId} className="flex items-center gap-2 font-display text-xl font-semibold">
        <SearchX className="size-5 text-primary" aria-hidden="true" />
        {t('generate.nothingTitle')}
      </h2>
      <p role="note">{note ?? t('generate.nothingDescription')}</p>
      {request ? (
        <AdvancedSummary
          values={{
            timeLimit: (TIME_LIMITS as readonly string[]).includes(request.timeLimit ?? '')
              ? (request.timeLimit as TTimeLimit)
              : '',
            availableIngredients: request.availableIngredients ?? [],
            preferences: request.preferences ?? '',
          }}
          lead={t('generate.nothingSettings')}
        />
      ) : null}
    </section>
  );
}

/**
 * A card that follows its recipe in the cache: saved modifications and favourites show on it.
 * The generated copy is only a placeholder: when the cache has forgotten the recipe (back on Home
 * later), it is read again, and one deleted meanwhile is not shown.
 */
function GeneratedRecipeCard({ recipe, priority }: { recipe: TRecipe; priority: boolean }) {
  const query = useQuery({ ...recipeQueryOptions(recipe.id), placeholderData: recipe });
  if (query.isError || !query.data) return null;
  return <RecipeCard recipe={query.data} headingLevel={3} priorityImage={priority} className="h-full" />;
}

/**
 * Ids of recipes whose cached copy was dropped because they were deleted (the delete mutation
 * removes the recipe's entry). A card observing that entry would otherwise go on showing it.
 */
function useDeletedRecipeIds(): ReadonlySet<string> {
  const queryClient = useQueryClient();
  const [deleted, setDeleted] = useState<ReadonlySet<string>>(() => new Set());
  useEffect(() => {
    const detailHead = recipeKeys.detail('');
    return queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'removed') return;
      const key = event.query.queryKey;
      if (key.length === 3 && key[0] === detailHead[0] && key[1] === detailHead[1] && typeof key[2] === 'string') {
        const id = key[2];
        setDeleted((prev) => (prev.has(id) ? prev : new Set(prev).add(id)));
      }
    });
  }, [queryClient]);
  return deleted;
}
