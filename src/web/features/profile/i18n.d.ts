import type importApps from '../../locales/en/import-apps.json';
import type integrations from '../../locales/en/integrations.json';

declare global {
  interface TemperoI18nResources {
    'import-apps': typeof importApps;
    integrations: typeof integrations;
  }
}

export {};
