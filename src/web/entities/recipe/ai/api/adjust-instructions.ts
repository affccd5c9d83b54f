import { useMutation } from '@tanstack/react-query';
import type { TAdjustInstructionsResult } from '../../../../../shared/schemas/chef.ts';
import type { TLanguage } from '../../../../../shared/constants.ts';
import { api, dataOf } from '../../../../lib/api/client.ts';

export interface AdjustInstructionsInput {
  recipeTitle: string;
  currentInstructions: string[];
  oldIngredient: string;
  newIngredient: string;
  newAmount: string;
  language: TLanguage;
}

/** POST /api/recipes/adjust-instructions → `{adjustedInstructions, meta}`: the steps, rewritten. */
export function adjustInstructions(input: AdjustInstructionsInput): Promise<TAdjustInstructionsResult> {
  return dataOf(api.POST('/api/recipes/adjust-instructions', { body: input }));
}

export function useAdjustInstructions() {
  return useMutation({ mutationFn: adjustInstructions });
}
