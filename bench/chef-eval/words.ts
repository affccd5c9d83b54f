/**
 * The bench's own vocabulary: dish families, ingredients, diet categories, cooking words and
 * Portuguese nouns with gender. Written apart from the chef's lexicon on purpose: the bench must
 * judge the engine, not agree with it by construction. Patterns match folded text (lower case,
 * no accents; see `fold` in rules.ts).
 */

export type Lang = 'en' | 'pt-BR';
export type Category = 'meat' | 'pork' | 'fish' | 'shellfish' | 'dairy' | 'egg' | 'gluten' | 'nut';

/** A diet or an avoid item as a wish states it, and the categories it rules out. */
export const RESTRICTIONS: Record<string, { en: string[]; pt: string[]; forbids: Category[] }> = {
  vegetarian: {
    en: ['vegetarian', 'meatless'],
    pt: ['vegetariano', 'sem carne'],
    forbids: ['meat', 'pork', 'fish', 'shellfish'],
  },
  vegan: {
    en: ['vegan', 'plant-based'],
    pt: ['vegano', 'vegana'],
    forbids: ['meat', 'pork', 'fish', 'shellfish', 'dairy', 'egg'],
  },
  glutenFree: {
    en: ['gluten-free', 'gluten free', 'no gluten', 'celiac friendly'],
    pt: ['sem glúten', 'para celíacos'],
    forbids: ['gluten'],
  },
  dairyFree: { en: ['dairy-free', 'no dairy', 'lactose free'], pt: ['sem lactose', 'sem leite'], forbids: ['dairy'] },
  noPork: { en: ['no pork', 'without pork'], pt: ['sem carne de porco', 'sem porco'], forbids: ['pork'] },
  nutFree: {
    en: ['nut-free', 'no nuts', 'without nuts (allergy)'],
    pt: ['sem castanhas', 'sem nozes nem amendoim'],
    forbids: ['nut'],
  },
  noShellfish: {
    en: ['no shellfish', 'shellfish allergy'],
    pt: ['sem frutos do mar', 'alergia a camarão'],
    forbids: ['shellfish'],
  },
  eggFree: { en: ['no eggs', 'egg-free'], pt: ['sem ovo', 'sem ovos'], forbids: ['egg'] },
};

export interface Ingredient {
  en: string;
  pt: string;
  /** Folded patterns that recognise the ingredient in a recipe of that language. */
  match: { en: RegExp; pt: RegExp };
  cats: Category[];
  kind: 'protein' | 'veg' | 'sweet' | 'herb';
}

