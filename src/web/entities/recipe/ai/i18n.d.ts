import type chef from '../../../locales/en/chef.json';

// Registers the AI features' namespace for typed t() keys (see src/web/i18next.d.ts). Home's
// generation form uses it too.
declare global {
  interface TemperoI18nResources {
    chef: typeof chef;
  }
}

export {};
