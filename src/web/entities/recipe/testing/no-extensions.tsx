import type { ReactNode } from 'react';
import { RecipeExtensionsProvider } from '../extensions/context.tsx';
import type { RecipeExtensions, RecipeImageActions } from '../extensions/types.ts';

const NO_IMAGE_ACTIONS: RecipeImageActions = {};

/** Every extension point empty: tests of the card, modal and pages see only their own parts. */
export const NO_EXTENSIONS: RecipeExtensions = {
  cardBadges: [],
  cardActions: [],
  modalActions: [],
  modalOwnerActions: [],
  modalSections: [],
  publicSections: [],
  useImageActions: () => NO_IMAGE_ACTIONS,
};

/** Renders children with no registered extensions, plus the given ones. */
export function WithExtensions({ value = {}, children }: { value?: Partial<RecipeExtensions>; children: ReactNode }) {
  return <RecipeExtensionsProvider value={{ ...NO_EXTENSIONS, ...value }}>{children}</RecipeExtensionsProvider>;
}
