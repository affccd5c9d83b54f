import { useEffect, useId, useReducer, useRef } from 'react';
import { Loader2, RefreshCw, Undo2, Upload } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import type { TRecipeCard } from '../../../entities/recipe/api/types.ts';
import { RecipeImage } from '../../../entities/recipe/components/recipe-image.tsx';
import { useConfirmImage } from '../../../entities/recipe/images/api/confirm-image.ts';
import { useGenerateImagePreview } from '../../../entities/recipe/images/api/generate-image.ts';
import { useUploadRecipeImage } from '../../../entities/recipe/images/api/upload-image.ts';
import { checkImageFile } from '../lib/file-checks.ts';
import {
  imageErrorText,
  showGenerationFailed,
  showGenerationIssue,
  showImageError,
  showUploadFailed,
} from '../../../entities/recipe/images/lib/image-toasts.ts';
import {
  imageFlowReducer,
  initialImageFlow,
  isFlowBusy,
  previewObjectUrl,
  type ImagePreview,
} from '../model/image-flow.ts';
import { DownloadImageButton } from './download-image-button.tsx';
import { DIALOG_IMAGE_SIZES, ManageStep } from './manage-step.tsx';

export interface ImageManagerDialogProps {
  recipe: TRecipeCard;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The image management modal (spec sections 2 and 4), for the recipe's owner: the current image
 * with Download and Remove; Generate → preview → 'Use This Image' or 'Generate Another'; Upload
 * (chooser or drop, checked here for type and 20 MB) → local preview → 'Use This Image' (upload
 * URL, PUT, attach) or 'Upload new'. The toasts are those of spec section 8.
 */
export function ImageManagerDialog({ recipe, open, onOpenChange }: ImageManagerDialogProps) {
  const { t } = useTranslation('images');
  const [flow, dispatch] = useReducer(imageFlowReducer, initialImageFlow);
  const generate = useGenerateImagePreview(recipe);
  const confirm = useConfirmImage(recipe.id);
  const upload = useUploadRecipeImage(recipe.id);
  const busy = isFlowBusy(flow);
  const previewHeadingId = useId();

  const confirmButtonRef = useRef<HTMLButtonElement>(null);
  const generateButtonRef = useRef<HTMLButtonElement>(null);
  const chooseButtonRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef<'generate' | 'choose' | null>(null);

  // The chosen photo's object URL lives as long as a preview shows it.
  const objectUrl = previewObjectUrl(flow);
  useEffect(() => (objectUrl ? () => URL.revokeObjectURL(objectUrl) : undefined), [objectUrl]);

  // Focus follows the flow: a new preview focuses 'Use This Image'; going back, the button used.
  useEffect(() => {
    if (flow.step === 'preview') confirmButtonRef.current?.focus();
    if (flow.step === 'manage' && returnFocus.current) {
      (returnFocus.current === 'choose' ? chooseButtonRef : generateButtonRef).current?.focus();
      returnFocus.current = null;
    }
  }, [flow]);

  async function runGenerate() {
    dispatch({ type: 'generate' });
    try {
      const image = await generate.mutateAsync();
      if (!image?.imageUrl) {
        showGenerationIssue(t, image?.message);
        returnFocus.current = 'generate';
        dispatch({ type: 'generateFailed' });
        return;
      }
      dispatch({ type: 'generated', imageUrl: image.imageUrl, message: image.message });
    } catch (error) {
      showGenerationFailed(t, error);
      returnFocus.current = 'generate';
      dispatch({ type: 'generateFailed' });
    }
  }

  function chooseFile(file: File) {
    const check = checkImageFile(file);
    if (!check.ok) {
      showUploadFailed(t, t(`toast.file.${check.problem}`));
      return;
    }
    dispatch({ type: 'fileChosen', file, url: URL.createObjectURL(file) });
  }

  async function applyPreview(preview: ImagePreview) {
    dispatch({ type: 'confirm' });
    try {
      if (preview.kind === 'generated') await confirm.mutateAsync(preview.imageUrl);
      else await upload.mutateAsync(preview.file);
    } catch (error) {
      if (preview.kind === 'generated') showImageError(t, error, t('toast.confirmFailed'));
      else showUploadFailed(t, imageErrorText(t, error, t('toast.uploadFailed')));
      dispatch({ type: 'saveFailed' });
      return;
    }
    dispatch({ type: 'saved' });
    toast({ title: t('toast.updatedTitle'), description: t('toast.updated', { title: recipe.title }) });
    onOpenChange(false);
  }

  function back(to: 'generate' | 'choose') {
    returnFocus.current = to;
    dispatch({ type: 'back' });
  }

  const preview = flow.step === 'preview' || flow.step === 'saving' ? flow.preview : null;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {/* min-w-0 on the grid's rows: the preview's buttons, side by side, widened the column past the
          dialog and "Use This Image" was cut off at its edge (issue 35). */}
      <DialogContent className="max-w-xl gap-5 p-5 sm:p-6 [&>*]:min-w-0" closeLabel={t('manager.close')}>
        <DialogHeader>
          <DialogTitle>{t('manager.title')}</DialogTitle>
          <DialogDescription>{t('manager.description', { title: recipe.title })}</DialogDescription>
        </DialogHeader>

        {flow.step === 'manage' || flow.step === 'saved' ? (
          <ManageStep
            recipe={recipe}
            onGenerate={() => void runGenerate()}
            onFile={chooseFile}
            generateButtonRef={generateButtonRef}
            chooseButtonRef={chooseButtonRef}
          />
        ) : null}

        {flow.step === 'generating' ? (
          <div
            role="status"
            className="flex aspect-[4/3] w-full flex-col items-center justify-center gap-3 rounded-xl bg-muted text-sm font-medium"
          >
            <Loader2 className="size-8 animate-spin text-primary motion-reduce:animate-none" aria-hidden="true" />
            {t('manager.generating')}
          </div>
        ) : null}

        {preview ? (
          <section aria-labelledby={previewHeadingId} className="grid min-w-0 gap-3">
            <h3 id={previewHeadingId} className="text-sm font-semibold">
              {t('manager.previewHeading')}
            </h3>
            <RecipeImage
              src={preview.kind === 'generated' ? preview.imageUrl : preview.url}
              alt={t('manager.previewAlt', { title: recipe.title })}
              sizes={DIALOG_IMAGE_SIZES}
              priority
              className="aspect-[4/3] w-full rounded-xl"
            />
            {preview.kind === 'generated' && preview.message ? (
              <p className="text-sm text-muted-foreground">{preview.message}</p>
            ) : null}
            {preview.kind === 'upload' ? (
              <p className="truncate text-sm text-muted-foreground">{preview.file.name}</p>
            ) : null}
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:flex-wrap sm:justify-end">
              <Button
                variant="ghost"
                disabled={busy}
                onClick={() => back(preview.kind === 'generated' ? 'generate' : 'choose')}
              >
                <Undo2 aria-hidden="true" />
                {t('manager.back')}
              </Button>
              {/* Keep the picture even without using it here (issue 20). */}
              {preview.kind === 'generated' ? (
                <DownloadImageButton imageUrl={preview.imageUrl} title={recipe.title} size="default" disabled={busy} />
              ) : null}
              {preview.kind === 'generated' ? (
                <Button variant="outline" disabled={busy} onClick={() => void runGenerate()}>
                  <RefreshCw aria-hidden="true" />
                  {t('manager.generateAnother')}
                </Button>
              ) : (
                <Button variant="outline" disabled={busy} onClick={() => back('choose')}>
                  <Upload aria-hidden="true" />
                  {t('manager.uploadNew')}
                </Button>
              )}
              <Button ref={confirmButtonRef} disabled={busy} onClick={() => void applyPreview(preview)}>
                {flow.step === 'saving' ? (
                  <>
                    <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
                    {preview.kind === 'upload' ? t('manager.uploading') : t('manager.saving')}
                  </>
                ) : (
                  t('manager.useThis')
                )}
              </Button>
            </div>
          </section>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
