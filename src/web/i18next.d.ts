import 'i18next';
import type common from './locales/en/common.json';
import type errors from './locales/en/errors.json';
import type landing from './locales/en/landing.json';
import type legal from './locales/en/legal.json';
import type home from './locales/en/home.json';
import type favorites from './locales/en/favorites.json';
import type collections from './locales/en/collections.json';
import type history from './locales/en/history.json';
import type myReviews from './locales/en/my-reviews.json';
import type profile from './locales/en/profile.json';
import type shoppingList from './locales/en/shopping-list.json';
import type mealPlanner from './locales/en/meal-planner.json';
import type publicRecipe from './locales/en/public-recipe.json';
import type offline from './locales/en/offline.json';

declare global {
  /**
   * The namespaces t() knows, typed from the English files, so t('missing.key') does not compile.
   * A feature that adds a namespace file registers it from its own folder with an i18n.d.ts:
   *   import type mine from '../../locales/en/mine.json';
   *   declare global { interface TemperoI18nResources { mine: typeof mine } }
   *   export {};
   */
  interface TemperoI18nResources {
    common: typeof common;
    errors: typeof errors;
    landing: typeof landing;
    legal: typeof legal;
    home: typeof home;
    favorites: typeof favorites;
    collections: typeof collections;
    history: typeof history;
    'my-reviews': typeof myReviews;
    profile: typeof profile;
    'shopping-list': typeof shoppingList;
    'meal-planner': typeof mealPlanner;
    'public-recipe': typeof publicRecipe;
    offline: typeof offline;
  }
}

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: TemperoI18nResources;
  }
}
