import type chef from '../../locales/en/chef.json';
import type chefTools from '../../locales/en/chef-tools.json';

// The AI texts are the chef's namespace, registered by the recipe entity's AI calls too
// (entities/recipe/ai/i18n.d.ts); typed t() keys, see src/web/i18next.d.ts. The tools' texts
// (modify, substitutions, AI tags and tips) are 'chef-tools': Home's generation form, which loads
// 'chef' with the page, does not need them (issue 19).
declare global {
  interface TemperoI18nResources {
    chef: typeof chef;
    'chef-tools': typeof chefTools;
  }
}

export {};
