/**
 * Which recipe's image manager is open, and where it is rendered.
 *
 * The widget's manage button gets only a handler (useImageActions), so the dialog lives in a host:
 * every owner's card and every open detail modal mounts one for its recipe (ImageManagerHost).
 * Of the hosts of one recipe, the one mounted last renders the dialog: the detail modal's (it
 * opened after its card) while the modal is open, else the card's. A recipe with no host gets no
 * manage handler, so no button that does nothing is ever shown.
 */

interface HostEntry {
  token: symbol;
  recipeId: string;
}

export interface ImageManagerSnapshot {
  /** Registered hosts, oldest first. */
  hosts: readonly HostEntry[];
  /** The recipe whose manager is open, or null. */
  openRecipeId: string | null;
}

let snapshot: ImageManagerSnapshot = { hosts: [], openRecipeId: null };
const listeners = new Set<() => void>();

function set(next: ImageManagerSnapshot): void {
  snapshot = next;
  for (const listener of listeners) listener();
}

export function subscribeImageManager(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getImageManagerSnapshot(): ImageManagerSnapshot {
  return snapshot;
}

/** Adds a host; the returned function removes it (and closes the manager when no host of it is left). */
export function registerImageManagerHost(token: symbol, recipeId: string): () => void {
  set({ ...snapshot, hosts: [...snapshot.hosts, { token, recipeId }] });
  return () => {
    const hosts = snapshot.hosts.filter((host) => host.token !== token);
    const stillHosted = hosts.some((host) => host.recipeId === snapshot.openRecipeId);
    set({ hosts, openRecipeId: stillHosted ? snapshot.openRecipeId : null });
  };
}

/** The host that renders a recipe's manager: the last one mounted for it. */
export function activeHostOf(state: ImageManagerSnapshot, recipeId: string): symbol | null {
  for (let i = state.hosts.length - 1; i >= 0; i -= 1) {
    if (state.hosts[i]!.recipeId === recipeId) return state.hosts[i]!.token;
  }
  return null;
}

export function hasImageManagerHost(state: ImageManagerSnapshot, recipeId: string): boolean {
  return activeHostOf(state, recipeId) !== null;
}

export function openImageManager(recipeId: string): void {
  if (!hasImageManagerHost(snapshot, recipeId)) return;
  set({ ...snapshot, openRecipeId: recipeId });
}

export function closeImageManager(): void {
  if (snapshot.openRecipeId !== null) set({ ...snapshot, openRecipeId: null });
}
