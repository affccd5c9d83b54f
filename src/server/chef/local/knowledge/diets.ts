import type { Bi, IngredientCategory as C } from './types.ts';

/** Diets the chef understands, as category exclusions. */
export const DIETS = ['vegetarian', 'vegan', 'pescatarian', 'gluten-free', 'dairy-free', 'egg-free', 'nut-free', 'low-carb', 'keto'] as const;
export type Diet = (typeof DIETS)[number];

const ANIMAL_FLESH: C[] = ['meat', 'beef', 'pork', 'poultry', 'fish', 'shellfish', 'gelatin'];

export interface DietRule {
  id: Diet;
  excludes: C[];
  label: Bi;
  /** Tag written on recipes that follow the diet. */
  tag: Bi;
  /** How people ask for it, both languages (matched whole-word, accent and plural tolerant). */
  words: string[];
}

export const DIET_RULES: Record<Diet, DietRule> = {
  vegetarian: {
    id: 'vegetarian',
    excludes: ANIMAL_FLESH,
    label: { en: 'vegetarian', pt: 'vegetariana' },
    tag: { en: 'vegetarian', pt: 'vegetariano' },
    words: ['vegetarian', 'vegetarians', 'veggie', 'meatless', 'meat-free', 'meat free', 'no meat', 'without meat', 'vegetariano', 'vegetariana', 'sem carne', 'sem carnes', 'nada de carne'],
  },
  vegan: {
    id: 'vegan',
    excludes: [...ANIMAL_FLESH, 'dairy', 'egg', 'honey'],
    label: { en: 'vegan', pt: 'vegana' },
    tag: { en: 'vegan', pt: 'vegano' },
    words: ['vegan', 'plant-based', 'plant based', 'fully plant', 'no animal products', 'vegano', 'vegana', 'veganos', 'veganas', 'a base de plantas', 'sem produtos de origem animal', 'sem ingredientes de origem animal', 'estritamente vegetariano'],
  },
  pescatarian: {
    id: 'pescatarian',
    excludes: ['meat', 'beef', 'pork', 'poultry', 'gelatin'],
    label: { en: 'pescatarian', pt: 'pescetariana' },
    tag: { en: 'pescatarian', pt: 'pescetariano' },
    words: ['pescatarian', 'pescetarian', 'pescatariano', 'pescatariana', 'pescetariano', 'pescetariana', 'only fish', 'fish but no meat', 'so peixe', 'apenas peixe'],
  },
  'gluten-free': {
    id: 'gluten-free',
    excludes: ['gluten'],
    label: { en: 'gluten-free', pt: 'sem glúten' },
    tag: { en: 'gluten-free', pt: 'sem glúten' },
    words: ['gluten-free', 'gluten free', 'glutenfree', 'no gluten', 'without gluten', 'celiac', 'coeliac', 'gluten intolerant', 'gluten intolerance', 'no wheat', 'wheat-free', 'wheat free', 'sem gluten', 'livre de gluten', 'isento de gluten', 'celiaco', 'celiaca', 'doenca celiaca', 'intolerancia ao gluten', 'sem trigo'],
  },
  'dairy-free': {
    id: 'dairy-free',
    excludes: ['dairy'],
    label: { en: 'dairy-free', pt: 'sem lactose' },
    tag: { en: 'dairy-free', pt: 'sem lactose' },
    words: ['dairy-free', 'dairy free', 'no dairy', 'without dairy', 'non-dairy', 'lactose-free', 'lactose free', 'no lactose', 'lactose intolerant', 'lactose intolerance', 'no milk', 'milk-free', 'milk allergy', 'sem lactose', 'zero lactose', 'sem laticinios', 'sem leite', 'livre de lactose', 'intolerante a lactose', 'intolerancia a lactose', 'sem derivados de leite', 'alergia a leite', 'alergico a leite', 'aplv'],
  },
  'egg-free': {
    id: 'egg-free',
    excludes: ['egg'],
    label: { en: 'egg-free', pt: 'sem ovo' },
    tag: { en: 'egg-free', pt: 'sem ovo' },
    words: ['egg-free', 'egg free', 'eggless', 'no egg', 'no eggs', 'without eggs', 'without egg', 'egg allergy', 'sem ovo', 'sem ovos', 'alergia a ovo', 'alergico a ovo'],
  },
  'nut-free': {
    id: 'nut-free',
    excludes: ['nut'],
    label: { en: 'nut-free', pt: 'sem oleaginosas' },
    tag: { en: 'nut-free', pt: 'sem castanhas' },
    words: ['nut-free', 'nut free', 'no nuts', 'without nuts', 'nut allergy', 'peanut allergy', 'no peanuts', 'tree nut allergy', 'sem nozes', 'sem castanhas', 'sem castanha', 'sem amendoim', 'sem oleaginosas', 'alergia a amendoim', 'alergia a castanhas', 'alergia a nozes', 'alergico a amendoim'],
  },
  'low-carb': {
    id: 'low-carb',
    excludes: ['sugar', 'honey', 'grain', 'starch', 'gluten'],
    label: { en: 'low-carb', pt: 'low carb' },
    tag: { en: 'low-carb', pt: 'low carb' },
    words: ['low carb', 'low-carb', 'lowcarb', 'low carbohydrate', 'few carbs', 'no carbs', 'carb-free', 'baixo carboidrato', 'baixo em carboidratos', 'pouco carboidrato', 'poucos carboidratos', 'sem carboidrato', 'sem carboidratos', 'baixo teor de carboidratos'],
  },
  keto: {
    id: 'keto',
    excludes: ['sugar', 'honey', 'grain', 'starch', 'gluten', 'legume', 'fruit'],
    label: { en: 'keto', pt: 'cetogênica' },
    tag: { en: 'keto', pt: 'cetogênica' },
    words: ['keto', 'ketogenic', 'cetogenica', 'cetogenico', 'dieta cetogenica', 'ceto'],
  },
};

