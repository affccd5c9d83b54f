import { useTranslation } from 'react-i18next';
import { FolderPlus } from 'lucide-react';
import { Button, type ButtonProps } from '../../../components/ui/button.tsx';
import type { QuickCollectionsPopoverProps } from './quick-collections-popover-content.tsx';

/**
 * The quick-collections button itself: the plain one shown until first use and Radix's trigger
 * after it look and read the same ("Add “title” to a collection", or the visible text).
 */
export function QuickCollectionsButton({
  recipeTitle,
  variant = 'ghost',
  size = 'icon',
  showLabel = false,
  ...props
}: Omit<QuickCollectionsPopoverProps, 'recipeId'> & Omit<ButtonProps, 'variant' | 'size'>) {
  const { t } = useTranslation('card-actions');
  const label = recipeTitle ? t('collections.triggerFor', { title: recipeTitle }) : t('collections.trigger');
  return (
    <Button
      variant={variant}
      size={size}
      aria-label={showLabel ? undefined : label}
      title={showLabel ? undefined : t('collections.trigger')}
      {...props}
    >
      <FolderPlus aria-hidden="true" />
      {showLabel ? t('collections.trigger') : null}
    </Button>
  );
}
