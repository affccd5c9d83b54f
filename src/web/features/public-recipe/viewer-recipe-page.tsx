/** /recipes/:id for a signed-in person: their recipe (or their household's) in the app. */
export { ViewerRecipePage as default } from './components/viewer-recipe.tsx';
