import { BookOpen, ChefHat, Coffee, Cookie, FolderOpen, Heart, Star, Utensils, type LucideIcon } from 'lucide-react';
import { COLLECTION_COLOR_FALLBACK, COLLECTION_COLORS, COLLECTION_ICONS } from '../../../../shared/constants.ts';

export type TCollectionColor = (typeof COLLECTION_COLORS)[number];
export type TCollectionIcon = (typeof COLLECTION_ICONS)[number];

/** The translation key suffix of each colour preset, in the spec's order (section 3). */
export const COLLECTION_COLOR_NAMES = {
  '#ef4444': 'red',
  '#f97316': 'orange',
  '#eab308': 'yellow',
  '#22c55e': 'green',
  '#06b6d4': 'cyan',
  '#3b82f6': 'blue',
  '#8b5cf6': 'violet',
  '#ec4899': 'pink',
} as const satisfies Record<TCollectionColor, string>;

export const COLLECTION_ICON_COMPONENTS: Record<TCollectionIcon, LucideIcon> = {
  FolderOpen,
  Heart,
  Star,
  BookOpen,
  ChefHat,
  Coffee,
  Utensils,
  Cookie,
};

export function isCollectionColor(value: unknown): value is TCollectionColor {
  return typeof value === 'string' && (COLLECTION_COLORS as readonly string[]).includes(value.toLowerCase());
}

export function isCollectionIcon(value: unknown): value is TCollectionIcon {
  return typeof value === 'string' && (COLLECTION_ICONS as readonly string[]).includes(value);
}

/**
 * The colour a card or badge paints a collection with: its preset, or the grey fallback
 * (spec section 3) for anything else — a missing colour, or a value that is not a preset, which
 * must never reach a style attribute unchecked.
 */
export function collectionColor(color: string | null | undefined): string {
  return isCollectionColor(color) ? color.toLowerCase() : COLLECTION_COLOR_FALLBACK;
}

/** The lucide icon of a collection, FolderOpen for an unknown name. */
export function collectionIcon(icon: string | null | undefined): LucideIcon {
  return isCollectionIcon(icon) ? COLLECTION_ICON_COMPONENTS[icon] : FolderOpen;
}
