import type importApps from '../../locales/en/import-apps.json';

declare global {
  interface TemperoI18nResources {
    'import-apps': typeof importApps;
  }
}

export {};
