import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useIsMutating } from '@tanstack/react-query';
import { toast } from '../../../../components/ui/use-toast.ts';
import type { TRecipeCard } from '../../api/types.ts';
import type { RecipeImageActions } from '../../extensions/types.ts';
import { imageKeys } from '../api/keys.ts';
import { useRegenerateImage } from '../api/regenerate-image.ts';
import { loadImagesT, showGenerationIssue, showRegenerateFailed } from '../lib/image-toasts.ts';
import {
  getImageManagerSnapshot,
  hasImageManagerHost,
  openImageManager,
  subscribeImageManager,
} from '../model/manager-store.ts';

/**
 * The image widget's actions for a recipe (registered as useImageActions in extensions/registry.ts):
 *
 * - missing image → "Generate image", and failed image → "Regenerate image": both call
 *   regenerate-image, which draws a picture and attaches it in one go (what a card's button
 *   promises; choosing among previews is the manager's job);
 * - while that runs, in every view of the recipe: the spinner with 'Generating new image...';
 * - "Manage image" opens the image management modal, when a view of this recipe hosts it.
 *
 * Only the owner gets handlers; others see the state alone. Texts load without suspending the card.
 */
export function useRecipeImageActions(recipe: TRecipeCard, isOwner: boolean): RecipeImageActions {
  const regenerating = useIsMutating({ mutationKey: imageKeys.regenerate(recipe.id) }) > 0;
  // (hosts register once mounted: none yet in the server's rendering)
  const hosted = useSyncExternalStore(
    subscribeImageManager,
    () => hasImageManagerHost(getImageManagerSnapshot(), recipe.id),
    () => false,
  );
  const regenerate = useRegenerateImage(recipe.id, {
    onSuccess: (image) => {
      void loadImagesT().then((t) => {
        if (!image?.imageUrl) showGenerationIssue(t, image?.message);
        else toast({ title: t('toast.generatedTitle'), description: image.message || undefined });
      });
    },
    onError: (error) => void loadImagesT().then((t) => showRegenerateFailed(t, error)),
  });
  const { mutate } = regenerate;
  const run = useCallback(() => {
    if (!regenerating) mutate();
  }, [mutate, regenerating]);
  const manage = useCallback(() => openImageManager(recipe.id), [recipe.id]);

  return useMemo<RecipeImageActions>(() => {
    const state = regenerating ? 'regenerating' : 'idle';
    if (!isOwner) return { state };
    return {
      state,
      onGenerateImage: run,
      onRegenerateImage: run,
      ...(hosted ? { onManageImage: manage } : {}),
    };
  }, [regenerating, isOwner, run, hosted, manage]);
}
