/**
 * Recipe generation on Home (spec sections 2 to 5, 7 and 8): the form, and the grid of the
 * recipes it generated. They share the latest generation through TanStack Query's mutation cache,
 * so Home places them apart (the import button sits between them).
 */
export { GenerateRecipeForm } from './components/generate-recipe-form.tsx';
export { GeneratedRecipes } from './components/generated-recipes.tsx';
