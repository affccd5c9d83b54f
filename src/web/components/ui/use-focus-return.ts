import { useRef } from 'react';

/**
 * Radix dialogs opened without a <DialogTrigger> send focus to <body> when they close. These
 * handlers (for onOpenAutoFocus / onCloseAutoFocus) remember what had focus when the dialog
 * opened and give focus back to it, if it is still on the page.
 */
export function useFocusReturn() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    remember: () => {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
    },
    restore: (event: Event) => {
      const el = opener.current;
      if (!el?.isConnected) return;
      event.preventDefault();
      el.focus();
    },
  };
}

/**
 * The dialog contents' own handlers, composed with the focus return: every dialog gives focus
 * back to what opened it unless its own onCloseAutoFocus already placed it (issue 20).
 */
export function useReturnFocusHandlers(
  onOpenAutoFocus: ((event: Event) => void) | undefined,
  onCloseAutoFocus: ((event: Event) => void) | undefined,
) {
  const focusReturn = useFocusReturn();
  return {
    onOpenAutoFocus: (event: Event) => {
      focusReturn.remember();
      onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event: Event) => {
      onCloseAutoFocus?.(event);
      if (!event.defaultPrevented) focusReturn.restore(event);
    },
  };
}
