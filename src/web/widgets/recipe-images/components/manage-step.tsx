import { useId, type RefObject } from 'react';
import { Loader2, Sparkles, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '../../../components/ui/alert-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import type { TRecipeCard } from '../../../entities/recipe/api/types.ts';
import { RecipeImage } from '../../../entities/recipe/components/recipe-image.tsx';
import { useRemoveRecipeImage } from '../../../entities/recipe/images/api/remove-image.ts';
import { showImageError } from '../../../entities/recipe/images/lib/image-toasts.ts';
import { DownloadImageButton } from './download-image-button.tsx';
import { UploadDropZone } from './upload-drop-zone.tsx';

/** The dialog is at most 36rem wide, the full width below sm. */
export const DIALOG_IMAGE_SIZES = '(min-width: 640px) 36rem, 100vw';

interface ManageStepProps {
  recipe: TRecipeCard;
  onGenerate: () => void;
  onFile: (file: File) => void;
  generateButtonRef: RefObject<HTMLButtonElement | null>;
  chooseButtonRef: RefObject<HTMLButtonElement | null>;
}

/** The current image with Download and Remove, then Generate and the upload zone. */
export function ManageStep({ recipe, onGenerate, onFile, generateButtonRef, chooseButtonRef }: ManageStepProps) {
  const { t } = useTranslation('images');
  const remove = useRemoveRecipeImage(recipe.id);
  const hasImage = Boolean(recipe.imageUrl);
  const currentHeadingId = useId();
  const newHeadingId = useId();

  return (
    <div className="grid gap-4">
      <section aria-labelledby={currentHeadingId} className="grid gap-2">
        <h3 id={currentHeadingId} className="text-sm font-semibold">
          {t('manager.current')}
        </h3>
        {hasImage ? (
          <RecipeImage
            src={recipe.imageUrl}
            alt={t('manager.currentAlt', { title: recipe.title })}
            sizes={DIALOG_IMAGE_SIZES}
            priority
            className="aspect-[4/3] w-full rounded-xl"
          />
        ) : (
          <p className="rounded-xl bg-muted p-4 text-sm text-muted-foreground">{t('manager.none')}</p>
        )}
        {hasImage ? (
          <div className="flex flex-wrap gap-2">
            {recipe.imageUrl ? <DownloadImageButton imageUrl={recipe.imageUrl} title={recipe.title} /> : null}
            <AlertDialog>
              <AlertDialogTrigger asChild>
                <Button
                  variant="outline"
                  size="sm"
                  className="text-destructive hover:bg-red-50 hover:text-destructive"
                  disabled={remove.isPending}
                >
                  {remove.isPending ? (
                    <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
                  ) : (
                    <Trash2 aria-hidden="true" />
                  )}
                  {t('manager.remove')}
                </Button>
              </AlertDialogTrigger>
              <AlertDialogContent>
                <AlertDialogHeader>
                  <AlertDialogTitle>{t('manager.removeTitle')}</AlertDialogTitle>
                  <AlertDialogDescription>
                    {t('manager.removeDescription', { title: recipe.title })}
                  </AlertDialogDescription>
                </AlertDialogHeader>
                <AlertDialogFooter>
                  <AlertDialogCancel>{t('manager.cancel')}</AlertDialogCancel>
                  <AlertDialogAction
                    destructive
                    onClick={() =>
                      remove.mutate(undefined, {
                        onSuccess: () =>
                          toast({
                            title: t('toast.removedTitle'),
                            description: t('toast.removed', { title: recipe.title }),
                          }),
                        onError: (error) => showImageError(t, error, t('toast.removeFailed')),
                      })
                    }
                  >
                    {t('manager.removeConfirm')}
                  </AlertDialogAction>
                </AlertDialogFooter>
              </AlertDialogContent>
            </AlertDialog>
          </div>
        ) : null}
      </section>

      <section aria-labelledby={newHeadingId} className="grid gap-3">
        <h3 id={newHeadingId} className="text-sm font-semibold">
          {t('manager.newImage')}
        </h3>
        <Button ref={generateButtonRef} onClick={onGenerate} className="w-full sm:w-auto sm:justify-self-start">
          <Sparkles aria-hidden="true" />
          {t('manager.generate')}
        </Button>
        <UploadDropZone onFile={onFile} buttonRef={chooseButtonRef} />
      </section>
    </div>
  );
}
