import type { TCollection } from '../../shared/schemas/collection.ts';
import type { CollectionWithRecipes } from './collections.repository.ts';

export function presentCollection(c: CollectionWithRecipes): TCollection {
  return {
    id: c.id,
    name: c.name,
    description: c.description,
    color: c.color,
    icon: c.icon,
    recipeCount: c.recipeIds.length,
    recipeIds: c.recipeIds,
    createdAt: c.createdAt.toISOString(),
    addedBy: c.addedBy ?? null,
  };
}
