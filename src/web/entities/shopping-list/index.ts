/**
 * The shopping-list entity (decision 0001): its API calls and the ingredient picker other screens
 * open from a recipe (card and detail modal).
 */
export { shoppingListKeys } from './api/keys.ts';
export type { TCombinedShoppingItem, TShoppingItem, TShoppingItemInput } from './api/types.ts';
export {
  combinedShoppingItemsQueryOptions,
  fetchCombinedShoppingItems,
  fetchShoppingItems,
  shoppingItemsQueryOptions,
  useCombinedShoppingItems,
  useShoppingItems,
} from './api/shopping-items-query.ts';
export { addShoppingItem, addShoppingItems, useAddShoppingItems } from './api/add-shopping-items.ts';
export { setShoppingItemChecked, useSetItemsChecked, type SetCheckedInput } from './api/set-item-checked.ts';
export {
  clearShoppingList,
  deleteShoppingItem,
  useClearShoppingList,
  useDeleteShoppingItem,
} from './api/delete-items.ts';
export { isAlreadyHave, parseAlreadyHave } from './model/already-have.ts';
export {
  IngredientPickerDialog,
  type IngredientPickerDialogProps,
  type PickerRecipe,
} from './components/ingredient-picker-dialog.tsx';
export {
  AddToShoppingListButton,
  ShoppingListCardAction,
  ShoppingListModalAction,
} from './components/add-to-shopping-list-button.tsx';
