/** The collection entity: its API hooks and the UI other screens place (recipe card, detail modal). */
export { useCollections, collectionsQueryOptions, COLLECTIONS_KEY } from './api/collections-query.ts';
export { useCollection, collectionQueryOptions } from './api/collection-query.ts';
export { useCollectionRecipes, collectionRecipesQueryOptions } from './api/collection-recipes-query.ts';
export { useCreateCollection } from './api/create-collection.ts';
export { useUpdateCollection } from './api/update-collection.ts';
export { useDeleteCollection } from './api/delete-collection.ts';
export { useAddRecipeToCollection } from './api/add-recipe-to-collection.ts';
export { useRemoveRecipeFromCollection } from './api/remove-recipe-from-collection.ts';
export { CollectionBadges, RecipeCollectionBadges } from './components/collection-badges.tsx';
export { CollectionIcon, CollectionIconTile } from './components/collection-icon.tsx';
export { CollectionFormDialog } from './components/collection-form-dialog.tsx';
export { CollectionsManagerDialog } from './components/collections-manager-dialog.tsx';
export { QuickCollectionsPopover } from './components/quick-collections-popover.tsx';
export { collectionColor, collectionIcon } from './model/collection-style.ts';
export {
  collectionsOfRecipe,
  filterCollections,
  isValidCollectionName,
  splitBadges,
} from './model/collection-rules.ts';
