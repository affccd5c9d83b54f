import { PhraseMatcher } from '../text.ts';
import type { TCourse, TDietCat } from './schema.ts';
import { matcherFromVocabulary } from './vocabulary.ts';
import type { Diet } from './vocabulary-schema.ts';

/**
 * The words a wish is read with (understand.ts): diets and the categories they leave out, words
 * that name a category to avoid and the leads that introduce one, flavours, courses and cuisines.
 */

/** Diets as the categories they leave out. */
export const DIET_CATS: Record<Diet, TDietCat[]> = {
  vegetarian: ['meat', 'beef', 'pork', 'poultry', 'fish', 'shellfish', 'gelatin'],
  vegan: ['meat', 'beef', 'pork', 'poultry', 'fish', 'shellfish', 'gelatin', 'dairy', 'egg', 'honey'],
  pescatarian: ['meat', 'beef', 'pork', 'poultry', 'gelatin'],
  'gluten-free': ['gluten'],
  'dairy-free': ['dairy'],
  'egg-free': ['egg'],
  'nut-free': ['treenut', 'peanut'],
  'low-carb': ['sugar', 'starch'],
  keto: ['sugar', 'starch'],
};

/** Words that name a whole category to avoid ("no pork", "sem lactose", "without nuts"). */
export const CATEGORY_WORDS: [string[], TDietCat[]][] = [
  [['pork', 'porco', 'suino', 'suína', 'carne de porco', 'bacon', 'ham', 'presunto'], ['pork']],
  [
    ['meat', 'meats', 'carne', 'carnes', 'carne vermelha', 'red meat'],
    ['meat', 'beef', 'pork'],
  ],
  [['beef', 'carne bovina', 'carne de boi', 'carne de vaca'], ['beef']],
  [['poultry', 'aves', 'frango', 'chicken'], ['poultry']],
  [['fish', 'peixe', 'peixes'], ['fish']],
  [
    [
      'seafood',
      'shellfish',
      'frutos do mar',
      'fruto do mar',
      'crustaceos',
      'crustáceos',
      'mariscos',
      'shrimp',
      'camarão',
      'camarao',
    ],
    ['shellfish'],
  ],
  [['dairy', 'lactose', 'laticinios', 'laticínios', 'milk', 'leite', 'cheese', 'queijo'], ['dairy']],
  [['egg', 'eggs', 'ovo', 'ovos'], ['egg']],
  [['gluten', 'glúten', 'wheat', 'trigo'], ['gluten']],
  [
    ['nuts', 'nut', 'tree nuts', 'nozes', 'castanhas', 'castanha', 'oleaginosas'],
    ['treenut', 'peanut'],
  ],
  [['peanut', 'peanuts', 'amendoim', 'amendoins'], ['peanut']],
  [['soy', 'soya', 'soja'], ['soy']],
  [['sesame', 'gergelim'], ['sesame']],
  [
    ['alcohol', 'álcool', 'alcool', 'wine', 'vinho', 'bebida alcoolica', 'bebida alcoólica', 'beer', 'cerveja'],
    ['alcohol'],
  ],
  [['sugar', 'açúcar', 'acucar'], ['sugar']],
  [['spicy', 'chili', 'chilli', 'pimenta', 'picante', 'spice'], ['chili']],
];
export const CAT_MATCHER = new PhraseMatcher<number>();
CATEGORY_WORDS.forEach(([w], i) => CAT_MATCHER.addAll(w, i));
// Leads, diets and flavour words come from knowledge/vocabulary/diets.json, read on first use.
export const LEADS = matcherFromVocabulary((v) =>
  new PhraseMatcher<true>().addAll(
    [
      ...v.diets.avoidLeads,
      'allergic',
      'allergy',
      'alergia',
      'alergico',
      'alérgico',
      'alergica',
      'intolerant',
      'intolerante',
      'intolerancia',
      'intolerância',
      'nem',
      'nor',
      'nada de',
    ],
    true,
  ),
);
export const FLAVOUR = {
  spicy: matcherFromVocabulary((v) => new PhraseMatcher<true>().addAll(v.diets.flavours.spicy, true)),
  mild: matcherFromVocabulary((v) => new PhraseMatcher<true>().addAll(v.diets.flavours.mild, true)),
  healthy: matcherFromVocabulary((v) => new PhraseMatcher<true>().addAll(v.diets.flavours.healthy, true)),
  quick: matcherFromVocabulary((v) => new PhraseMatcher<true>().addAll(v.diets.flavours.quick, true)),
};