export const INGREDIENTS: Record<string, Ingredient> = {
  chicken: {
    en: 'chicken',
    pt: 'frango',
    match: { en: /\bchicken\b/, pt: /\b(frango|galinha|sobrecoxas?)\b/ },
    cats: ['meat'],
    kind: 'protein',
  },
  beef: {
    en: 'beef',
    pt: 'carne',
    match: {
      en: /\b(beef|steak|sirloin|brisket|chuck)\b/,
      pt: /\b(carne|patinho|alcatra|acem|fraldinha|musculo|contrafile|maminha|picanha)\b/,
    },
    cats: ['meat'],
    kind: 'protein',
  },
  groundBeef: {
    en: 'ground beef',
    pt: 'carne moída',
    match: { en: /\b(ground beef|beef mince|minced beef)\b/, pt: /\bcarne moida\b/ },
    cats: ['meat'],
    kind: 'protein',
  },
  pork: {
    en: 'pork',
    pt: 'carne de porco',
    match: { en: /\bpork\b/, pt: /\b(porco|suino|suina|lombo|pernil|bisteca|costelinha)\b/ },
    cats: ['meat', 'pork'],
    kind: 'protein',
  },
  shrimp: {
    en: 'shrimp',
    pt: 'camarão',
    match: { en: /\b(shrimps?|prawns?)\b/, pt: /\bcamar(ao|oes)\b/ },
    cats: ['shellfish'],
    kind: 'protein',
  },
  salmon: {
    en: 'salmon',
    pt: 'salmão',
    match: { en: /\bsalmon\b/, pt: /\bsalmao\b/ },
    cats: ['fish'],
    kind: 'protein',
  },
  fish: {
    en: 'white fish',
    pt: 'peixe',
    match: {
      en: /\b(fish|cod|tilapia|hake|haddock|pollock|halibut)\b/,
      pt: /\b(peixe|tilapia|pescada|merluza|bacalhau|robalo|saint peter)\b/,
    },
    cats: ['fish'],
    kind: 'protein',
  },
  tofu: { en: 'tofu', pt: 'tofu', match: { en: /\btofu\b/, pt: /\btofu\b/ }, cats: [], kind: 'protein' },
  chickpeas: {
    en: 'chickpeas',
    pt: 'grão-de-bico',
    match: { en: /\b(chickpeas?|garbanzos?)\b/, pt: /\bgrao[ -]de[ -]bico\b/ },
    cats: [],
    kind: 'protein',
  },
  lentils: {
    en: 'lentils',
    pt: 'lentilha',
    match: { en: /\blentils?\b/, pt: /\blentilhas?\b/ },
    cats: [],
    kind: 'protein',
  },
  eggs: { en: 'eggs', pt: 'ovos', match: { en: /\beggs?\b/, pt: /\bovos?\b/ }, cats: ['egg'], kind: 'protein' },
  blackBeans: {
    en: 'black beans',
    pt: 'feijão preto',
    match: { en: /\bblack beans?\b/, pt: /\bfeijao( preto)?\b/ },
    cats: [],
    kind: 'protein',
  },
  mushrooms: {
    en: 'mushrooms',
    pt: 'cogumelos',
    match: {
      en: /\b(mushrooms?|shiitake|portobello|cremini)\b/,
      pt: /\b(cogumelos?|shiitake|champignons?|shimeji|portobello)\b/,
    },
    cats: [],
    kind: 'protein',
  },
  broccoli: {
    en: 'broccoli',
    pt: 'brócolis',
    match: { en: /\bbroccoli\b/, pt: /\bbrocolis\b/ },
    cats: [],
    kind: 'veg',
  },
  spinach: { en: 'spinach', pt: 'espinafre', match: { en: /\bspinach\b/, pt: /\bespinafre\b/ }, cats: [], kind: 'veg' },
  zucchini: {
    en: 'zucchini',
    pt: 'abobrinha',
    match: { en: /\b(zucchinis?|courgettes?)\b/, pt: /\babobrinhas?\b/ },
    cats: [],
    kind: 'veg',
  },
  bellPepper: {
    en: 'bell pepper',
    pt: 'pimentão',
    match: { en: /\b(bell peppers?|(red|green|yellow) peppers?)\b/, pt: /\bpiment(ao|oes)\b/ },
    cats: [],
    kind: 'veg',
  },
  carrot: { en: 'carrots', pt: 'cenoura', match: { en: /\bcarrots?\b/, pt: /\bcenouras?\b/ }, cats: [], kind: 'veg' },
  sweetPotato: {
    en: 'sweet potato',
    pt: 'batata-doce',
    match: { en: /\bsweet potato(es)?\b/, pt: /\bbatatas?[ -]doces?\b/ },
    cats: [],
    kind: 'veg',
  },
  eggplant: {
    en: 'eggplant',
    pt: 'berinjela',
    match: { en: /\b(eggplants?|aubergines?)\b/, pt: /\bberinjelas?\b/ },
    cats: [],
    kind: 'veg',
  },
  cauliflower: {
    en: 'cauliflower',
    pt: 'couve-flor',
    match: { en: /\bcauliflower\b/, pt: /\bcouve[ -]flor\b/ },
    cats: [],
    kind: 'veg',
  },
  pumpkin: {
    en: 'pumpkin',
    pt: 'abóbora',
    match: { en: /\b(pumpkin|butternut|squash)\b/, pt: /\b(aboboras?|moranga|cabotia)\b/ },
    cats: [],
    kind: 'veg',
  },
  kale: {
    en: 'kale',
    pt: 'couve',
    match: { en: /\b(kale|collard greens?|collards)\b/, pt: /\bcouve\b(?![ -]flor)/ },
    cats: [],
    kind: 'veg',
  },
  corn: {
    en: 'corn',
    pt: 'milho',
    match: { en: /\b(corn|sweetcorn)\b(?! ?starch)/, pt: /\b(?<!amido de )milho\b/ },
    cats: [],
    kind: 'veg',
  },
  peas: { en: 'peas', pt: 'ervilha', match: { en: /\bpeas\b/, pt: /\bervilhas?\b/ }, cats: [], kind: 'veg' },
  okra: { en: 'okra', pt: 'quiabo', match: { en: /\bokra\b/, pt: /\bquiabos?\b/ }, cats: [], kind: 'veg' },
  tomato: { en: 'tomatoes', pt: 'tomate', match: { en: /\btomato(es)?\b/, pt: /\btomates?\b/ }, cats: [], kind: 'veg' },
  potato: {
    en: 'potatoes',
    pt: 'batata',
    match: { en: /\b(?<!sweet )potato(es)?\b/, pt: /\bbatatas?\b(?![ -]doce)/ },
    cats: [],
    kind: 'veg',
  },
  banana: { en: 'banana', pt: 'banana', match: { en: /\bbananas?\b/, pt: /\bbananas?\b/ }, cats: [], kind: 'sweet' },
  apple: { en: 'apple', pt: 'maçã', match: { en: /\bapples?\b/, pt: /\bmacas?\b/ }, cats: [], kind: 'sweet' },
  chocolate: {
    en: 'chocolate',
    pt: 'chocolate',
    match: { en: /\b(chocolate|cocoa|cacao)\b/, pt: /\b(chocolate|cacau)\b/ },
    cats: [],
    kind: 'sweet',
  },
  coconut: { en: 'coconut', pt: 'coco', match: { en: /\bcoconut\b/, pt: /\bcoco\b/ }, cats: [], kind: 'sweet' },
  strawberry: {
    en: 'strawberries',
    pt: 'morango',
    match: { en: /\bstrawberr(y|ies)\b/, pt: /\bmorangos?\b/ },
    cats: [],
    kind: 'sweet',
  },
  oats: {
    en: 'oats',
    pt: 'aveia',
    match: { en: /\b(oats|oatmeal|rolled oats)\b/, pt: /\baveia\b/ },
    cats: [],
    kind: 'sweet',
  },
  peanutButter: {
    en: 'peanut butter',
    pt: 'pasta de amendoim',
    match: { en: /\bpeanut butter\b/, pt: /\bpasta de amendoim\b/ },
    cats: ['nut'],
    kind: 'sweet',
  },
  orange: { en: 'orange', pt: 'laranja', match: { en: /\boranges?\b/, pt: /\blaranjas?\b/ }, cats: [], kind: 'sweet' },
  lemon: { en: 'lemon', pt: 'limão', match: { en: /\blemons?\b/, pt: /\blim(ao|oes)\b/ }, cats: [], kind: 'sweet' },
  mango: { en: 'mango', pt: 'manga', match: { en: /\bmango(e?s)?\b/, pt: /\bmangas?\b/ }, cats: [], kind: 'sweet' },
  basil: { en: 'basil', pt: 'manjericão', match: { en: /\bbasil\b/, pt: /\bmanjericao\b/ }, cats: [], kind: 'herb' },
  cashews: {
    en: 'cashews',
    pt: 'castanha-de-caju',
    match: { en: /\bcashews?\b/, pt: /\bcastanhas?[ -]de[ -]caju\b/ },
    cats: ['nut'],
    kind: 'herb',
  },
};

