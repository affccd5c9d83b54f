import { Suspense, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Loader2 } from 'lucide-react';
import type { ButtonProps } from '../../../components/ui/button.tsx';
import { QuickCollectionsButton } from './quick-collections-button.tsx';
import { Popover, PopoverContent, PopoverTrigger } from '../../../components/ui/popover.tsx';
import { lazyOnDemand } from '../../../lib/lazy-on-demand.ts';

// The list (checkboxes, add/remove calls) is fetched with this module's first use (preload in
// QuickCollectionsPopover).
export const membershipList = lazyOnDemand(() =>
  import('./collection-membership-list.tsx').then((m) => m.CollectionMembershipList),
);

// The popover is portalled, but React still bubbles its clicks to the card around the trigger;
// a card that opens its recipe on click must not see them.
const stop = (event: MouseEvent) => event.stopPropagation();

export type QuickCollectionsPopoverProps = {
  recipeId: string;
  /** Names the button for screen readers: "Add “title” to a collection". */
  recipeTitle?: string;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  /** Show the text next to the icon (the icon alone is the default on cards). */
  showLabel?: boolean;
  className?: string;
};

/**
 * The Radix popover of the quick-collections action, loaded on first use by QuickCollectionsPopover
 * and rendered already open (Radix then moves focus into it).
 */
export function QuickCollectionsPopoverRadix({ recipeId, ...buttonProps }: QuickCollectionsPopoverProps) {
  const { t } = useTranslation('collections');
  // Rendered on the first click: open from the start.
  const [open, setOpen] = useState(true);

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <QuickCollectionsButton {...buttonProps} onClick={stop} />
      </PopoverTrigger>
      <PopoverContent
        align="end"
        className="w-80 max-w-[calc(100vw-2rem)] p-3"
        onClick={stop}
        aria-label={t('quick.title')}
      >
        <div className="flex flex-col gap-2">
          <p className="px-0.5 text-sm font-semibold">{t('quick.title')}</p>
          <Suspense
            fallback={
              // As the list's own wait for the collections: one loading line, not two in a row.
              <p role="status" className="flex items-center gap-2 py-2 text-sm text-muted-foreground">
                <Loader2 aria-hidden="true" className="size-4 animate-spin" />
                {t('membership.loading')}
              </p>
            }
          >
            <membershipList.Component recipeId={recipeId} onNavigate={() => setOpen(false)} showManageLink />
          </Suspense>
        </div>
      </PopoverContent>
    </Popover>
  );
}
