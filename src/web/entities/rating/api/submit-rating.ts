import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TRatingInput } from '../../../../shared/schemas/rating.ts';
import { toast } from '../../../components/ui/use-toast.ts';
import { api, dataOf } from '../../../lib/api/client.ts';
import type { TMyRating } from './my-rating-query.ts';
import { ratingKeys } from './rating-keys.ts';

/** POST /api/recipes/{id}/rating: rating (1 to 5 in half steps) and an optional comment; answers the saved rating. */
export function submitRating({ recipeId, ...body }: TRatingInput & { recipeId: string }): Promise<TMyRating> {
  return dataOf(api.POST('/api/recipes/{id}/rating', { params: { path: { id: recipeId } }, body }));
}

/** On failure: 'Failed to submit rating. Please try again.' (spec section 8). */
export function useSubmitRating() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('ratings');
  return useMutation({
    mutationFn: submitRating,
    onSuccess: (saved, { recipeId }) => {
      queryClient.setQueryData(ratingKeys.mine(recipeId), saved);
      void queryClient.invalidateQueries({ queryKey: ratingKeys.summary(recipeId) });
      void queryClient.invalidateQueries({ queryKey: ratingKeys.reviews });
      toast({ title: t('saved') });
    },
    onError: () => {
      toast({ variant: 'destructive', title: t('errors.submitTitle'), description: t('errors.submit') });
    },
  });
}
