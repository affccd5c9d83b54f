import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TGenerateRequest } from '../../../../../shared/schemas/recipe.ts';
import { toast } from '../../../../components/ui/use-toast.ts';
import type { TChefMeta } from '../../../../../shared/schemas/chef.ts';
import { api } from '../../../../lib/api/client.ts';
import { isRecipeDataKey, recipeKeys, type TRecipe } from '../../../../entities/recipe/index.ts';
import { useAiErrorText } from '../../../../entities/recipe/ai/index.ts';

export interface GeneratedBatch {
  recipes: TRecipe[];
  /** Which engine answered and its honest note (the x-chef-meta header), when the server sent it. */
  meta: TChefMeta | undefined;
}

/** POST /api/recipes/generate → the new recipes, already saved (with ids), and the chef's meta. */
export async function generateRecipes(request: TGenerateRequest): Promise<GeneratedBatch> {
  const { data, response } = await api.POST('/api/recipes/generate', { body: request });
  // Its schema needs zod: loaded with the answer rather than with Home (issue 19).
  const { CHEF_META_HEADER, decodeChefMeta } = await import('../../../../../shared/chef-meta-header.ts');
  return { recipes: data ?? [], meta: decodeChefMeta(response.headers.get(CHEF_META_HEADER)) };
}

/** The key the form and the grid of generated recipes share (the grid reads the latest run). */
export const GENERATE_MUTATION_KEY = ['/api/recipes/generate'] as const;
/** The last batch stays on Home for a while after leaving it. */
const BATCH_KEPT_MS = 30 * 60 * 1000;

/**
 * Spec sections 4, 7 and 8: on success the recipes are handed on (to the grid below the form),
 * the /api/recipes data is invalidated and a toast says how many; on error the toast has the
 * generic error title and the server's message or 'Failed to generate recipes. Please try again.'
 */
export function useGenerateRecipes() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('chef');
  const { t: te } = useTranslation('errors');
  const errorText = useAiErrorText();
  return useMutation({
    mutationKey: GENERATE_MUTATION_KEY,
    mutationFn: generateRecipes,
    gcTime: BATCH_KEPT_MS,
    onSuccess: ({ recipes, meta }, request) => {
      // Each card reads its recipe from the cache, so edits, favourites and deletes show on it.
      const fresh = new Set<string>();
      for (const recipe of recipes) {
        queryClient.setQueryData(recipeKeys.detail(recipe.id), recipe);
        fresh.add(JSON.stringify(recipeKeys.detail(recipe.id)));
      }
      // Lists, favourites, statistics... refetch; the new recipes themselves are as fresh as can be.
      void queryClient.invalidateQueries({
        predicate: (query) => isRecipeDataKey(query.queryKey) && !fresh.has(JSON.stringify(query.queryKey)),
      });
      // Nothing fit: said plainly, never as a success (in Portuguese "0" would even read as one).
      if (recipes.length === 0) {
        toast({
          title: t('generate.nothingTitle'),
          description: meta?.note?.trim() || t('generate.nothingDescription'),
        });
        return;
      }
      // Fewer than asked for: said, with why (only so many fit), never a plain success.
      const asked = request.recipeCount ?? recipes.length;
      if (recipes.length < asked) {
        const why = t('generate.fewerDescription', { count: recipes.length });
        const note = meta?.note?.trim();
        toast({
          title: t('generate.fewerTitle', { count: recipes.length, asked }),
          description: note ? `${why} ${note}` : why,
          duration: 10_000,
        });
        return;
      }
      toast({
        title: t('generate.successTitle', { count: recipes.length }),
        description: t('generate.successDescription', { count: recipes.length }),
      });
    },
    onError: (error) => {
      toast({
        variant: 'destructive',
        title: te('generic.title'),
        description: errorText(error, t('generate.generateFailed')),
      });
    },
  });
}

export type GenerationState =
  | { status: 'idle' }
  | { status: 'pending'; count: number; id: number }
  | {
      status: 'success';
      recipes: TRecipe[];
      meta: TChefMeta | undefined;
      id: number;
      /** The wish as sent: a wish nothing fit shows the settings that narrowed it. */
      request: TGenerateRequest | undefined;
    };

/**
 * The latest generation that is running or succeeded: skeletons while it runs, then its recipes.
 * A failed run leaves the previous batch in place.
 */
export function useLatestGeneration(): GenerationState {
  const runs = useMutationState({
    filters: { mutationKey: GENERATE_MUTATION_KEY },
    select: (mutation) => ({
      id: mutation.mutationId,
      status: mutation.state.status,
      data: mutation.state.data as GeneratedBatch | undefined,
      count: (mutation.state.variables as TGenerateRequest | undefined)?.recipeCount ?? 0,
      request: mutation.state.variables as TGenerateRequest | undefined,
    }),
  });
  for (let i = runs.length - 1; i >= 0; i -= 1) {
    const run = runs[i];
    if (run.status === 'pending') return { status: 'pending', count: run.count, id: run.id };
    if (run.status === 'success' && run.data)
      return { status: 'success', recipes: run.data.recipes, meta: run.data.meta, id: run.id, request: run.request };
  }
  return { status: 'idle' };
}
