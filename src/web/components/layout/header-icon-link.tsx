import { useState } from 'react';
import { Link } from 'wouter';
import type { LucideIcon } from 'lucide-react';
import { cn } from '../../lib/utils.ts';
import { buttonVariants } from '../ui/button.tsx';

/**
 * A header icon link with its tooltip (spec section 9: shown after 700 ms on hover or keyboard
 * focus). A CSS tooltip rather than Radix Tooltip, whose code (floating-ui, portal, layers) every
 * signed-in first load carried (issue 19). The link is named by aria-label, so the tooltip is
 * hidden from assistive technology; Escape hides it until the pointer or focus leaves (WCAG 1.4.13).
 */
export function HeaderIconLink({
  href,
  label,
  icon: Icon,
  current,
}: {
  href: string;
  label: string;
  icon: LucideIcon;
  current: boolean;
}) {
  const [dismissed, setDismissed] = useState(false);
  return (
    <span className="group/tip relative hidden sm:inline-flex" onPointerLeave={() => setDismissed(false)}>
      <Link
        href={href}
        aria-label={label}
        aria-current={current ? 'page' : undefined}
        className={buttonVariants({ variant: 'ghost', size: 'icon' })}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setDismissed(true);
        }}
        onBlur={() => setDismissed(false)}
      >
        <Icon aria-hidden="true" className="size-5" />
      </Link>
      <span
        aria-hidden="true"
        data-testid="header-tooltip"
        className={cn(
          'pointer-events-none invisible absolute top-full left-1/2 z-50 mt-1.5 -translate-x-1/2 rounded-md bg-foreground px-2.5 py-1.5 text-xs font-medium whitespace-nowrap text-background opacity-0 shadow-md transition-opacity',
          // Shown after the spec's 700 ms delay, hidden at once.
          'group-hover/tip:visible group-hover/tip:opacity-100 group-hover/tip:delay-700 group-has-[:focus-visible]/tip:visible group-has-[:focus-visible]/tip:opacity-100 group-has-[:focus-visible]/tip:delay-700',
          dismissed && 'hidden',
        )}
      >
        {label}
      </span>
    </span>
  );
}
