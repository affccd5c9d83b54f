import type { Bi, Cuisine, IngredientCategory as C, Meal, Method } from './types.ts';

/** Words naming a cuisine or typical of it (both languages), for wishes and for guessing a recipe's cuisine. */
export const CUISINE_WORDS: Record<Cuisine, { names: string[]; hints: string[] }> = {
  brazilian: {
    names: ['brazilian', 'brazil', 'brasileira', 'brasileiro', 'brasileiras', 'brasil', 'nordestina', 'nordestino', 'mineira', 'mineiro', 'baiana', 'baiano', 'gaucha', 'gaucho', 'paraense', 'caipira'],
    hints: ['feijoada', 'farofa', 'moqueca', 'pao de queijo', 'brigadeiro', 'coxinha', 'dende', 'azeite de dende', 'mandioca', 'aipim', 'macaxeira', 'tapioca', 'requeijao', 'catupiry', 'picanha', 'tutu', 'baiao de dois', 'vatapa', 'acaraje', 'pamonha', 'cuscuz', 'carne seca', 'paçoca', 'pacoca', 'quindim', 'cocada', 'goiabada', 'pimenta-de-cheiro', 'pimenta malagueta', 'dedo-de-moca', 'cheiro-verde', 'couve-manteiga', 'feijao tropeiro', 'escondidinho', 'bobo', 'galinhada', 'canjica', 'polvilho', 'linguica calabresa', 'calabresa', 'cachaca', 'acai', 'palmito', 'queijo coalho', 'queijo minas', 'paio'],
  },
  italian: {
    names: ['italian', 'italy', 'italiana', 'italiano', 'italia', 'tuscan', 'toscana', 'sicilian', 'siciliana', 'neapolitan', 'napolitana', 'roman'],
    hints: ['pasta', 'spaghetti', 'risotto', 'parmesan', 'parmesao', 'parmigiano', 'pesto', 'lasagna', 'lasanha', 'gnocchi', 'nhoque', 'bruschetta', 'mozzarella', 'mucarela', 'mussarela', 'basil', 'manjericao', 'prosciutto', 'pancetta', 'carbonara', 'bolognese', 'bolonhesa', 'marinara', 'focaccia', 'polenta', 'ricotta', 'ricota', 'tiramisu', 'caprese', 'penne', 'fettuccine', 'ravioli', 'peperoncino', 'arborio', 'minestrone', 'pizza', 'calzone', 'panna cotta', 'aglio e olio', 'osso buco', 'parmigiana', 'piccata', 'saltimbocca'],
  },
  mexican: {
    names: ['mexican', 'mexico', 'mexicana', 'mexicano', 'tex-mex', 'texmex'],
    hints: ['taco', 'tacos', 'tortilla', 'tortillas', 'tortilha', 'burrito', 'burritos', 'enchilada', 'enchiladas', 'quesadilla', 'quesadillas', 'guacamole', 'salsa', 'jalapeno', 'chipotle', 'pico de gallo', 'nachos', 'fajita', 'fajitas', 'chili con carne', 'refried beans', 'tostada', 'tostadas', 'mole', 'pozole', 'elote', 'churros', 'queso fresco', 'cotija', 'chilaquiles', 'huevos rancheros', 'carnitas', 'al pastor', 'tamales', 'ancho', 'guajillo', 'cilantro', 'lime', 'birria', 'sopa de tortilla'],
  },
  indian: {
    names: ['indian', 'india', 'indiana', 'indiano', 'punjabi', 'south indian', 'goan'],
    hints: ['curry', 'masala', 'garam masala', 'tikka', 'tikka masala', 'tandoori', 'dal', 'dhal', 'naan', 'paneer', 'biryani', 'korma', 'vindaloo', 'samosa', 'chutney', 'raita', 'chana', 'chana masala', 'aloo', 'gobi', 'saag', 'palak', 'turmeric', 'curcuma', 'cardamom', 'cardamomo', 'ghee', 'basmati', 'chapati', 'roti', 'dosa', 'idli', 'pakora', 'bhaji', 'kheer', 'lassi', 'kashmiri', 'fenugreek', 'butter chicken', 'frango ao curry', 'rogan josh', 'madras', 'jalfrezi'],
  },
  chinese: {
    names: ['chinese', 'china', 'chinesa', 'chines', 'cantonese', 'cantonesa', 'sichuan', 'szechuan', 'hunan'],
    hints: ['stir-fry', 'stir fry', 'wok', 'soy sauce', 'shoyu', 'hoisin', 'oyster sauce', 'bok choy', 'fried rice', 'arroz frito', 'chop suey', 'yakisoba', 'lo mein', 'chow mein', 'kung pao', 'sweet and sour', 'agridoce', 'dumplings', 'bao', 'dim sum', 'wonton', 'mapo tofu', 'five spice', 'shaoxing', 'sesame oil', 'oleo de gergelim', 'char siu', 'spring rolls', 'rolinho primavera', 'xadrez'],
  },
  japanese: {
    names: ['japanese', 'japan', 'japonesa', 'japones', 'japao'],
    hints: ['sushi', 'sashimi', 'miso', 'misso', 'teriyaki', 'ramen', 'lamen', 'udon', 'soba', 'tempura', 'katsu', 'tonkatsu', 'onigiri', 'mirin', 'dashi', 'nori', 'wasabi', 'edamame', 'yakitori', 'gyoza', 'okonomiyaki', 'donburi', 'temaki', 'matcha', 'sake', 'shimeji', 'furikake', 'karaage', 'sunomono'],
  },
  thai: {
    names: ['thai', 'thailand', 'tailandesa', 'tailandes', 'tailandia'],
    hints: ['pad thai', 'green curry', 'red curry', 'curry verde', 'curry vermelho', 'tom yum', 'tom kha', 'lemongrass', 'capim-limao', 'galangal', 'fish sauce', 'molho de peixe', 'thai basil', 'kaffir', 'coconut curry', 'massaman', 'panang', 'larb', 'som tam', 'satay', 'sticky rice', 'mango sticky rice', 'bird s eye', 'sriracha', 'pad see ew', 'pad kra pao'],
  },
  korean: {
    names: ['korean', 'korea', 'coreana', 'coreano', 'coreia'],
    hints: ['kimchi', 'gochujang', 'gochugaru', 'bibimbap', 'bulgogi', 'japchae', 'tteokbokki', 'kimbap', 'galbi', 'korean fried chicken', 'doenjang', 'banchan', 'jjigae'],
  },
  vietnamese: {
    names: ['vietnamese', 'vietnam', 'vietnamita'],
    hints: ['pho', 'banh mi', 'bun cha', 'spring rolls', 'summer rolls', 'rice paper', 'papel de arroz', 'nuoc cham', 'nuoc mam', 'vermicelli bowl', 'lemongrass chicken'],
  },
  mediterranean: {
    names: ['mediterranean', 'mediterranea', 'mediterraneo'],
    hints: ['olive oil', 'azeite', 'olives', 'azeitonas', 'feta', 'chickpeas', 'grao-de-bico', 'hummus', 'homus', 'tabbouleh', 'tabule', 'couscous', 'cuscuz marroquino', 'roasted vegetables', 'legumes assados', 'quinoa', 'lemon', 'oregano', 'sun-dried tomatoes'],
  },
  greek: {
    names: ['greek', 'greece', 'grega', 'grego', 'grecia'],
    hints: ['feta', 'tzatziki', 'souvlaki', 'gyros', 'moussaka', 'spanakopita', 'greek salad', 'salada grega', 'kalamata', 'pita', 'pao sirio', 'dolmades', 'avgolemono', 'orzo', 'baklava', 'oregano'],
  },
  'middle-eastern': {
    names: ['middle eastern', 'middle-eastern', 'arabic', 'arab', 'lebanese', 'turkish', 'persian', 'israeli', 'moroccan', 'arabe', 'arabes', 'libanesa', 'libanes', 'turca', 'turco', 'persa', 'marroquina', 'marroquino', 'oriente medio'],
    hints: ['hummus', 'homus', 'falafel', 'tahini', 'tahine', 'shawarma', 'kebab', 'kafta', 'kofta', 'kibbeh', 'quibe', 'kibe', 'esfiha', 'esfirra', 'tabbouleh', 'tabule', 'baba ganoush', 'babaganoush', 'za atar', 'zaatar', 'sumac', 'sumagre', 'tagine', 'ras el hanout', 'shakshuka', 'labneh', 'coalhada seca', 'pita', 'pao sirio', 'pomegranate molasses', 'harissa', 'fattoush', 'mujadara', 'charutos', 'lentilha com arroz'],
  },
  american: {
    names: ['american', 'america', 'usa', 'americana', 'americano', 'southern', 'cajun', 'tex mex', 'new england'],
    hints: ['burger', 'burgers', 'hamburger', 'hamburguer', 'mac and cheese', 'mac n cheese', 'bbq', 'barbecue', 'pulled pork', 'hot dog', 'cachorro-quente', 'pancakes', 'panquecas americanas', 'brownie', 'brownies', 'cookies', 'cheesecake', 'meatloaf', 'bolo de carne', 'coleslaw', 'cornbread', 'buffalo wings', 'clam chowder', 'chowder', 'biscuits and gravy', 'grits', 'jambalaya', 'gumbo', 'apple pie', 'torta de maca', 'waffles', 'sloppy joe', 'corn dog', 'ranch'],
  },
  french: {
    names: ['french', 'france', 'francesa', 'frances', 'franca', 'provencal', 'provencale', 'parisian'],
    hints: ['ratatouille', 'quiche', 'croissant', 'crepe', 'crepes', 'coq au vin', 'boeuf bourguignon', 'bourguignon', 'bechamel', 'gratin', 'gratinado', 'souffle', 'creme brulee', 'mousse', 'baguette', 'baguete', 'dijon', 'herbes de provence', 'ervas de provence', 'nicoise', 'bouillabaisse', 'confit', 'tarte tatin', 'madeleines', 'vichyssoise', 'croque monsieur', 'cassoulet', 'beurre blanc', 'pot-au-feu', 'sopa de cebola', 'onion soup'],
  },
  spanish: {
    names: ['spanish', 'spain', 'espanhola', 'espanhol', 'espanha', 'catalan', 'andalusian'],
    hints: ['paella', 'tapas', 'gazpacho', 'chorizo', 'tortilla espanola', 'tortilla de patatas', 'patatas bravas', 'churros', 'sangria', 'jamon', 'serrano', 'manchego', 'pimenton', 'romesco', 'croquetas', 'gambas al ajillo', 'pisto', 'salmorejo', 'crema catalana'],
  },
  portuguese: {
    names: ['portuguese', 'portugal', 'portuguesa', 'portugues', 'lusitana'],
    hints: ['bacalhau', 'bacalhoada', 'pastel de nata', 'pasteis de nata', 'caldo verde', 'francesinha', 'bolinho de bacalhau', 'pasteis de bacalhau', 'arroz de pato', 'alheira', 'piri-piri', 'piri piri', 'bifana', 'cataplana', 'chourico', 'arroz doce', 'bacalhau a bras', 'bacalhau com natas', 'caldeirada', 'polvo a lagareiro', 'sardinhas assadas'],
  },
  british: {
    names: ['british', 'english', 'uk', 'scottish', 'irish', 'welsh', 'britanica', 'britanico', 'inglesa', 'ingles', 'irlandesa', 'escocesa'],
    hints: ['fish and chips', 'shepherd s pie', 'cottage pie', 'scones', 'bangers', 'mash', 'yorkshire pudding', 'full english', 'sunday roast', 'crumble', 'trifle', 'sticky toffee', 'bubble and squeak', 'beef wellington', 'scotch eggs', 'irish stew', 'soda bread', 'toad in the hole', 'ploughman', 'welsh rarebit', 'eton mess', 'mince pies', 'porridge'],
  },
  german: {
    names: ['german', 'germany', 'alema', 'alemao', 'alemanha', 'austrian', 'austriaca', 'bavarian'],
    hints: ['schnitzel', 'bratwurst', 'sauerkraut', 'chucrute', 'pretzel', 'strudel', 'spaetzle', 'kartoffelsalat', 'potato salad', 'salada de batata alema', 'sauerbraten', 'eisbein', 'kassler', 'apfelstrudel', 'black forest', 'floresta negra', 'kuchen', 'rotkohl'],
  },
  african: {
    names: ['african', 'africa', 'africana', 'africano', 'ethiopian', 'nigerian', 'ghanaian', 'senegalese', 'south african', 'etiope', 'nigeriana', 'west african', 'north african', 'angolan', 'angolana', 'mozambican', 'mocambicana'],
    hints: ['jollof', 'jollof rice', 'injera', 'berbere', 'doro wat', 'tagine', 'bobotie', 'peri-peri', 'suya', 'fufu', 'egusi', 'chakalaka', 'bunny chow', 'muamba', 'calulu', 'matapa', 'peanut stew', 'groundnut stew', 'mafe', 'yassa', 'shakshuka', 'couscous'],
  },
  caribbean: {
    names: ['caribbean', 'caribe', 'caribenha', 'caribenho', 'jamaican', 'jamaicana', 'cuban', 'cubana', 'cubano', 'puerto rican', 'dominican', 'haitian', 'trinidadian'],
    hints: ['jerk', 'jerk chicken', 'plantain', 'plantains', 'banana-da-terra', 'rice and peas', 'ackee', 'saltfish', 'scotch bonnet', 'sofrito', 'mofongo', 'ropa vieja', 'picadillo', 'arroz con pollo', 'tostones', 'roti', 'callaloo', 'curry goat', 'moros y cristianos', 'cubano sandwich'],
  },
  peruvian: {
    names: ['peruvian', 'peru', 'peruana', 'peruano', 'andean', 'andina'],
    hints: ['ceviche', 'lomo saltado', 'aji amarillo', 'aji', 'causa', 'papa a la huancaina', 'huancaina', 'anticuchos', 'aji de gallina', 'chicha', 'pisco', 'quinoa', 'leche de tigre', 'tiradito', 'rocoto', 'chaufa', 'arroz chaufa', 'pollo a la brasa'],
  },
  argentinian: {
    names: ['argentinian', 'argentine', 'argentina', 'argentino', 'uruguayan', 'uruguaia', 'uruguaio', 'gaucho'],
    hints: ['chimichurri', 'asado', 'empanada', 'empanadas', 'milanesa', 'dulce de leche', 'alfajor', 'alfajores', 'provoleta', 'choripan', 'matambre', 'locro', 'parrilla', 'bife de chorizo', 'medialunas'],
  },
  international: { names: ['international', 'internacional', 'fusion', 'fusao'], hints: [] },
};

