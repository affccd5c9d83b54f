/**
 * Saving a public recipe before signing in (spec sections 2 and 4): the public page stores the
 * recipe id under `pendingRecipeId`; after sign-in the home page copies it into the user's
 * favourites, about 1 s after load. A link may also carry `?autoAddRecipe=<id>`, saved after
 * about 0.5 s.
 */
export const PENDING_RECIPE_STORAGE_KEY = 'pendingRecipeId';
export const AUTO_ADD_PARAM = 'autoAddRecipe';
export const AUTO_ADD_DELAY_MS = { storage: 1000, param: 500 } as const;

/** Recipe ids are UUIDs; anything that could not be one is ignored rather than sent to the server. */
const ID_PATTERN = /^[A-Za-z0-9-]{1,100}$/;

function validId(value: string | null | undefined): string | null {
  const v = value?.trim();
  return v && ID_PATTERN.test(v) ? v : null;
}

export function storePendingRecipe(id: string): void {
  try {
    localStorage.setItem(PENDING_RECIPE_STORAGE_KEY, id);
  } catch {
    // Storage can be unavailable (private mode): the recipe then has to be saved by hand.
  }
}

export function readPendingRecipe(): string | null {
  try {
    return validId(localStorage.getItem(PENDING_RECIPE_STORAGE_KEY));
  } catch {
    return null;
  }
}

export function clearPendingRecipe(): void {
  try {
    localStorage.removeItem(PENDING_RECIPE_STORAGE_KEY);
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}

export interface PendingSave {
  recipeId: string;
  source: 'param' | 'storage';
  delayMs: number;
}

/**
 * What the home page should save on load: the query parameter first (it is the newer, explicit
 * request), then the stored id unless it is the same recipe. Invalid ids are dropped.
 */
export function planPendingSaves(input: { stored: string | null; param: string | null }): PendingSave[] {
  const plans: PendingSave[] = [];
  const param = validId(input.param);
  const stored = validId(input.stored);
  if (param) plans.push({ recipeId: param, source: 'param', delayMs: AUTO_ADD_DELAY_MS.param });
  if (stored && stored !== param)
    plans.push({ recipeId: stored, source: 'storage', delayMs: AUTO_ADD_DELAY_MS.storage });
  return plans;
}

/** The search string without the autoAddRecipe parameter ('' when nothing else is left). */
export function searchWithoutAutoAdd(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(AUTO_ADD_PARAM);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}
