import { describe, expect, it } from 'vitest';
import { toastSide } from './toast-placement.ts';

const stack = { left: 0, right: 390, height: 120 };
const box = (top: number, height = 40, left = 16, right = 374) => ({ left, right, top, bottom: top + height });

describe('toastSide', () => {
  it('stays at the bottom while nothing is under it', () => {
    expect(toastSide(stack, 844, 64, [box(100), box(300)])).toBe('bottom');
  });

  it('moves under the header when the bottom would hide a form (the rating stars, "Done cooking")', () => {
    expect(toastSide(stack, 844, 64, [box(740), box(790, 44), box(400)])).toBe('top');
  });

  it('stays at the bottom when the top would hide as much', () => {
    expect(toastSide(stack, 844, 64, [box(80), box(780)])).toBe('bottom');
  });

  it('counts only the controls beside the stack (a desktop stack sits on the right)', () => {
    const desktop = { left: 860, right: 1280, height: 120 };
    expect(toastSide(desktop, 720, 64, [box(650, 40, 16, 400)])).toBe('bottom');
    expect(toastSide(desktop, 720, 64, [box(650, 40, 900, 1000)])).toBe('top');
  });

  it('leaves out hidden controls (no height)', () => {
    expect(toastSide(stack, 844, 64, [box(780, 0)])).toBe('bottom');
  });
});
