import { useLayoutEffect, useRef, type ComponentProps, type Ref } from 'react';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { cn } from '../../../lib/utils.ts';

/** Spec section 9, "Instruction textarea": 2 to 8 rows. */
export const TEXTAREA_MIN_ROWS = 2;
export const TEXTAREA_MAX_ROWS = 8;

/** Sets `rows` to what the text needs, between min and max; past max the field scrolls. */
export function fitRows(el: HTMLTextAreaElement, min = TEXTAREA_MIN_ROWS, max = TEXTAREA_MAX_ROWS): number {
  el.rows = min;
  const style = getComputedStyle(el);
  const line = parseFloat(style.lineHeight) || (parseFloat(style.fontSize) || 16) * 1.5;
  const padding = (parseFloat(style.paddingTop) || 0) + (parseFloat(style.paddingBottom) || 0);
  const needed = Math.ceil((el.scrollHeight - padding) / line);
  const rows = Math.max(min, Math.min(max, Number.isFinite(needed) ? needed : min));
  el.rows = rows;
  return rows;
}

function setRef<T>(ref: Ref<T> | undefined, value: T | null): void {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

export interface AutoGrowTextareaProps extends Omit<ComponentProps<'textarea'>, 'rows'> {
  /** The current text (the field may be uncontrolled): rows are refitted when it changes. */
  text: string;
}

/** A textarea that grows with its text from 2 to 8 rows. */
export function AutoGrowTextarea({ text, className, ref, ...props }: AutoGrowTextareaProps) {
  const own = useRef<HTMLTextAreaElement | null>(null);
  useLayoutEffect(() => {
    if (own.current) fitRows(own.current);
  }, [text]);
  return (
    <Textarea
      {...props}
      rows={TEXTAREA_MIN_ROWS}
      ref={(el) => {
        own.current = el;
        setRef(ref, el);
      }}
      className={cn('min-h-0 resize-none', className)}
    />
  );
}