/** Proteins that make the centre of a savoury dish: a wish naming one should not get another. */
export const CENTRE_PROTEINS = ['chicken', 'beef', 'groundBeef', 'pork', 'shrimp', 'salmon', 'fish', 'tofu'];

export interface Family {
  en: string;
  pt: string;
  /** Portuguese gender and number of the family noun, for "vegano/vegana/veganos". */
  ptForm: 'm' | 'f' | 'mp' | 'fp';
  /** Folded patterns: the family is recognised in the title, tags or description. */
  match: { en: RegExp; pt: RegExp };
  /** Which ingredients make sense in it. */
  takes: Ingredient['kind'][];
}

export const FAMILIES: Record<string, Family> = {
  stirFry: {
    en: 'stir-fry',
    pt: 'salteado',
    ptForm: 'm',
    match: { en: /\bstir[ -]?fr(y|ied)\b|\bwok\b/, pt: /\bsaltead[oa]s?\b|\bxadrez\b|\bwok\b|\byakisoba\b/ },
    takes: ['protein', 'veg'],
  },
  curry: {
    en: 'curry',
    pt: 'curry',
    ptForm: 'm',
    match: { en: /\bcurry\b|\bmasala\b|\bkorma\b/, pt: /\bcurry\b|\bcaril\b|\bmasala\b/ },
    takes: ['protein', 'veg'],
  },
  stew: {
    en: 'stew',
    pt: 'ensopado',
    ptForm: 'm',
    match: {
      en: /\bstews?\b|\bragout\b|\bcasseroles?\b/,
      pt: /\bensopad[oa]\b|\bguisad[oa]\b|\bcozid[oa]\b|\bpicadinho\b/,
    },
    takes: ['protein', 'veg'],
  },
  soup: {
    en: 'soup',
    pt: 'sopa',
    ptForm: 'f',
    match: { en: /\bsoups?\b|\bchowder\b|\bbisque\b/, pt: /\bsopa\b|\bcaldo\b|\bcreme de\b/ },
    takes: ['protein', 'veg'],
  },
  salad: {
    en: 'salad',
    pt: 'salada',
    ptForm: 'f',
    match: { en: /\bsalads?\b/, pt: /\bsaladas?\b/ },
    takes: ['protein', 'veg'],
  },
  pasta: {
    en: 'pasta',
    pt: 'macarrão',
    ptForm: 'm',
    match: {
      en: /\b(pasta|spaghetti|penne|linguine|fettuccine|fusilli|rigatoni|macaroni|lasagna)\b/,
      pt: /\b(macarrao|massa|espaguete|penne|talharim|fettuccine|fusilli|parafuso|lasanha|nhoque)\b/,
    },
    takes: ['protein', 'veg'],
  },
  risotto: {
    en: 'risotto',
    pt: 'risoto',
    ptForm: 'm',
    match: { en: /\brisotto\b/, pt: /\brisoto\b/ },
    takes: ['protein', 'veg'],
  },
  tacos: {
    en: 'tacos',
    pt: 'tacos',
    ptForm: 'mp',
    match: {
      en: /\b(tacos?|wraps?|burritos?|quesadillas?|fajitas?)\b/,
      pt: /\b(tacos?|wraps?|burritos?|quesadillas?|fajitas?)\b/,
    },
    takes: ['protein', 'veg'],
  },
  sandwich: {
    en: 'sandwich',
    pt: 'sanduíche',
    ptForm: 'm',
    match: { en: /\b(sandwich(es)?|panini|toastie|sub|melt)\b/, pt: /\b(sanduiches?|lanche|misto|bauru|panini)\b/ },
    takes: ['protein', 'veg'],
  },
  bowl: {
    en: 'grain bowl',
    pt: 'bowl de grãos',
    ptForm: 'm',
    match: { en: /\bbowls?\b/, pt: /\bbowls?\b|\btigela\b|\bcumbuca\b/ },
    takes: ['protein', 'veg'],
  },
  omelette: {
    en: 'omelette',
    pt: 'omelete',
    ptForm: 'm',
    match: { en: /\b(omelett?e?s?|frittatas?)\b/, pt: /\b(omeletes?|fritadas?|frittatas?)\b/ },
    takes: ['protein', 'veg'],
  },
  sheetPan: {
    en: 'sheet-pan roast',
    pt: 'assado na assadeira',
    ptForm: 'm',
    match: { en: /\bsheet[ -]pan\b|\btray ?bake\b|\broast(ed)?\b/, pt: /\bassad[oa]s?\b|\bassadeira\b/ },
    takes: ['protein', 'veg'],
  },
  bake: {
    en: 'casserole',
    pt: 'gratinado',
    ptForm: 'm',
    match: {
      en: /\b(casseroles?|bakes?|baked|gratin)\b/,
      pt: /\b(gratinad[oa]s?|escondidinho|caçarola|cacarola|forno|assad[oa])\b/,
    },
    takes: ['protein', 'veg'],
  },
  burger: {
    en: 'burgers',
    pt: 'hambúrguer',
    ptForm: 'm',
    match: { en: /\b(burgers?|patt(y|ies))\b/, pt: /\b(hamburguers?|hamburgueres|burgers?|bolinhos?)\b/ },
    takes: ['protein', 'veg'],
  },
  skewers: {
    en: 'skewers',
    pt: 'espetinhos',
    ptForm: 'mp',
    match: { en: /\b(skewers?|kebabs?|kabobs?|brochettes?)\b/, pt: /\b(espetinhos?|espetos?|kebabs?)\b/ },
    takes: ['protein', 'veg'],
  },
  noodleSoup: {
    en: 'noodle soup',
    pt: 'sopa de macarrão',
    ptForm: 'f',
    match: {
      en: /\bnoodle soup\b|\bramen\b|\bpho\b|\blaksa\b|\budon\b/,
      pt: /\bsopa de (macarrao|lamen|talharim)\b|\blamen\b|\bramen\b|\bpho\b|\budon\b/,
    },
    takes: ['protein', 'veg'],
  },
  porridge: {
    en: 'porridge',
    pt: 'mingau',
    ptForm: 'm',
    match: {
      en: /\b(porridge|oatmeal|congee|overnight oats)\b/,
      pt: /\b(mingau|papa de aveia|canjica|overnight oats)\b/,
    },
    takes: ['sweet'],
  },
  pancakes: {
    en: 'pancakes',
    pt: 'panquecas',
    ptForm: 'fp',
    match: { en: /\b(pancakes?|crepes?|hotcakes?)\b/, pt: /\b(panquecas?|crepes?)\b/ },
    takes: ['sweet', 'protein', 'veg'],
  },
  cookies: {
    en: 'cookies',
    pt: 'cookies',
    ptForm: 'mp',
    match: { en: /\b(cookies?|biscuits?)\b/, pt: /\b(cookies?|biscoitos?|bolachas?|sequilhos?)\b/ },
    takes: ['sweet'],
  },
  cake: { en: 'cake', pt: 'bolo', ptForm: 'm', match: { en: /\bcakes?\b/, pt: /\bbolos?\b/ }, takes: ['sweet', 'veg'] },
  quickBread: {
    en: 'quick bread',
    pt: 'pão rápido',
    ptForm: 'm',
    match: { en: /\b(bread|loaf|muffins?|scones?)\b/, pt: /\b(pao|paes|muffins?|broa|bolinhos?|scones?)\b/ },
    takes: ['sweet', 'veg'],
  },
  pie: {
    en: 'pie',
    pt: 'torta',
    ptForm: 'f',
    match: { en: /\b(pies?|tarts?|quiches?|galettes?)\b/, pt: /\b(tortas?|quiches?|empad(ao|inhas?)|galettes?)\b/ },
    takes: ['sweet', 'protein', 'veg'],
  },
  pudding: {
    en: 'mousse',
    pt: 'mousse',
    ptForm: 'f',
    match: { en: /\b(pudding|mousse|custard|flan|panna cotta)\b/, pt: /\b(pudim|mousse|musse|manjar|creme|flan)\b/ },
    takes: ['sweet'],
  },
  smoothie: {
    en: 'smoothie',
    pt: 'vitamina',
    ptForm: 'f',
    match: { en: /\b(smoothies?|shakes?|lassi)\b/, pt: /\b(vitaminas?|smoothies?|batidas?|lassi)\b/ },
    takes: ['sweet'],
  },
  sauce: {
    en: 'sauce',
    pt: 'molho',
    ptForm: 'm',
    match: { en: /\b(sauce|pesto|salsa|gravy|dressing)\b/, pt: /\b(molho|pesto|vinagrete)\b/ },
    takes: ['veg', 'herb'],
  },
};

