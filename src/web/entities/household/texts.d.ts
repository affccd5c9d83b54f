import type household from '../../locales/en/household.json';

declare global {
  interface TemperoI18nResources {
    household: typeof household;
  }
}
export {};
