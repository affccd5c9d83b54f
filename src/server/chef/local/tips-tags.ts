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

// ------------------------------------------------------------------ tips that fit the recipe
/**
 * What a tip needs from the recipe and what in the recipe contradicts it, read from the recipe's
 * own steps and ingredient names (folded, both languages, whichever language the recipe is in).
 * A tip is recognised by its text in either language, so the table holds whatever the tip rules
 * are written in. `needs`: the steps must show it; `needsIngredient`: an ingredient must;
 * `contradicts`/`contradictsIngredient`: the recipe says otherwise; `redundant`: a step already
 * says it.
 */
interface TipFit {
  tip: RegExp;
  needs?: RegExp;
  needsIngredient?: RegExp;
  contradicts?: RegExp;
  contradictsIngredient?: RegExp;
  redundant?: RegExp;
  /** A contradicting sentence that itself says "do not"/"off the heat" agrees with the tip. */
  negatable?: true;
}

const OVEN = /\b(oven|bake[sd]?|baking|roast(ed|ing)?|broil|forno|asse|assar|assad[oa]s?|gratin)/;
const FRYING = /\b(fry|fried|frying|deep-fry|frite|fritar|frit[oa]s?|fritura|imersao)\b/;
const GRILL = /\b(grill(ed|ing)?|barbecue|bbq|grelh\w*|churrasqueira|brasa)\b/;
const SIMMER = /\b(simmer\w*|braise\w*|stew\w*|cozinhe|cozinhar|ferva|fervura|apure|deixe cozinhar|em fogo baixo)\b/;
const PASTA = '(pasta|spaghetti|penne|linguine|fettuccine|fusilli|rigatoni|macaroni|noodles|macarrao|espaguete|talharim|parafuso|penne)';
const BOILED = '(boil\\w*|cook|drain|ferv\\w*|cozinhe|escorra)';
const PASTA_BOILED = new RegExp(`\\b${PASTA}\\b[^.]*\\b${BOILED}\\b|\\b${BOILED}\\b[^.]*\\b${PASTA}\\b`);
const CREAM = '(cream|yogh?urt|creme de leite|iogurte|sour cream|nata)';
const HEATED = '(simmer\\w*|boil\\w*|heat\\w*|cook\\w*|ferv\\w*|cozinh\\w*|aque[cç]\\w*|fogo)';
const SPOKEN_AGAINST = /\b(off|without|do not|don't|never|not|nao|sem|fora|low heat|fogo baixo|desligue)\b/;

const TIP_FITS: TipFit[] = [
  // Methods: a tip about an appliance or a technique fits only a recipe that uses it.
  { tip: /preheat the oven|preaqueca bem o forno/, needs: OVEN },
  { tip: /\b(batter|cakes?|massa|bolo)\b.*\b(overmixing|bater demais)|spoon the flour|farinha na xicara/, needs: OVEN },
  { tip: /grate the cheese yourself|rale o queijo na hora/, needs: OVEN },
  // Potatoes, not cassava starch (pão de queijo).
  { tip: /roast potatoes|asse as batatas/, needs: OVEN, needsIngredient: /\b(potato(es)?|batatas?|mandioca|aipim|macaxeira|cassava|yuca)\b/ },
  { tip: /frying oil|oleo a 170|fried food|frituras/, needs: FRYING },
  { tip: /oil the food, not the grill|unte o alimento, nao a grelha/, needs: GRILL },
  { tip: /stir-fry moves fast|salteado e rapido/, needs: /\b(stir-fr\w*|wok|salteie|saltear|saltead\w*)\b/ },
  // A pressure cooker shortens simmering, not baking.
  { tip: /pressure cooker cuts|panela de pressao reduz/, needs: SIMMER, contradicts: /\b(pressure cooker|instant pot|panela de pressao|slow cooker)\b/ },
  { tip: /toast the spices in the hot fat|toste as especiarias na gordura/, needs: /\b(oil|butter|ghee|fat|lard|oleo|azeite|manteiga|gordura|banha)\b/ },
  // The pasta water.
  // Pasta boiled in water (bulgur soaked for tabbouleh has no pasta water).
  { tip: /pasta water|agua do macarrao/, needs: PASTA_BOILED },
  { tip: /salt the pasta water generously|salgue bem a agua do macarrao/, contradicts: /\b(lightly|a little|sparingly|pinch of|unsalted|levemente|pouco sal|pitada de sal|sem sal)\b/ },
  // Rice that is already cooked (fried rice) or risotto rice is not rinsed.
  { tip: /rinse the rice|lave o arroz/, needs: /\b(rice|arroz)\b/, contradicts: /\b(cooked|leftover|day-old|cold|chilled) (white |jasmine |long-grain )?rice\b|\barroz (branco )?(cozido|amanhecido|de ontem|pronto|frio|gelado)\b|\brisott?o\b|\bnao lave\b|\bdo not rinse\b/, contradictsIngredient: /\b(cooked|leftover|day-old|cold) (white |jasmine |long-grain )?rice\b|\barroz (branco )?(cozido|amanhecido|de ontem|pronto|frio)\b|\b(arborio|arboreo|carnaroli|bomba|vialone)\b/ },
  // Potatoes dropped into boiling water, eggs cooked hard and fast, fried food drained on paper.
  { tip: /potatoes in cold salted water|batatas na agua fria/, contradicts: /\b(potato\w*|batatas?)\b[^.]*\b(boiling|fervente)\b|\b(boiling|fervente)\b[^.]*\b(potato\w*|batatas?)\b/ },
  // Eggs cooked in a pan, not eggs in a dough.
  { tip: /cook eggs over gentle heat|ovos em fogo brando/, needs: /\b(scrambl\w*|omelett?es?|frittatas?|fried eggs?|mexid\w*|omeletes?|fritadas?)\b|\b(eggs?|ovos?)\b[^.]*\b(pan|skillet|frigideira|wok)\b|\b(pan|skillet|frigideira|wok)\b[^.]*\b(eggs?|ovos?)\b/, contradicts: /\b(high heat|smoking|fogo alto|bem quente)\b/ },
  { tip: /drain fried food on a rack|escorra as frituras numa grade/, contradicts: /\b(paper towels?|kitchen paper|papel[ -]toalha|papel absorvente)\b/ },
  // Cream or yoghurt brought to the boil on purpose.
  // Cream or yoghurt that meets the heat (not whipped cream, not a cold raita).
  { tip: /cream or yoghurt off the boil|creme de leite ou o iogurte fora da fervura/, negatable: true, needs: new RegExp(`\\b${CREAM}\\b[^.]*\\b${HEATED}\\b|\\b${HEATED}\\b[^.]*\\b${CREAM}\\b`), contradicts: /\b(cream|yogh?urt|creme de leite|iogurte)\b[^.]*\b(bring to (a|the) boil|boil for|ferva por|deixe ferver|leve a fervura)\b/ },
  { tip: /do not salt mushrooms|so salgue os cogumelos/, contradicts: /\b(salt|season|salgue|tempere)\b[^.]*\b(mushrooms?|cogumelos?|champignons?)\b[^.]*\b(then|before|antes|depois)\b/ },
  { tip: /add the garlic after the onion|alho depois que a cebola/, contradicts: /\b(garlic|alho)\b[^.]*\b(then|before adding|depois|em seguida|antes de)\b[^.]*\b(onions?|cebolas?)\b/ },
  { tip: /press tofu|prense o tofu/, contradictsIngredient: /\b(silken|soft) tofu\b|\btofu (silken|macio|sedoso|soft)\b/, contradicts: /\b(simmer|poach|blanch|escalde|ferva)\b[^.]*\btofu\b|\btofu\b[^.]*\b(simmer|poach|blanch|escalde|ferva|cozinhe)\b/, redundant: /\b(press|prense)\b[^.]*\btofu\b/ },
  { tip: /eggs and butter at room temperature|ovos e manteiga em temperatura ambiente/, contradicts: /\b(cold|chilled|ice-cold|gelad[oa]s?) (butter|eggs|manteiga|ovos)\b|\b(butter|manteiga) (cold|gelada)\b/ },
  // Chilling sets what the recipe chills; never what it serves warm.
  { tip: /chill it well|gele bem/, needs: /\b(refrigerat\w*|fridge|chill\w*|geladeira|gele|gelar|congelador|freezer)\b/, contradicts: /\bserve\b[^.]*\b(warm|hot|immediately|right away|at once)\b|\bsirva\b[^.]*\b(quente|morn[oa]s?|imediatamente|na hora|em seguida)\b/ },
  // Herbs the recipe has.
  { tip: /hardy herbs|ervas firmes/, needsIngredient: /\b(rosemary|thyme|oregano|bay lea\w*|sage|alecrim|tomilho|oregano|louro|salvia)\b/ },
  { tip: /soft herbs|ervas frescas/, needsIngredient: /\b(parsley|basil|cilantro|coriander|mint|dill|chives|salsinha|salsa|manjericao|coentro|hortela|endro|cebolinha|cheiro[ -]verde)\b/ },
  { tip: /eggs and butter at room temperature|ovos e manteiga em temperatura ambiente/, needsIngredient: /\b(butter|manteiga)\b[\s\S]*\b(eggs?|ovos?)\b|\b(eggs?|ovos?)\b[\s\S]*\b(butter|manteiga)\b/ },
  { tip: /freezes well|congela bem/, contradicts: /\bserve (it )?(immediately|right away)\b|\bsirva (imediatamente|na hora)\b|\b(do not|don't) freeze\b|\bnao congele\b/, contradictsIngredient: /\b(lettuce|cucumber|alface|pepino|mayonnaise|maionese)\b/ },
  { tip: /shake the can of coconut milk|agite a embalagem de leite de coco/, contradicts: /\b(spoon|scoop) (off )?the (thick )?cream\b|\b(unshaken|do not shake)\b|\bretire o creme\b|\bnao agite\b/ },
  { tip: /warm tortillas|aqueca as tortilhas/, needsIngredient: /\b(tortillas?|tortilhas?|tacos?|wraps?)\b/, redundant: /\b(warm|heat|aqueca|esquente)\b[^.]*\b(tortillas?|tortilhas?)\b/ },
  { tip: /pat the meat dry and brown it in batches|seque bem a carne e doure em levas/, redundant: /\b(in batches|em levas|aos poucos)\b/ },
  { tip: /let the meat rest|deixe a carne descansar/, redundant: /\b(rest|descansar|descanse)\b/ },
  { tip: /soft herbs at the very end|ervas frescas bem no final/, contradicts: /\b(basil|parsley|cilantro|coriander|manjericao|salsinha|coentro)\b[^.]*\b(simmer|cook for|cozinhe por|ferva por)\b[^.]*\b\d+ (minutes|minutos)\b/ },
];

/** Whether a tip fits the recipe: its method is used, and no step or ingredient says otherwise. */
export function tipFits(tip: { en: string; pt: string }, recipe: Pick<TChefRecipe, 'ingredients' | 'instructions'>): boolean {
  const text = `${fold(tip.en)}\n${fold(tip.pt)}`;
  const steps = fold(recipe.instructions.join('\n'));
  const names = fold(recipe.ingredients.map((i) => i.name).join('\n'));
  for (const fit of TIP_FITS) {
    if (!fit.tip.test(text)) continue;
    if (fit.needs && !fit.needs.test(steps)) return false;
    if (fit.needsIngredient && !fit.needsIngredient.test(names)) return false;
    const sentences = steps.split(/\n|(?<=[.!?;])\s/);
    if (fit.contradicts && sentences.some((s) => fit.contradicts!.test(s) && !(fit.negatable && SPOKEN_AGAINST.test(s)))) return false;
    if (fit.contradictsIngredient && fit.contradictsIngredient.test(names)) return false;
    if (fit.redundant && fit.redundant.test(steps)) return false;
  }
  return true;
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
    // The rule's condition reads the chef's analysis; the recipe's own words have the last say.
    if (!tipFits(rule.tip, recipe)) continue;
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
