import { useEffect, useRef, useState, type PointerEvent } from 'react';

const SWIPE_PX = 60;

/**
 * One step at a time: arrow keys (and Page Up/Down, space) move, as does a horizontal swipe.
 * Keys typed into a field or on a focused button's own activation are left alone.
 */
export function useStepNavigation(count: number) {
  const [index, setIndex] = useState(0);
  const last = Math.max(0, count - 1);
  const go = (delta: number) => setIndex((i) => Math.min(last, Math.max(0, i + delta)));
  const goRef = useRef(go);
  goRef.current = go;

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (target && (target.tagName === 'INPUT' || target.tagName === 'TEXTAREA' || target.isContentEditable)) return;
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key === 'ArrowRight' || event.key === 'PageDown') {
        event.preventDefault();
        goRef.current(1);
      } else if (event.key === 'ArrowLeft' || event.key === 'PageUp') {
        event.preventDefault();
        goRef.current(-1);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const startX = useRef<number | null>(null);
  const swipe = {
    onPointerDown: (e: PointerEvent) => {
      startX.current = e.clientX;
    },
    onPointerUp: (e: PointerEvent) => {
      if (startX.current === null) return;
      const dx = e.clientX - startX.current;
      startX.current = null;
      if (Math.abs(dx) >= SWIPE_PX) go(dx < 0 ? 1 : -1);
    },
    onPointerCancel: () => {
      startX.current = null;
    },
  };

  return { index: Math.min(index, last), go, setIndex, swipe };
}
