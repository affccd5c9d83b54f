/** Query keys of the shopping list; both start with the API path, so one invalidation reaches both. */
export const shoppingListKeys = {
  all: ['/api/shopping-list-items'] as const,
  items: () => ['/api/shopping-list-items'] as const,
  combined: () => ['/api/shopping-list-items', 'combined'] as const,
};
