import { Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { Button } from './button.tsx';
import { OpeningOverlay } from './opening-overlay.tsx';

/** What a dialog opened by a button is given besides its own props. */
export interface DialogOpenProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** A dialog whose code is fetched on first use (`lazyOnDemand` in lib/lazy-on-demand.ts). */
export interface OnDemandDialog<P extends object> {
  Component: ComponentType<P & DialogOpenProps>;
  preload: () => void;
}

export interface LazyDialogButtonProps<P extends object> {
  dialog: OnDemandDialog<P>;
  /** The dialog's own props (the recipe it acts on…). */
  dialogProps: P;
  icon: ReactNode;
  /** The visible text; without it the button is a square icon named by `title`. */
  text?: ReactNode;
  /** The tooltip, and the accessible name when the button shows only its icon. */
  title?: string;
}

/**
 * An outline button that opens a dialog, mounted only while open. The dialog's code starts
 * downloading when the button is pointed at or focused, so buttons repeated on every card cost
 * nothing until one is used; an overlay covers the rare wait on the first click.
 */
export function LazyDialogButton<P extends object>({
  dialog,
  dialogProps,
  icon,
  text,
  title,
}: LazyDialogButtonProps<P>) {
  const [open, setOpen] = useState(false);
  const iconOnly = text === undefined;
  return (
    <>
      <Button
        variant="outline"
        size={iconOnly ? 'icon' : 'sm'}
        aria-label={iconOnly ? title : undefined}
        title={title}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        onPointerEnter={dialog.preload}
        onFocus={dialog.preload}
      >
        {icon}
        {iconOnly ? null : text}
      </Button>
      {open ? (
        <Suspense fallback={<OpeningOverlay />}>
          <dialog.Component {...dialogProps} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
