/** The household entity: its API calls and the profile's Household section. */
export * from './api/household-api.ts';
export { HouseholdCard } from './components/household-card.tsx';
export { bundleHouseholdTexts, HOUSEHOLD_NS } from './i18n.ts';
