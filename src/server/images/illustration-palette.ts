/**
 * Colours and shapes of common ingredients, in English and Portuguese, for the built-in recipe
 * illustration. Names are matched without accents, as whole words, longest name first.
 */

export type Shape =
  | 'grain'
  | 'bean'
  | 'cube'
  | 'round'
  | 'slice'
  | 'leaf'
  | 'shred'
  | 'strip'
  | 'floret'
  | 'shrimp'
  | 'egg'
  | 'crumble'
  | 'herb'
  | 'seed'
  | 'noodle'
  | 'slab'
  | 'liquid';

export type Role = 'base' | 'main' | 'veg' | 'fruit' | 'garnish' | 'liquid' | 'sweet' | 'neutral';

export interface IngredientLook {
  color: string;
  shape: Shape;
  role: Role;
  /** The table name that matched (e.g. "abobora" for "1 abóbora cabotiá"). */
  key: string;
}

type Row = [names: string, color: string, shape: Shape, role: Role];

// "a|b|c" lists every name (English and Portuguese) of one look.
const ROWS: Row[] = [
  // grains and starches
  ['rice|white rice|jasmine rice|basmati|arborio|arroz|arroz branco', '#f6f2e6', 'grain', 'base'],
  ['brown rice|wild rice|arroz integral', '#c9a674', 'grain', 'base'],
  ['quinoa', '#e6d6ac', 'grain', 'base'],
  ['couscous|cuscuz|flocao|flocos de milho', '#f1cf62', 'grain', 'base'],
  ['oats|oatmeal|rolled oats|granola|aveia', '#d9c296', 'grain', 'base'],
  ['polenta|cornmeal|grits|fuba|angu', '#f2c64a', 'crumble', 'base'],
  [
    'pasta|spaghetti|penne|fettuccine|linguine|tagliatelle|macaroni|noodles|ramen noodles|rice noodles|macarrao|espaguete|talharim|miojo|lamen|fusilli|parafuso',
    '#f0cf82',
    'noodle',
    'base',
  ],
  ['gnocchi|nhoque', '#f0d9a0', 'round', 'base'],
  ['potato|potatoes|batata|batatas|batata inglesa', '#ebcd86', 'cube', 'base'],
  ['sweet potato|batata doce|yam|inhame|cara', '#e8883a', 'cube', 'base'],
  ['cassava|yuca|manioc|mandioca|aipim|macaxeira', '#f1e3bd', 'cube', 'base'],
  ['tapioca|goma de tapioca|polvilho', '#f8f4ea', 'crumble', 'base'],
  ['farofa|farinha de mandioca|breadcrumbs|bread crumbs|panko|farinha de rosca', '#d8b274', 'crumble', 'base'],
  [
    'bread|toast|baguette|sourdough|pao|paes|torrada|torradas|pao frances|pita|naan|fatia de pao',
    '#d9a35e',
    'slab',
    'base',
  ],
  ['croutons|crouton|croutons de pao', '#c98f4e', 'cube', 'base'],
  ['tortilla|tortillas|wrap|crepe|panqueca', '#ead09a', 'slice', 'base'],
  // proteins
  [
    'chicken|chicken breast|chicken thighs|turkey|frango|peito de frango|galinha|peru|sobrecoxa|coxa',
    '#deb27a',
    'strip',
    'main',
  ],
  [
    'beef|steak|sirloin|brisket|ribs|veal|lamb|carne|carne bovina|bife|picanha|alcatra|patinho|maminha|costela|fraldinha|acem|musculo|cordeiro|carne seca|charque|jerked beef',
    '#7b3a27',
    'cube',
    'main',
  ],
  ['ground beef|minced beef|mince|carne moida|ground meat', '#6e3524', 'crumble', 'main'],
  ['pork|pork loin|pork shoulder|porco|lombo|pernil|carne de porco|bisteca', '#d49478', 'cube', 'main'],
  ['bacon|pancetta|toucinho|panceta', '#b4503a', 'strip', 'main'],
  ['ham|prosciutto|presunto|presunto cru', '#e7a1a0', 'strip', 'main'],
  ['sausage|chorizo|pepperoni|salami|linguica|calabresa|salsicha|paio', '#9d3a2a', 'slice', 'main'],
  ['fish|white fish|cod|tilapia|hake|haddock|peixe|bacalhau|pescada|merluza|robalo|tilapia', '#efe2cc', 'cube', 'main'],
  ['salmon|trout|salmao|truta', '#f0875d', 'cube', 'main'],
  ['tuna|atum', '#b8646a', 'cube', 'main'],
  ['shrimp|shrimps|prawn|prawns|camarao|camaroes', '#f38d68', 'shrimp', 'main'],
  ['mussels|clams|squid|octopus|mexilhao|lula|polvo|frutos do mar|seafood', '#d9b6a0', 'round', 'main'],
  ['egg|eggs|ovo|ovos|gema|gemas', '#fbd24a', 'egg', 'main'],
  ['tofu|paneer|tempeh', '#f2ead3', 'cube', 'main'],
  ['chickpeas|garbanzo|grao de bico|hummus|homus', '#dbb472', 'round', 'main'],
  ['lentils|lentilha|lentilhas|dal', '#b07235', 'bean', 'main'],
  ['beans|pinto beans|feijao|feijao carioca|feijoes', '#7a4a31', 'bean', 'main'],
  ['black beans|feijao preto', '#2e211e', 'bean', 'main'],
  ['kidney beans|red beans|feijao vermelho|feijao roxo', '#8a2b2b', 'bean', 'main'],
  ['white beans|cannellini|navy beans|feijao branco|fava|favas', '#eee4cf', 'bean', 'main'],
  ['black-eyed peas|feijao fradinho|feijao de corda|acaraje', '#e3d2b0', 'bean', 'main'],
  // cheese and dairy
  ['cheese|queijo|queijos|queijo minas|queijo prato', '#f4ca4c', 'crumble', 'main'],
  ['parmesan|parmigiano|pecorino|parmesao|grana padano', '#f0da98', 'crumble', 'garnish'],
  [
    'mozzarella|mussarela|muçarela|burrata|ricotta|ricota|feta|cottage|cream cheese|goat cheese|queijo de cabra',
    '#f8f1dc',
    'round',
    'main',
  ],
  ['cheddar', '#ef9c2e', 'crumble', 'main'],
  ['queijo coalho|halloumi|provolone', '#f1dca4', 'cube', 'main'],
  // vegetables
  ['tomato|tomatoes|cherry tomatoes|tomate|tomates|tomate cereja', '#d93a2b', 'round', 'veg'],
  [
    'tomato sauce|tomato paste|passata|marinara|crushed tomatoes|molho de tomate|extrato de tomate|polpa de tomate|tomate pelado',
    '#c7301f',
    'liquid',
    'liquid',
  ],
  ['carrot|carrots|cenoura|cenouras', '#f07e22', 'slice', 'veg'],
  ['spinach|espinafre', '#3c7a36', 'leaf', 'veg'],
  ['kale|collard greens|couve|couve manteiga', '#2e6a39', 'shred', 'veg'],
  ['lettuce|romaine|mixed greens|salad leaves|alface|folhas verdes', '#8cc152', 'leaf', 'veg'],
  ['arugula|rocket|watercress|rucula|agriao', '#4f8a32', 'leaf', 'veg'],
  ['cabbage|slaw|repolho', '#bad68f', 'shred', 'veg'],
  ['red cabbage|repolho roxo', '#7d2c61', 'shred', 'veg'],
  ['broccoli|brocolis|brocolos', '#3f7e35', 'floret', 'veg'],
  ['cauliflower|couve-flor|couve flor', '#efe7cf', 'floret', 'veg'],
  ['peas|green peas|ervilha|ervilhas', '#7ab648', 'round', 'veg'],
  ['corn|sweet corn|corn kernels|milho|milho verde|canjica|pamonha', '#f6c842', 'grain', 'veg'],
  ['bell pepper|red pepper|red bell pepper|capsicum|pimentao|pimentao vermelho', '#d3352a', 'strip', 'veg'],
  ['green pepper|green bell pepper|pimentao verde', '#4f983a', 'strip', 'veg'],
  ['yellow pepper|yellow bell pepper|pimentao amarelo', '#f3c42e', 'strip', 'veg'],
  [
    'chili|chilli|chili pepper|jalapeno|chile|pimenta dedo-de-moca|pimenta dedo de moca|pimenta malagueta|pimenta',
    '#c62828',
    'slice',
    'garnish',
  ],
  ['onion|onions|cebola|cebolas|shallot|chalota|leek|alho-poro|alho poro', '#ecdfcb', 'strip', 'veg'],
  ['red onion|cebola roxa', '#9d3f6e', 'strip', 'veg'],
  ['mushroom|mushrooms|cogumelo|cogumelos|champignon|shiitake|shimeji|portobello', '#a47e5c', 'slice', 'veg'],
  ['zucchini|courgette|abobrinha', '#7fad4a', 'slice', 'veg'],
  ['cucumber|pepino', '#8fc05c', 'slice', 'veg'],
  ['eggplant|aubergine|berinjela', '#4a2a4e', 'cube', 'veg'],
  ['pumpkin|squash|butternut|abobora|moranga|jerimum', '#ec892b', 'cube', 'veg'],
  ['beet|beets|beetroot|beterraba', '#8d1c46', 'cube', 'veg'],
  ['avocado|guacamole|abacate', '#9cc253', 'cube', 'veg'],
  ['okra|quiabo', '#5d8f3a', 'slice', 'veg'],
  ['chayote|chuchu', '#bdd89c', 'cube', 'veg'],
  ['heart of palm|hearts of palm|palmito', '#f1e9cf', 'slice', 'veg'],
  ['green beans|string beans|vagem|vagens', '#5b9b3e', 'strip', 'veg'],
  ['asparagus|aspargo|aspargos', '#6f9d45', 'strip', 'veg'],
  ['celery|salsao|aipo', '#a8c97a', 'slice', 'veg'],
  ['olives|olive|azeitona|azeitonas', '#4b5320', 'round', 'veg'],
  ['black olives|azeitona preta|azeitonas pretas', '#2c2926', 'round', 'veg'],
  ['radish|rabanete', '#d24a6a', 'slice', 'veg'],
  ['seaweed|nori|alga|algas', '#1f3324', 'shred', 'veg'],
  // herbs and garnish
  ['parsley|salsa|salsinha|cheiro-verde|cheiro verde', '#3f8f3a', 'herb', 'garnish'],
  ['cilantro|coriander|coentro', '#4f9c3f', 'herb', 'garnish'],
  ['basil|manjericao', '#2f7d32', 'leaf', 'garnish'],
  ['mint|hortela', '#4caf50', 'leaf', 'garnish'],
  ['chives|scallion|scallions|green onion|spring onion|cebolinha|cebolinha verde', '#5aa13c', 'herb', 'garnish'],
  ['rosemary|thyme|dill|oregano|alecrim|tomilho|endro|oregano|sage|salvia', '#5e7f49', 'herb', 'garnish'],
  ['sesame|sesame seeds|gergelim', '#f1e3bf', 'seed', 'garnish'],
  ['black sesame|gergelim preto|chia|poppy seeds|papoula', '#2d2b2a', 'seed', 'garnish'],
  ['black pepper|pepper|pimenta-do-reino|pimenta do reino', '#2b2b2b', 'seed', 'garnish'],
  [
    'paprika|smoked paprika|chili flakes|red pepper flakes|paprica|paprica defumada|colorau|urucum|pimenta calabresa',
    '#c0392b',
    'seed',
    'garnish',
  ],
  ['cinnamon|canela|nutmeg|noz-moscada', '#9c5a2c', 'seed', 'garnish'],
  ['peanuts|peanut|amendoim|pacoca', '#c79058', 'round', 'garnish'],
  ['cashews|cashew|castanha de caju|caju', '#e5c796', 'round', 'garnish'],
  ['almonds|almond|amendoa|amendoas', '#c99a64', 'round', 'garnish'],
  ['walnuts|pecans|nozes|noz peca|castanha do para|brazil nuts|hazelnuts|avela', '#8a5a2e', 'round', 'garnish'],
  ['coconut|shredded coconut|coco|coco ralado', '#f7f2e8', 'crumble', 'garnish'],
  ['lemon|lemons|limao siciliano', '#eed758', 'slice', 'garnish'],
  ['lime|limes|limao|limao taiti', '#9fcb3d', 'slice', 'garnish'],
  ['ginger|gengibre|garlic|alho', '#eadfc3', 'crumble', 'neutral'],
  // liquids and sauces
  ['coconut milk|leite de coco', '#f3eee2', 'liquid', 'liquid'],
  [
    'cream|heavy cream|sour cream|creme de leite|nata|creme fraiche|chantilly|whipped cream',
    '#f6eedf',
    'liquid',
    'liquid',
  ],
  ['milk|leite|whole milk|leite integral', '#faf6ee', 'liquid', 'liquid'],
  ['yogurt|yoghurt|iogurte|coalhada', '#f8f5ec', 'liquid', 'liquid'],
  ['broth|stock|caldo|caldo de galinha|caldo de legumes|bouillon', '#d9a24c', 'liquid', 'liquid'],
  ['curry|curry paste|curry powder|turmeric|curcuma|acafrao|garam masala', '#dd9f22', 'liquid', 'liquid'],
  ['palm oil|dende|azeite de dende', '#e5701b', 'liquid', 'liquid'],
  ['soy sauce|shoyu|molho de soja|teriyaki|molho ingles|worcestershire', '#4a2a17', 'liquid', 'liquid'],
  ['red wine|vinho tinto|wine|vinho', '#6d1f2a', 'liquid', 'liquid'],
  ['pesto', '#5d8b2f', 'liquid', 'liquid'],
  ['mustard|mostarda|mayonnaise|mayo|maionese', '#e8cd6a', 'liquid', 'liquid'],
  ['ketchup|barbecue sauce|bbq sauce|molho barbecue', '#a92c20', 'liquid', 'liquid'],
  ['coffee|espresso|cafe|cafe coado', '#4a2d1f', 'liquid', 'liquid'],
  // sweet things and fruit
  [
    'chocolate|dark chocolate|cocoa|cocoa powder|cacau|chocolate em po|achocolatado|nutella|brigadeiro',
    '#4a2a1b',
    'liquid',
    'sweet',
  ],
  ['white chocolate|chocolate branco', '#f4ecd7', 'crumble', 'sweet'],
  ['condensed milk|sweetened condensed milk|leite condensado', '#f2e1ad', 'liquid', 'sweet'],
  ['dulce de leche|caramel|doce de leite|caramelo|calda de caramelo', '#b87034', 'liquid', 'sweet'],
  ['honey|maple syrup|mel|melado|xarope', '#e2a62d', 'liquid', 'sweet'],
  ['jam|jelly|geleia|goiabada|guava paste', '#b3233a', 'liquid', 'sweet'],
  ['strawberry|strawberries|morango|morangos', '#d7263d', 'slice', 'fruit'],
  ['blueberry|blueberries|mirtilo|mirtilos', '#3f4f8f', 'round', 'fruit'],
  ['raspberry|raspberries|framboesa|framboesas|berries|frutas vermelhas', '#c8264f', 'round', 'fruit'],
  ['banana|bananas', '#f2d86a', 'slice', 'fruit'],
  ['apple|apples|maca|macas', '#d94a3a', 'slice', 'fruit'],
  ['mango|manga', '#f6a623', 'cube', 'fruit'],
  ['pineapple|abacaxi', '#f4cf45', 'cube', 'fruit'],
  ['orange|oranges|laranja|tangerine|mexerica|tangerina', '#f3991e', 'slice', 'fruit'],
  ['passion fruit|maracuja', '#f2bf2c', 'seed', 'fruit'],
  ['acai', '#3b1b3e', 'liquid', 'fruit'],
  ['grapes|grape|uva|uvas|raisins|uva passa|passas', '#6b2d5c', 'round', 'fruit'],
  ['kiwi', '#8dbf3a', 'slice', 'fruit'],
  ['peach|peaches|pessego|pessegos|apricot|damasco', '#f5a47a', 'slice', 'fruit'],
  ['cherry|cherries|cereja|cerejas', '#a3122c', 'round', 'fruit'],
  ['papaya|mamao', '#f08a3c', 'cube', 'fruit'],
  ['guava|goiaba', '#e9687a', 'slice', 'fruit'],
  ['watermelon|melancia', '#e8455a', 'cube', 'fruit'],
  ['pear|pears|pera|peras|melon|melao', '#d6dc8a', 'slice', 'fruit'],
  ['fig|figs|figo|figos', '#7a3c5b', 'slice', 'fruit'],
  // pantry: no colour of their own
  [
    'salt|sal|water|agua|oil|olive oil|vegetable oil|azeite|oleo|sugar|acucar|brown sugar|acucar mascavo|flour|all-purpose flour|farinha|farinha de trigo|butter|manteiga|margarine|margarina|baking powder|baking soda|yeast|fermento|bicarbonato|vinegar|vinagre|vanilla|baunilha|cornstarch|amido de milho|maisena|gelatin|gelatina|ice|gelo|spices|temperos|seasoning|tempero|bay leaf|louro|cumin|cominho',
    '#f3ead2',
    'crumble',
    'neutral',
  ],
];

/** Lowercase, accents removed, punctuation to spaces. */
export function normalizeName(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, ' ')
    .trim();
}

interface Entry extends Omit<IngredientLook, 'key'> {
  name: string;
  pattern: RegExp;
}

const ENTRIES: Entry[] = ROWS.flatMap(([names, color, shape, role]) =>
  names.split('|').map((raw) => {
    const name = normalizeName(raw);
    const escaped = name.replace(/[-]/g, '[- ]');
    return { name, color, shape, role, pattern: new RegExp(`(?:^|\\s)${escaped}(?:s|es)?(?:\\s|$)`) };
  }),
).sort((a, b) => b.name.length - a.name.length);

/** The look of one ingredient name, or null when it is not in the table. */
export function lookUpIngredient(name: string): IngredientLook | null {
  const n = normalizeName(name);
  if (!n) return null;
  for (const e of ENTRIES) {
    if (e.pattern.test(n)) return { color: e.color, shape: e.shape, role: e.role, key: e.name };
  }
  return null;
}
