/** The pantry entity: its API calls, used by the pantry page, the generator, the planner and the list. */
export type { TPantryItem, TPantryMatch } from '../../../shared/schemas/pantry.ts';
export {
  pantryKeys,
  pantryItemsQueryOptions,
  useAddPantryItem,
  useDeletePantryItem,
  usePantryItems,
  usePantryMatches,
  useSaveStaples,
  useShoppingFromPlan,
  useStaples,
  useUpdatePantryItem,
  useUsePantryForMeal,
} from './api/pantry-api.ts';
export { PutInPantryButton, useOfferTakeOut } from './components/pantry-actions.tsx';
