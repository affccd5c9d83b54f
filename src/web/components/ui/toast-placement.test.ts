import { describe, expect, it } from 'vitest';
import { toastPlace } from './toast-placement.ts';

const stack = { left: 0, right: 390, height: 120 };
const box = (top: number, height = 40, left = 16, right = 374) => ({ left, right, top, bottom: top + height });

describe('toastPlace', () => {
  it('stays at the bottom while nothing is under it', () => {
    expect(toastPlace(stack, 844, 64, [box(100), box(300)])).toEqual({ side: 'bottom' });
  });

  it('moves under the header when the bottom would hide a form (the rating stars, "Done cooking")', () => {
    expect(toastPlace(stack, 844, 64, [box(740), box(790, 44), box(400)])).toEqual({ side: 'top', top: 64 });
  });

  it('passes a page’s back link and header buttons to the free space under them (weekly walk 8)', () => {
    // Planner on a phone: "Back" just under the header, the title's buttons, then the week's "Add" buttons.
    const back = box(80, 32, 16, 100);
    const actions = [box(250, 40), box(298, 40)];
    const adds = [box(600), box(680), box(760)];
    expect(toastPlace(stack, 844, 64, [back, ...actions, ...adds])).toEqual({ side: 'top', top: 120 });
    // No free space before the middle of the screen: the fewest controls, here the bottom's one.
    const full = Array.from({ length: 9 }, (_, i) => box(70 + i * 44, 40));
    expect(toastPlace(stack, 844, 64, [...full, box(780)])).toEqual({ side: 'bottom' });
  });

  it('stays at the bottom when higher up would hide as much', () => {
    const rows = Array.from({ length: 12 }, (_, i) => box(64 + i * 40, 40));
    expect(toastPlace(stack, 844, 64, [...rows, box(780)])).toEqual({ side: 'bottom' });
  });

  it('counts only the controls beside the stack (a desktop stack sits on the right)', () => {
    const desktop = { left: 860, right: 1280, height: 120 };
    expect(toastPlace(desktop, 720, 64, [box(650, 40, 16, 400)])).toEqual({ side: 'bottom' });
    expect(toastPlace(desktop, 720, 64, [box(650, 40, 900, 1000)])).toEqual({ side: 'top', top: 64 });
    // The page's header buttons on the right are passed; a back link on the left is not in the way.
    expect(
      toastPlace(desktop, 720, 64, [box(80, 32, 16, 100), box(90, 40, 900, 1240), box(650, 40, 900, 1000)]),
    ).toEqual({ side: 'top', top: 138 });
  });

  it('leaves out hidden controls (no height)', () => {
    expect(toastPlace(stack, 844, 64, [box(780, 0)])).toEqual({ side: 'bottom' });
  });
});

describe('toastPlace with the page’s header controls', () => {
  it('never covers "Back" or the title’s buttons when the bottom is free of them (weekly walk 8)', () => {
    // The list on a phone: "Back", "Share list" and "Clear list", the tabs, then rows of checkboxes.
    const back = box(97, 36, 16, 102);
    const share = box(265, 40, 16, 149);
    const tabs = [box(381, 32, 103, 287)];
    const rows = Array.from({ length: 8 }, (_, i) => box(440 + i * 53, 24));
    const stack150 = { left: 0, right: 390, height: 150 };
    const place = toastPlace(stack150, 844, 65, [...tabs, ...rows], [back, share]);
    // Under the "Share list" row (the tabs and one row, two controls; the bottom has three), rather
    // than over "Back" at the top, which would cover one.
    expect(place).toEqual({ side: 'top', top: 313 });
    // With the tabs gone too, the rows at the bottom rather than any header control.
    expect(toastPlace(stack150, 844, 65, rows, [back, box(140, 300)])).toEqual({ side: 'bottom' });
  });
});
