import { useCallback, useState } from 'react';
import { ChefHat, ImageOff, Loader2, RefreshCw, Settings2, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/utils.ts';
import { useOfflineGuard } from '../../../pwa/offline-guard.ts';
import type { RecipeImageActions } from '../extensions/types.ts';
import { CARD_IMAGE_SIZES, responsiveSource } from '../images/lib/responsive-image.ts';

export interface RecipeImageProps extends RecipeImageActions {
  src: string | null | undefined;
  alt: string;
  width?: number;
  height?: number;
  /** Above the fold: load at once, with high fetch priority, instead of lazily. */
  priority?: boolean;
  /** 0–100, default 85 (spec section 9): caps the rendition width (see images/lib/responsive-image.ts). */
  quality?: number;
  /** The `sizes` of the srcset: how wide the slot is (default: a card in the recipe grids). */
  sizes?: string;
  className?: string;
}

type LoadState = 'loading' | 'loaded' | 'failed';

/**
 * The image widget (spec sections 2 and 4): loading, then loaded or failed, reset when src changes.
 * A failed image shows 'Image unavailable' with regenerate / manage buttons; a missing one a
 * generate button; while regenerating, a spinner with 'Generating new image...'. Buttons appear
 * only when their handler is given (see RecipeImageActions).
 */
export function RecipeImage(props: RecipeImageProps) {
  // A new src starts over from 'loading' (the key remounts the frame).
  return <ImageFrame key={props.src ?? ''} {...props} />;
}

function ImageFrame({
  src,
  alt,
  width = 800,
  height = 600,
  priority = false,
  quality,
  sizes = CARD_IMAGE_SIZES,
  className,
  state,
  onGenerateImage,
  onRegenerateImage,
  onManageImage,
}: RecipeImageProps) {
  const { t } = useTranslation('recipes');
  const [load, setLoad] = useState<LoadState>('loading');
  // Drawing a picture needs the server: offline the buttons are disabled and say why (issue 20).
  const { offlineProps } = useOfflineGuard();
  const regenerating = state === 'regenerating';
  const missing = !src;
  const failed = !missing && load === 'failed';
  // /media images get their renditions as a srcset; other addresses are shown as they are.
  const source = src ? responsiveSource(src, quality) : null;
  const settleIfDone = useCallback((img: HTMLImageElement | null) => {
    if (!img?.complete || !img.currentSrc) return;
    setLoad(img.naturalWidth > 0 ? 'loaded' : 'failed');
  }, []);

  return (
    <div
      className={cn('relative isolate overflow-hidden bg-gradient-to-br from-brand-50 to-secondary', className)}
      data-image-state={regenerating ? 'regenerating' : missing ? 'missing' : load}
    >
      {/* The placeholder sits under the picture, which covers it once it has pixels: the picture
          shows whether it loaded before the app started, after, or with JavaScript off. */}
      {!missing && load === 'loading' && !regenerating ? (
        <div aria-hidden="true" className="absolute inset-0 animate-pulse bg-muted motion-reduce:animate-none" />
      ) : null}

      {!missing && !failed ? (
        <img
          // An image that finished before hydration fires no load event React sees: read its state.
          ref={settleIfDone}
          // srcset and sizes before src, so no browser starts fetching the fallback first.
          srcSet={source?.srcSet}
          sizes={source?.srcSet ? sizes : undefined}
          src={source?.src}
          alt={alt}
          width={width}
          height={height}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
          onLoad={() => setLoad('loaded')}
          onError={() => setLoad('failed')}
          className="relative size-full object-cover"
        />
      ) : null}

      {(missing || failed) && !regenerating ? (
        <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 p-3 text-center text-muted-foreground">
          {failed ? (
            <ImageOff className="size-8" aria-hidden="true" />
          ) : (
            <ChefHat className="size-10 text-brand-300" aria-hidden="true" />
          )}
          <p className={cn('text-sm font-medium', missing && !onGenerateImage && 'sr-only')}>
            {failed ? t('image.unavailable') : t('image.missing')}
          </p>
          <div className="flex flex-wrap justify-center gap-2">
            {missing && onGenerateImage ? (
              <Button size="sm" variant="outline" onClick={onGenerateImage} {...offlineProps}>
                <Sparkles aria-hidden="true" />
                {t('image.generate')}
              </Button>
            ) : null}
            {failed && onRegenerateImage ? (
              <Button size="sm" variant="outline" onClick={onRegenerateImage} {...offlineProps}>
                <RefreshCw aria-hidden="true" />
                {t('image.regenerate')}
              </Button>
            ) : null}
            {failed && onManageImage ? (
              <Button size="sm" variant="ghost" onClick={onManageImage}>
                <Settings2 aria-hidden="true" />
                {t('image.manage')}
              </Button>
            ) : null}
          </div>
        </div>
      ) : null}

      {regenerating ? (
        <div
          role="status"
          className="absolute inset-0 flex flex-col items-center justify-center gap-2 bg-card/80 text-sm font-medium"
        >
          <Loader2 className="size-8 animate-spin text-primary motion-reduce:animate-none" aria-hidden="true" />
          {t('image.generating')}
        </div>
      ) : null}
    </div>
  );
}
