import { ImageIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import type { RecipeModalSlotProps } from '../../../entities/recipe/extensions/types.ts';
import { openImageManager } from '../../../entities/recipe/images/model/manager-store.ts';
import { ImageManagerHost, preloadImageManager } from './image-manager-host.tsx';

/**
 * The detail modal's "Manage image" owner action (registered in extensions/registry.ts): opens the
 * image management modal over the detail modal, and hosts it (so the widget's own manage button
 * in the modal opens it here too).
 */
export function ManageImageAction({ recipe }: RecipeModalSlotProps) {
  const { t } = useTranslation('recipes');
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        onClick={() => openImageManager(recipe.id)}
        onPointerEnter={preloadImageManager}
        onFocus={preloadImageManager}
      >
        <ImageIcon aria-hidden="true" />
        {t('image.manage')}
      </Button>
      <ImageManagerHost recipe={recipe} />
    </>
  );
}
