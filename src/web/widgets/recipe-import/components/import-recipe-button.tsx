import { lazy, Suspense, useState } from 'react';
import { Import } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonProps } from '../../../components/ui/button.tsx';
import i18n from '../../../lib/i18n.ts';
import { useOfflineGuard } from '../../../pwa/offline-guard.ts';
import type { TRecipe } from '../../../entities/recipe/api/types.ts';
import { RecipeDetailModal } from '../../../entities/recipe/components/lazy-recipe-detail-modal.tsx';

// Start loading the button's texts with the page's own module, not after the page first renders
// (one suspense round fewer on Home and Favorites).
void i18n.loadNamespaces('import');

// The modal (tabs, forms, upload flow) is loaded the first time the button is pressed, so Home and
// Favorites do not carry it until someone imports.
const ImportRecipeDialog = lazy(() =>
  import('./import-recipe-dialog.tsx').then((m) => ({ default: m.ImportRecipeDialog })),
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
  const { t } = useTranslation('import');
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
        {t('button')}
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
