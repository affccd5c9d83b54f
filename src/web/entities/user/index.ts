/**
 * The user entity (decision 0001): the account's preferences, statistics, password and deletion, and how the
 * person looking at the screen reads amounts (their unit system, from the account when signed in,
 * else this device's choice or the browser's locale).
 */
export { useUpdatePreferences } from './api/update-preferences.ts';
export { deleteAccount, useDeleteAccount } from './api/delete-account.ts';
export { changePassword, useChangePassword } from './api/change-password.ts';
export {
  fetchUserStatistics,
  userStatisticsQueryOptions,
  useUserStatistics,
  type TUserStatistics,
} from './api/statistics-query.ts';
export { useSetViewerUnitSystem, useViewerUnitSystem, type ViewerUnitSystem } from './hooks/use-viewer-unit-system.ts';
export { useDisplayAmounts, type DisplayAmounts } from './hooks/use-display-amounts.ts';
export { useBoughtAs, useFoodFacts, type BoughtAsOf, type FoodFactsOf } from './hooks/use-food-facts.ts';
export { displayAmount, displayText, servingsFactor, type DisplayOptions } from './model/display-amounts.ts';
export {
  UNIT_SYSTEM_STORAGE_KEY,
  isUnitSystem,
  readStoredUnitSystem,
  storeUnitSystem,
  unitSystemForLocales,
} from './model/unit-system.ts';
