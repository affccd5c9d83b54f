import type { ReactNode } from 'react';
import { cn } from '../../lib/utils.ts';
import { Button } from './button.tsx';
import { Card } from './card.tsx';

interface ErrorRetryProps {
  /** What failed, in the screen's own words. */
  message: ReactNode;
  /** The button's text ("Try again"); tests find the button by it. */
  retryLabel: string;
  onRetry: () => void;
  /** 'card' stands on its own in a page; 'inline' sits inside a card, dialog or list. */
  variant?: 'card' | 'inline';
  /** Small button; the default is 'default' for a card and 'sm' inline. */
  size?: 'default' | 'sm';
  /** Spacing for where it stands (merged over the variant's own classes). */
  className?: string;
}

/** A load that failed: an alert with the reason and a button that tries again. */
export function ErrorRetry({ message, retryLabel, onRetry, variant = 'card', size, className }: ErrorRetryProps) {
  const body = (
    <>
      <p className="text-sm text-muted-foreground">{message}</p>
      <Button size={size ?? (variant === 'card' ? 'default' : 'sm')} variant="outline" onClick={onRetry}>
        {retryLabel}
      </Button>
    </>
  );
  if (variant === 'inline') {
    return (
      <div role="alert" className={cn('flex flex-col items-start gap-2', className)}>
        {body}
      </div>
    );
  }
  return (
    <Card role="alert" className={cn('items-start p-6', className)}>
      {body}
    </Card>
  );
}
