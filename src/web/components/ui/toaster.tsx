import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from './toast.tsx';
import { CONTROLS, HEADER_CONTROLS, toastPlace } from './toast-placement.ts';
import { dismissToast, TOAST_DURATION_MS, useToast } from './use-toast.ts';

/** Renders the toast store; mounted once at the root of the app. */
export default function Toaster() {
  const { t } = useTranslation();
  const { toasts } = useToast();
  const viewport = useRef<HTMLOListElement>(null);
  const showing = toasts.some((item) => item.open);
  // While toasts show, <html> carries the height of their stack, so an open dialog can move below
  // it instead of having its buttons covered (styles.css).
  useEffect(() => {
    const el = viewport.current;
    const root = document.documentElement;
    const clear = () => {
      root.style.removeProperty('--toast-space');
      root.style.removeProperty('--toast-top');
      delete root.dataset.toasts;
    };
    if (!el || !showing) return clear();
    // The stack also moves under the header when at the bottom it would hide the page's controls
    // (the rating form at the end of cook mode on a phone): toasts never cover what a person taps.
    const update = () => {
      const rect = el.getBoundingClientRect();
      root.style.setProperty('--toast-space', `${Math.ceil(rect.height)}px`);
      // The lowest edge of the headers shown at the top of the screen (the app's, below the
      // offline banner; cook mode's own): the top place is under them, never over them.
      const headerBottom = Math.max(
        0,
        ...[...document.querySelectorAll('header')]
          .map((h) => h.getBoundingClientRect())
          .filter((r) => r.height > 0 && r.bottom > 0 && r.top < window.innerHeight / 3)
          .map((r) => r.bottom),
      );
      const header = new Set(document.querySelectorAll(HEADER_CONTROLS));
      const controls = [...document.querySelectorAll(CONTROLS)].filter((c) => !header.has(c));
      const boxes = (els: Iterable<Element>) => [...els].map((c) => c.getBoundingClientRect());
      const place = toastPlace(rect, window.innerHeight, headerBottom, boxes(controls), boxes(header));
      // Under the header, or under the page's own header row ("Back", the title's buttons).
      root.style.setProperty('--toast-top', `${Math.ceil(place.side === 'top' ? place.top : headerBottom)}px`);
      root.dataset.toasts = place.side;
    };
    update();
    // Measured once a frame at most (a long shopping list has hundreds of checkboxes).
    let frame = 0;
    const remeasure = () => {
      if (!frame) frame = requestAnimationFrame(() => ((frame = 0), update()));
    };
    // Captured: cook mode scrolls its own full-screen box, not the window.
    document.addEventListener('scroll', remeasure, { capture: true, passive: true });
    window.addEventListener('resize', remeasure);
    // The page under the toasts changes too (a new screen, a list that loads): measure again.
    const pageChanges = typeof MutationObserver === 'undefined' ? undefined : new MutationObserver(remeasure);
    pageChanges?.observe(document.body, { childList: true, subtree: true });
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(update);
    observer?.observe(el);
    return () => {
      cancelAnimationFrame(frame);
      pageChanges?.disconnect();
      document.removeEventListener('scroll', remeasure, { capture: true });
      window.removeEventListener('resize', remeasure);
      observer?.disconnect();
      clear();
    };
  }, [showing]);
  return (
    <ToastProvider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={50} label={t('toast.label')}>
      {toasts.map(({ id, title, description, action, variant, duration, open }) => (
        <Toast
          key={id}
          variant={variant}
          duration={duration}
          open={open}
          onOpenChange={(next) => {
            if (!next) dismissToast(id);
          }}
        >
          <div className="grid gap-1">
            {title ? <ToastTitle>{title}</ToastTitle> : null}
            {description ? <ToastDescription>{description}</ToastDescription> : null}
          </div>
          {action}
          <ToastClose label={t('actions.close')} />
        </Toast>
      ))}
      <ToastViewport ref={viewport} className="toast-viewport" hotkey={['F8']} label={t('toast.region')} />
    </ToastProvider>
  );
}
