import type { ComponentProps } from 'react';
import { Search } from 'lucide-react';
import { cn } from '../../lib/utils.ts';
import { Input } from './input.tsx';

export type SearchInputProps = Omit<ComponentProps<'input'>, 'type'> & {
  /** Classes of the box around the field and its icon (its width: `max-w-md`…). */
  wrapperClassName?: string;
};

/** A search field (`type="search"`, the searchbox role) with a magnifier drawn at its start. */
export function SearchInput({ className, wrapperClassName, ...props }: SearchInputProps) {
  return (
    <div className={cn('relative', wrapperClassName)}>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input type="search" className={cn('pl-9', className)} {...props} />
    </div>
  );
}
