import type kitchen from '../../locales/en/kitchen.json';

// Registers the kitchen namespace (cook mode, print, calendar, pantry links) for typed t() keys.
declare global {
  interface TemperoI18nResources {
    kitchen: typeof kitchen;
  }
}

export {};
