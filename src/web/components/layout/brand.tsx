import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/utils.ts';

/** The Tempero mark, drawn inline so it needs no request and follows the palette. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" className={cn('size-8', className)}>
      <rect width="64" height="64" rx="14" fill="#c2410c" />
      <path d="M14 34h36a18 18 0 0 1-36 0Z" fill="#fff7ed" />
      <path d="M32 30c0-9 5-15 13-17-1 8-6 14-13 17Z" fill="#86efac" />
      <path d="M32 30c-1-6-5-10-11-11 1 6 5 10 11 11Z" fill="#4ade80" />
      <rect x="10" y="31" width="44" height="4" rx="2" fill="#fed7aa" />
    </svg>
  );
}

/** The home link labelled with the product name (spec section 2, Header). */
export function BrandLink({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <Link
      href="/"
      className={cn(
        'flex items-center gap-2 rounded-lg font-display text-xl font-bold tracking-tight text-foreground focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring',
        className,
      )}
    >
      <BrandMark />
      <span>{t('appName')}</span>
    </Link>
  );
}
