/**
 * The built-in list of common ingredients behind the editor's name suggestions (spec section 2:
 * "about 110 common ingredients"; section 5: suggestions begin above 1 character, at most 5).
 * Each carries the kind of amount it is usually measured in, for amount suggestions.
 */
import type { TLanguage } from '../constants.ts';
import { foldText } from '../amounts/text.ts';
import { normalizeIngredientName } from '../amounts/names.ts';
import { foldedList, rank } from './match.ts';

export const AMOUNT_KINDS = [
  'dry', // flour, sugar: cups and grams
  'grain', // rice, pasta, beans
  'liquid', // milk, stock, wine
  'oil', // oils: spoons
  'butter',
  'spice', // teaspoons, a pinch, to taste
  'leavening', // baking powder, yeast, vanilla
  'herb', // a bunch, a handful, spoons chopped
  'garlic',
  'produce', // counted, by size
  'produce-mass', // pumpkin, mushrooms: weighed
  'leafy', // spinach, lettuce
  'fruit-cup', // berries
  'egg',
  'meat',
  'sliced', // bacon, ham, bread
  'cheese',
  'sauce', // soy sauce, vinegar, honey: spoons
  'can',
  'nut',
  'count', // bay leaves, tortillas
] as const;
export type AmountKind = (typeof AMOUNT_KINDS)[number];

export interface IngredientSuggestion {
  en: string;
  pt: string;
  kind: AmountKind;
}

const I = (en: string, pt: string, kind: AmountKind): IngredientSuggestion => ({ en, pt, kind });

export const INGREDIENT_SUGGESTIONS: readonly IngredientSuggestion[] = [
  // Pantry: flours, sugars, grains
  I('all-purpose flour', 'farinha de trigo', 'dry'),
  I('sugar', 'açúcar', 'dry'),
  I('brown sugar', 'açúcar mascavo', 'dry'),
  I('cornstarch', 'amido de milho', 'dry'),
  I('cornmeal', 'fubá', 'dry'),
  I('rolled oats', 'aveia em flocos', 'dry'),
  I('cocoa powder', 'cacau em pó', 'dry'),
  I('breadcrumbs', 'farinha de rosca', 'dry'),
  I('cassava flour', 'farinha de mandioca', 'dry'),
  I('tapioca starch', 'polvilho', 'dry'),
  I('grated coconut', 'coco ralado', 'dry'),
  I('rice', 'arroz', 'grain'),
  I('pasta', 'macarrão', 'grain'),
  I('spaghetti', 'espaguete', 'grain'),
  I('quinoa', 'quinoa', 'grain'),
  I('lentils', 'lentilha', 'grain'),
  I('black beans', 'feijão-preto', 'grain'),
  I('pinto beans', 'feijão-carioca', 'grain'),
  I('chickpeas', 'grão-de-bico', 'grain'),
  // Liquids and dairy
  I('milk', 'leite', 'liquid'),
  I('water', 'água', 'liquid'),
  I('chicken broth', 'caldo de galinha', 'liquid'),
  I('vegetable broth', 'caldo de legumes', 'liquid'),
  I('heavy cream', 'creme de leite', 'liquid'),
  I('white wine', 'vinho branco', 'liquid'),
  I('orange juice', 'suco de laranja', 'liquid'),
  I('plain yogurt', 'iogurte natural', 'liquid'),
  I('coconut milk', 'leite de coco', 'can'),
  I('sweetened condensed milk', 'leite condensado', 'can'),
  I('butter', 'manteiga', 'butter'),
  I('cream cheese', 'cream cheese', 'butter'),
  I('parmesan cheese', 'queijo parmesão', 'cheese'),
  I('mozzarella cheese', 'queijo muçarela', 'cheese'),
  I('fresh white cheese', 'queijo minas', 'cheese'),
  I('cream cheese spread', 'requeijão', 'sauce'),
  // Fats and oils
  I('olive oil', 'azeite de oliva', 'oil'),
  I('vegetable oil', 'óleo vegetal', 'oil'),
  // Spices and seasonings
  I('salt', 'sal', 'spice'),
  I('black pepper', 'pimenta-do-reino', 'spice'),
  I('cumin', 'cominho', 'spice'),
  I('paprika', 'páprica', 'spice'),
  I('cinnamon', 'canela', 'spice'),
  I('nutmeg', 'noz-moscada', 'spice'),
  I('dried oregano', 'orégano', 'spice'),
  I('red pepper flakes', 'pimenta calabresa', 'spice'),
  I('turmeric', 'cúrcuma', 'spice'),
  I('ginger', 'gengibre', 'spice'),
  I('bay leaves', 'folhas de louro', 'count'),
  // Baking
  I('baking powder', 'fermento químico em pó', 'leavening'),
  I('baking soda', 'bicarbonato de sódio', 'leavening'),
  I('dry yeast', 'fermento biológico seco', 'leavening'),
  I('vanilla extract', 'essência de baunilha', 'leavening'),
  I('chocolate', 'chocolate', 'nut'),
  // Herbs
  I('parsley', 'salsinha', 'herb'),
  I('cilantro', 'coentro', 'herb'),
  I('basil', 'manjericão', 'herb'),
  I('mint', 'hortelã', 'herb'),
  I('rosemary', 'alecrim', 'herb'),
  I('thyme', 'tomilho', 'herb'),
  I('green onions', 'cebolinha', 'herb'),
  // Vegetables and fruit
  I('garlic', 'alho', 'garlic'),
  I('onion', 'cebola', 'produce'),
  I('tomato', 'tomate', 'produce'),
  I('carrot', 'cenoura', 'produce'),
  I('potato', 'batata', 'produce'),
  I('sweet potato', 'batata-doce', 'produce'),
  I('bell pepper', 'pimentão', 'produce'),
  I('zucchini', 'abobrinha', 'produce'),
  I('eggplant', 'berinjela', 'produce'),
  I('cucumber', 'pepino', 'produce'),
  I('lemon', 'limão-siciliano', 'produce'),
  I('lime', 'limão', 'produce'),
  I('orange', 'laranja', 'produce'),
  I('apple', 'maçã', 'produce'),
  I('banana', 'banana', 'produce'),
  I('avocado', 'abacate', 'produce'),
  I('pumpkin', 'abóbora', 'produce-mass'),
  I('cassava', 'mandioca', 'produce-mass'),
  I('mushrooms', 'cogumelos', 'produce-mass'),
  I('broccoli', 'brócolis', 'produce-mass'),
  I('cabbage', 'repolho', 'produce-mass'),
  I('corn', 'milho', 'can'),
  I('green peas', 'ervilha', 'can'),
  I('spinach', 'espinafre', 'leafy'),
  I('lettuce', 'alface', 'leafy'),
  I('collard greens', 'couve', 'leafy'),
  I('strawberries', 'morangos', 'fruit-cup'),
  // Eggs, meat, fish
  I('eggs', 'ovos', 'egg'),
  I('chicken breast', 'peito de frango', 'meat'),
  I('chicken thighs', 'sobrecoxa de frango', 'meat'),
  I('ground beef', 'carne moída', 'meat'),
  I('beef', 'carne bovina', 'meat'),
  I('sausage', 'linguiça', 'meat'),
  I('bacon', 'bacon', 'sliced'),
  I('ham', 'presunto', 'sliced'),
  I('salmon', 'salmão', 'meat'),
  I('shrimp', 'camarão', 'meat'),
  I('canned tuna', 'atum em lata', 'can'),
  I('tofu', 'tofu', 'meat'),
  // Sauces and condiments
  I('soy sauce', 'shoyu', 'sauce'),
  I('vinegar', 'vinagre', 'sauce'),
  I('honey', 'mel', 'sauce'),
  I('mustard', 'mostarda', 'sauce'),
  I('ketchup', 'ketchup', 'sauce'),
  I('mayonnaise', 'maionese', 'sauce'),
  I('tomato paste', 'extrato de tomate', 'sauce'),
  I('lemon juice', 'suco de limão', 'sauce'),
  I('tomato sauce', 'molho de tomate', 'can'),
  // Nuts, seeds, dried fruit, bread
  I('walnuts', 'nozes', 'nut'),
  I('peanuts', 'amendoim', 'nut'),
  I('almonds', 'amêndoas', 'nut'),
  I('bread', 'pão', 'sliced'),
];