/** Course-only wishes ("a vegan dessert"): recognised by what the recipe is, not its name. */
export const COURSES: Record<string, { en: string[]; pt: string[] }> = {
  dessert: { en: ['a dessert', 'something sweet for dessert'], pt: ['uma sobremesa', 'um doce de sobremesa'] },
  breakfast: { en: ['breakfast', 'something for breakfast'], pt: ['café da manhã', 'algo para o café da manhã'] },
};

/** Words that name how something is cooked or cut; never an ingredient on their own. */
export const TECHNIQUE_WORDS = new Set(
  'fry fried frying deep-fry stir-fry stir bake baked roast roasted grill grilled saute sauteed boil boiled simmer steam steamed braise braised chop chopped slice sliced dice diced mince minced grate grated whisk whisked blend blended mash mashed marinate marinated toast toasted poach poached sear seared frite fritar frito frita fritos fritas asse assar assado assada grelhe grelhar grelhado grelhada refogue refogar refogado refogada cozinhe cozinhar cozido cozida ferva ferver fervido pique picar picado picada picados picadas fatie fatiar fatiado fatiada corte cortar cortado cortada rale ralar ralado ralada bata bater batido amasse amassar amassado doure dourar dourado salteie saltear salteado'.split(
    ' ',
  ),
);