/**
 * Fruit a keto cook still uses in small amounts; the keto rule lets these through.
 * (Lemon, lime, avocado, olives, coconut, berries in small amounts.)
 */
export const KETO_ALLOWED_FAMILIES = ['lemon', 'avocado', 'olives', 'coconut', 'coconut-milk', 'berries', 'tomato'];

/** Other wishes the chef reads from free text. */
export const FLAVOUR_WORDS = {
  spicy: ['spicy', 'hot', 'fiery', 'with heat', 'kick', 'extra spicy', 'spicier', 'picante', 'picantes', 'apimentado', 'apimentada', 'apimentados', 'ardido', 'ardida', 'com pimenta', 'bem apimentado', 'mais picante', 'mais apimentado'],
  mild: ['mild', 'not spicy', 'no spice', 'no chili', 'no chilli', 'kid-friendly', 'kid friendly', 'for kids', 'for children', 'nao picante', 'sem pimenta', 'suave', 'leve no tempero', 'para criancas', 'infantil'],
  healthy: ['healthy', 'healthier', 'light', 'lighter', 'low fat', 'low-fat', 'low calorie', 'low-calorie', 'fit', 'clean', 'nutritious', 'wholesome', 'diet', 'saudavel', 'saudaveis', 'mais saudavel', 'leve', 'leves', 'light', 'fitness', 'pouca gordura', 'baixa caloria', 'poucas calorias', 'nutritivo', 'nutritiva'],
  quick: ['quick', 'quickly', 'fast', 'speedy', 'in a hurry', 'weeknight', 'busy', 'rapido', 'rapida', 'rapidos', 'rapidas', 'pratico', 'pratica', 'sem demora', 'dia a dia'],
  easy: ['easy', 'simple', 'beginner', 'effortless', 'facil', 'faceis', 'simples', 'iniciante', 'descomplicado', 'descomplicada'],
  comfort: ['comfort', 'comfort food', 'hearty', 'cozy', 'cosy', 'warming', 'reconfortante', 'comida caseira', 'caseiro', 'caseira', 'aconchegante'],
  protein: ['high protein', 'high-protein', 'protein-rich', 'rico em proteina', 'rica em proteina', 'proteico', 'proteica', 'muita proteina'],
} as const;
export type FlavourWish = keyof typeof FLAVOUR_WORDS;

/** Words that introduce an ingredient to leave out: "without X", "sem X", "no X", "allergic to X". */
export const EXCLUDE_LEADS = ['without', 'no', 'not', 'avoid', 'exclude', 'excluding', 'minus', 'skip', 'hold the', 'allergic to', 'allergy to', 'allergy', 'free of', 'hate', 'dislike', "don't like", 'dont like', 'sem', 'nao', 'tirar', 'tire', 'retire', 'remover', 'remova', 'exceto', 'alergia a', 'alergia ao', 'alergia a', 'alergico a', 'alergica a', 'odeio', 'nao gosto de', 'nada de', 'evitar', 'evite'];