/** Words for meal types (both languages). */
export const MEAL_WORDS: Record<Meal, string[]> = {
  breakfast: ['breakfast', 'brunch', 'morning', 'cafe da manha', 'cafe-da-manha', 'desjejum', 'manha', 'matinal', 'breakfasts'],
  lunch: ['lunch', 'lunchbox', 'packed lunch', 'midday', 'almoco', 'marmita', 'marmitas', 'lancheira'],
  dinner: ['dinner', 'supper', 'evening meal', 'main course', 'main dish', 'entree', 'jantar', 'janta', 'prato principal', 'ceia'],
  snack: ['snack', 'snacks', 'appetizer', 'appetiser', 'starter', 'finger food', 'party food', 'side', 'side dish', 'lanche', 'lanches', 'lanchinho', 'petisco', 'petiscos', 'aperitivo', 'entrada', 'tira-gosto', 'tira gosto', 'salgado', 'salgadinho', 'acompanhamento', 'beliscar'],
  dessert: ['dessert', 'desserts', 'sweet', 'sweets', 'pudding', 'treat', 'cake', 'cakes', 'pie', 'cookies', 'sobremesa', 'sobremesas', 'doce', 'doces', 'docinho', 'docinhos', 'bolo', 'bolos', 'torta doce', 'pudim'],
};

