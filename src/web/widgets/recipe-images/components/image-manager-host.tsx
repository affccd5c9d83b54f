import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { OpeningOverlay } from '../../../components/ui/opening-overlay.tsx';
import type { TRecipeCard } from '../../../entities/recipe/api/types.ts';
import type { RecipeSlotProps } from '../../../entities/recipe/extensions/types.ts';
import {
  activeHostOf,
  closeImageManager,
  getImageManagerSnapshot,
  registerImageManagerHost,
  subscribeImageManager,
} from '../../../entities/recipe/images/model/manager-store.ts';

// The dialog (upload, drag and drop, previews) loads the first time a manager opens.
const loadDialog = () => import('./image-manager-dialog.tsx');
const ImageManagerDialog = lazy(() => loadDialog().then((m) => ({ default: m.ImageManagerDialog })));
export const preloadImageManager = () => void loadDialog();

/**
 * Renders the image management modal of `recipe` when it is opened and this host is the one in
 * charge of it (see model/manager-store.ts). Renders nothing otherwise.
 */
export function ImageManagerHost({ recipe }: { recipe: TRecipeCard }) {
  const [token] = useState(() => Symbol('image-manager-host'));
  useEffect(() => registerImageManagerHost(token, recipe.id), [token, recipe.id]);
  const open = useSyncExternalStore(
    subscribeImageManager,
    () => {
      const state = getImageManagerSnapshot();
      return state.openRecipeId === recipe.id && activeHostOf(state, recipe.id) === token;
    },
    () => false,
  );
  if (!open) return null;
  return (
    <Suspense fallback={<OpeningOverlay />}>
      <ImageManagerDialog
        recipe={recipe}
        open
        onOpenChange={(next) => {
          if (!next) closeImageManager();
        }}
      />
    </Suspense>
  );
}

/**
 * Registered in the card's actions: the owner's card hosts its recipe's manager (opened by the
 * image widget's "Manage image" button after an image failed). It adds no button to the card.
 */
export function ImageManagerCardHost({ recipe, isOwner }: RecipeSlotProps) {
  return isOwner ? <ImageManagerHost recipe={recipe} /> : null;
}