/** An ingredient name that starts with one of these is a step, not an ingredient. */
export const VERB_STARTS =
  /^(fry|bake|roast|grill|saute|boil|simmer|steam|chop|slice|dice|mince|stir|make|use|add|cook|frite|fritar|asse|assar|grelhe|grelhar|refogue|refogar|cozinhe|cozinhar|ferva|pique|corte|faca|fazer|use|usar|acrescente|adicione|coloque)\b/;

/** Descriptors and grammar words dropped before looking for an ingredient's name in the steps. */
export const DESCRIPTORS = new Set(
  'a an the of and or in into with to for as at about plus extra optional divided serving taste large small medium big fresh freshly ripe whole cut pieces piece strips strip cubes cube rings ring halves halved quartered wedges thin thinly thick finely roughly coarsely peeled boneless skinless trimmed bone-in room temperature softened melted beaten packed heaping cold hot warm dry dried frozen thawed cooked raw rinsed drained shredded crumbled sharp mild virgin good quality store-bought homemade such like more less de do da dos das e ou em com para a o os as um uma uns umas ao aos no na nos nas sem gosto servir opcional dividido dividida grande grandes pequeno pequena pequenos pequenas medio media medios medias fresco fresca frescos frescas maduro madura maduros maduras inteiro inteira inteiros inteiras cubos cubinhos tiras rodelas fatias pedacos pedaco floretes lascas laminas fino fina finos finas grosso grossa grossos grossas bem cerca mais menos extravirgem temperatura ambiente derretido derretida descascado descascada descascados descascadas sem pele osso cozido cozida cozidos cozidas cru crua congelado congelada escorrido escorrida lavado lavada seco seca secos secas'.split(
    ' ',
  ),
);