export const METHOD_WORDS: Record<Method, string[]> = {
  stovetop: ['stovetop', 'stove', 'skillet', 'one-pan', 'one pan', 'one-pot', 'one pot', 'pan', 'fogao', 'panela', 'frigideira', 'uma panela so', 'panela unica'],
  oven: ['oven', 'baked', 'bake', 'roasted', 'roast', 'sheet pan', 'traybake', 'casserole', 'forno', 'assado', 'assada', 'assados', 'no forno', 'gratinado', 'gratinada'],
  grill: ['grill', 'grilled', 'barbecue', 'bbq', 'charcoal', 'griddle', 'chargrilled', 'grelhado', 'grelhada', 'grelha', 'churrasco', 'na brasa', 'chapa'],
  fry: ['fried', 'deep-fried', 'deep fried', 'fry', 'crispy', 'frito', 'frita', 'fritos', 'fritura', 'empanado', 'empanada', 'crocante'],
  'no-cook': ['no-cook', 'no cook', 'raw', 'no oven', 'without cooking', 'cold', 'sem cozimento', 'sem fogo', 'sem forno', 'cru', 'crua', 'frio', 'fria'],
  slow: ['slow cooker', 'slow-cooked', 'slow cooked', 'braised', 'braise', 'stew', 'crockpot', 'crock pot', 'cozimento lento', 'ensopado', 'guisado', 'cozido', 'panela de barro'],
  pressure: ['pressure cooker', 'instant pot', 'instapot', 'panela de pressao', 'na pressao', 'pressure cooked'],
  steam: ['steamed', 'steam', 'steamer', 'vapor', 'no vapor', 'cozido no vapor'],
  blender: ['blender', 'smoothie', 'smoothies', 'blended', 'shake', 'liquidificador', 'vitamina', 'batido', 'mixer', 'processador'],
  'air-fryer': ['air fryer', 'air-fryer', 'airfryer', 'air fried', 'fritadeira sem oleo', 'fritadeira eletrica', 'air-fried'],
};

