/** A box on screen, as getBoundingClientRect gives it. */
export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** The controls a toast must not hide: what a person taps or types into on the page. */
export const CONTROLS =
  ':is(main, [role="main"]) :is(button, input, select, textarea, a[href], [role="button"], [role="radio"], [role="slider"], [role="checkbox"], [role="switch"])';

/**
 * A page's header controls ("Back", the buttons beside its title): toasts keep off them wherever
 * they can, even at the cost of covering more of the page's other controls.
 */
export const HEADER_CONTROLS =
  '[data-page-header]:is(a[href], button), [data-page-header] :is(button, input, select, a[href], [role="button"])';

/** Space kept between a control and a toast placed just below it. */
const GAP = 8;

function overlaps(a: Box, b: Box): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/** Where the stack goes: at the bottom, or from `top` down (`top` is then its upper edge). */
export type ToastPlace = { side: 'bottom' } | { side: 'top'; top: number };

/**
 * Where the toast stack goes: at the bottom of the screen unless there it would cover more of the
 * page's controls than higher up (a rating form, "Done cooking" at the end of cook mode on a
 * phone, a long list's checkboxes). Higher up is the first place under the header that covers
 * the fewest controls: just under the header, or just under one of the page's controls, so a
 * page's own header row ("Back", its title's buttons) is passed when the space below it is free.
 * `stack` is the strip's width and height; `headerBottom` the header's lower edge (0 when it has
 * scrolled away); `controls` the boxes of the visible controls; `headerControls` those of the
 * page's header row, kept clear before any other (at the bottom when nowhere above is clear).
 */
export function toastPlace(
  stack: { left: number; right: number; height: number },
  screenHeight: number,
  headerBottom: number,
  controls: readonly Box[],
  headerControls: readonly Box[] = [],
): ToastPlace {
  const visible = (c: Box) => c.bottom > c.top && c.bottom > headerBottom && c.top < screenHeight;
  const shown = [...controls, ...headerControls].filter(visible);
  const keep = headerControls.filter(visible);
  const strip = (top: number): Box => ({ left: stack.left, right: stack.right, top, bottom: top + stack.height });
  // A header control covered weighs more than all the others together.
  const covered = (box: Box) =>
    shown.filter((c) => overlaps(box, c)).length + keep.filter((c) => overlaps(box, c)).length * shown.length;
  const atBottom = covered(strip(screenHeight - stack.height));
  if (atBottom === 0) return { side: 'bottom' };
  // Just under the header, then just under each control beside the stack, from the top down.
  const tops = [
    headerBottom,
    ...shown
      .filter((c) => c.left < stack.right && stack.left < c.right)
      .map((c) => c.bottom + GAP)
      .sort((a, b) => a - b),
    // Toasts belong near an edge: never lower than the middle of the screen.
  ].filter((top) => top >= headerBottom && top <= screenHeight / 2);
  let best: { top: number; n: number } | null = null;
  for (const top of tops) {
    const n = covered(strip(top));
    if (!best || n < best.n) best = { top, n };
    if (n === 0) break;
  }
  return best && best.n < atBottom ? { side: 'top', top: best.top } : { side: 'bottom' };
}
