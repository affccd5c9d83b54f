import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from './toast.tsx';
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
      delete root.dataset.toasts;
    };
    if (!el || !showing) return clear();
    const update = () => {
      root.style.setProperty('--toast-space', `${Math.ceil(el.getBoundingClientRect().height)}px`);
      root.dataset.toasts = '';
    };
    update();
    if (typeof ResizeObserver === 'undefined') return clear;
    const observer = new ResizeObserver(update);
    observer.observe(el);
    return () => {
      observer.disconnect();
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
