import type cardActions from '../../../locales/en/card-actions.json';

// The card's action buttons' and badges' texts (registry.ts): a namespace of their own, so that a
// list of cards does not load the shopping list's, meal planner's and collections' whole
// namespaces for six labels (issue 19). Their dialogs load those when opened.
declare global {
  interface TemperoI18nResources {
    'card-actions': typeof cardActions;
  }
}

export {};
