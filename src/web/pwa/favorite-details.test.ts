import { describe, expect, it, vi } from 'vitest';
import { buildRecipe, buildRecipeCard } from '../entities/recipe/testing/build-recipe.ts';
import { withDetails } from './favorite-details.ts';

describe('withDetails (offline favourites from lean cards)', () => {
  it('reads the detail of a card with no copy, keeps the order', async () => {
    const a = buildRecipe({ id: 'a', title: 'A' });
    const b = buildRecipe({ id: 'b', title: 'B' });
    const fetchDetail = vi.fn(async (id: string) => (id === 'a' ? a : b));
    const result = await withDetails([buildRecipeCard(a), buildRecipeCard(b)], { known: () => undefined, fetchDetail });
    expect(result).toEqual([a, b]);
    expect(fetchDetail).toHaveBeenCalledTimes(2);
  });

  it('uses a kept copy of the same version, and reads again when the recipe changed', async () => {
    const kept = buildRecipe({ id: 'a', updatedAt: '2026-01-01T00:00:00.000Z' });
    const newer = { ...kept, updatedAt: '2026-02-01T00:00:00.000Z', ingredients: [{ name: 'saffron', amount: '' }] };
    const fetchDetail = vi.fn(async () => newer);
    expect(await withDetails([buildRecipeCard(kept)], { known: () => kept, fetchDetail })).toEqual([kept]);
    expect(fetchDetail).not.toHaveBeenCalled();
    const { ingredients: _i, instructions: _s, tips: _t, ...newerCard } = newer;
    expect(await withDetails([newerCard], { known: () => kept, fetchDetail })).toEqual([newer]);
  });

  it('offline: keeps the older copy, and leaves out a favourite it has no copy of', async () => {
    const kept = buildRecipe({ id: 'a', updatedAt: '2026-01-01T00:00:00.000Z' });
    const changedCard = buildRecipeCard({ ...kept, updatedAt: '2026-03-01T00:00:00.000Z', title: 'Renamed' });
    const unknownCard = buildRecipeCard({ id: 'z' });
    const result = await withDetails([changedCard, unknownCard], {
      known: (id) => (id === 'a' ? kept : undefined),
      fetchDetail: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    expect(result).toHaveLength(1);
    expect(result[0]).toMatchObject({ id: 'a', title: 'Renamed', ingredients: kept.ingredients });
  });
});