/**
 * Words a step may use for a whole group of ingredients ("season", "the meat", "all the
 * ingredients"): an ingredient of the group counts as used when one of them appears.
 */
export const GROUP_WORDS: { ingredient: RegExp; step: RegExp }[] = [
  { ingredient: /./, step: /\b(all (the )?ingredients|everything|todos os ingredientes|tudo)\b/ },
  {
    ingredient: /\b(salt|black pepper|pepper|sal|pimenta[ -]do[ -]reino|pimenta)\b/,
    step: /\b(season|seasoning|tempere|temperar|tempero|sal|salt)\b/,
  },
  {
    ingredient:
      /\b(cheese|cheddar|mozzarella|parmesan|gruyere|feta|queso|halloumi|ricotta|queijo|parmesao|mucarela|mussarela|requeijao|paneer)\b/,
    step: /\b(cheese|queso|queijo)\b/,
  },
  {
    ingredient: /\b(chil+i(es)?|chiles?|jalapenos?|serrano|scotch bonnet|pimentas?)\b/,
    step: /\b(chil+i(es)?|chiles?|peppers?|jalapenos?|pimentas?)\b/,
  },
  {
    ingredient:
      /\b(berries|banana|strawberr(y|ies)|blueberr(y|ies)|mango|apple|kiwi|morangos?|frutas vermelhas|mirtilos?|manga|maca|kiwi)\b/,
    step: /\b(fruit|fruits|fruta|frutas|toppings?|cobertura)\b/,
  },
  {
    ingredient:
      /\b(beef|steak|sirloin|brisket|chuck|pork|lamb|carne|patinho|alcatra|acem|fraldinha|musculo|contrafile|maminha|picanha|lombo|pernil|bisteca)\b/,
    step: /\b(meat|beef|pork|steak|carne|bifes?)\b/,
  },
  {
    ingredient: /\b(cod|tilapia|hake|haddock|salmon|tuna|pescada|merluza|bacalhau|robalo|salmao|atum|tilapia)\b/,
    step: /\b(fish|fillets?|peixe|files?)\b/,
  },
  { ingredient: /\b(thighs?|breasts?|drumsticks?|coxas?|sobrecoxas?|peito)\b/, step: /\b(chicken|frango)\b/ },
  {
    ingredient: /\b(flour|baking powder|baking soda|cocoa|farinha|fermento|bicarbonato|cacau|sugar|acucar|salt|sal)\b/,
    step: /\b(dry ingredients|ingredientes secos)\b/,
  },
  {
    ingredient: /\b(milk|eggs?|oil|butter|vanilla|leite|ovos?|oleo|manteiga|baunilha)\b/,
    step: /\b(wet ingredients|ingredientes (liquidos|umidos))\b/,
  },
  {
    ingredient:
      /\b(parsley|cilantro|coriander|basil|chives|herbs?|salsinha|salsa|coentro|manjericao|cebolinha|cheiro[ -]verde|ervas?|mint|dill|hortela|endro)\b/,
    step: /\b(herbs|ervas|cheiro[ -]verde|garnish|decore|finalize)\b/,
  },
  {
    ingredient:
      /\b(cumin|paprika|turmeric|coriander|chili powder|garam masala|cominho|paprica|curcuma|acafrao|especiarias?)\b/,
    step: /\b(spices|especiarias|temperos)\b/,
  },
  { ingredient: /\b(water|agua)\b/, step: /\b(water|agua|boil|ferva|fervente|liquid|liquido)\b/ },
];