/**
 * Dish kinds people ask for; each group lists the words in both languages so a wish for
 * "soup" matches a recipe titled "Sopa de …".
 */
export const DISH_GROUPS: string[][] = [
  ['soup', 'soups', 'broth', 'chowder', 'bisque', 'sopa', 'sopas', 'caldo', 'canja', 'creme de', 'consome'],
  ['salad', 'salads', 'slaw', 'salada', 'saladas', 'vinagrete'],
  ['pasta', 'spaghetti', 'noodles', 'macarrao', 'massa', 'espaguete', 'talharim', 'lasanha', 'lasagna', 'penne', 'nhoque', 'gnocchi'],
  ['stew', 'casserole', 'braise', 'ensopado', 'guisado', 'cozido', 'picadinho', 'caldeirada', 'moqueca', 'feijoada'],
  ['curry', 'curries', 'caril', 'masala'],
  ['cake', 'cakes', 'muffin', 'muffins', 'cupcake', 'bolo', 'bolos', 'bolinho'],
  ['pie', 'tart', 'quiche', 'torta', 'tortas', 'empadao', 'empada', 'galette'],
  ['sandwich', 'sandwiches', 'toastie', 'wrap', 'wraps', 'burger', 'sanduiche', 'sanduiches', 'misto', 'lanche', 'hamburguer', 'beirute'],
  ['bowl', 'bowls', 'poke', 'buddha bowl', 'tigela'],
  ['pizza', 'pizzas', 'flatbread', 'focaccia'],
  ['tacos', 'taco', 'burrito', 'quesadilla', 'enchiladas', 'fajitas', 'nachos'],
  ['rice', 'risotto', 'paella', 'pilaf', 'fried rice', 'arroz', 'risoto', 'baiao', 'galinhada', 'biryani'],
  ['stir-fry', 'stir fry', 'wok', 'salteado', 'refogado', 'yakisoba', 'xadrez'],
  ['omelette', 'omelet', 'frittata', 'scrambled eggs', 'eggs', 'shakshuka', 'omelete', 'fritada', 'ovos mexidos', 'ovos', 'ovo'],
  ['pancakes', 'crepes', 'waffles', 'panqueca', 'panquecas', 'crepe', 'tapioca', 'cuscuz'],
  ['smoothie', 'shake', 'juice', 'vitamina', 'suco', 'batida'],
  ['dip', 'spread', 'hummus', 'guacamole', 'pate', 'pasta', 'patê', 'homus'],
  ['cookies', 'biscuits', 'brownies', 'bars', 'biscoitos', 'cookies', 'bolachas'],
  ['pudding', 'mousse', 'custard', 'flan', 'pudim', 'musse', 'manjar', 'creme', 'brigadeiro', 'doce'],
  ['bread', 'rolls', 'buns', 'pao', 'paes', 'broa', 'rosca'],
  ['roast', 'roasted', 'tray bake', 'assado', 'assada'],
  ['skewers', 'kebab', 'kebabs', 'espetinho', 'espetinhos', 'churrasco', 'kafta'],
  ['fritters', 'croquettes', 'bolinho', 'bolinhos', 'croquete', 'croquetes', 'coxinha', 'pastel', 'pasteis'],
  ['porridge', 'oatmeal', 'overnight oats', 'mingau', 'papa', 'canjica'],
];

