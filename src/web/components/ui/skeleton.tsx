import type { ComponentProps } from 'react';
import { cn } from '../../lib/utils.ts';

/** A grey placeholder block; give the loading region aria-busy and a label, not each skeleton. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-md bg-muted', className)} {...props} />;
}
