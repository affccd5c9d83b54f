import { Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/utils.ts';
import { useToggleFavorite } from '../api/toggle-favorite.ts';
import type { TRecipe } from '../api/types.ts';

/**
 * The favourite toggle (spec section 4): a pressed/unpressed button. `withLabel` adds the word
 * next to the heart (the modal); the card shows the heart only.
 */
export function FavoriteButton({
  recipe,
  withLabel = false,
  className,
}: {
  recipe: Pick<TRecipe, 'id' | 'isFavorite' | 'title'>;
  withLabel?: boolean;
  className?: string;
}) {
  const { t } = useTranslation('recipes');
  const toggle = useToggleFavorite();
  const label = recipe.isFavorite ? t('favorite.remove') : t('favorite.add');
  return (
    <Button
      variant="outline"
      size={withLabel ? 'sm' : 'icon'}
      aria-pressed={recipe.isFavorite}
      aria-label={withLabel ? undefined : label}
      title={label}
      disabled={toggle.isPending}
      onClick={() => toggle.mutate(recipe.id)}
      className={cn(recipe.isFavorite && 'border-red-200 bg-red-50 text-red-700 hover:bg-red-100', className)}
    >
      <Heart aria-hidden="true" className={cn(recipe.isFavorite && 'fill-current')} />
      {withLabel ? (recipe.isFavorite ? t('favorite.favorited') : t('favorite.favorite')) : null}
    </Button>
  );
}
