/** Nutrition per serving from a recipe's ingredients (USDA SR24): <RecipeNutritionPanel recipe servings />. */
export { RecipeNutritionPanel } from './nutrition-panel.tsx';
