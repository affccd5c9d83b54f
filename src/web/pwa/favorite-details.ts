import type { TRecipe } from '../../shared/schemas/recipe.ts';
import type { TRecipeCard } from '../../shared/schemas/recipe-card.ts';

/** Detail reads at once while completing the favourites (2 cores, a phone's connection). */
const CONCURRENCY = 4;

export interface DetailSources {
  /** A whole copy already on this device (the previous offline list, the query cache). */
  known: (id: string) => TRecipe | undefined;
  /** GET /api/recipes/:id. */
  fetchDetail: (id: string) => Promise<TRecipe>;
}

function isWhole(recipe: TRecipeCard | TRecipe): recipe is TRecipe {
  return 'ingredients' in recipe && 'instructions' in recipe;
}

/**
 * The favourites list carries cards only (issue 19), but the offline screens show ingredients and
 * steps: each favourite's whole recipe, from a copy of the same version (same updatedAt) when this
 * device has one, else read from the server. A read that fails (offline) keeps the older copy if
 * there is one; a favourite with no whole copy at all is left out of the offline list.
 */
export async function withDetails(
  cards: readonly (TRecipeCard | TRecipe)[],
  sources: DetailSources,
): Promise<TRecipe[]> {
  const result: (TRecipe | undefined)[] = new Array(cards.length);
  let next = 0;
  const worker = async () => {
    while (next < cards.length) {
      const index = next++;
      const card = cards[index]!;
      if (isWhole(card)) {
        result[index] = card;
        continue;
      }
      const known = sources.known(card.id);
      if (known && known.updatedAt === card.updatedAt) {
        result[index] = { ...known, ...card };
        continue;
      }
      try {
        result[index] = await sources.fetchDetail(card.id);
      } catch {
        result[index] = known ? { ...known, ...card } : undefined;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, cards.length) }, worker));
  return result.filter((r): r is TRecipe => r !== undefined);
}
