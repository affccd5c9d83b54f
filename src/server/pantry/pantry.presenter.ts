import type { TPantryItem } from '../../shared/schemas/pantry.ts';
import type { PantryItemRow } from './pantry.repository.ts';

export function presentPantryItem(r: PantryItemRow): TPantryItem {
  return {
    id: r.id,
    name: r.name,
    amount: r.amount,
    bestBefore: r.bestBefore,
    runningLow: r.runningLow,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}
