import type editor from '../../locales/en/editor.json';

// Registers the recipe editor's namespace for typed t() keys (see src/web/i18next.d.ts).
declare global {
  interface TemperoI18nResources {
    editor: typeof editor;
  }
}

export {};