/** Heat to add per cuisine: an ingredient line and a step saying how to use it. */
export interface SpiceAddition {
  name: Bi;
  amount: Bi;
  cats: C[];
  /** Step inserted after the first cooking step (or at the end for no-cook dishes). */
  step: Bi;
  /** Step for dishes without a cooking step. */
  rawStep: Bi;
}

const add = (en: string, pt: string, amountEn: string, amountPt: string, stepEn: string, stepPt: string, rawEn: string, rawPt: string): SpiceAddition => ({
  name: { en, pt },
  amount: { en: amountEn, pt: amountPt },
  cats: ['chili', 'spice'],
  step: { en: stepEn, pt: stepPt },
  rawStep: { en: rawEn, pt: rawPt },
});

export const SPICE_BY_CUISINE: Record<Cuisine, SpiceAddition[]> = {
  mexican: [
    add('jalapeño, finely chopped', 'pimenta jalapeño picadinha', '1–2', '1–2', 'Add the **jalapeño** with the aromatics and cook for 1 minute to release its heat.', 'Junte a **pimenta jalapeño** aos temperos e refogue por 1 minuto para soltar o ardor.', 'Stir the finely chopped **jalapeño** through just before serving.', 'Misture a **pimenta jalapeño** picadinha pouco antes de servir.'),
    add('chipotle in adobo, chopped', 'pimenta chipotle em adobo picada', '1 tbsp', '1 colher (sopa)', 'Stir in the **chipotle in adobo** for a smoky heat and let it simmer with the dish.', 'Acrescente a **pimenta chipotle** em adobo para um ardor defumado e deixe cozinhar junto.', 'Mix the chopped **chipotle in adobo** into the dish before serving.', 'Misture a **pimenta chipotle** picada antes de servir.'),
  ],
  indian: [
    add('green chillies, slit', 'pimentas verdes abertas ao meio', '2', '2', 'Add the slit **green chillies** with the onions so they flavour the oil.', 'Junte as **pimentas verdes** abertas junto com a cebola para perfumar o óleo.', 'Scatter thinly sliced **green chillies** over the dish.', 'Espalhe **pimentas verdes** fatiadas finas sobre o prato.'),
    add('Kashmiri chilli powder', 'pimenta caxemira em pó', '1 tsp', '1 colher (chá)', 'Stir in the **Kashmiri chilli powder** with the other spices and cook for 30 seconds.', 'Misture a **pimenta caxemira em pó** com as outras especiarias e cozinhe por 30 segundos.', 'Dust the **Kashmiri chilli powder** over the dish before serving.', 'Polvilhe a **pimenta caxemira em pó** sobre o prato antes de servir.'),
  ],
  thai: [
    add("bird's eye chillies, sliced", 'pimentas olho-de-pássaro fatiadas', '2–3', '2–3', "Add the **bird's eye chillies** with the aromatics; add more at the end if you like it hotter.", 'Junte as **pimentas olho-de-pássaro** aos temperos; acrescente mais no final se quiser mais ardido.', "Toss the sliced **bird's eye chillies** through the dish.", 'Misture as **pimentas olho-de-pássaro** fatiadas ao prato.'),
  ],
  brazilian: [
    add('red finger chilli (pimenta-dedo-de-moça), seeded and chopped', 'pimenta dedo-de-moça sem sementes picada', '1', '1', 'Add the **pimenta dedo-de-moça** with the garlic and sauté for 1 minute.', 'Junte a **pimenta dedo-de-moça** com o alho e refogue por 1 minuto.', 'Stir in the chopped **pimenta dedo-de-moça** before serving.', 'Misture a **pimenta dedo-de-moça** picada antes de servir.'),
    add('malagueta chillies, chopped', 'pimenta malagueta picada', '2', '2', 'Stir in the **malagueta chillies** in the last minutes of cooking.', 'Acrescente a **pimenta malagueta** nos últimos minutos de cozimento.', 'Serve with the chopped **malagueta chillies** on top.', 'Sirva com a **pimenta malagueta** picada por cima.'),
  ],
  italian: [
    add('peperoncino (dried chilli flakes)', 'peperoncino (pimenta calabresa em flocos)', '1 tsp', '1 colher (chá)', 'Add the **peperoncino** to the hot oil with the garlic and cook for 30 seconds.', 'Junte o **peperoncino** ao azeite quente com o alho e refogue por 30 segundos.', 'Sprinkle the **peperoncino** over the dish with a drizzle of olive oil.', 'Polvilhe o **peperoncino** sobre o prato com um fio de azeite.'),
  ],
  chinese: [
    add('dried red chillies', 'pimentas vermelhas secas', '4', '4', 'Fry the **dried red chillies** in the oil for 20 seconds before adding the rest.', 'Frite as **pimentas vermelhas secas** no óleo por 20 segundos antes de juntar o restante.', 'Drizzle with **chilli oil** to serve.', 'Regue com **óleo de pimenta** ao servir.'),
    add('chilli bean paste (doubanjiang)', 'pasta de pimenta com feijão (doubanjiang)', '1 tbsp', '1 colher (sopa)', 'Stir in the **chilli bean paste** and cook for 1 minute until the oil turns red.', 'Junte a **pasta de pimenta** e cozinhe por 1 minuto até o óleo ficar avermelhado.', 'Serve with a little **chilli bean paste** on the side.', 'Sirva com um pouco de **pasta de pimenta** à parte.'),
  ],
  japanese: [
    add('shichimi togarashi', 'shichimi togarashi (mistura japonesa de pimentas)', '1 tsp', '1 colher (chá)', 'Sprinkle the **shichimi togarashi** over the dish just before serving.', 'Polvilhe o **shichimi togarashi** sobre o prato pouco antes de servir.', 'Sprinkle the **shichimi togarashi** over the dish.', 'Polvilhe o **shichimi togarashi** sobre o prato.'),
  ],
  korean: [
    add('gochugaru (Korean chilli flakes)', 'gochugaru (pimenta coreana em flocos)', '1 tbsp', '1 colher (sopa)', 'Stir in the **gochugaru** with the sauce and cook for 1 minute.', 'Misture o **gochugaru** ao molho e cozinhe por 1 minuto.', 'Sprinkle the **gochugaru** over the dish.', 'Polvilhe o **gochugaru** sobre o prato.'),
  ],
  vietnamese: [
    add("bird's eye chillies, sliced", 'pimentas olho-de-pássaro fatiadas', '2', '2', "Add the **bird's eye chillies** with the garlic and lemongrass.", 'Junte as **pimentas olho-de-pássaro** com o alho e o capim-limão.', "Serve with sliced **bird's eye chillies** on top.", 'Sirva com **pimentas olho-de-pássaro** fatiadas por cima.'),
  ],
  mediterranean: [
    add('Aleppo pepper or chilli flakes', 'pimenta de Aleppo ou pimenta calabresa', '1 tsp', '1 colher (chá)', 'Add the **Aleppo pepper** with the garlic and warm it in the oil.', 'Junte a **pimenta de Aleppo** com o alho e aqueça no azeite.', 'Finish with the **Aleppo pepper** and a drizzle of olive oil.', 'Finalize com a **pimenta de Aleppo** e um fio de azeite.'),
  ],
  greek: [
    add('chilli flakes (boukovo)', 'pimenta calabresa em flocos', '1 tsp', '1 colher (chá)', 'Add the **chilli flakes** with the garlic and warm them in the oil.', 'Junte a **pimenta calabresa** com o alho e aqueça no azeite.', 'Finish with the **chilli flakes** and a drizzle of olive oil.', 'Finalize com a **pimenta calabresa** e um fio de azeite.'),
  ],
  'middle-eastern': [
    add('harissa', 'harissa', '1 tbsp', '1 colher (sopa)', 'Stir the **harissa** into the pan and cook for 1 minute.', 'Misture a **harissa** na panela e cozinhe por 1 minuto.', 'Swirl the **harissa** through the dish before serving.', 'Misture a **harissa** ao prato antes de servir.'),
  ],
  american: [
    add('cayenne pepper', 'pimenta-caiena', '½ tsp', '½ colher (chá)', 'Season with the **cayenne pepper** along with the other spices.', 'Tempere com a **pimenta-caiena** junto com as outras especiarias.', 'Season with the **cayenne pepper** and a dash of hot sauce.', 'Tempere com a **pimenta-caiena** e umas gotas de molho de pimenta.'),
  ],
  french: [
    add("piment d'Espelette or cayenne", "piment d'Espelette ou pimenta-caiena", '½ tsp', '½ colher (chá)', "Season with the **piment d'Espelette** towards the end of cooking.", "Tempere com o **piment d'Espelette** no final do cozimento.", "Finish with a pinch of **piment d'Espelette**.", "Finalize com uma pitada de **piment d'Espelette**."),
  ],
  spanish: [
    add('hot smoked paprika (pimentón picante)', 'páprica defumada picante', '1 tsp', '1 colher (chá)', 'Stir in the **hot smoked paprika** with the garlic, off the direct heat so it does not burn.', 'Junte a **páprica defumada picante** com o alho, fora do fogo direto para não queimar.', 'Dust with **hot smoked paprika** before serving.', 'Polvilhe **páprica defumada picante** antes de servir.'),
  ],
  portuguese: [
    add('piri-piri chillies', 'pimenta piri-piri', '2', '2', 'Add the chopped **piri-piri** with the garlic.', 'Junte a **pimenta piri-piri** picada com o alho.', 'Serve with **piri-piri** oil on the side.', 'Sirva com azeite de **piri-piri** à parte.'),
  ],
  british: [
    add('cayenne pepper', 'pimenta-caiena', '½ tsp', '½ colher (chá)', 'Season with the **cayenne pepper** as the dish cooks.', 'Tempere com a **pimenta-caiena** durante o cozimento.', 'Season with a pinch of **cayenne pepper**.', 'Tempere com uma pitada de **pimenta-caiena**.'),
  ],
  german: [
    add('hot paprika', 'páprica picante', '1 tsp', '1 colher (chá)', 'Stir in the **hot paprika** with the onions.', 'Junte a **páprica picante** com a cebola.', 'Dust with **hot paprika** before serving.', 'Polvilhe **páprica picante** antes de servir.'),
  ],
  african: [
    add('scotch bonnet or piri-piri chilli, chopped', 'pimenta scotch bonnet ou piri-piri picada', '1', '1', 'Add the **chilli** with the onions and cook for 1 minute.', 'Junte a **pimenta** com a cebola e refogue por 1 minuto.', 'Serve with the chopped **chilli** on top.', 'Sirva com a **pimenta** picada por cima.'),
  ],
  caribbean: [
    add('scotch bonnet chilli, seeded and chopped', 'pimenta scotch bonnet sem sementes picada', '½', '½', 'Add the **scotch bonnet** with the aromatics; it is very hot, so use gloves.', 'Junte a **pimenta scotch bonnet** aos temperos; é muito ardida, use luvas.', 'Stir in a little chopped **scotch bonnet** before serving.', 'Misture um pouco de **pimenta scotch bonnet** picada antes de servir.'),
  ],
  peruvian: [
    add('ají amarillo paste', 'pasta de ají amarillo', '1 tbsp', '1 colher (sopa)', 'Stir the **ají amarillo paste** into the pan with the aromatics.', 'Misture a **pasta de ají amarillo** na panela com os temperos.', 'Swirl the **ají amarillo paste** through the dish.', 'Misture a **pasta de ají amarillo** ao prato.'),
  ],
  argentinian: [
    add('chilli flakes for chimichurri heat', 'pimenta calabresa em flocos', '1 tsp', '1 colher (chá)', 'Stir the **chilli flakes** into the sauce.', 'Misture a **pimenta calabresa** ao molho.', 'Sprinkle the **chilli flakes** over the dish.', 'Polvilhe a **pimenta calabresa** sobre o prato.'),
  ],
  international: [
    add('red chilli flakes', 'pimenta calabresa em flocos', '1 tsp', '1 colher (chá)', 'Add the **red chilli flakes** with the garlic or aromatics.', 'Junte a **pimenta calabresa** com o alho ou os temperos.', 'Sprinkle the **red chilli flakes** over the dish before serving.', 'Polvilhe a **pimenta calabresa** sobre o prato antes de servir.'),
    add('fresh red chilli, finely chopped', 'pimenta vermelha fresca picadinha', '1', '1', 'Add the **red chilli** with the aromatics.', 'Junte a **pimenta vermelha** com os temperos.', 'Top with the chopped **red chilli**.', 'Finalize com a **pimenta vermelha** picada.'),
  ],
};

/** Sweet dishes take heat differently. */
export const SWEET_SPICE: SpiceAddition = add(
  'ground chilli or cayenne (a pinch)',
  'pimenta-caiena (uma pitada)',
  '1 pinch',
  '1 pitada',
  'Add a **pinch of cayenne** with the other flavourings, as in Mexican hot chocolate.',
  'Junte uma **pitada de pimenta-caiena** com os outros aromas, como no chocolate quente mexicano.',
  'Dust a **pinch of cayenne** over the top before serving.',
  'Polvilhe uma **pitada de pimenta-caiena** por cima antes de servir.',
);
