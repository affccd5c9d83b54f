import type { TLanguage } from '../../../shared/constants.ts';
import type { TChefRecipe } from '../../../shared/schemas/chef.ts';
import { dietViolations } from './analyze.ts';
import { DISH_GROUPS } from './knowledge/cuisines.ts';
import { DIET_RULES, type Diet } from './knowledge/diets.ts';
import { TIP_RULES, type TipFacts } from './knowledge/tips.ts';
import type { Cuisine, IngredientCategory as C, Meal, Method } from './knowledge/types.ts';
import { recipeLanguage, userToWorking, type WRecipe } from './model.ts';
import { PhraseMatcher, fold, sameText } from './text.ts';

function facts(r: WRecipe): TipFacts {
  const families = new Set<string>();
  const cats = new Set<C>();
  for (const i of r.ingredients) {
    for (const f of i.families) families.add(f);
    for (const c of i.cats) cats.add(c);
  }
  return {
    families,
    cats,
    methods: new Set(r.methods),
    total: r.prepTime + r.cookTime,
    cook: r.cookTime,
    prep: r.prepTime,
    servings: r.servings,
    sweet: r.sweet,
    cuisine: r.cuisine,
    steps: fold(r.steps.join('\n')),
  };
}

/** Up to `max` tips for the recipe that it does not already have, in the request language. */
export function tipsLocally(recipe: TChefRecipe, lang: TLanguage, max = 5): string[] {
  const r = userToWorking(recipe, recipeLanguage(recipe, lang));
  const f = facts(r);
  const l = lang === 'pt-BR' ? 'pt' : 'en';
  const out: string[] = [];
  for (const rule of TIP_RULES) {
    if (out.length >= max) break;
    if (!rule.when(f)) continue;
    const tip = rule.tip[l];
    if (recipe.tips.some((t) => sameText(t, tip) || sameText(t, rule.tip.en) || sameText(t, rule.tip.pt))) continue;
    out.push(tip);
  }
  return out;
}

const CUISINE_TAGS: Record<Cuisine, [string, string]> = {
  brazilian: ['brazilian', 'brasileira'], italian: ['italian', 'italiana'], mexican: ['mexican', 'mexicana'], indian: ['indian', 'indiana'], chinese: ['chinese', 'chinesa'], japanese: ['japanese', 'japonesa'], thai: ['thai', 'tailandesa'], korean: ['korean', 'coreana'], vietnamese: ['vietnamese', 'vietnamita'], mediterranean: ['mediterranean', 'mediterrânea'], greek: ['greek', 'grega'], 'middle-eastern': ['middle eastern', 'árabe'], american: ['american', 'americana'], french: ['french', 'francesa'], spanish: ['spanish', 'espanhola'], portuguese: ['portuguese', 'portuguesa'], british: ['british', 'britânica'], german: ['german', 'alemã'], african: ['african', 'africana'], caribbean: ['caribbean', 'caribenha'], peruvian: ['peruvian', 'peruana'], argentinian: ['argentinian', 'argentina'], international: ['', ''],
};
const MEAL_TAGS: Record<Meal, [string, string]> = { breakfast: ['breakfast', 'café da manhã'], lunch: ['lunch', 'almoço'], dinner: ['dinner', 'jantar'], snack: ['snack', 'lanche'], dessert: ['dessert', 'sobremesa'] };
const METHOD_TAGS: Partial<Record<Method, [string, string]>> = { oven: ['oven-baked', 'assado'], grill: ['grilled', 'grelhado'], fry: ['fried', 'frito'], 'no-cook': ['no-cook', 'sem fogão'], slow: ['slow-cooked', 'cozimento lento'], pressure: ['pressure cooker', 'panela de pressão'], steam: ['steamed', 'no vapor'], blender: ['blender', 'liquidificador'], 'air-fryer': ['air fryer', 'air fryer'] };
const PROTEIN_TAGS: [string[], [string, string]][] = [
  [['chicken', 'turkey', 'duck'], ['chicken', 'frango']],
  [['beef', 'ground-beef', 'dried-beef'], ['beef', 'carne']],
  [['pork', 'bacon', 'ham', 'sausage'], ['pork', 'porco']],
  [['fish', 'salmon', 'tuna', 'small-fish'], ['fish', 'peixe']],
  [['shrimp', 'shellfish', 'squid'], ['seafood', 'frutos do mar']],
  [['tofu', 'soy'], ['tofu', 'tofu']],
  [['beans', 'lentils', 'chickpeas'], ['legumes', 'leguminosas']],
];
const DISH_TAGS: [string, string][] = [
  ['soup', 'sopa'], ['salad', 'salada'], ['pasta', 'massa'], ['stew', 'ensopado'], ['curry', 'curry'], ['cake', 'bolo'], ['pie', 'torta'], ['sandwich', 'sanduíche'], ['bowl', 'bowl'], ['pizza', 'pizza'], ['tacos', 'tacos'], ['rice', 'arroz'], ['stir-fry', 'salteado'], ['eggs', 'ovos'], ['pancakes', 'panquecas'], ['smoothie', 'vitamina'], ['dip', 'pasta'], ['cookies', 'biscoitos'], ['pudding', 'doce'], ['bread', 'pão'], ['roast', 'assado'], ['skewers', 'espetinho'], ['fritters', 'bolinho'], ['porridge', 'mingau'],
];
const DISH_MATCHER = new PhraseMatcher<number>();
DISH_GROUPS.forEach((g, i) => DISH_MATCHER.addAll(g, i));

