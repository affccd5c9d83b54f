import type { ComponentProps } from 'react';
import { cn } from '../../lib/utils.ts';

/**
 * A form label. Like Radix's Label (which it replaced to keep light pages free of Radix): a double
 * click on the label's own text does not select it; clicks on a control inside pass through.
 */
export function Label({ className, onMouseDown, ...props }: ComponentProps<'label'>) {
  return (
    <label
      className={cn(
        'text-sm leading-none font-medium select-none peer-disabled:cursor-not-allowed peer-disabled:opacity-60',
        className,
      )}
      {...props}
      onMouseDown={(event) => {
        if ((event.target as HTMLElement).closest('button, input, select, textarea')) return;
        onMouseDown?.(event);
        if (!event.defaultPrevented && event.detail > 1) event.preventDefault();
      }}
    />
  );
}
