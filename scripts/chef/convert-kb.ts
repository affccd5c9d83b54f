/**
 * One-off conversion of the chef's old TypeScript knowledge base (210 hand-written recipes) into
 * data files: src/server/chef/knowledge/recipes/<id>.json, plus lexicon/pantry.json for the
 * ingredients the core lexicon did not know. Each ingredient is keyed to the lexicon with a role;
 * each step keeps its hand-written text with ingredient mentions turned into placeholders
 * (`{id|the:original}`), tagged with the ingredients it uses and the cooking it does, so a swap
 * re-renders the mention (and the method change the step) while an untouched recipe reads as before.
 *
 *   node scripts/chef/convert-kb.ts <path to old recipes/index.ts>
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PhraseMatcher, fold } from '../../src/server/chef/local/text.ts';
import { loadKnowledge, KNOWLEDGE_DIR } from '../../src/server/chef/local/kb/load.ts';
import { ZRecipe, type TLexEntry, type TRole } from '../../src/server/chef/local/kb/schema.ts';
import { mentionPhrases, placeholders as liftPlaceholders } from '../../src/server/chef/local/kb/lift.ts';

interface Old {
  id: string;
  title: { en: string; pt: string };
  description: { en: string; pt: string };
  cuisine: string;
  meals: string[];
  protein: string;
  methods: string[];
  prepTime: number;
  cookTime: number;
  servings: number;
  difficulty: 'Easy' | 'Medium' | 'Hard';
  ingredients: {
    amount: { en: string; pt: string };
    name: { en: string; pt: string };
    key: string;
    cats: string[];
    optional?: boolean;
  }[];
  steps: { en: string[]; pt: string[] };
  tags: { en: string[]; pt: string[] };
  tips: { en: string[]; pt: string[] };
  aliases?: string[];
}

const src = process.argv[2];
if (!src) throw new Error('usage: convert-kb.ts <old recipes index.ts>');
const { KB_RECIPES } = (await import(src)) as { KB_RECIPES: Old[] };
const kb = loadKnowledge();

const SIDE = [
  'arroz-branco',
  'farofa',
  'couve-refogada',
  'maionese-de-batata',
  'polenta-cremosa',
  'mandioca-frita',
  'pure-de-abobora',
  'feijao-carioca',
  'garlic-bok-choy',
  'jeera-rice',
  'jamaican-rice-and-peas',
  'german-potato-salad',
  'chakalaka',
  'elote-mexican-street-corn',
  'plantain-chips',
];
const SAUCE = ['vinagrete', 'guacamole', 'pico-de-gallo', 'cucumber-raita', 'tzatziki'];
const SOUP = [
  'caldo-verde',
  'canja-de-galinha',
  'minestrone',
  'french-onion-soup',
  'gazpacho',
  'red-lentil-soup',
  'corn-chowder',
  'mexican-black-bean-soup',
  'hot-and-sour-soup',
  'miso-soup',
  'tom-yum-goong',
];
const SALAD = [
  'caprese-salad',
  'greek-salad',
  'tabbouleh',
  'salpicao',
  'chicken-caesar-salad',
  'thai-peanut-noodle-salad',
];
const DRINK = ['vitamina-de-abacate', 'mango-lassi', 'mixed-berry-smoothie'];
const MAIN_SALAD = ['salpicao', 'chicken-caesar-salad', 'thai-peanut-noodle-salad'];
const FAMILY: Record<string, string> = {
  feijoada: 'stew',
  'feijoada-vegana': 'stew',
  'vaca-atolada': 'stew',
  picadinho: 'stew',
  'strogonoff-de-frango': 'stew',
  'strogonoff-de-cogumelos': 'stew',
  'coq-au-vin': 'stew',
  'chicken-cacciatore': 'stew',
  'chili-con-carne': 'stew',
  'moqueca-baiana': 'stew',
  'moqueca-capixaba': 'stew',
  'moqueca-de-banana-da-terra': 'stew',
  'bobo-de-camarao': 'stew',
  'chicken-maafe': 'stew',
  'caribbean-black-bean-sweet-potato-stew': 'stew',
  'frango-com-quiabo': 'stew',
  ratatouille: 'stew',
  'ethiopian-misir-wot': 'curry',
  'chana-masala': 'curry',
  'dal-tadka': 'curry',
  'chicken-tikka-masala': 'curry',
  'butter-chicken': 'curry',
  'palak-paneer': 'curry',
  'aloo-gobi': 'curry',
  'vegetable-korma': 'curry',
  'thai-green-curry-chicken': 'curry',
  'kung-pao-chicken': 'stir-fry',
  'mapo-tofu': 'stir-fry',
  'sweet-and-sour-pork': 'stir-fry',
  'beef-and-broccoli': 'stir-fry',
  'thai-basil-chicken': 'stir-fry',
  'lomo-saltado': 'stir-fry',
  'beef-bulgogi': 'stir-fry',
  'chicken-teriyaki': 'stir-fry',
  'garlic-bok-choy': 'stir-fry',
  'japanese-yakisoba': 'stir-fry',
  japchae: 'stir-fry',
  'pad-thai': 'stir-fry',
  'egg-fried-rice': 'fried-rice',
  'kimchi-fried-rice': 'fried-rice',
  'arroz-carreteiro': 'rice',
  galinhada: 'rice',
  'baiao-de-dois': 'rice',
  'arroz-com-lentilha': 'rice',
  'paella-mixta': 'rice',
  'vegetable-biryani': 'rice',
  'nigerian-jollof-rice': 'rice',
  'arroz-de-forno': 'casserole',
  'vegetable-miso-ramen': 'noodle-soup',
  'pho-bo': 'noodle-soup',
  'escondidinho-de-carne-seca': 'casserole',
  'escondidinho-de-legumes': 'casserole',
  'lasagne-alla-bolognese': 'casserole',
  moussaka: 'casserole',
  'baked-mac-and-cheese': 'casserole',
  'shepherds-pie': 'casserole',
  'chicken-parmigiana': 'casserole',
  'chicken-enchiladas-rojas': 'casserole',
  'cuscuz-paulista': 'casserole',
  'cuscuz-de-legumes': 'casserole',
  'torta-de-frango': 'pie',
  'empadao-de-frango': 'pie',
  'torta-de-legumes': 'pie',
  spanakopita: 'pie',
  'quiche-lorraine': 'pie',
  'pasteis-de-nata': 'pie',
  'frango-assado-com-batatas': 'sheet-pan',
  'peixe-assado': 'sheet-pan',
  'mediterranean-baked-fish': 'sheet-pan',
  'oven-bbq-chicken-drumsticks': 'sheet-pan',
  'classic-roast-chicken': 'sheet-pan',
  'chicken-souvlaki': 'skewers',
  'queijo-coalho-na-brasa': 'skewers',
  'jamaican-jerk-chicken': 'skewers',
  'steak-with-chimichurri': 'grill',
  'bife-acebolado': 'grill',
  'classic-cheeseburger': 'burger',
  falafel: 'burger',
  coxinha: 'fritters',
  'bolinho-de-arroz': 'fritters',
  'bolinho-de-chuva': 'fritters',
  churros: 'fritters',
  'pork-schnitzel': 'fried',
  'fish-and-chips': 'fried',
  'mandioca-frita': 'fried',
  'plantain-chips': 'fried',
  'beef-tacos': 'tacos',
  'chicken-fajitas': 'tacos',
  'cheese-quesadillas': 'tacos',
  'breakfast-burrito': 'tacos',
  'chicken-tinga': 'tacos',
  'tofu-fresh-spring-rolls': 'tacos',
  'misto-quente': 'sandwich',
  'croque-monsieur': 'sandwich',
  'grilled-cheese-sandwich': 'sandwich',
  'avocado-toast': 'sandwich',
  'lemongrass-chicken-banh-mi': 'sandwich',
  'tomato-bruschetta': 'sandwich',
  'eggs-benedict': 'sandwich',
  'classic-french-toast': 'pancakes',
  'tapioca-de-queijo-coalho': 'pancakes',
  'arepas-con-queso': 'pancakes',
  'chicken-shawarma-bowl': 'grain-bowl',
  'teriyaki-salmon-rice-bowl': 'grain-bowl',
  bibimbap: 'grain-bowl',
  'vegan-burrito-bowl': 'grain-bowl',
  'acai-na-tigela': 'grain-bowl',
  'yogurt-granola-bowl': 'porridge',
  'omelete-de-queijo-minas': 'omelette',
  'ovos-mexidos-com-tomate': 'omelette',
  'zucchini-frittata': 'omelette',
  'tortilla-espanola': 'omelette',
  'omelette-aux-fines-herbes': 'omelette',
  shakshuka: 'omelette',
  'masala-omelette': 'omelette',
  'creamy-scrambled-eggs': 'omelette',
  tamagoyaki: 'omelette',
  'huevos-rancheros': 'omelette',
  'chilaquiles-verdes': 'omelette',
  'bacalhau-a-bras': 'omelette',
  'mingau-de-aveia': 'porridge',
  'classic-porridge': 'porridge',
  'overnight-oats': 'porridge',
  'bircher-muesli': 'porridge',
  'kanda-poha': 'porridge',
  'cuscuz-nordestino': 'porridge',
  canjica: 'pudding',
  'buttermilk-pancakes': 'pancakes',
  'french-crepes': 'pancakes',
  'classic-waffles': 'pancakes',
  'argentinian-dulce-de-leche-crepes': 'pancakes',
  'chocolate-chip-cookies': 'cookies',
  'fudgy-brownies': 'cookies',
  'pe-de-moleque': 'cookies',
  cocada: 'cookies',
  brigadeiro: 'cookies',
  'bolo-de-fuba': 'cake',
  'bolo-de-cenoura': 'cake',
  'tres-leches-cake': 'cake',
  'pave-de-chocolate': 'cake',
  tiramisu: 'pudding',
  'banana-bread': 'quick-bread',
  'british-scones': 'quick-bread',
  'pao-de-queijo': 'quick-bread',
  esfiha: 'pie',
  'pastel-de-feira': 'pie',
  'argentinian-beef-empanadas': 'pie',
  'pork-and-cabbage-dumplings': 'pie',
  'pizza-margherita': 'pie',
  'pudim-de-leite-condensado': 'pudding',
  quindim: 'pudding',
  'mousse-de-maracuja': 'pudding',
  'arroz-doce': 'pudding',
  'panna-cotta': 'pudding',
  'creme-brulee': 'pudding',
  kheer: 'pudding',
  'mango-sticky-rice': 'pudding',
  'sagu-de-vinho': 'pudding',
  'romeu-e-julieta': 'pudding',
  'pipoca-doce': 'snack',
  'vitamina-de-abacate': 'smoothie',
  'mango-lassi': 'smoothie',
  'mixed-berry-smoothie': 'smoothie',
  'spaghetti-carbonara': 'pasta',
  'spaghetti-aglio-e-olio': 'pasta',
  'pasta-al-pesto-genovese': 'pasta',
  'penne-arrabbiata': 'pasta',
  'potato-gnocchi-tomato-sauce': 'pasta',
  'risotto-ai-funghi': 'risotto',
  'risoto-de-palmito': 'risotto',
  'peruvian-ceviche': 'salad',
  'gambas-al-ajillo': 'stir-fry',
  'classic-hummus': 'sauce',
  'baba-ganoush': 'sauce',
  'virado-a-paulista': 'rice',
  'feijao-tropeiro': 'stew',
};

const CAT_MAP: Record<string, string[]> = {
  meat: ['meat'],
  beef: ['beef', 'meat'],
  pork: ['pork', 'meat'],
  poultry: ['poultry', 'meat'],
  fish: ['fish'],
  shellfish: ['shellfish'],
  dairy: ['dairy'],
  egg: ['egg'],
  gluten: ['gluten'],
  soy: ['soy'],
  alcohol: ['alcohol'],
  honey: ['honey', 'sugar'],
  gelatin: ['gelatin'],
  chili: ['chili'],
  sugar: ['sugar'],
};
function roleOf(cats: string[]): TRole {
  const has = (c: string) => cats.includes(c);
  if (['meat', 'beef', 'pork', 'poultry', 'fish', 'shellfish', 'tofu'].some(has)) return 'protein';
  if (has('legume') && !has('vegetable')) return 'protein';
  if (has('egg')) return 'egg';
  if (has('chili')) return 'spice';
  if (has('vegetable')) return 'vegetable';
  if (has('fruit')) return 'fruit';
  if (has('herb')) return 'herb';
  if (has('spice')) return 'spice';
  if (has('oil')) return 'fat';
  if (has('dairy')) return 'dairy';
  if (has('sugar') || has('honey')) return 'sweet';
  if (has('grain') || has('starch')) return 'starch';
  if (has('stock') || has('water') || has('alcohol')) return 'liquid';
  if (has('condiment')) return 'sauce';
  if (has('salt')) return 'seasoning';
  if (has('leavening')) return 'leaven';
  if (has('nut')) return 'nut';
  return 'other';
}
const head = (s: string) =>
  s
    .replace(/\(.*?\)/g, '')
    .split(/[,;]/)[0]!
    .trim();
const kebab = (s: string) =>
  fold(s)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const pantry: Record<string, TLexEntry> = {};
function keyFor(i: Old['ingredients'][number]): string {
  const direct = kebab(i.key);
  if (kb.lex.has(direct)) return direct;
  // The core lexicon's words, then its names, on the old key and the English name.
  for (const text of [i.key, head(i.name.en)]) {
    const m = kb.ingredientMatcher.findAll(text);
    if (m.length === 1 && m[0]!.text.length >= text.trim().length - 2) return m[0]!.values[0]!;
  }
  if (pantry[direct]) return direct;
  const cats = [
    ...new Set(
      i.cats.flatMap((c) => (c === 'nut' ? (/peanut/.test(i.key) ? ['peanut'] : ['treenut']) : (CAT_MAP[c] ?? []))),
    ),
  ];
  if (/sesame/.test(i.key)) cats.push('sesame');
  const en = head(i.name.en).toLowerCase();
  const pt = head(i.name.pt).toLowerCase();
  const bare = /^\s*\d+(\s+\d\/\d)?\s*$/.test(i.amount.en);
  pantry[direct] = {
    name: { en: [en, en], 'pt-BR': [pt, pt] },
    g: /a$|agem$|ção$|dade$/.test(pt.split(/\s+/)[0]!) ? 'f' : 'm',
    measure: bare ? 'count' : 'mass',
    cats: cats as TLexEntry['cats'],
    role: roleOf(i.cats),
    words: [...new Set([i.key, en])],
  };
  return direct;
}

const placeholders = liftPlaceholders;

const ACTS: [RegExp, string][] = [
  [/\bstir-fr(y|ied)\b/i, 'stirfry'],
  [/\bdeep-fr|\bfry\b|\bfried\b/i, 'fry'],
  [/\bbrown|\bsear/i, 'brown'],
  [/\broast/i, 'roast'],
  [/\bgrill|\bchar\b|barbecue/i, 'grill'],
  [/\bbake\b|\bbaked\b/i, 'bake'],
  [/\bsimmer/i, 'simmer'],
  [/\bboil/i, 'boil'],
  [/\bsteam/i, 'steam'],
  [/\bsauté|\bsaute|\bsoften/i, 'saute'],
];

mkdirSync(join(KNOWLEDGE_DIR, 'recipes'), { recursive: true });
// Keys first (pantry entries are created on the way), then steps with every entry known.
for (const r of KB_RECIPES) for (const i of r.ingredients) keyFor(i);
const kbAll = { ...kb, lex: new Map([...kb.lex, ...Object.entries(pantry)]), ingredientMatcher: kb.ingredientMatcher };
for (const [k, e] of Object.entries(pantry))
  kbAll.ingredientMatcher.addAll([...e.name.en, ...e.name['pt-BR'], ...(e.words ?? [])], k);
let n = 0;
for (const r of KB_RECIPES) {
  const ids = new Map<string, number>();
  const ingredients = r.ingredients.map((i) => {
    const key = keyFor(i);
    const c = (ids.get(key) ?? 0) + 1;
    ids.set(key, c);
    const e = kb.lex.get(key) ?? pantry[key]!;
    const role: TRole = e.role;
    return {
      id: c > 1 ? `${key}-${c}` : key,
      key,
      role,
      amount: { en: i.amount.en, 'pt-BR': i.amount.pt },
      line: { en: i.name.en, 'pt-BR': i.name.pt },
      ...(i.optional ? { optional: true } : {}),
    };
  });
  const matchers = { en: new PhraseMatcher<string>(), 'pt-BR': new PhraseMatcher<string>() };
  r.ingredients.forEach((i, k) => {
    const ing = ingredients[k]!;
    const e = kb.lex.get(ing.key) ?? pantry[ing.key]!;
    for (const lang of ['en', 'pt-BR'] as const) {
      const own = lang === 'en' ? i.name.en : i.name.pt;
      const phrases = [...mentionPhrases(kbAll, ing.key, own, lang), own.split(/\s*,\s*/)[0]!, ...e.name[lang]];
      if (lang === 'en') phrases.push(i.key);
      for (const p of phrases) if (p && p.length > 1 && !matchers[lang].has(p)) matchers[lang].add(p, ing.id);
    }
  });
  const steps = r.steps.en.map((en, k) => {
    const pt = r.steps.pt[k] ?? en;
    const used = new Set<string>();
    const text = {
      en: placeholders(en, matchers.en, 'en', used),
      'pt-BR': placeholders(pt, matchers['pt-BR'], 'pt-BR', used),
    };
    const act = ACTS.find(([re]) => re.test(en))?.[1];
    return { text, ...(used.size ? { uses: [...used] } : {}), ...(act ? { act } : {}) };
  });
  const first = r.meals[0]!;
  const course = SAUCE.includes(r.id)
    ? 'sauce'
    : SIDE.includes(r.id)
      ? 'side'
      : SOUP.includes(r.id)
        ? 'soup'
        : SALAD.includes(r.id)
          ? 'salad'
          : DRINK.includes(r.id)
            ? 'drink'
            : first === 'dessert'
              ? 'dessert'
              : first === 'breakfast'
                ? 'breakfast'
                : first === 'snack'
                  ? 'snack'
                  : 'main';
  const also = new Set<string>();
  for (const m of r.meals) also.add(m === 'lunch' || m === 'dinner' ? 'main' : m);
  if (MAIN_SALAD.includes(r.id) || (course === 'soup' && r.protein !== 'none')) also.add('main');
  if (
    SIDE.includes(r.id) ||
    SAUCE.includes(r.id) ||
    DRINK.includes(r.id) ||
    (SALAD.includes(r.id) && !MAIN_SALAD.includes(r.id))
  )
    also.delete('main');
  // A snack or breakfast eaten at lunch is not a dinner main: only 'dinner' makes it one.
  if (course !== 'main' && !r.meals.includes('dinner')) also.delete('main');
  also.delete(course);
  const recipe = ZRecipe.parse({
    id: r.id,
    title: { en: r.title.en, 'pt-BR': r.title.pt },
    description: { en: r.description.en, 'pt-BR': r.description.pt },
    course,
    ...(also.size ? { also: [...also] } : {}),
    family:
      FAMILY[r.id] ??
      (course === 'soup'
        ? 'soup'
        : course === 'salad'
          ? 'salad'
          : course === 'sauce'
            ? 'sauce'
            : course === 'side'
              ? 'side'
              : course === 'drink'
                ? 'smoothie'
                : 'classic'),
    cuisine: r.cuisine,
    prepTime: r.prepTime,
    cookTime: r.cookTime,
    servings: r.servings,
    difficulty: r.difficulty,
    ingredients,
    steps,
    tags: { en: r.tags.en, 'pt-BR': r.tags.pt },
    tips: { en: r.tips.en, 'pt-BR': r.tips.pt },
    ...(r.aliases?.length ? { aliases: r.aliases } : {}),
  });
  writeFileSync(join(KNOWLEDGE_DIR, 'recipes', `${r.id}.json`), JSON.stringify(recipe, null, 1) + '\n');
  n++;
}
writeFileSync(join(KNOWLEDGE_DIR, 'lexicon', 'pantry.json'), JSON.stringify(pantry, null, 1) + '\n');
console.log(`${n} recipes, ${Object.keys(pantry).length} pantry entries`);
void readFileSync;