/** Up to `max` tags the recipe does not already have, in the request language. */
export function tagsLocally(recipe: TChefRecipe, lang: TLanguage, max = 8): string[] {
  const r = userToWorking(recipe, recipeLanguage(recipe, lang));
  const l = lang === 'pt-BR' ? 1 : 0;
  const out: string[] = [];
  const push = (t: string) => {
    if (!t || out.length >= max) return;
    if (recipe.tags.some((x) => sameText(x, t)) || out.some((x) => sameText(x, t))) return;
    out.push(t);
  };
  const f = facts(r);
  const total = r.prepTime + r.cookTime;
  const c = CUISINE_TAGS[r.cuisine][l];
  push(c);
  for (const g of DISH_MATCHER.valuesIn(r.title)) push(DISH_TAGS[g]![l]);
  const meat = r.ingredients.some((i) => i.cats.some((x) => ['meat', 'fish', 'shellfish'].includes(x)));
  const diets: Diet[] = ['vegan', 'vegetarian', 'gluten-free', 'dairy-free'];
  const ok = (d: Diet) => r.ingredients.length > 0 && r.ingredients.every((i) => dietViolations(i.cats, i.families, [d]).length === 0);
  if (ok('vegan')) push(DIET_RULES.vegan.tag[l ? 'pt' : 'en']);
  else if (!meat && ok('vegetarian')) push(DIET_RULES.vegetarian.tag[l ? 'pt' : 'en']);
  for (const d of diets.slice(2)) if (ok(d) && r.ingredients.length >= 3) push(DIET_RULES[d].tag[l ? 'pt' : 'en']);
  for (const [fams, tag] of PROTEIN_TAGS) if (fams.some((x) => f.families.has(x))) { push(tag[l]); break; }
  if (total > 0 && total <= 15) push(['under 15 minutes', 'até 15 minutos'][l]!);
  else if (total > 0 && total <= 30) push(['quick', 'rápida'][l]!);
  if (r.difficulty === 'Easy') push(['easy', 'fácil'][l]!);
  if (r.spicy) push(['spicy', 'picante'][l]!);
  for (const m of r.methods) {
    const t = METHOD_TAGS[m];
    if (t) push(t[l]);
  }
  for (const m of r.meals) push(MEAL_TAGS[m][l]);
  if (r.methods.includes('slow') || r.cookTime >= 90) push(['comfort food', 'comida caseira'][l]!);
  if (r.servings >= 6) push(['for a crowd', 'para muita gente'][l]!);
  if (r.sweet) push(['sweet', 'doce'][l]!);
  else if (!meat && f.cats.has('vegetable')) push(['veggie-packed', 'cheio de legumes'][l]!);
  return out;
}