/** Countable nouns as the number before them reads: singular and plural forms. */
export const COUNTABLE_EN: [string, string][] = [
  ['egg', 'eggs'],
  ['clove', 'cloves'],
  ['onion', 'onions'],
  ['tomato', 'tomatoes'],
  ['potato', 'potatoes'],
  ['carrot', 'carrots'],
  ['lemon', 'lemons'],
  ['lime', 'limes'],
  ['tortilla', 'tortillas'],
  ['banana', 'bananas'],
  ['apple', 'apples'],
  ['avocado', 'avocados'],
  ['shallot', 'shallots'],
  ['bun', 'buns'],
  ['fillet', 'fillets'],
  ['slice', 'slices'],
  ['can', 'cans'],
  ['breast', 'breasts'],
  ['thigh', 'thighs'],
  ['sprig', 'sprigs'],
  ['zucchini', 'zucchinis'],
  ['cucumber', 'cucumbers'],
  ['chop', 'chops'],
  ['steak', 'steaks'],
];
export const COUNTABLE_PT: [string, string][] = [
  ['ovo', 'ovos'],
  ['dente', 'dentes'],
  ['cebola', 'cebolas'],
  ['tomate', 'tomates'],
  ['batata', 'batatas'],
  ['cenoura', 'cenouras'],
  ['limao', 'limoes'],
  ['tortilha', 'tortilhas'],
  ['banana', 'bananas'],
  ['maca', 'macas'],
  ['abacate', 'abacates'],
  ['pao', 'paes'],
  ['file', 'files'],
  ['fatia', 'fatias'],
  ['lata', 'latas'],
  ['peito', 'peitos'],
  ['coxa', 'coxas'],
  ['ramo', 'ramos'],
  ['abobrinha', 'abobrinhas'],
  ['pepino', 'pepinos'],
  ['bisteca', 'bistecas'],
  ['pimentao', 'pimentoes'],
  ['berinjela', 'berinjelas'],
  ['xicara', 'xicaras'],
  ['colher', 'colheres'],
];
/** Never a fraction: half an egg or 3/4 of a clove is not how anyone writes a recipe. */
export const STRICTLY_WHOLE = new Set([
  'egg',
  'eggs',
  'clove',
  'cloves',
  'tortilla',
  'tortillas',
  'bun',
  'buns',
  'ovo',
  'ovos',
  'dente',
  'dentes',
  'tortilha',
  'tortilhas',
  'pao',
  'paes',
  'fatia',
  'fatias',
  'slice',
  'slices',
  'file',
  'files',
  'fillet',
  'fillets',
  'chop',
  'chops',
  'bisteca',
  'bistecas',
]);

/** Measures of mass and volume: what follows them is not counted. */
export const MEASURES =
  /^(g|kg|mg|ml|l|litros?|cups?|tbsp|tsp|tablespoons?|teaspoons?|oz|ounces?|lbs?|pounds?|quarts?|pints?|pinch(es)?|dash(es)?|handful|bunch(es)?|xicaras?|colher(es)?|pitadas?|punhados?|macos?|copos?|gramas?|quilos?)$/;
/** Portuguese measures after which the ingredient takes "de" ("1 xícara (chá) de óleo"). */
export const PT_MEASURES_WITH_DE =
  /^(xicaras?|colher(es)?|dentes?|latas?|pitadas?|punhados?|macos?|ramos?|copos?|fatias?|pedacos?|caixinhas?|pacotes?|g|kg|ml|l|litros?|gramas?|quilos?)$/;

/** Portuguese nouns with their gender and number, for agreement with participles after them. */
const PT_NOUNS_M =
  'alho dente tomate ovo pimentao frango peito cogumelo champignon coentro legume espinafre queijo gengibre limao morango camarao peixe file lombo pao bacon feijao grao milho quiabo repolho pepino amendoim abacate oleo azeite arroz macarrao tofu presunto salmao ramo pedaco acucar creme leite caldo molho'.split(
    ' ',
  );
const PT_NOUNS_F =
  'cabeca lata pitada espiga posta batata cenoura carne coxa sobrecoxa folha salsinha cebolinha abobrinha berinjela abobora pimenta manteiga fatia xicara colher castanha noz banana maca linguica lentilha ervilha couve alface azeitona uva laranja manga farinha aveia bisteca costela massa'.split(
    ' ',
  );
const ptPlural = (n: string): string =>
  n.endsWith('ao')
    ? n === 'pao'
      ? 'paes'
      : n.slice(0, -2) + 'oes'
    : /[rz]$/.test(n)
      ? n + 'es'
      : n.endsWith('l')
        ? n.slice(0, -1) + 'is'
        : n.endsWith('s')
          ? n
          : n + 's';
/** The forms a noun may take ("brócolis" is read as singular or plural). */
export const PT_NOUN_FORM = new Map<string, ('m' | 'f' | 'mp' | 'fp')[]>();
for (const n of PT_NOUNS_M) {
  PT_NOUN_FORM.set(n, ['m']);
  PT_NOUN_FORM.set(ptPlural(n), ['mp']);
}
for (const n of PT_NOUNS_F) {
  PT_NOUN_FORM.set(n, ['f']);
  PT_NOUN_FORM.set(ptPlural(n), ['fp']);
}
PT_NOUN_FORM.set('nozes', ['fp']);
PT_NOUN_FORM.set('legumes', ['mp']);
PT_NOUN_FORM.set('brocolis', ['m', 'mp']);
PT_NOUN_FORM.set('limoes', ['mp']);

