import type importTexts from '../../locales/en/import.json';

// Registers the import modal's namespace for typed t() keys (see src/web/i18next.d.ts).
declare global {
  interface TemperoI18nResources {
    import: typeof importTexts;
  }
}

export {};
