import type { ShoppingGroup } from './group-items.ts';

const UNCHECKED = '☐';
const CHECKED = '☑';

/** One line of the shared text: "☐ 2 cups flour" (or "☑ …" once bought). */
export function shareLine(item: { name: string; amount: string; checked: boolean }): string {
  const amount = item.amount.trim();
  return `${item.checked ? CHECKED : UNCHECKED} ${amount ? `${amount} ` : ''}${item.name.trim()}`;
}

/**
 * The list as plain text for the share sheet or the clipboard: the title, then each group's
 * heading and its items, a blank line between groups.
 */
export function buildShareText(groups: readonly ShoppingGroup[], labels: { title: string; other: string }): string {
  const blocks = groups
    .filter((group) => group.items.length > 0)
    .map((group) => [`${group.recipeTitle ?? labels.other}:`, ...group.items.map(shareLine)].join('\n'));
  return [labels.title, ...blocks].join('\n\n');
}

export type ShareOutcome = 'shared' | 'copied' | 'cancelled';

/**
 * Shares with the Web Share API where there is one, else copies to the clipboard. A share the
 * person cancels is not an error; a share that fails otherwise falls back to the clipboard.
 * Throws when neither works.
 */
export async function shareOrCopy(
  data: { title: string; text: string },
  nav: Navigator = navigator,
): Promise<ShareOutcome> {
  if (typeof nav.share === 'function' && (typeof nav.canShare !== 'function' || nav.canShare(data))) {
    try {
      await nav.share(data);
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    }
  }
  if (!nav.clipboard?.writeText) throw new Error('No clipboard');
  await nav.clipboard.writeText(data.text);
  return 'copied';
}
