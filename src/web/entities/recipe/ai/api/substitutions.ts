import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TSubstitutesResult } from '../../../../../shared/schemas/chef.ts';
import type { TLanguage } from '../../../../../shared/constants.ts';
import { api, dataOf } from '../../../../lib/api/client.ts';
import { aiKeys } from './keys.ts';

export interface SubstitutesRequest {
  ingredient: string;
  amount: string;
  recipeTitle: string;
  recipeInstructions: string[];
  language: TLanguage;
}

/** POST /api/ingredients/substitutions → `{substitutes: [{name, amount, notes}], meta}`. */
export function fetchSubstitutes(request: SubstitutesRequest, signal?: AbortSignal): Promise<TSubstitutesResult> {
  return dataOf(
    api.POST('/api/ingredients/substitutions', { body: { ...request, amount: request.amount || undefined }, signal }),
  );
}

/** Asking again about the same ingredient of the same recipe answers from memory. */
export function substitutesQueryOptions(request: SubstitutesRequest) {
  return queryOptions({
    queryKey: aiKeys.substitutes(request),
    queryFn: ({ signal }) => fetchSubstitutes(request, signal),
  });
}

export function useSubstitutes(request: SubstitutesRequest) {
  return useQuery(substitutesQueryOptions(request));
}
