import { collectionColor, collectionIcon } from '../model/collection-style.ts';
import { cn } from '../../../lib/utils.ts';

/** A collection's lucide icon in its colour (grey for an unknown colour); decorative. */
export function CollectionIcon({
  icon,
  color,
  className,
}: {
  icon: string | null | undefined;
  color?: string | null;
  className?: string;
}) {
  const Icon = collectionIcon(icon);
  return (
    <Icon aria-hidden="true" className={cn('size-4 shrink-0', className)} style={{ color: collectionColor(color) }} />
  );
}

/** The icon on a tinted tile of the collection's colour, as cards and headings show it. */
export function CollectionIconTile({
  icon,
  color,
  size = 'md',
  className,
}: {
  icon: string | null | undefined;
  color: string | null | undefined;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}) {
  const tint = collectionColor(color);
  const Icon = collectionIcon(icon);
  const box = { sm: 'size-8 rounded-lg', md: 'size-11 rounded-xl', lg: 'size-14 rounded-2xl' }[size];
  const glyph = { sm: 'size-4', md: 'size-5', lg: 'size-7' }[size];
  return (
    <span
      aria-hidden="true"
      className={cn('flex shrink-0 items-center justify-center text-white shadow-sm', box, className)}
      style={{ backgroundColor: tint }}
    >
      <Icon className={glyph} />
    </span>
  );
}
