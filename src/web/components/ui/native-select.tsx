import type { ComponentProps } from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from '../../lib/utils.ts';

/**
 * A browser <select> drawn like the Radix Select trigger (select.tsx): for short fixed lists on
 * pages whose first load must stay small (issue 19). The browser's own list works with touch,
 * keyboard and screen readers. Give it an id matched by a <Label htmlFor>, or an aria-label.
 */
export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return (
    <div className="relative">
      <select
        className={cn(
          'flex h-10 w-full appearance-none items-center rounded-lg border border-input bg-card py-2 pr-9 pl-3 text-sm shadow-xs focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive',
          className,
        )}
        {...props}
      />
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 opacity-60"
      />
    </div>
  );
}
