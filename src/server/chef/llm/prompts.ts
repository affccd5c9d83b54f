import type { TLanguage, TUnitSystem } from '../../../shared/constants.ts';
import type {
  TAdjustInstructionsRequest,
  TChefRecipe,
  TMealPlanRequest,
  TModifyRequest,
  TSavedRecipe,
  TSubstitutesRequest,
} from '../../../shared/schemas/chef.ts';
import type { TGenerateRequest } from '../../../shared/schemas/recipe.ts';
import { languageInfo } from '../../../shared/i18n/languages.ts';
import { knowledgeRoom } from '../../knowledge/room.ts';
import type { Restrictions } from '../cookbook/restrictions.ts';
import { restrictionText } from '../reader/diets.ts';

/** Instructions every call carries: language, units, format. */
export function systemPrompt(lang: TLanguage, units: TUnitSystem): string {
  const language = languageInfo(lang).promptName;
  const unitText =
    units === 'metric'
      ? 'metric units: grams, kilograms, millilitres, litres and °C (teaspoons, tablespoons and counts are fine)'
      : 'US/imperial units: cups, tablespoons, teaspoons, ounces, pounds and °F';
  return [
    'You are the chef of Tempero, a home-cooking app. You are precise, practical and honest: you never claim a dish is something it is not, and you never break a dietary rule you were given.',
    `Write every piece of text you return (titles, descriptions, ingredient names, amounts, steps, tags, tips, summaries, reasoning) in ${language}.`,
    `Write amounts and temperatures in ${unitText}.`,
    'Each ingredient has a short "name" and an "amount" with quantity and unit (e.g. "2 cups", "300 g", "1 pinch"; "" or "to taste" when none).',
    'Instructions are ordered steps, one per array item, without numbering; they may use **bold**. Times are whole minutes. difficulty is exactly Easy, Medium or Hard.',
    'Answer only with JSON matching the requested schema.',
  ].join('\n');
}

/** The restrictions as the prompt states them: the diet table's meaning, the same the answer is checked by. */
export function dietText(r: Restrictions): string {
  return restrictionText(knowledgeRoom(), r);
}

function recipeJson(r: TChefRecipe): string {
  return JSON.stringify({
    title: r.title,
    description: r.description ?? '',
    prepTime: r.prepTime,
    cookTime: r.cookTime,
    servings: r.servings,
    difficulty: r.difficulty,
    ingredients: r.ingredients,
    instructions: r.instructions,
    tags: r.tags,
    tips: r.tips,
  });
}

export function generatePrompt(req: TGenerateRequest, limit: number | null, restrictions: Restrictions): string {
  const rules = dietText(restrictions);
  const lines = [
    `Create exactly ${req.recipeCount} different recipes.`,
    req.dishType
      ? `What the cook wants: ${req.dishType}`
      : 'The cook left the dish open: choose varied, appealing home-cooking dishes.',
    req.preferences ? `Preferences and restrictions: ${req.preferences}` : '',
    limit !== null
      ? `Each recipe's prepTime + cookTime must be at most ${limit} minutes in total.`
      : 'There is no time limit.',
    rules ? `Every recipe must be: ${rules}. Never include a forbidden ingredient, even if the cook has it.` : '',
    req.availableIngredients.length > 0
      ? `Ingredients the cook already has (use them where they make sense): ${req.availableIngredients.join(', ')}`
      : '',
    'Return {"recipes": [...]} with complete recipes (ingredients with amounts, clear steps, 2–5 tags, 1–3 tips).',
  ];
  return lines.filter(Boolean).join('\n');
}

const ACTIONS: Record<string, string> = {
  vegetarian:
    'Make it vegetarian: replace every meat, poultry, fish and seafood ingredient (and meat stocks, gelatin) with a fitting vegetarian ingredient, and rewrite every step, the title and tips that mention them.',
  double: 'Double the recipe: multiply every amount exactly by 2 and the servings by 2.',
  spicy:
    'Make it spicier with a chilli that suits the cuisine, add it to the ingredients and add or change a step that uses it.',
  healthy:
    'Make it healthier and lighter: less oil, butter, sugar and cream, lighter swaps, baking instead of frying where relevant.',
  quick: 'Make it quicker: use faster techniques and shortcuts, and set realistic shorter times.',
};

