import type { ParseKeys } from 'i18next';

export interface NavLink {
  href: string;
  label: ParseKeys<'common'>;
}

/** The header's desktop links, in the spec's order (section 2, Header). */
export const PRIMARY_LINKS: readonly NavLink[] = [
  { href: '/', label: 'nav.home' },
  { href: '/favorites', label: 'nav.favorites' },
  { href: '/collections', label: 'nav.collections' },
  { href: '/history', label: 'nav.history' },
  { href: '/my-reviews', label: 'nav.myReviews' },
];

/** True when `href` is the current page or a page under it (/collections for /collections/42). */
export function isActivePath(location: string, href: string): boolean {
  if (href === '/') return location === '/';
  return location === href || location.startsWith(`${href}/`);
}
