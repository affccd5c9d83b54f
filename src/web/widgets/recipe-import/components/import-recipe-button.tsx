import { lazy, Suspense, useState } from 'react';
import { Import } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonProps } from '../../../components/ui/button.tsx';
import i18n from '../../../lib/i18n.ts';
import { useOfflineGuard } from '../../../pwa/offline-guard.ts';
import type { TRecipe } from '../../../entities/recipe/api/types.ts';
import { RecipeDetailModal } from '../../../entities/recipe/components/lazy-recipe-detail-modal.tsx';

// The modal (tabs, forms, upload flow) and its texts are loaded the first time the button is
// pressed, so Home and Favorites do not carry them until someone imports. The button's own label
// is in 'recipes', which both pages load anyway (issue 19: the 'import' namespace was 1 KB).
const ImportRecipeDialog = lazy(() =>
  Promise.all([import('./import-recipe-dialog.tsx'), i18n.loadNamespaces('import')]).then(([m]) => ({
    default: m.ImportRecipeDialog,
  })),
);

/**
 * The import button of Home and Favorites (spec section 2): opens the import modal; "Open recipe"
 * on its success card shows the new recipe in the detail modal.
 */
export function ImportRecipeButton({
  variant = 'outline',
  className,
}: {
  variant?: ButtonProps['variant'];
  className?: string;
}) {
  const { t } = useTranslation('recipes');
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const [shown, setShown] = useState<TRecipe | null>(null);
  // Importing needs the network: offline the button is disabled and says why (issue 20).
  const { offlineProps } = useOfflineGuard();

  return (
    <>
      <Button
        variant={variant}
        className={className}
        aria-haspopup="dialog"
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        {...offlineProps}
      >
        <Import aria-hidden="true" />
        {t('importButton')}
      </Button>
      {used ? (
        <Suspense fallback={null}>
          <ImportRecipeDialog open={open} onOpenChange={setOpen} onOpenRecipe={setShown} />
        </Suspense>
      ) : null}
      {shown ? (
        <RecipeDetailModal
          recipeId={shown.id}
          recipe={shown}
          open
          onOpenChange={(next) => {
            if (!next) setShown(null);
          }}
        />
      ) : null}
    </>
  );
}
