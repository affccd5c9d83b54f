/**
 * Recipe amounts as the reader wants them: a servings stepper that scales (exact fractions), the
 * reader's unit system (the recipe keeps its own), temperatures and lengths in steps and tips
 * converted, and "show original amounts".
 *
 *   const units = useRecipeUnits(recipe);
 *   <RecipeUnitsToolbar units={units} />
 *   <RecipeIngredients ingredients={units.ingredients} /> <RecipeInstructions instructions={units.instructions} />
 */
export { useRecipeUnits, type RecipeUnits } from './hooks/use-recipe-units.ts';
export { displayRecipe, type RecipeDisplay, type RecipeDisplayOptions } from './model/recipe-display.ts';
export { RecipeUnitsToolbar } from './components/recipe-units-toolbar.tsx';
export { ServingsStepper } from './components/servings-stepper.tsx';
export { UnitSystemToggle } from './components/unit-system-toggle.tsx';
export { OriginalAmountsSwitch } from './components/original-amounts-switch.tsx';