/** Participles and adjectives that agree with the noun before them: their stem. */
export const PT_AGREEING =
  /^(picad|ralad|moid|fatiad|cortad|cozid|descascad|amassad|grelhad|assad|torrad|derretid|batid|triturad|desfiad|refogad|saltead|frit|temperad|escorrid|lavad|sec|fresc|madur|congelad|aquecid|dourad|rechead|gratinad|cremos|vegetarian|vegan|caseir)(o|a|os|as)$/;

/**
 * English words that are not Portuguese: one in a Portuguese title, step, tag or ingredient line
 * means the line was not written in Portuguese. Loanwords Brazilians use (bacon, wok, curry,
 * bowl, wrap, cookies, air fryer, shake, light, fit, low carb) are not listed.
 */
export const EN_ONLY = new Set(
  'the and with until minutes minute cup cups tablespoon tablespoons teaspoon teaspoons tbsp tsp ounce ounces lb lbs pound pounds chicken beef pork fish shrimp beans sauce salad soup stew bake baked fry fried frying stir roast roasted grilled boil simmer serve add heat chopped minced sliced diced fresh onion onions garlic pepper salt oil butter egg eggs flour sugar water milk vegetarian vegan healthy spicy quick easy gluten-free dairy-free dinner lunch breakfast dessert comfort weeknight sheet-pan stir-fry one-pot oven skillet instead into over then from each large small whole peeled kid-friendly leftover leftovers crispy style stock broth until lightly generously preheat'.split(
    ' ',
  ),
);

/** Phrases of a request that never belong in a recipe's title, ingredient list or steps. */
export const REQUEST_PHRASES =
  /\b(instead of|please|(too|also|tambem)(?= *(,|$))|make it|make this|em vez de|ao inves de|no lugar d[eoa]s?|por favor|faca (ele|ela|isso)|deixe (mais|menos)|for \d+ people|para \d+ pessoas|kid[ -]friendly|no pork|sem carne de porco|less salt|menos sal)\b/;

/** Chilli in any form. */
export const CHILLI =
  /\b(chil+i(es)?|chiles?|chilli flakes|pepper flakes|red pepper flakes|jalapenos?|cayenne|harissa|gochugaru|gochujang|sriracha|piri[ -]piri|chipotle|scotch bonnet|hot sauce|pimenta(s)?(?![ -]do[ -]reino)( dedo[ -]de[ -]moca| calabresa| malagueta| biquinho| caiena| jalapeno| vermelha| verde)?|molho de pimenta|peperoncino)\b/;

/** Alcohol. */
export const ALCOHOL =
  /\b(wine|beer|rum|vodka|brandy|cognac|whisk(e)?y|sake|mirin|vinho|cerveja|cachaca|conhaque|rum)\b/;

/** Method words a step uses when a dish is made that way. */
export const METHODS: Record<string, { en: RegExp; pt: RegExp }> = {
  oven: { en: /\b(oven|bake|baked|baking|roast)\b/, pt: /\b(forno|asse|assar|assado|assada)\b/ },
  airFryer: { en: /\bair[ -]?fryer\b/, pt: /\bair[ -]?fryer\b|\bfritadeira (eletrica )?sem oleo\b/ },
  slowCooker: {
    en: /\bslow[ -]cooker\b|\bcrock[ -]?pot\b/,
    pt: /\bslow[ -]cooker\b|\bpanela (eletrica )?de cozimento lento\b/,
  },
  pressureCooker: { en: /\bpressure[ -]cooker\b|\binstant pot\b/, pt: /\bpanela de pressao\b/ },
  grill: { en: /\bgrill(ed|ing)?\b|\bbarbecue\b/, pt: /\bgrelh(a|e|ar|ado|ada)\b|\bchurrasqueira\b|\bbrasa\b/ },
};
/** Frying words, gone once a dish is moved to another method "instead of frying". */
export const FRYING = {
  en: /\b(deep[ -]fry|deep[ -]fried|fry|frying|fried)\b(?![ -]?er)/,
  pt: /\b(frite|fritar|frita|frito|fritos|fritas|imersao)\b/,
};

/** Titles that are a side or a sauce, never a lunch or dinner by themselves. */
export const NOT_A_MAIN =
  /^(arroz( branco| soltinho| simples)?|white rice|steamed rice|plain rice|rice|couve( refogada| a mineira)?|collard greens|sauteed greens|greens|vinagrete|vinaigrette|salsa|guacamole|farofa|pao|bread|garlic bread|salada verde|green salad|side salad|feijao( preto)?|mashed potatoes|pure de batatas?)$|^(?!.*\b(with|com|and|e)\b)(molho( de [a-z ]+)?|[a-z ]+ sauce|[a-z ]+ dressing)$/;