export function modifyPrompt(req: TModifyRequest): string {
  const what = req.action
    ? ACTIONS[req.action]!
    : `The cook asks: "${req.customPrompt}". Apply it if it is a sensible cooking change; otherwise return success false with the unchanged recipe and explain in reasoning what you can do instead.`;
  return [
    what,
    'Keep the recipe coherent: every ingredient that changes must change everywhere it is mentioned. Keep the recipe in the language it is written in.',
    'Return {"success", "updated_recipe", "summary" (one sentence on what changed), "reasoning" (why, and anything to watch for)}.',
    `Recipe: ${recipeJson(req.currentRecipe)}`,
  ].join('\n');
}

export function tipsPrompt(r: TChefRecipe): string {
  return `Suggest up to 5 short, practical cooking tips for this recipe that it does not already include. Return {"tips": [...]}.\nRecipe: ${recipeJson(r)}`;
}

export function tagsPrompt(r: TChefRecipe): string {
  return `Suggest up to 8 short lowercase tags (cuisine, meal, diet, main ingredient, technique, time) for this recipe that it does not already have. Only claim a diet tag if every ingredient follows it. Return {"tags": [...]}.\nRecipe: ${recipeJson(r)}`;
}

export function substitutesPrompt(req: TSubstitutesRequest): string {
  return [
    `Suggest up to 4 substitutes for "${req.ingredient}"${req.amount ? ` (the recipe uses ${req.amount})` : ''} in the recipe "${req.recipeTitle}".`,
    req.recipeInstructions.length > 0 ? `Recipe steps: ${req.recipeInstructions.join(' ')}` : '',
    'For each: name, amount (scaled to the recipe amount when given, else the ratio), notes (when it works best, what changes). Return {"substitutes": [...]}.',
  ]
    .filter(Boolean)
    .join('\n');
}

export function adjustPrompt(req: TAdjustInstructionsRequest): string {
  return [
    `In the recipe "${req.recipeTitle}", the ingredient "${req.oldIngredient}" was replaced by "${req.newIngredient}"${req.newAmount ? ` (${req.newAmount})` : ''}.`,
    'Rewrite the steps so every mention of the old ingredient (including its amount where stated) refers to the new one, adjusting technique or time only where the new ingredient needs it.',
    `Keep the same number of steps (${req.currentInstructions.length}) and the language the steps are written in. Return {"adjustedInstructions": [...]}.`,
    `Steps: ${JSON.stringify(req.currentInstructions)}`,
  ].join('\n');
}

export function planPrompt(
  req: TMealPlanRequest,
  days: string[],
  restrictions: Restrictions,
  saved: readonly TSavedRecipe[],
): string {
  const rules = dietText(restrictions);
  const savedList = saved
    .slice(0, 40)
    .map((s) => ({ id: s.id, title: s.title, minutes: s.prepTime + s.cookTime, tags: s.tags.slice(0, 5) }));
  return [
    `Plan meals for these dates: ${days.join(', ')}.`,
    'For every date give breakfast, lunch and dinner (and a snack when it fits), each a complete recipe.',
    `Servings = ${req.peopleCount}. ${req.maxCookingTime ? `prepTime + cookTime at most ${req.maxCookingTime} minutes per meal.` : ''}`,
    req.preferences ? `Preferences: ${req.preferences}` : '',
    req.dietaryRestrictions ? `Dietary restrictions: ${req.dietaryRestrictions}` : '',
    rules ? `Every meal must be: ${rules}.` : '',
    'Vary cuisines and proteins; never repeat a recipe within 3 days. Give each suggestion a one-sentence reasoning.',
    req.includeUserRecipes && savedList.length > 0
      ? `You may reuse the cook's saved recipes (set existingRecipeId to its id and copy its content); otherwise existingRecipeId is "". Saved: ${JSON.stringify(savedList)}`
      : 'existingRecipeId is always "".',
    'Return {"suggestions": [...]}.',
  ]
    .filter(Boolean)
    .join('\n');
}

export function fromTextPrompt(text: string): string {
  return [
    'Extract the recipe from this text. Keep its language and its units; do not invent ingredients or steps that are not there (you may infer times and difficulty).',
    'If the text holds no recipe, return {"found": false, "recipe": null}.',
    `Text:\n${text}`,
  ].join('\n');
}
