import type units from '../../../locales/en/units.json';

// Registers the units namespace for typed t() keys (see src/web/i18next.d.ts).
declare global {
  interface TemperoI18nResources {
    units: typeof units;
  }
}

export {};