const COURSE_WORDS: [TCourse, string[]][] = [
  [
    'dessert',
    [
      'dessert',
      'desserts',
      'sweet',
      'sweets',
      'pudding',
      'treat',
      'sobremesa',
      'sobremesas',
      'doce',
      'doces',
      'docinho',
    ],
  ],
  ['breakfast', ['breakfast', 'brunch', 'morning', 'cafe da manha', 'café da manhã', 'desjejum', 'manha']],
  [
    'snack',
    [
      'snack',
      'snacks',
      'appetizer',
      'appetiser',
      'starter',
      'finger food',
      'lanche',
      'lanches',
      'petisco',
      'petiscos',
      'aperitivo',
      'entrada',
      'lanchinho',
      'tira-gosto',
    ],
  ],
  ['side', ['side', 'side dish', 'sides', 'acompanhamento', 'acompanhamentos', 'guarnição', 'guarnicao']],
  ['soup', ['soup', 'soups', 'sopa', 'sopas', 'caldo']],
  ['salad', ['salad', 'salads', 'salada', 'saladas']],
  ['drink', ['drink', 'drinks', 'beverage', 'bebida', 'bebidas', 'suco', 'juice']],
  ['sauce', ['sauce', 'dip', 'molho', 'molhos']],
  [
    'main',
    [
      'dinner',
      'lunch',
      'main',
      'main course',
      'supper',
      'meal',
      'jantar',
      'almoço',
      'almoco',
      'prato principal',
      'janta',
      'refeição',
      'refeicao',
    ],
  ],
];
export const COURSE_MATCHER = new PhraseMatcher<TCourse>();
for (const [c, w] of COURSE_WORDS) COURSE_MATCHER.addAll(w, c);

const CUISINE_WORDS: [string, string[]][] = [
  ['italian', ['italian', 'italiana', 'italiano']],
  ['mexican', ['mexican', 'mexicana', 'mexicano', 'tex-mex']],
  ['indian', ['indian', 'indiana', 'indiano']],
  ['chinese', ['chinese', 'chinesa', 'chines', 'chinês']],
  ['japanese', ['japanese', 'japonesa', 'japones', 'japonês']],
  ['thai', ['thai', 'tailandesa', 'tailandes', 'tailandês']],
  ['korean', ['korean', 'coreana', 'coreano']],
  ['vietnamese', ['vietnamese', 'vietnamita']],
  ['brazilian', ['brazilian', 'brasileira', 'brasileiro', 'mineira', 'baiana', 'nordestina', 'caseira']],
  ['french', ['french', 'francesa', 'frances', 'francês']],
  ['greek', ['greek', 'grega', 'grego']],
  ['mediterranean', ['mediterranean', 'mediterranea', 'mediterrânea']],
  [
    'middle-eastern',
    ['middle eastern', 'middle-eastern', 'lebanese', 'arabic', 'arabe', 'árabe', 'libanesa', 'turkish', 'turca'],
  ],
  ['american', ['american', 'americana', 'americano']],
  ['spanish', ['spanish', 'espanhola', 'espanhol']],
  ['portuguese', ['portuguese', 'portuguesa', 'português']],
  ['peruvian', ['peruvian', 'peruana']],
];
export const CUISINE_MATCHER = new PhraseMatcher<string>();
for (const [c, w] of CUISINE_WORDS) CUISINE_MATCHER.addAll(w, c);
