import { lazy, Suspense, useState } from 'react';
import { Pencil } from 'lucide-react';
import { OpeningOverlay } from '../../../components/ui/opening-overlay.tsx';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import type { RecipeModalSlotProps } from '../../../entities/recipe/extensions/types.ts';

// The editor (dnd-kit, forms, suggestion lists) loads on first use, not with every screen that
// shows a recipe; hovering or focusing the button starts the download early.
const loadEditor = () => import('./recipe-editor-modal.tsx');
const RecipeEditorModal = lazy(() => loadEditor().then((m) => ({ default: m.RecipeEditorModal })));
const preload = () => void loadEditor();

/**
 * The detail modal's Edit button (registered in extensions/registry.ts as an owner action): opens
 * the recipe edit modal over the detail modal, which shows the saved recipe afterwards.
 */
export function EditRecipeAction(props: RecipeModalSlotProps) {
  return (
    // The editor namespace may still be loading: keep the rest of the toolbar on screen meanwhile.
    <Suspense fallback={<span className="inline-block h-9 w-20" aria-hidden="true" />}>
      <EditRecipeButton {...props} />
    </Suspense>
  );
}

function EditRecipeButton({ recipe }: RecipeModalSlotProps) {
  const { t } = useTranslation('editor');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)} onPointerEnter={preload} onFocus={preload}>
        <Pencil aria-hidden="true" />
        {t('action.edit')}
      </Button>
      {open ? (
        <Suspense fallback={<OpeningOverlay label={t('action.opening')} />}>
          <RecipeEditorModal recipe={recipe} open onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
