import { Suspense, useState, type MouseEvent } from 'react';
import i18n from '../../../lib/i18n.ts';
import { lazyOnDemand } from '../../../lib/lazy-on-demand.ts';
import { QuickCollectionsButton } from './quick-collections-button.tsx';
import type { QuickCollectionsPopoverProps } from './quick-collections-popover-content.tsx';

// Radix Popover (focus scope, layers, floating-ui) and the list inside it load when a card's button
// is first pointed at, focused or used: every card has this button, and Home should not download
// what a click may need (issue 19).
// The button's label is in 'card-actions'; the popover's own texts come with its code.
const loadPopover = () =>
  Promise.all([import('./quick-collections-popover-content.tsx'), i18n.loadNamespaces('collections')]).then(
    ([module]) => module,
  );
const radixPopover = lazyOnDemand(() => loadPopover().then((m) => m.QuickCollectionsPopoverRadix));
const preload = () => {
  radixPopover.preload();
  void loadPopover()
    .then((m) => m.membershipList.preload())
    .catch(() => undefined);
};

/**
 * The recipe card's quick-collections action (spec section 2): a button opening a popover that
 * ticks the recipe in or out of each of the user's collections, or links to /collections when
 * there are none. Until first used the button is a plain one; its click swaps in the Radix
 * popover, open, which moves focus into itself and from then on is the button.
 */
export function QuickCollectionsPopover(props: QuickCollectionsPopoverProps) {
  const [used, setUsed] = useState(false);
  const { recipeId: _recipeId, ...buttonProps } = props;
  const plainButton = (
    <QuickCollectionsButton
      {...buttonProps}
      aria-haspopup="dialog"
      aria-expanded={false}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={(event: MouseEvent) => {
        // The card around it opens its recipe on click.
        event.stopPropagation();
        setUsed(true);
      }}
    />
  );
  if (!used) return plainButton;
  return (
    <Suspense fallback={plainButton}>
      <radixPopover.Component {...props} />
    </Suspense>
  );
}
