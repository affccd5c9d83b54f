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

function overlaps(a: Box, b: Box): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/**
 * Where the toast stack goes: at the bottom of the screen unless there it would cover more of the
 * page's controls than just under the header (a rating form, "Done cooking" at the end of cook
 * mode on a phone). `stack` is the strip's width and height; `headerBottom` the header's lower
 * edge (0 when it has scrolled away); `controls` the boxes of the visible controls.
 */
export function toastSide(
  stack: { left: number; right: number; height: number },
  screenHeight: number,
  headerBottom: number,
  controls: readonly Box[],
): 'bottom' | 'top' {
  const bottom = { left: stack.left, right: stack.right, top: screenHeight - stack.height, bottom: screenHeight };
  const top = { left: stack.left, right: stack.right, top: headerBottom, bottom: headerBottom + stack.height };
  const covered = (strip: Box) => controls.filter((c) => c.bottom > c.top && overlaps(strip, c)).length;
  return covered(top) < covered(bottom) ? 'top' : 'bottom';
}