const LISTS = {
  en: foldedList(INGREDIENT_SUGGESTIONS.map((i) => i.en)),
  pt: foldedList(INGREDIENT_SUGGESTIONS.map((i) => i.pt)),
};

/** Spec: suggestions begin once the name is longer than 1 character; at most 5. */
export const INGREDIENT_SUGGESTION_MIN_LENGTH = 2;
export const INGREDIENT_SUGGESTION_LIMIT = 5;

/**
 * Ingredient names for what is being typed: starting with it first, then containing it;
 * case- and accent-insensitive ("acu" finds "açúcar"). Nothing for 0 or 1 character.
 */
export function suggestIngredients(query: string, lang: TLanguage, limit = INGREDIENT_SUGGESTION_LIMIT): string[] {
  const folded = foldText(query);
  if (folded.length < INGREDIENT_SUGGESTION_MIN_LENGTH) return [];
  return rank(lang === 'pt-BR' ? LISTS.pt : LISTS.en, folded, Math.min(limit, INGREDIENT_SUGGESTION_LIMIT));
}

/** Normalised names (both languages) → kind, for recognising a typed name. */
const KIND_BY_NAME = new Map<string, AmountKind>();
for (const item of INGREDIENT_SUGGESTIONS) {
  for (const name of [item.en, item.pt]) {
    const key = normalizeIngredientName(name);
    if (!KIND_BY_NAME.has(key)) KIND_BY_NAME.set(key, item.kind);
  }
}
const KEYS_LONGEST_FIRST = [...KIND_BY_NAME.keys()].sort((a, b) => b.length - a.length);

function containsWords(haystack: string, needle: string): boolean {
  const at = haystack.indexOf(needle);
  if (at < 0) return false;
  const before = at === 0 || haystack[at - 1] === ' ' || haystack[at - 1] === '-';
  const endAt = at + needle.length;
  const after = endAt === haystack.length || haystack[endAt] === ' ' || haystack[endAt] === '-';
  return before && after;
}

/**
 * The amount kind of a typed ingredient name: an exact known name, else the longest known name
 * inside it ("boneless chicken breast" → meat, "azeite extravirgem" → oil), else null.
 */
export function amountKindOf(name: string): AmountKind | null {
  const key = normalizeIngredientName(name);
  if (key === '') return null;
  const exact = KIND_BY_NAME.get(key);
  if (exact) return exact;
  for (const known of KEYS_LONGEST_FIRST) {
    if (known.length >= 3 && containsWords(key, known)) return KIND_BY_NAME.get(known)!;
  }
  if (key.length < 3) return null;
  for (const known of KEYS_LONGEST_FIRST) {
    // The typed name is part of a known one ("flour" → "all-purpose flour", "azeite" → "azeite de oliva").
    if (known.length > key.length && containsWords(known, key)) return KIND_BY_NAME.get(known)!;
  }
  return null;
}
