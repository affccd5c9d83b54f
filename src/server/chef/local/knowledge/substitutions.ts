import type { Bi, IngredientCategory as C } from './types.ts';

/** Where a substitute works best; the engine prefers entries whose context matches the recipe. */
export type SubContext = 'baking' | 'savory' | 'sweet' | 'raw' | 'frying' | 'thicken' | 'main';

export interface SubstitutionEntry {
  /** Family id of the ingredient replaced (see LEXICON in ingredients.ts). */
  from: string;
  /** Only for names containing one of these phrases (e.g. ginger within the spice family). */
  only?: string[];
  to: Bi;
  /** Multiplier for the original amount (1 = same amount). */
  ratio: number;
  /** Amount per unit of the original (per egg, per onion…), used instead of the ratio when the original is a count. */
  perUnit?: Bi;
  note: Bi;
  ctx?: SubContext[];
  /** A lighter choice (less fat, sugar or refined carbohydrate). */
  light?: boolean;
  /** A shortcut that saves time. */
  quick?: boolean;
  /** Extra preparation the cook must do, inserted as a step when the swap is applied to a recipe. */
  prep?: Bi;
  /** Categories of the substitute, when the lexicon cannot tell them from its name. */
  cats?: C[];
  /** Grammatical gender of the Portuguese name, when its ending misleads. */
  g?: 'm' | 'f';
}

interface Opts {
  ctx?: SubContext[];
  light?: boolean;
  quick?: boolean;
  only?: string[];
  perUnit?: [string, string];
  prep?: [string, string];
  cats?: C[];
  g?: 'm' | 'f';
}

function S(from: string, to: [string, string], ratio: number, note: [string, string], o: Opts = {}): SubstitutionEntry {
  return {
    from,
    to: { en: to[0], pt: to[1] },
    ratio,
    note: { en: note[0], pt: note[1] },
    ...(o.ctx ? { ctx: o.ctx } : {}),
    ...(o.light ? { light: true } : {}),
    ...(o.quick ? { quick: true } : {}),
    ...(o.only ? { only: o.only } : {}),
    ...(o.perUnit ? { perUnit: { en: o.perUnit[0], pt: o.perUnit[1] } } : {}),
    ...(o.prep ? { prep: { en: o.prep[0], pt: o.prep[1] } } : {}),
    ...(o.cats ? { cats: o.cats } : {}),
    ...(o.g ? { g: o.g } : {}),
  };
}

const SAVORY: SubContext[] = ['savory', 'main'];
const BAKING: SubContext[] = ['baking', 'sweet'];

export const SUBSTITUTIONS: SubstitutionEntry[] = [
  // ------------------------------------------------------------------ butter and fats
  S(
    'butter',
    ['olive oil', 'azeite de oliva'],
    0.75,
    [
      'Use ¾ of the amount for sautéing and roasting; fruity flavour, no dairy.',
      'Use ¾ da quantidade para refogar e assar; sabor frutado, sem laticínios.',
    ],
    { ctx: SAVORY, light: true },
  ),
  S(
    'butter',
    ['vegan butter', 'manteiga vegana'],
    1,
    [
      'Swap 1:1 in cooking and baking; choose a block rather than a tub for pastry.',
      'Troque 1:1 ao cozinhar e assar; para massas, prefira a versão em barra.',
    ],
    { ctx: [...BAKING, 'savory'] },
  ),
  S(
    'butter',
    ['coconut oil', 'óleo de coco'],
    0.8,
    [
      'Use a little less; solid when cold like butter, with a faint coconut note.',
      'Use um pouco menos; fica sólido no frio como a manteiga, com leve sabor de coco.',
    ],
    { ctx: BAKING },
  ),
  S(
    'butter',
    ['unsweetened applesauce', 'purê de maçã sem açúcar'],
    0.5,
    [
      'Replaces half the fat in cakes and muffins; the crumb gets softer and moister.',
      'Substitui metade da gordura em bolos e muffins; o miolo fica mais macio e úmido.',
    ],
    { ctx: BAKING, light: true, g: 'm' },
  ),
  S(
    'butter',
    ['Greek yoghurt', 'iogurte grego'],
    0.5,
    [
      'Half the amount in quick breads and cakes: less fat, a slight tang.',
      'Metade da quantidade em bolos e pães rápidos: menos gordura, leve acidez.',
    ],
    { ctx: BAKING, light: true },
  ),
  S(
    'butter',
    ['mashed avocado', 'abacate amassado'],
    1,
    [
      '1:1 in brownies and chocolate cakes; healthy fats, the chocolate hides the colour.',
      '1:1 em brownies e bolos de chocolate; gordura boa, e o chocolate disfarça a cor.',
    ],
    { ctx: BAKING, light: true },
  ),
  S(
    'lard',
    ['vegetable shortening', 'gordura vegetal'],
    1,
    [
      '1:1 for pastry and frying; neutral taste, plant-based.',
      '1:1 para massas e frituras; sabor neutro, de origem vegetal.',
    ],
    { g: 'f' },
  ),
  S(
    'lard',
    ['olive oil', 'azeite de oliva'],
    0.8,
    ['Use a little less for sautéing and roasting.', 'Use um pouco menos para refogar e assar.'],
    { ctx: SAVORY, light: true },
  ),
  S(
    'lard',
    ['coconut oil', 'óleo de coco'],
    1,
    ['Solid like lard, good for flaky pastry.', 'Sólido como a banha, bom para massas folhadas caseiras.'],
    { ctx: BAKING },
  ),
  S(
    'oil',
    ['olive oil', 'azeite de oliva'],
    1,
    ['1:1 for dressings, sautéing and roasting.', '1:1 para temperos, refogados e assados.'],
    { ctx: SAVORY },
  ),
  S(
    'oil',
    ['unsweetened applesauce', 'purê de maçã sem açúcar'],
    0.5,
    [
      'Replace half the oil in cakes and muffins for fewer calories.',
      'Troque metade do óleo em bolos e muffins para reduzir calorias.',
    ],
    { ctx: BAKING, light: true, g: 'm' },
  ),
  S(
    'oil',
    ['cooking spray', 'óleo em spray'],
    0.25,
    [
      'A light mist is enough for pans and trays; far less fat.',
      'Uma leve borrifada basta para panelas e assadeiras; bem menos gordura.',
    ],
    { ctx: ['savory', 'frying'], light: true },
  ),
  S(
    'olive-oil',
    ['vegetable oil', 'óleo vegetal'],
    1,
    [
      '1:1 for cooking; neutral flavour and a higher smoke point.',
      '1:1 para cozinhar; sabor neutro e ponto de fumaça mais alto.',
    ],
    { ctx: SAVORY },
  ),
  S('olive-oil', ['avocado oil', 'óleo de abacate'], 1, [
    '1:1; mild and good for high heat.',
    '1:1; suave e bom para fogo alto.',
  ]),
  S(
    'olive-oil',
    ['butter', 'manteiga'],
    1,
    ['1:1 for flavour in sautés; not vegan.', '1:1 para dar sabor aos refogados; não é vegano.'],
    { ctx: SAVORY, g: 'f' },
  ),
  S('sesame-oil', ['neutral oil with toasted sesame seeds', 'óleo neutro com gergelim torrado'], 1, [
    'Finish the dish with the toasted seeds to bring back the nutty aroma.',
    'Finalize o prato com o gergelim torrado para recuperar o aroma.',
  ]),
  S(
    'sesame-oil',
    ['olive oil', 'azeite de oliva'],
    1,
    ['1:1 for cooking; a different but pleasant flavour.', '1:1 para cozinhar; sabor diferente, mas agradável.'],
    { only: ['coconut oil', 'oleo de coco'] },
  ),
  // ------------------------------------------------------------------ milk and milk products
  S('milk', ['oat milk', 'leite de aveia'], 1, [
    '1:1 in sauces, batters and baking; creamy and neutral.',
    '1:1 em molhos, massas e bolos; cremoso e neutro.',
  ]),
  S('milk', ['soy milk', 'leite de soja'], 1, [
    '1:1; the closest protein content to dairy, great in baking.',
    '1:1; o mais próximo do leite em proteína, ótimo para bolos.',
  ]),
  S('milk', ['almond milk', 'leite de amêndoas'], 1, [
    '1:1; lighter and slightly nutty, fine in sauces and baking.',
    '1:1; mais leve e levemente amendoado, bom em molhos e bolos.',
  ]),
  S('milk', ['light coconut milk', 'leite de coco light'], 1, [
    '1:1; richer, suits curries, porridge and desserts.',
    '1:1; mais encorpado, combina com curries, mingaus e sobremesas.',
  ]),
  S('milk', ['lactose-free milk', 'leite sem lactose'], 1, [
    'Same taste and texture for people with lactose intolerance (still dairy).',
    'Mesmo sabor e textura para quem tem intolerância à lactose (ainda é laticínio).',
  ]),
  S('milk', ['rice milk', 'leite de arroz'], 1, [
    '1:1; thin and mildly sweet, good for allergies to soy and nuts.',
    '1:1; ralo e levemente doce, bom para alergia a soja e castanhas.',
  ]),
  S(
    'milk',
    ['skimmed milk', 'leite desnatado'],
    1,
    [
      '1:1 for fewer calories; sauces come out a little thinner.',
      '1:1 com menos calorias; molhos ficam um pouco mais ralos.',
    ],
    { light: true },
  ),
  S(
    'buttermilk',
    ['milk soured with lemon juice', 'leite com suco de limão'],
    1,
    [
      'Add 1 tbsp lemon juice per cup of milk and wait 5 minutes.',
      'Junte 1 colher (sopa) de suco de limão por xícara de leite e espere 5 minutos.',
    ],
    {
      prep: [
        'Stir the lemon juice into the milk and let it stand 5 minutes to thicken.',
        'Misture o suco de limão ao leite e deixe descansar 5 minutos para engrossar.',
      ],
    },
  ),
  S(
    'buttermilk',
    ['soy milk with cider vinegar', 'leite de soja com vinagre de maçã'],
    1,
    [
      'Add 1 tbsp vinegar per cup; curdles like buttermilk, fully plant-based.',
      'Junte 1 colher (sopa) de vinagre por xícara; talha como o leitelho e é vegetal.',
    ],
    {
      prep: [
        'Stir the vinegar into the soy milk and let it stand 5 minutes.',
        'Misture o vinagre ao leite de soja e deixe descansar 5 minutos.',
      ],
    },
  ),
  S('buttermilk', ['plain yoghurt thinned with milk', 'iogurte natural diluído em leite'], 1, [
    'Use ¾ yoghurt and ¼ milk.',
    'Use ¾ de iogurte e ¼ de leite.',
  ]),
  S('cream', ['coconut cream', 'creme de coco'], 1, [
    '1:1; rich, with a light coconut flavour; great in curries, soups and sauces.',
    '1:1; encorpado, com leve sabor de coco; ótimo em curries, sopas e molhos.',
  ]),
  S(
    'cream',
    ['cashew cream', 'creme de castanha de caju'],
    1,
    [
      'Blend soaked cashews with water until silky; neutral taste.',
      'Bata castanhas de caju demolhadas com água até ficar liso; sabor neutro.',
    ],
    {
      prep: [
        'Soak the cashews in hot water for 15 minutes, then blend with fresh water until completely smooth.',
        'Deixe as castanhas de molho em água quente por 15 minutos e bata com água nova até ficar bem liso.',
      ],
    },
  ),
  S(
    'cream',
    ['evaporated milk', 'leite evaporado'],
    1,
    [
      '1:1 with far less fat; keep it at a simmer so it does not split.',
      '1:1 com bem menos gordura; mantenha em fervura baixa para não talhar.',
    ],
    { light: true, ctx: SAVORY },
  ),
  S('cream', ['milk with melted butter', 'leite com manteiga derretida'], 1, [
    '¾ milk + ¼ melted butter; works in sauces, not for whipping.',
    '¾ de leite + ¼ de manteiga derretida; serve em molhos, não para chantilly.',
  ]),
  S(
    'cream',
    ['Greek yoghurt', 'iogurte grego'],
    1,
    [
      'Stir in off the heat so it does not split; lighter and tangy.',
      'Misture fora do fogo para não talhar; mais leve e levemente ácido.',
    ],
    { light: true, ctx: SAVORY },
  ),
  S('cream', ['oat cooking cream', 'creme de aveia culinário'], 1, [
    '1:1 plant-based cooking cream; holds up when simmered.',
    'Creme vegetal culinário 1:1; aguenta a fervura.',
  ]),
  S(
    'cream',
    ['blended silken tofu', 'tofu macio batido'],
    1,
    ['Blend until smooth; high in protein, low in fat.', 'Bata até ficar liso; rico em proteína e pobre em gordura.'],
    { light: true },
  ),
  S(
    'sour-cream',
    ['Greek yoghurt', 'iogurte grego'],
    1,
    [
      '1:1 in dips, toppings and baking; less fat, more protein.',
      '1:1 em pastas, coberturas e bolos; menos gordura e mais proteína.',
    ],
    { light: true },
  ),
  S('sour-cream', ['cashew cream with lemon', 'creme de castanha de caju com limão'], 1, [
    'Blend soaked cashews with lemon juice and a pinch of salt; vegan.',
    'Bata castanhas demolhadas com limão e uma pitada de sal; vegano.',
  ]),
  S('sour-cream', ['coconut yoghurt', 'iogurte de coco'], 1, [
    '1:1 for toppings and dips; dairy-free.',
    '1:1 em coberturas e pastas; sem laticínios.',
  ]),
  S(
    'sour-cream',
    ['blended cottage cheese', 'queijo cottage batido'],
    1,
    ['Blend until smooth; lighter and higher in protein.', 'Bata até ficar liso; mais leve e com mais proteína.'],
    { light: true },
  ),
  S('yogurt', ['coconut yoghurt', 'iogurte de coco'], 1, [
    '1:1; dairy-free and creamy.',
    '1:1; sem laticínios e cremoso.',
  ]),
  S('yogurt', ['soy yoghurt', 'iogurte de soja'], 1, [
    '1:1; plain and unsweetened works in savoury dishes.',
    '1:1; o natural sem açúcar funciona em pratos salgados.',
  ]),
  S('yogurt', ['sour cream', 'creme azedo'], 1, ['1:1; richer and less tangy.', '1:1; mais gorduroso e menos ácido.']),
  S(
    'cream-cheese',
    ['ricotta', 'ricota'],
    1,
    [
      '1:1; lighter, slightly grainy; blend it for smoothness.',
      '1:1; mais leve e um pouco granulada; bata para ficar lisa.',
    ],
    { light: true },
  ),
  S(
    'cream-cheese',
    ['cashew cream cheese', 'requeijão de castanha de caju'],
    1,
    ['1:1; vegan, tangy with a little lemon.', '1:1; vegano, fica ácido na medida com um pouco de limão.'],
    { g: 'm' },
  ),
  S(
    'cream-cheese',
    ['strained Greek yoghurt (labneh)', 'coalhada seca'],
    1,
    [
      '1:1 in spreads and cheesecakes; more protein, less fat.',
      '1:1 em pastas e cheesecakes; mais proteína e menos gordura.',
    ],
    { light: true },
  ),
  S('cream-cheese', ['silken tofu blended with lemon', 'tofu macio batido com limão'], 1, [
    'Vegan cheesecakes and dips; blend until perfectly smooth.',
    'Para cheesecakes e pastas veganas; bata até ficar bem liso.',
  ]),
  S(
    'cheese',
    ['nutritional yeast', 'levedura nutricional'],
    0.25,
    [
      'About a quarter of the amount gives a cheesy, savoury flavour; vegan.',
      'Cerca de um quarto da quantidade dá sabor de queijo; vegano.',
    ],
    { g: 'f', cats: [] },
  ),
  S('cheese', ['vegan cheese', 'queijo vegano'], 1, [
    '1:1; pick one labelled "melts" for baked dishes.',
    '1:1; escolha um que "derrete" para pratos gratinados.',
  ]),
  S(
    'cheese',
    ['tofu feta (firm tofu in lemon, oregano and salt)', 'feta de tofu (tofu firme com limão, orégano e sal)'],
    1,
    [
      'Crumble and marinate 10 minutes; salty and tangy like feta.',
      'Esfarele e deixe marinar 10 minutos; salgado e ácido como o feta.',
    ],
    { ctx: ['raw'] },
  ),
  S('cheese', ['lactose-free cheese', 'queijo sem lactose'], 1, [
    'Same flavour for lactose intolerance (still dairy).',
    'Mesmo sabor para quem tem intolerância à lactose (ainda é laticínio).',
  ]),
  S(
    'cheese',
    ['reduced-fat cheese', 'queijo light'],
    0.75,
    ['Use a little less of a strong, reduced-fat cheese.', 'Use um pouco menos de um queijo light de sabor marcante.'],
    { light: true },
  ),
  S(
    'cheese',
    ['pecorino or grana padano', 'pecorino ou grana padano'],
    1,
    ['1:1 for grated hard cheese; pecorino is saltier.', '1:1 para queijo duro ralado; o pecorino é mais salgado.'],
    { only: ['parmesan', 'parmesao', 'parmigiano'] },
  ),
  S(
    'condensed-milk',
    ['coconut condensed milk', 'leite condensado de coco'],
    1,
    ['1:1 in brigadeiros, puddings and sweets; vegan.', '1:1 em brigadeiros, pudins e doces; vegano.'],
    { only: ['condensed milk', 'leite condensado'] },
  ),
  S(
    'condensed-milk',
    ['powdered milk blended with sugar and hot water', 'leite em pó batido com açúcar e água quente'],
    1,
    [
      'Blend 1 cup milk powder, ¾ cup sugar and ½ cup hot water.',
      'Bata 1 xícara de leite em pó, ¾ de açúcar e ½ de água quente.',
    ],
    { only: ['condensed milk', 'leite condensado'] },
  ),
  S(
    'condensed-milk',
    ['oat milk', 'leite de aveia'],
    1,
    ['1:1 for evaporated or powdered milk in cooking.', '1:1 no lugar de leite evaporado ou em pó ao cozinhar.'],
    { only: ['evaporated milk', 'leite evaporado', 'milk powder', 'leite em po'] },
  ),
  S(
    'cheese-sauce',
    [
      'dairy-free white sauce (olive oil, flour and oat milk)',
      'molho branco sem lactose (azeite, farinha e leite de aveia)',
    ],
    1,
    [
      'Cook 2 tbsp flour in 2 tbsp oil, whisk in 2 cups oat milk; same method as béchamel.',
      'Cozinhe 2 colheres de farinha em 2 de azeite e junte 2 xícaras de leite de aveia; mesmo método do bechamel.',
    ],
    { g: 'm' },
  ),
  S(
    'cheese-sauce',
    ['cauliflower cream', 'creme de couve-flor'],
    1,
    [
      'Blend cooked cauliflower with a little stock: light, creamy, gluten- and dairy-free.',
      'Bata couve-flor cozida com um pouco de caldo: leve, cremoso, sem glúten e sem lactose.',
    ],
    { light: true, g: 'm' },
  ),
  S(
    'pesto',
    [
      'nut-free pesto (basil, olive oil, sunflower seeds)',
      'pesto sem castanhas (manjericão, azeite, sementes de girassol)',
    ],
    1,
    [
      'Sunflower seeds replace pine nuts and nutritional yeast replaces cheese.',
      'Sementes de girassol no lugar dos pinoli e levedura nutricional no lugar do queijo.',
    ],
    { cats: ['herb', 'oil'] },
  ),
  // ------------------------------------------------------------------ eggs
  S(
    'egg',
    ['flax egg (ground flaxseed + water)', 'ovo de linhaça (linhaça moída + água)'],
    1,
    [
      'Per egg: 1 tbsp ground flaxseed + 3 tbsp water, rested 5 minutes; binds cakes, cookies and burgers.',
      'Por ovo: 1 colher (sopa) de linhaça moída + 3 de água, descanso de 5 minutos; dá liga a bolos, biscoitos e hambúrgueres.',
    ],
    {
      ctx: BAKING,
      perUnit: [
        '1 tbsp ground flaxseed + 3 tbsp water',
        '1 colher (sopa) de linhaça moída + 3 colheres (sopa) de água',
      ],
      prep: [
        'Mix the ground flaxseed with the water and let it thicken for 5 minutes.',
        'Misture a linhaça moída com a água e deixe engrossar por 5 minutos.',
      ],
      cats: ['grain', 'water'],
    },
  ),
  S(
    'egg',
    ['chia egg (chia seeds + water)', 'ovo de chia (chia + água)'],
    1,
    [
      'Per egg: 1 tbsp chia seeds + 3 tbsp water, rested 10 minutes.',
      'Por ovo: 1 colher (sopa) de chia + 3 de água, descanso de 10 minutos.',
    ],
    {
      ctx: BAKING,
      perUnit: ['1 tbsp chia seeds + 3 tbsp water', '1 colher (sopa) de chia + 3 colheres (sopa) de água'],
      prep: [
        'Mix the chia seeds with the water and let them gel for 10 minutes.',
        'Misture a chia com a água e deixe formar um gel por 10 minutos.',
      ],
      cats: ['grain', 'water'],
    },
  ),
  S(
    'egg',
    ['aquafaba (chickpea cooking water)', 'aquafaba (água do cozimento do grão-de-bico)'],
    1,
    [
      'Per egg: 3 tbsp; whips like egg white for meringues and mousses.',
      'Por ovo: 3 colheres (sopa); vira espuma como clara para suspiros e musses.',
    ],
    { ctx: BAKING, perUnit: ['3 tbsp aquafaba', '3 colheres (sopa) de aquafaba'], g: 'f' },
  ),
  S(
    'egg',
    ['mashed ripe banana', 'banana madura amassada'],
    1,
    [
      'Per egg: ¼ cup; for sweet bakes, adds moisture and a banana taste.',
      'Por ovo: ¼ de xícara; para doces assados, dá umidade e sabor de banana.',
    ],
    { ctx: ['baking', 'sweet'], perUnit: ['¼ cup mashed banana', '¼ de xícara de banana amassada'] },
  ),
  S(
    'egg',
    ['unsweetened applesauce', 'purê de maçã sem açúcar'],
    1,
    [
      'Per egg: ¼ cup; keeps cakes moist, add ½ tsp baking powder for lift.',
      'Por ovo: ¼ de xícara; deixa o bolo úmido, junte ½ colher (chá) de fermento para crescer.',
    ],
    { ctx: ['baking', 'sweet'], perUnit: ['¼ cup applesauce', '¼ de xícara de purê de maçã'], g: 'm' },
  ),
  S(
    'egg',
    ['firm tofu, crumbled with turmeric', 'tofu firme esfarelado com cúrcuma'],
    1,
    [
      'About 80 g per egg for scrambles, omelettes and fillings; turmeric gives the yellow colour.',
      'Cerca de 80 g por ovo em mexidos, omeletes e recheios; a cúrcuma dá a cor amarela.',
    ],
    {
      ctx: ['savory', 'main'],
      perUnit: ['80 g firm tofu + a pinch of turmeric', '80 g de tofu firme + 1 pitada de cúrcuma'],
    },
  ),
  S(
    'egg',
    ['chickpea flour batter', 'massa de farinha de grão-de-bico'],
    1,
    [
      'Per egg: 3 tbsp chickpea flour + 3 tbsp water; for omelettes, frittatas and binding savoury mixes.',
      'Por ovo: 3 colheres (sopa) de farinha de grão-de-bico + 3 de água; para omeletes, fritadas e dar liga a salgados.',
    ],
    {
      ctx: SAVORY,
      perUnit: [
        '3 tbsp chickpea flour + 3 tbsp water',
        '3 colheres (sopa) de farinha de grão-de-bico + 3 colheres (sopa) de água',
      ],
      prep: [
        'Whisk the chickpea flour with the water and a pinch of salt until smooth.',
        'Bata a farinha de grão-de-bico com a água e uma pitada de sal até ficar lisa.',
      ],
      g: 'f',
    },
  ),
  S(
    'egg',
    ['egg whites', 'claras'],
    1,
    ['Per egg: 2 whites; same binding with no yolk fat.', 'Por ovo: 2 claras; a mesma liga sem a gordura da gema.'],
    { light: true, perUnit: ['2 egg whites', '2 claras'] },
  ),
  S(
    'mayonnaise',
    ['Greek yoghurt', 'iogurte grego'],
    1,
    ['1:1 in dressings and salads; lighter and tangier.', '1:1 em molhos e saladas; mais leve e ácido.'],
    { light: true },
  ),
  S('mayonnaise', ['mashed avocado', 'abacate amassado'], 1, [
    '1:1 in sandwiches and salads; egg-free and creamy.',
    '1:1 em sanduíches e saladas; sem ovo e cremoso.',
  ]),
  S('mayonnaise', ['vegan mayonnaise', 'maionese vegana'], 1, [
    '1:1; no egg, same texture.',
    '1:1; sem ovo, mesma textura.',
  ]),
  S('mayonnaise', ['hummus', 'homus'], 1, [
    '1:1 as a sandwich spread; egg-free and full of flavour.',
    '1:1 como pasta de sanduíche; sem ovo e saboroso.',
  ]),
  S(
    'meringue',
    ['aquafaba meringue', 'suspiro de aquafaba'],
    1,
    [
      'Whip chickpea water with sugar exactly like egg whites.',
      'Bata a água do grão-de-bico com açúcar exatamente como claras.',
    ],
    { cats: ['legume', 'sugar'] },
  ),
  // ------------------------------------------------------------------ poultry
  S(
    'chicken',
    ['firm tofu', 'tofu firme'],
    1,
    [
      'Same weight; press, cube and brown well before adding the sauce.',
      'Mesmo peso; prense, corte em cubos e doure bem antes do molho.',
    ],
    {
      ctx: SAVORY,
      prep: [
        'Press the tofu between kitchen towels for 10 minutes, then cut it into bite-sized pieces.',
        'Prense o tofu entre panos de prato por 10 minutos e corte em pedaços pequenos.',
      ],
    },
  ),
  S(
    'chicken',
    ['chickpeas', 'grão-de-bico'],
    1,
    [
      'Same weight of cooked (or canned, drained) chickpeas; ideal in curries and stews.',
      'Mesmo peso de grão-de-bico cozido (ou em lata, escorrido); ideal em curries e ensopados.',
    ],
    { ctx: SAVORY, quick: true },
  ),
  S(
    'chicken',
    ['oyster mushrooms', 'cogumelos-ostra (shimeji ou hiratake)'],
    1,
    [
      'Same weight; tear into strips for a shredded-chicken texture.',
      'Mesmo peso; desfie em tiras para uma textura de frango desfiado.',
    ],
    { ctx: SAVORY },
  ),
  S(
    'chicken',
    ['young jackfruit', 'jaca verde'],
    1,
    [
      'Same weight; shreds just like pulled chicken and takes on the sauce.',
      'Mesmo peso; desfia igual ao frango e absorve o molho.',
    ],
    { ctx: SAVORY },
  ),
  S(
    'chicken',
    ['cauliflower florets', 'floretes de couve-flor'],
    1,
    [
      'Same weight; roast or pan-fry until golden for curries and "wings".',
      'Mesmo peso; asse ou doure para curries e "asinhas".',
    ],
    { ctx: SAVORY, light: true },
  ),
  S(
    'chicken',
    ['seitan', 'seitan'],
    1,
    ['Same weight; chewy and meaty (contains gluten).', 'Mesmo peso; firme e com textura de carne (contém glúten).'],
    { ctx: SAVORY },
  ),
  S(
    'chicken',
    ['tempeh', 'tempeh'],
    1,
    [
      'Same weight; steam 10 minutes first to soften its bitterness.',
      'Mesmo peso; cozinhe no vapor por 10 minutos antes para tirar o amargor.',
    ],
    { ctx: SAVORY },
  ),
  S(
    'chicken',
    ['turkey breast', 'peito de peru'],
    1,
    ['Same weight and cooking; very lean.', 'Mesmo peso e preparo; bem magro.'],
    { ctx: SAVORY, light: true },
  ),
  S(
    'chicken',
    ['white fish fillets', 'filés de peixe branco'],
    1,
    ['Same weight; cook for about half the time.', 'Mesmo peso; cozinhe por cerca de metade do tempo.'],
    { ctx: SAVORY, quick: true },
  ),
  S(
    'chicken',
    ['shredded hearts of palm', 'palmito desfiado'],
    1,
    [
      'Same weight; a classic Brazilian stand-in for shredded chicken in fillings.',
      'Mesmo peso; clássico no lugar do frango desfiado em recheios.',
    ],
    { ctx: ['savory'], quick: true },
  ),
  S(
    'chicken',
    ['textured soy protein, rehydrated', 'proteína texturizada de soja hidratada'],
    0.4,
    [
      'Use 40% of the weight, dry; soak 10 minutes in hot stock.',
      'Use 40% do peso, seca; hidrate por 10 minutos em caldo quente.',
    ],
    {
      ctx: SAVORY,
      prep: [
        'Soak the textured soy protein in hot stock for 10 minutes, then squeeze out the liquid.',
        'Hidrate a proteína de soja em caldo quente por 10 minutos e esprema bem.',
      ],
    },
  ),
  S('turkey', ['chicken', 'frango'], 1, ['Same weight and method.', 'Mesmo peso e preparo.']),
  S('turkey', ['firm tofu', 'tofu firme'], 1, ['Same weight; brown well.', 'Mesmo peso; doure bem.'], { ctx: SAVORY }),
  S(
    'turkey',
    ['chickpeas', 'grão-de-bico'],
    1,
    ['Same weight of cooked chickpeas.', 'Mesmo peso de grão-de-bico cozido.'],
    { ctx: SAVORY },
  ),
  S(
    'duck',
    ['chicken thighs', 'sobrecoxas de frango'],
    1,
    ['Same weight; leaner and quicker to cook.', 'Mesmo peso; mais magras e de cozimento mais rápido.'],
    { light: true, g: 'f' },
  ),
  S(
    'duck',
    ['portobello mushrooms', 'cogumelos portobello'],
    1,
    ['Same weight; rich and meaty when seared.', 'Mesmo peso; encorpados e "carnudos" quando selados.'],
    { ctx: SAVORY },
  ),
  S('chicken-stock', ['vegetable stock', 'caldo de legumes'], 1, [
    '1:1; season a little more at the end.',
    '1:1; ajuste o sal no final.',
  ]),
  S(
    'chicken-stock',
    ['water with white miso', 'água com missô claro'],
    1,
    [
      '1 tbsp miso per 500 ml water gives savoury depth.',
      '1 colher (sopa) de missô para 500 ml de água dá sabor profundo.',
    ],
    { g: 'f' },
  ),
  // ------------------------------------------------------------------ red meat
  S(
    'beef',
    ['portobello mushrooms', 'cogumelos portobello'],
    1,
    [
      'Same weight; meaty texture and umami, brown them in batches.',
      'Mesmo peso; textura "carnuda" e umami, doure em levas.',
    ],
    { ctx: SAVORY },
  ),
  S(
    'beef',
    ['mixed mushrooms', 'mix de cogumelos'],
    1,
    [
      'Same weight; sear hard for colour, then add the sauce.',
      'Mesmo peso; sele bem para dourar e só então junte o molho.',
    ],
    { ctx: SAVORY, quick: true },
  ),
  S(
    'beef',
    ['seitan', 'seitan'],
    1,
    [
      'Same weight; the chewiest plant protein, great in stews (contains gluten).',
      'Mesmo peso; a proteína vegetal mais firme, ótima em ensopados (contém glúten).',
    ],
    { ctx: SAVORY },
  ),
  S(
    'beef',
    ['cooked lentils', 'lentilhas cozidas'],
    1,
    ['Same weight; hearty in stews and sauces.', 'Mesmo peso; encorpam ensopados e molhos.'],
    { ctx: SAVORY },
  ),
  S(
    'beef',
    ['eggplant', 'berinjela'],
    1,
    ['Same weight in chunks; soaks up sauce in stews.', 'Mesmo peso em cubos; absorve o molho nos ensopados.'],
    { ctx: SAVORY, light: true },
  ),
  S(
    'beef',
    ['young jackfruit', 'jaca verde'],
    1,
    ['Same weight; shreds like slow-cooked beef.', 'Mesmo peso; desfia como carne de panela.'],
    { ctx: SAVORY },
  ),
  S(
    'beef',
    ['chicken thighs', 'sobrecoxas de frango'],
    1,
    ['Same weight; leaner, cooks faster.', 'Mesmo peso; mais magras, cozinham mais rápido.'],
    { light: true, quick: true, g: 'f' },
  ),
  S(
    'beef',
    ['extra-firm tofu', 'tofu extra firme'],
    1,
    [
      'Same weight; freeze and thaw it first for a chewier texture.',
      'Mesmo peso; congele e descongele antes para ficar mais firme.',
    ],
    { ctx: SAVORY },
  ),
  S(
    'ground-beef',
    ['cooked brown lentils', 'lentilhas cozidas'],
    1,
    [
      "Same weight; perfect for bolognese, chilli and shepherd's pie.",
      'Mesmo peso; perfeitas para bolonhesa, chili e escondidinho.',
    ],
    { ctx: SAVORY },
  ),
  S(
    'ground-beef',
    ['textured soy protein, rehydrated', 'proteína texturizada de soja hidratada'],
    0.4,
    [
      'Use 40% of the weight, dry, soaked in hot stock; texture very close to mince.',
      'Use 40% do peso, seca, hidratada em caldo quente; textura bem parecida com carne moída.',
    ],
    {
      ctx: SAVORY,
      prep: [
        'Soak the textured soy protein in hot stock for 10 minutes, then squeeze out the liquid.',
        'Hidrate a proteína de soja em caldo quente por 10 minutos e esprema bem.',
      ],
    },
  ),
  S(
    'ground-beef',
    ['finely chopped mushrooms', 'cogumelos picadinhos'],
    1,
    ['Same weight; cook until their liquid evaporates.', 'Mesmo peso; cozinhe até secar a água que soltam.'],
    { ctx: SAVORY, quick: true },
  ),
  S(
    'ground-beef',
    ['crumbled firm tofu', 'tofu firme esfarelado'],
    1,
    ['Same weight; brown well and season generously.', 'Mesmo peso; doure bem e tempere generosamente.'],
    { ctx: SAVORY },
  ),
  S(
    'ground-beef',
    ['plant-based mince', 'carne moída vegetal'],
    1,
    ['1:1; cooks just like beef mince.', '1:1; cozinha igual à carne moída.'],
    { g: 'f' },
  ),
  S(
    'ground-beef',
    ['lean ground turkey', 'peito de peru moído'],
    1,
    ['Same weight; much leaner.', 'Mesmo peso; bem mais magro.'],
    { light: true },
  ),
  S(
    'ground-beef',
    ['ground chicken', 'frango moído'],
    1,
    ['Same weight; lighter and cooks a little faster.', 'Mesmo peso; mais leve e cozinha um pouco mais rápido.'],
    { light: true },
  ),
  S(
    'dried-beef',
    ['smoked tofu', 'tofu defumado'],
    1,
    ['Same weight, shredded; brings the smoky, salty note.', 'Mesmo peso, desfiado; traz o sabor defumado e salgado.'],
    { ctx: SAVORY },
  ),
  S(
    'dried-beef',
    ['shredded young jackfruit with smoked paprika', 'carne de jaca com páprica defumada'],
    1,
    [
      'Same weight; the Brazilian vegan favourite for carne-seca dishes.',
      'Mesmo peso; a favorita dos veganos para pratos de carne-seca.',
    ],
    { ctx: SAVORY, g: 'f' },
  ),
  S(
    'dried-beef',
    ['king oyster mushrooms with smoked paprika', 'cogumelos eryngii com páprica defumada'],
    1,
    ['Same weight, shredded and seared.', 'Mesmo peso, desfiados e selados.'],
    { ctx: SAVORY },
  ),
  S(
    'lamb',
    ['mushrooms and lentils', 'cogumelos e lentilhas'],
    1,
    [
      'Half and half by weight; deep, earthy flavour for stews.',
      'Metade de cada em peso; sabor profundo e terroso para ensopados.',
    ],
    { ctx: SAVORY },
  ),
  S(
    'lamb',
    ['eggplant', 'berinjela'],
    1,
    ['Same weight in chunks; loves the same spices.', 'Mesmo peso em cubos; combina com os mesmos temperos.'],
    { ctx: SAVORY },
  ),
  S('lamb', ['beef chuck', 'acém'], 1, ['Same weight and cooking time.', 'Mesmo peso e tempo de cozimento.']),
  S(
    'meat',
    ['mushrooms', 'cogumelos'],
    1,
    ['Same weight; meaty texture and umami.', 'Mesmo peso; textura "carnuda" e umami.'],
    { ctx: SAVORY },
  ),
  S('meat', ['seitan', 'seitan'], 1, ['Same weight; chewy (contains gluten).', 'Mesmo peso; firme (contém glúten).'], {
    ctx: SAVORY,
  }),
  S(
    'meat',
    ['cooked lentils', 'lentilhas cozidas'],
    1,
    ['Same weight; hearty and protein-rich.', 'Mesmo peso; encorpadas e ricas em proteína.'],
    { ctx: SAVORY },
  ),
  S(
    'meat',
    ['young jackfruit', 'jaca verde'],
    1,
    ['Same weight; shreds like slow-cooked meat.', 'Mesmo peso; desfia como carne cozida.'],
    { ctx: SAVORY },
  ),
  S('meat', ['smoked tofu', 'tofu defumado'], 1, ['Same weight; smoky and firm.', 'Mesmo peso; defumado e firme.'], {
    ctx: SAVORY,
  }),
  S('offal', ['mushrooms', 'cogumelos'], 1, ['Same weight; earthy and rich.', 'Mesmo peso; terrosos e saborosos.'], {
    ctx: SAVORY,
  }),
  S(
    'game',
    ['portobello mushrooms', 'cogumelos portobello'],
    1,
    ['Same weight; deep flavour.', 'Mesmo peso; sabor profundo.'],
    { ctx: SAVORY },
  ),
  S('beef-stock', ['mushroom stock', 'caldo de cogumelos'], 1, [
    '1:1; dark and savoury like beef stock.',
    '1:1; escuro e saboroso como o caldo de carne.',
  ]),
  S('beef-stock', ['vegetable stock with soy sauce', 'caldo de legumes com shoyu'], 1, [
    '1 tbsp soy sauce per 500 ml deepens the colour and flavour.',
    '1 colher (sopa) de shoyu para 500 ml escurece e aprofunda o sabor.',
  ]),
  S('bone-broth', ['vegetable stock', 'caldo de legumes'], 1, [
    '1:1; add a strip of kombu for body.',
    '1:1; junte uma tira de kombu para dar corpo.',
  ]),
  S('gravy', ['mushroom gravy', 'molho de cogumelos'], 1, [
    'Same amount, made with mushroom stock and a little cornstarch.',
    'Mesma quantidade, feito com caldo de cogumelos e um pouco de amido.',
  ]),
  // ------------------------------------------------------------------ pork
  S(
    'pork',
    ['young jackfruit', 'jaca verde'],
    1,
    ['Same weight; the classic vegan "pulled pork".', 'Mesmo peso; o clássico "porco desfiado" vegano.'],
    { ctx: SAVORY },
  ),
  S(
    'pork',
    ['king oyster mushrooms', 'cogumelos eryngii'],
    1,
    [
      'Same weight; sliced thick and seared, they are meaty and juicy.',
      'Mesmo peso; em fatias grossas e selados, ficam suculentos.',
    ],
    { ctx: SAVORY },
  ),
  S(
    'pork',
    ['extra-firm tofu', 'tofu extra firme'],
    1,
    ['Same weight; marinate and sear.', 'Mesmo peso; marine e sele.'],
    { ctx: SAVORY },
  ),
  S(
    'pork',
    ['chicken thighs', 'sobrecoxas de frango'],
    1,
    ['Same weight; leaner and quicker.', 'Mesmo peso; mais magras e rápidas.'],
    { light: true, g: 'f' },
  ),
  S(
    'pork',
    ['tempeh', 'tempeh'],
    1,
    ['Same weight; steam first, then brown.', 'Mesmo peso; cozinhe no vapor e depois doure.'],
    { ctx: SAVORY },
  ),
  S(
    'bacon',
    ['smoked tofu lardons', 'cubinhos de tofu defumado'],
    1,
    [
      'Same weight; toss with a little soy sauce and smoked paprika and fry until crisp.',
      'Mesmo peso; misture com um pouco de shoyu e páprica defumada e doure até ficar crocante.',
    ],
    { ctx: SAVORY },
  ),
  S(
    'bacon',
    ['crispy shiitake "bacon"', '"bacon" de shiitake crocante'],
    1,
    [
      'Thinly slice shiitake, toss with oil, soy and smoked paprika, roast until crisp.',
      'Fatie o shiitake fino, misture com óleo, shoyu e páprica defumada e asse até ficar crocante.',
    ],
    { ctx: SAVORY },
  ),
  S(
    'bacon',
    ['coconut "bacon"', '"bacon" de coco'],
    1,
    [
      'Coconut flakes with soy sauce and smoked paprika, toasted: crunchy and smoky.',
      'Lascas de coco com shoyu e páprica defumada, tostadas: crocantes e defumadas.',
    ],
    { ctx: ['savory', 'raw'] },
  ),
  S(
    'bacon',
    ['smoked paprika with olive oil', 'páprica defumada com azeite'],
    1,
    [
      'For the smoky flavour in beans and stews: 1 tsp paprika + 1 tbsp olive oil per 100 g of bacon.',
      'Para o sabor defumado em feijões e ensopados: 1 colher (chá) de páprica + 1 colher (sopa) de azeite por 100 g de bacon.',
    ],
    {
      ctx: ['savory'],
      perUnit: [
        '1 tsp smoked paprika + 1 tbsp olive oil',
        '1 colher (chá) de páprica defumada + 1 colher (sopa) de azeite',
      ],
      g: 'f',
    },
  ),
  S(
    'bacon',
    ['turkey bacon', 'bacon de peru'],
    1,
    ['Same amount; much less fat.', 'Mesma quantidade; bem menos gordura.'],
    { light: true },
  ),
  S(
    'bacon',
    ['tempeh bacon', 'bacon de tempeh'],
    1,
    [
      'Thin strips marinated in soy, maple and smoked paprika, then pan-fried.',
      'Tiras finas marinadas em shoyu, melado e páprica defumada, depois douradas.',
    ],
    { ctx: SAVORY },
  ),
  S(
    'ham',
    ['smoked tofu slices', 'fatias de tofu defumado'],
    1,
    ['Same weight; salty and smoky.', 'Mesmo peso; salgado e defumado.'],
    { g: 'f' },
  ),
  S('ham', ['smoked turkey breast', 'peito de peru defumado'], 1, ['Same weight; leaner.', 'Mesmo peso; mais magro.'], {
    light: true,
  }),
  S(
    'ham',
    ['roasted red peppers', 'pimentões assados'],
    1,
    ['Same weight in sandwiches and pizzas; sweet and smoky.', 'Mesmo peso em sanduíches e pizzas; doces e defumados.'],
    { ctx: ['raw', 'savory'] },
  ),
  S(
    'sausage',
    ['plant-based sausage', 'linguiça vegetal'],
    1,
    ['1:1; cooks the same way.', '1:1; cozinha do mesmo jeito.'],
    { g: 'f' },
  ),
  S(
    'sausage',
    ['smoked tofu with fennel seeds and paprika', 'tofu defumado com erva-doce e páprica'],
    1,
    [
      'Same weight; the fennel and paprika give the sausage flavour.',
      'Mesmo peso; a erva-doce e a páprica dão o sabor de linguiça.',
    ],
    { ctx: SAVORY },
  ),
  S(
    'sausage',
    ['chickpeas with smoked paprika', 'grão-de-bico com páprica defumada'],
    1,
    ['Same weight; smoky and hearty in stews and beans.', 'Mesmo peso; defumado e encorpado em ensopados e feijões.'],
    { ctx: SAVORY },
  ),
  S(
    'sausage',
    ['mushrooms with smoked paprika and fennel seeds', 'cogumelos com páprica defumada e erva-doce'],
    1,
    [
      'Same weight; browned hard, they carry the sausage spices.',
      'Mesmo peso; bem dourados, levam os temperos da linguiça.',
    ],
    { ctx: SAVORY },
  ),
  S('sausage', ['chicken sausage', 'linguiça de frango'], 1, ['Same weight; lighter.', 'Mesmo peso; mais leve.'], {
    light: true,
    g: 'f',
  }),
  // ------------------------------------------------------------------ fish and seafood
  S(
    'fish',
    ['firm tofu with nori', 'tofu firme com alga nori'],
    1,
    [
      'Same weight; wrap or sprinkle with nori for a taste of the sea.',
      'Mesmo peso; envolva ou polvilhe com nori para lembrar o mar.',
    ],
    { ctx: SAVORY },
  ),
  S(
    'fish',
    ['hearts of palm', 'palmito'],
    1,
    [
      'Same weight; flaky and delicate, lovely in moquecas and stews.',
      'Mesmo peso; delicado e macio, ótimo em moquecas e ensopados.',
    ],
    { ctx: SAVORY, quick: true },
  ),
  S(
    'fish',
    ['king oyster mushrooms', 'cogumelos eryngii'],
    1,
    ['Same weight; sliced into "fillets" and seared.', 'Mesmo peso; em "filés" e selados.'],
    { ctx: SAVORY },
  ),
  S(
    'fish',
    ['eggplant', 'berinjela'],
    1,
    ['Same weight; soaks up moqueca and curry sauces.', 'Mesmo peso; absorve molhos de moqueca e curry.'],
    { ctx: SAVORY, light: true },
  ),
  S('fish', ['chicken breast', 'peito de frango'], 1, [
    'Same weight; cook through, about twice as long.',
    'Mesmo peso; cozinhe bem, cerca do dobro do tempo.',
  ]),
  S(
    'fish',
    ['another firm white fish (cod, hake, tilapia)', 'outro peixe branco firme (bacalhau fresco, merluza, tilápia)'],
    1,
    ['Same weight and method.', 'Mesmo peso e preparo.'],
  ),
  S('salmon', ['trout', 'truta'], 1, [
    'Same weight; similar colour and richness, cooks a little faster.',
    'Mesmo peso; cor e sabor parecidos, cozinha um pouco mais rápido.',
  ]),
  S(
    'salmon',
    ['smoked carrot "lox"', '"salmão" de cenoura defumada'],
    1,
    [
      'Thin ribbons of roasted carrot marinated in smoke and lemon for bagels.',
      'Fitas finas de cenoura assada marinadas com fumaça e limão, para bagels.',
    ],
    { ctx: ['raw'], g: 'm' },
  ),
  S(
    'salmon',
    ['marinated firm tofu', 'tofu firme marinado'],
    1,
    ['Same weight; marinate in soy, lemon and nori.', 'Mesmo peso; marine em shoyu, limão e nori.'],
    { ctx: SAVORY },
  ),
  S(
    'tuna',
    ['mashed chickpeas', 'grão-de-bico amassado'],
    1,
    [
      'Same weight; with lemon, capers and a little nori it makes a great "tuna" salad.',
      'Mesmo peso; com limão, alcaparras e um pouco de nori vira uma ótima salada de "atum".',
    ],
    { ctx: ['raw', 'savory'] },
  ),
  S('tuna', ['canned salmon', 'salmão em lata'], 1, ['Same weight; richer in omega-3.', 'Mesmo peso; mais ômega-3.']),
  S(
    'tuna',
    ['white beans', 'feijão-branco'],
    1,
    ['Same weight, lightly mashed; mild and creamy.', 'Mesmo peso, levemente amassado; suave e cremoso.'],
    { ctx: ['raw', 'savory'] },
  ),
  S(
    'small-fish',
    ['capers with white miso', 'alcaparras com missô'],
    1,
    [
      'For anchovy depth in sauces: 1 tsp capers + ½ tsp miso per fillet.',
      'Para o sabor da anchova em molhos: 1 colher (chá) de alcaparras + ½ de missô por filé.',
    ],
    { perUnit: ['1 tsp capers + ½ tsp miso', '1 colher (chá) de alcaparras + ½ colher (chá) de missô'], g: 'f' },
  ),
  S('small-fish', ['chopped black olives', 'azeitonas pretas picadas'], 1, [
    'Same amount; salty and savoury.',
    'Mesma quantidade; salgadas e saborosas.',
  ]),
  S('fish-sauce', ['soy sauce with lime juice', 'shoyu com suco de limão'], 1, [
    '1:1; salty and sour (soy sauce contains gluten).',
    '1:1; salgado e ácido (o shoyu contém glúten).',
  ]),
  S('fish-sauce', ['tamari with crumbled nori', 'tamari com nori esfarelada'], 1, [
    '1:1; gluten-free and tastes of the sea.',
    '1:1; sem glúten e com gosto de mar.',
  ]),
  S(
    'fish-sauce',
    ['coconut aminos with a pinch of salt', 'aminos de coco com uma pitada de sal'],
    1,
    ['1:1; soy-free, a little sweeter.', '1:1; sem soja e um pouco mais doce.'],
    { g: 'm' },
  ),
  S('fish-stock', ['vegetable stock with kombu', 'caldo de legumes com kombu'], 1, [
    '1:1; simmer a strip of kombu in it for 10 minutes.',
    '1:1; ferva uma tira de kombu por 10 minutos no caldo.',
  ]),
  S(
    'shrimp',
    ['king oyster mushrooms', 'cogumelos eryngii'],
    1,
    [
      'Same weight, sliced into coins and seared; tender and juicy.',
      'Mesmo peso, em rodelas e selados; macios e suculentos.',
    ],
    { ctx: SAVORY },
  ),
  S(
    'shrimp',
    ['hearts of palm', 'palmito'],
    1,
    [
      'Same weight in chunks; the Brazilian stand-in for shrimp in bobó and fillings.',
      'Mesmo peso em pedaços; o substituto brasileiro do camarão em bobós e recheios.',
    ],
    { ctx: SAVORY, quick: true },
  ),
  S(
    'shrimp',
    ['firm tofu', 'tofu firme'],
    1,
    ['Same weight; cubes browned in a hot pan.', 'Mesmo peso; cubos dourados em frigideira quente.'],
    { ctx: SAVORY },
  ),
  S('shrimp', ['chicken breast', 'peito de frango'], 1, [
    'Same weight, diced; cook a few minutes longer.',
    'Mesmo peso, em cubos; cozinhe alguns minutos a mais.',
  ]),
  S(
    'shrimp',
    ['chickpeas', 'grão-de-bico'],
    1,
    ['Same weight; good in curries and stews.', 'Mesmo peso; bom em curries e ensopados.'],
    { ctx: SAVORY, quick: true },
  ),
  S(
    'shellfish',
    ['mixed mushrooms', 'mix de cogumelos'],
    1,
    ['Same weight; seared until golden.', 'Mesmo peso; selados até dourar.'],
    { ctx: SAVORY },
  ),
  S(
    'shellfish',
    ['hearts of palm', 'palmito'],
    1,
    ['Same weight; tender and delicate.', 'Mesmo peso; macio e delicado.'],
    { ctx: SAVORY },
  ),
  S(
    'squid',
    ['king oyster mushroom rings', 'anéis de cogumelo eryngii'],
    1,
    ['Same weight; slice the stems into rings.', 'Mesmo peso; corte os talos em anéis.'],
    { ctx: SAVORY, g: 'm' },
  ),
  S('oyster-sauce', ['vegetarian mushroom "oyster" sauce', 'molho "de ostra" vegetariano de cogumelos'], 1, [
    '1:1; same sweet-savoury gloss.',
    '1:1; mesmo brilho doce e salgado.',
  ]),
  S('oyster-sauce', ['hoisin with soy sauce', 'molho hoisin com shoyu'], 1, [
    'Half and half; sweeter, contains gluten.',
    'Metade de cada; mais doce, contém glúten.',
  ]),
  // ------------------------------------------------------------------ wheat and gluten
  S(
    'flour',
    ['gluten-free flour blend', 'mix de farinhas sem glúten'],
    1,
    [
      '1:1; add ½ tsp xanthan gum per cup if the blend has none.',
      '1:1; junte ½ colher (chá) de goma xantana por xícara se o mix não tiver.',
    ],
    { ctx: ['baking', 'sweet', 'savory'] },
  ),
  S(
    'flour',
    ['almond flour', 'farinha de amêndoas'],
    1,
    [
      '1:1 in cakes and cookies; moister and denser, low in carbohydrate.',
      '1:1 em bolos e biscoitos; mais úmido e denso, pouco carboidrato.',
    ],
    { ctx: BAKING },
  ),
  S(
    'flour',
    ['rice flour', 'farinha de arroz'],
    1,
    ['1:1 for thickening and coating; fries extra crisp.', '1:1 para engrossar e empanar; fica bem crocante.'],
    { ctx: ['savory', 'frying', 'thicken'] },
  ),
  S(
    'flour',
    ['oat flour', 'farinha de aveia'],
    1.3,
    [
      'Use about a third more; nutty and tender (use certified gluten-free oats if needed).',
      'Use cerca de um terço a mais; macia e saborosa (use aveia sem glúten certificada se preciso).',
    ],
    { ctx: BAKING, light: true },
  ),
  S(
    'flour',
    ['cornstarch', 'amido de milho'],
    0.5,
    [
      'Half the amount to thicken sauces and gravies; mix with cold water first.',
      'Metade da quantidade para engrossar molhos; dissolva antes em água fria.',
    ],
    { ctx: ['thicken'], g: 'm' },
  ),
  S(
    'flour',
    ['chickpea flour', 'farinha de grão-de-bico'],
    1,
    [
      '1:1 in savoury batters and fritters; gluten-free and protein-rich.',
      '1:1 em massas salgadas e bolinhos; sem glúten e rica em proteína.',
    ],
    { ctx: ['savory', 'frying'] },
  ),
  S(
    'flour',
    ['coconut flour', 'farinha de coco'],
    0.25,
    [
      'Use only a quarter: it absorbs a lot of liquid; add an extra egg.',
      'Use só um quarto: absorve muito líquido; junte um ovo a mais.',
    ],
    { ctx: BAKING },
  ),
  S(
    'flour',
    ['sweet cassava starch (polvilho doce)', 'polvilho doce'],
    1,
    ['1:1 for binding and in cheese breads; gluten-free.', '1:1 para dar liga e em pães de queijo; sem glúten.'],
    { ctx: ['baking', 'savory'], g: 'm' },
  ),
  S(
    'flour',
    ['whole wheat flour', 'farinha de trigo integral'],
    1,
    ['1:1 for half the flour; more fibre, denser crumb.', '1:1 em metade da farinha; mais fibras, miolo mais denso.'],
    { ctx: BAKING, light: true },
  ),
  S('bread', ['gluten-free bread', 'pão sem glúten'], 1, [
    '1:1; toast it for the best texture.',
    '1:1; torre para melhor textura.',
  ]),
  S(
    'bread',
    ['gluten-free breadcrumbs', 'farinha de rosca sem glúten'],
    1,
    ['1:1 for coating and binding.', '1:1 para empanar e dar liga.'],
    { only: ['breadcrumbs', 'bread crumbs', 'panko', 'farinha de rosca', 'farinha panko'] },
  ),
  S(
    'bread',
    ['ground almonds', 'farinha de amêndoas'],
    1,
    ['1:1 for coating; nutty, crisp and gluten-free.', '1:1 para empanar; crocante e sem glúten.'],
    { only: ['breadcrumbs', 'bread crumbs', 'panko', 'farinha de rosca', 'farinha panko'] },
  ),
  S(
    'bread',
    ['cassava flour (farinha de mandioca)', 'farinha de mandioca'],
    1,
    ['1:1 for crunchy coatings and farofa; gluten-free.', '1:1 para empanados crocantes e farofa; sem glúten.'],
    { only: ['breadcrumbs', 'bread crumbs', 'panko', 'farinha de rosca', 'farinha panko'] },
  ),
  S(
    'bread',
    ['rolled oats', 'aveia em flocos'],
    1,
    ['1:1 as a binder in meatballs and burgers.', '1:1 para dar liga a almôndegas e hambúrgueres.'],
    { only: ['breadcrumbs', 'bread crumbs', 'farinha de rosca'], light: true },
  ),
  S(
    'bread',
    ['lettuce leaves', 'folhas de alface'],
    1,
    [
      'Wrap the filling in crisp lettuce instead of bread or tortillas: low-carb and fresh.',
      'Enrole o recheio em folhas de alface no lugar de pão ou tortilha: pouco carboidrato e fresco.',
    ],
    {
      light: true,
      ctx: ['raw', 'savory'],
      only: [
        'bread',
        'buns',
        'bun',
        'burger buns',
        'hamburger buns',
        'rolls',
        'wraps',
        'wrap',
        'tortilla',
        'tortillas',
        'pita',
        'pao',
        'paes',
        'pao de hamburguer',
        'pao sirio',
        'tortilha',
        'tortilhas',
        'rap10',
        'pao de forma',
        'pao frances',
      ],
    },
  ),
  S(
    'bread',
    ['corn tortillas', 'tortilhas de milho'],
    1,
    [
      '1:1 for flour tortillas and wraps; warm them so they do not crack.',
      '1:1 no lugar de tortilhas de trigo; aqueça para não quebrarem.',
    ],
    { only: ['tortilla', 'tortillas', 'wrap', 'wraps', 'tortilha', 'tortilhas', 'rap10'] },
  ),
  S('bread', ['wholegrain bread', 'pão integral'], 1, ['1:1; more fibre.', '1:1; mais fibras.'], { light: true }),
  S('pasta', ['gluten-free pasta', 'macarrão sem glúten'], 1, [
    '1:1; cook 1–2 minutes less and rinse briefly if it goes sticky.',
    '1:1; cozinhe 1–2 minutos a menos e passe na água se grudar.',
  ]),
  S(
    'pasta',
    ['zucchini noodles', 'espaguete de abobrinha'],
    1.5,
    [
      'One and a half times the weight; sauté just 1–2 minutes: light and low-carb.',
      'Uma vez e meia o peso; salteie só 1–2 minutos: leve e pouco carboidrato.',
    ],
    { light: true, quick: true },
  ),
  S(
    'pasta',
    ['rice noodles', 'macarrão de arroz'],
    1,
    ['1:1; soak or boil briefly following the packet.', '1:1; hidrate ou cozinhe rapidamente conforme a embalagem.'],
    { quick: true },
  ),
  S('pasta', ['chickpea or lentil pasta', 'macarrão de grão-de-bico ou lentilha'], 1, [
    '1:1; gluten-free with twice the protein.',
    '1:1; sem glúten e com o dobro de proteína.',
  ]),
  S(
    'pasta',
    ['whole wheat pasta', 'macarrão integral'],
    1,
    ['1:1; more fibre, a minute or two longer to cook.', '1:1; mais fibras, um ou dois minutos a mais de cozimento.'],
    { light: true },
  ),
  S(
    'pasta',
    ['spaghetti squash', 'abóbora-espaguete'],
    1.5,
    ['Roasted and pulled into strands; low-carb.', 'Assada e desfiada em fios; pouco carboidrato.'],
    { light: true },
  ),
  S(
    'egg-noodles',
    ['rice noodles', 'macarrão de arroz'],
    1,
    ['1:1; gluten- and egg-free.', '1:1; sem glúten e sem ovo.'],
    { quick: true },
  ),
  S('egg-noodles', ['dried durum wheat pasta', 'macarrão de sêmola sem ovos'], 1, [
    '1:1; egg-free (contains gluten).',
    '1:1; sem ovo (contém glúten).',
  ]),
  S(
    'pastry',
    ['gluten-free pastry', 'massa sem glúten'],
    1,
    [
      '1:1; keep it cold and roll between sheets of baking paper.',
      '1:1; mantenha gelada e abra entre folhas de papel-manteiga.',
    ],
    { only: ['pastry', 'pie crust', 'massa podre', 'massa de torta', 'massa folhada', 'pie dough', 'tart shell'] },
  ),
  S(
    'pastry',
    ['gluten-free biscuits', 'biscoitos sem glúten'],
    1,
    ['1:1 for cheesecake bases and crumbles.', '1:1 para bases de cheesecake e crumbles.'],
    {
      only: [
        'biscuits',
        'cookies',
        'biscoito',
        'biscoitos',
        'bolacha',
        'bolachas',
        'digestive biscuits',
        'graham crackers',
        'biscoito maisena',
      ],
    },
  ),
  S(
    'pastry',
    ['oat and almond crumble', 'farofa de aveia e amêndoas'],
    1,
    [
      'For cheesecake bases: blend oats, almonds and a date or two.',
      'Para bases de cheesecake: bata aveia, amêndoas e uma ou duas tâmaras.',
    ],
    {
      only: [
        'biscuits',
        'cookies',
        'biscoito',
        'biscoitos',
        'bolacha',
        'bolachas',
        'digestive biscuits',
        'graham crackers',
        'biscoito maisena',
      ],
      light: true,
    },
  ),
  S('beer', ['gluten-free beer', 'cerveja sem glúten'], 1, ['1:1.', '1:1.']),
  S('beer', ['stock', 'caldo'], 1, ['1:1 for an alcohol-free braise.', '1:1 para um ensopado sem álcool.']),
  S(
    'soy-sauce',
    ['tamari', 'tamari'],
    1,
    ['1:1; gluten-free soy sauce, slightly richer.', '1:1; shoyu sem glúten, um pouco mais encorpado.'],
    { cats: ['soy', 'condiment'] },
  ),
  S(
    'soy-sauce',
    ['coconut aminos', 'aminos de coco'],
    1,
    ['1:1; soy- and gluten-free, sweeter and less salty.', '1:1; sem soja e sem glúten, mais doce e menos salgado.'],
    { cats: ['condiment'] },
  ),
  S(
    'soy-sauce',
    ['reduced-salt soy sauce', 'shoyu com menos sódio'],
    1,
    ['1:1 with about 40% less sodium.', '1:1 com cerca de 40% menos sódio.'],
    { light: true },
  ),
  S('seitan', ['extra-firm tofu', 'tofu extra firme'], 1, ['Same weight; gluten-free.', 'Mesmo peso; sem glúten.']),
  S('seitan', ['tempeh', 'tempeh'], 1, ['Same weight; gluten-free and firm.', 'Mesmo peso; sem glúten e firme.']),
  // ------------------------------------------------------------------ grains and starches
  S(
    'rice',
    ['cauliflower rice', 'arroz de couve-flor'],
    1,
    [
      'Same volume; sauté 5 minutes: light and low-carb.',
      'Mesmo volume; salteie por 5 minutos: leve e pouco carboidrato.',
    ],
    { light: true, quick: true },
  ),
  S(
    'rice',
    ['quinoa', 'quinoa'],
    1,
    [
      'Same volume; rinse and cook 15 minutes; more protein.',
      'Mesmo volume; lave e cozinhe por 15 minutos; mais proteína.',
    ],
    { light: true, g: 'f' },
  ),
  S(
    'rice',
    ['brown rice', 'arroz integral'],
    1,
    [
      'Same volume; takes about 35–40 minutes and a little more water.',
      'Mesmo volume; leva cerca de 35–40 minutos e um pouco mais de água.',
    ],
    { light: true },
  ),
  S('rice', ['millet', 'painço'], 1, [
    'Same volume; cooks in 20 minutes, fluffy and gluten-free.',
    'Mesmo volume; cozinha em 20 minutos, soltinho e sem glúten.',
  ]),
  S(
    'rice',
    ['bulgur wheat', 'trigo para quibe'],
    1,
    [
      'Same volume; ready in 10–15 minutes (contains gluten).',
      'Mesmo volume; pronto em 10–15 minutos (contém glúten).',
    ],
    { quick: true },
  ),
  S('oats', ['quinoa flakes', 'flocos de quinoa'], 1, [
    '1:1 in porridge and baking; cooks in 3 minutes.',
    '1:1 em mingaus e bolos; cozinha em 3 minutos.',
  ]),
  S(
    'oats',
    ['desiccated coconut and chia', 'coco ralado e chia'],
    1,
    ['Half and half; a low-carb porridge base.', 'Metade de cada; base de mingau com pouco carboidrato.'],
    { light: true },
  ),
  S(
    'potato',
    ['cauliflower', 'couve-flor'],
    1,
    [
      'Same weight; mashes and roasts well with far fewer carbs.',
      'Mesmo peso; vira purê e assa bem com bem menos carboidrato.',
    ],
    { light: true, g: 'f' },
  ),
  S(
    'potato',
    ['sweet potato', 'batata-doce'],
    1,
    [
      'Same weight; more fibre and vitamin A, cooks a little faster.',
      'Mesmo peso; mais fibras e vitamina A, cozinha um pouco mais rápido.',
    ],
    { light: true },
  ),
  S('potato', ['cassava', 'mandioca'], 1, [
    'Same weight; creamier, boil until tender before roasting or frying.',
    'Mesmo peso; mais cremosa, cozinhe até ficar macia antes de assar ou fritar.',
  ]),
  S(
    'potato',
    ['celeriac or turnip', 'nabo ou aipo-rábano'],
    1,
    ['Same weight; low-carb mash and roasts.', 'Mesmo peso; purê e assados com pouco carboidrato.'],
    { light: true, g: 'm' },
  ),
  S(
    'sweet-potato',
    ['butternut squash', 'abóbora cabotiá'],
    1,
    ['Same weight; similar sweetness, fewer carbs.', 'Mesmo peso; doçura parecida, menos carboidrato.'],
    { light: true },
  ),
  S('sweet-potato', ['potato', 'batata'], 1, ['Same weight and method.', 'Mesmo peso e preparo.']),
  S('cassava', ['potato', 'batata'], 1, ['Same weight; cooks faster.', 'Mesmo peso; cozinha mais rápido.'], {
    quick: true,
  }),
  S('cassava', ['sweet potato', 'batata-doce'], 1, ['Same weight; sweeter.', 'Mesmo peso; mais doce.']),
  S(
    'cornstarch',
    ['arrowroot', 'araruta'],
    1,
    ['1:1; stays glossy, add at the end of cooking.', '1:1; fica brilhante, junte no final do cozimento.'],
    { g: 'f' },
  ),
  S('cornstarch', ['potato starch', 'fécula de batata'], 1, [
    '1:1; thickens quickly, do not boil long.',
    '1:1; engrossa rápido, não ferva por muito tempo.',
  ]),
  S('cornstarch', ['all-purpose flour', 'farinha de trigo'], 2, [
    'Use twice the amount and cook 2 minutes longer (contains gluten).',
    'Use o dobro e cozinhe 2 minutos a mais (contém glúten).',
  ]),
  S('cornstarch', ['tapioca starch', 'goma de tapioca'], 1, [
    '1:1; chewy gloss, great in pies.',
    '1:1; brilho elástico, ótima em tortas.',
  ]),
  S(
    'cassava-flour',
    ['cornstarch', 'amido de milho'],
    1,
    ['1:1 to thicken; not for cheese breads.', '1:1 para engrossar; não serve para pão de queijo.'],
    { g: 'm' },
  ),
  S(
    'cassava-flour',
    ['toasted cornmeal (farinha de milho)', 'farinha de milho'],
    1,
    ['1:1 for farofa; crunchier.', '1:1 para farofa; mais crocante.'],
    { only: ['farofa', 'farinha de mandioca', 'manioc flour', 'cassava flour'] },
  ),
  // ------------------------------------------------------------------ legumes, soy, nuts
  S(
    'beans',
    ['canned beans, drained', 'feijão em lata escorrido'],
    1,
    [
      'Same amount cooked; no soaking and only 10–15 minutes of simmering.',
      'Mesma quantidade cozida; sem remolho e só 10–15 minutos de fervura.',
    ],
    { quick: true },
  ),
  S(
    'beans',
    ['lentils', 'lentilhas'],
    1,
    ['Same volume; no soaking and cooked in 20–25 minutes.', 'Mesmo volume; sem remolho e cozidas em 20–25 minutos.'],
    { quick: true },
  ),
  S('beans', ['chickpeas', 'grão-de-bico'], 1, ['Same amount; nutty and firm.', 'Mesma quantidade; firme e saboroso.']),
  S('beans', ['another bean (black, pinto or white)', 'outro feijão (preto, carioca ou branco)'], 1, [
    'Same amount and method.',
    'Mesma quantidade e preparo.',
  ]),
  S(
    'beans',
    ['cauliflower florets', 'floretes de couve-flor'],
    1,
    ['Same weight for a low-carb version.', 'Mesmo peso para uma versão com pouco carboidrato.'],
    { light: true, g: 'm' },
  ),
  S('chickpeas', ['white beans', 'feijão-branco'], 1, ['Same amount; creamier.', 'Mesma quantidade; mais cremoso.']),
  S(
    'chickpeas',
    ['canned chickpeas, drained', 'grão-de-bico em lata escorrido'],
    1,
    ['Same amount cooked; no soaking or boiling.', 'Mesma quantidade cozida; sem remolho nem cozimento.'],
    { quick: true },
  ),
  S('chickpeas', ['lentils', 'lentilhas'], 1, ['Same amount; softer.', 'Mesma quantidade; mais macias.']),
  S(
    'lentils',
    ['yellow split peas', 'ervilha partida'],
    1,
    ['Same amount; a little longer to cook.', 'Mesma quantidade; um pouco mais de cozimento.'],
    { g: 'f' },
  ),
  S(
    'lentils',
    ['canned lentils, drained', 'lentilhas em lata escorridas'],
    1,
    ['Same amount cooked; just heat through.', 'Mesma quantidade cozida; só aqueça.'],
    { quick: true },
  ),
  S('peas', ['edamame', 'edamame'], 1, ['Same amount; more protein.', 'Mesma quantidade; mais proteína.']),
  S('peas', ['green beans, chopped', 'vagem picada'], 1, ['Same weight.', 'Mesmo peso.'], { g: 'f' }),
  S('tofu', ['tempeh', 'tempeh'], 1, ['Same weight; nuttier and firmer.', 'Mesmo peso; mais firme e saboroso.']),
  S('tofu', ['paneer', 'paneer'], 1, [
    'Same weight; vegetarian but dairy.',
    'Mesmo peso; vegetariano, mas é laticínio.',
  ]),
  S('tofu', ['chickpeas', 'grão-de-bico'], 1, ['Same weight; soy-free.', 'Mesmo peso; sem soja.']),
  S('tofu', ['chicken breast', 'peito de frango'], 1, ['Same weight; cook through.', 'Mesmo peso; cozinhe bem.']),
  S('soy', ['chickpeas', 'grão-de-bico'], 1, ['Same amount; soy-free.', 'Mesma quantidade; sem soja.'], {
    only: ['edamame', 'soybeans', 'soy beans', 'soja', 'grao de soja'],
  }),
  S('soy', ['oat milk', 'leite de aveia'], 1, ['1:1; soy-free.', '1:1; sem soja.'], {
    only: ['soy milk', 'soya milk', 'leite de soja', 'bebida de soja'],
  }),
  S(
    'peanut',
    ['sunflower seed butter', 'pasta de semente de girassol'],
    1,
    ['1:1; nut-free with the same texture.', '1:1; sem amendoim e com a mesma textura.'],
    { g: 'f', cats: ['grain'] },
  ),
  S(
    'peanut',
    ['tahini', 'tahine'],
    1,
    [
      '1:1 in sauces and dressings; nut-free, a little more bitter.',
      '1:1 em molhos e temperos; sem amendoim, um pouco mais amargo.',
    ],
    { cats: ['condiment'] },
  ),
  S(
    'peanut',
    ['toasted pumpkin seeds', 'sementes de abóbora torradas'],
    1,
    ['Same amount for crunch on top.', 'Mesma quantidade para crocância por cima.'],
    { g: 'f' },
  ),
  S(
    'nuts',
    ['toasted sunflower seeds', 'sementes de girassol torradas'],
    1,
    ['Same amount; nut-free crunch.', 'Mesma quantidade; crocância sem castanhas.'],
    { g: 'f' },
  ),
  S(
    'nuts',
    ['toasted pumpkin seeds', 'sementes de abóbora torradas'],
    1,
    ['Same amount; nut-free.', 'Mesma quantidade; sem castanhas.'],
    { g: 'f' },
  ),
  S(
    'nuts',
    ['toasted oats', 'aveia tostada'],
    1,
    ['Same amount for crunch in crumbles and granola.', 'Mesma quantidade para crocância em crumbles e granolas.'],
    { ctx: BAKING, g: 'f' },
  ),
  S('nuts', ['oat milk', 'leite de aveia'], 1, ['1:1; nut-free.', '1:1; sem castanhas.'], {
    only: ['almond milk', 'nut milk', 'leite de amendoas', 'leite de castanha', 'leite de castanhas'],
  }),
  S('nuts', ['gluten-free flour blend', 'mix de farinhas sem glúten'], 1, ['1:1; nut-free.', '1:1; sem castanhas.'], {
    only: ['almond flour', 'almond meal', 'ground almonds', 'farinha de amendoas', 'farinha de amendoa'],
  }),
  S('coconut-milk', ['heavy cream', 'creme de leite'], 1, [
    '1:1; classic dairy richness.',
    '1:1; cremosidade clássica de laticínio.',
  ]),
  S(
    'coconut-milk',
    ['light coconut milk', 'leite de coco light'],
    1,
    ['1:1; a third of the fat.', '1:1; um terço da gordura.'],
    { light: true },
  ),
  S('coconut-milk', ['cashew cream', 'creme de castanha de caju'], 1, [
    '1:1; neutral and rich.',
    '1:1; neutro e encorpado.',
  ]),
  S(
    'coconut-milk',
    ['evaporated milk', 'leite evaporado'],
    1,
    ['1:1; lighter (dairy).', '1:1; mais leve (laticínio).'],
    { light: true },
  ),
  // ------------------------------------------------------------------ vegetables and fruit
  S('onion', ['shallots', 'chalotas'], 1, ['Same weight; sweeter and milder.', 'Mesmo peso; mais doces e suaves.'], {
    g: 'f',
  }),
  S('onion', ['leek', 'alho-poró'], 1, [
    'Same weight, white and light green parts; gentler.',
    'Mesmo peso, parte branca e verde-clara; mais delicado.',
  ]),
  S(
    'onion',
    ['onion powder', 'cebola em pó'],
    1,
    ['1 tbsp per medium onion; no chopping.', '1 colher (sopa) por cebola média; sem picar.'],
    { quick: true, perUnit: ['1 tbsp onion powder', '1 colher (sopa) de cebola em pó'] },
  ),
  S(
    'onion',
    ['spring onions', 'cebolinha'],
    1,
    ['Same weight; milder, add at the end.', 'Mesmo peso; mais suave, junte no final.'],
    { g: 'f' },
  ),
  S('onion', ['fennel bulb', 'bulbo de erva-doce'], 1, [
    'Same weight; anise-sweet, for people who avoid onion.',
    'Mesmo peso; adocicado, para quem evita cebola.',
  ]),
  S(
    'garlic',
    ['garlic powder', 'alho em pó'],
    1,
    ['⅛ tsp per clove; add with the liquids.', '⅛ de colher (chá) por dente; junte com os líquidos.'],
    { quick: true, perUnit: ['⅛ tsp garlic powder', '⅛ de colher (chá) de alho em pó'] },
  ),
  S(
    'garlic',
    ['shallot', 'chalota'],
    1,
    ['1 small shallot per 2 cloves; gentler.', '1 chalota pequena para 2 dentes; mais suave.'],
    { g: 'f' },
  ),
  S(
    'garlic',
    ['chives', 'cebolinha-francesa'],
    1,
    ['A handful, added at the end; for people who avoid garlic.', 'Um punhado no final; para quem evita alho.'],
    { g: 'f' },
  ),
  S(
    'tomato',
    ['canned chopped tomatoes', 'tomate pelado picado em lata'],
    1,
    ['Same weight; more consistent flavour out of season.', 'Mesmo peso; sabor mais constante fora da estação.'],
    { quick: true, ctx: SAVORY },
  ),
  S('tomato', ['cherry tomatoes', 'tomates-cereja'], 1, [
    'Same weight; sweeter, halve them.',
    'Mesmo peso; mais doces, corte ao meio.',
  ]),
  S(
    'tomato',
    ['tomato passata, reduced', 'passata de tomate reduzida'],
    3,
    [
      'Three times the amount, simmered down, for tomato paste.',
      'Três vezes a quantidade, reduzida, no lugar do extrato.',
    ],
    { only: ['tomato paste', 'tomato puree', 'extrato de tomate', 'massa de tomate', 'concentrado de tomate'] },
  ),
  S('tomato', ['roasted red peppers, blended', 'pimentões assados batidos'], 1, [
    'Same amount; for a tomato-free sauce.',
    'Mesma quantidade; para um molho sem tomate.',
  ]),
  S('bell-pepper', ['zucchini', 'abobrinha'], 1, ['Same weight; milder.', 'Mesmo peso; mais suave.'], { g: 'f' }),
  S(
    'bell-pepper',
    ['jarred roasted red peppers', 'pimentões assados em conserva'],
    1,
    ['Same weight; already soft and smoky, add at the end.', 'Mesmo peso; já macios e defumados, junte no final.'],
    { quick: true },
  ),
  S(
    'celery',
    ['fennel', 'erva-doce fresca'],
    1,
    ['Same weight; crunchy with an anise note.', 'Mesmo peso; crocante e anisado.'],
    { g: 'f' },
  ),
  S(
    'celery',
    ['celery seed', 'semente de aipo'],
    0.05,
    ['A pinch gives celery flavour without the crunch.', 'Uma pitada dá o sabor do salsão sem a crocância.'],
    { g: 'f' },
  ),
  S('zucchini', ['eggplant', 'berinjela'], 1, [
    'Same weight; a little longer to cook.',
    'Mesmo peso; um pouco mais de cozimento.',
  ]),
  S('zucchini', ['yellow squash or chayote', 'chuchu'], 1, ['Same weight and method.', 'Mesmo peso e preparo.']),
  S('eggplant', ['zucchini', 'abobrinha'], 1, ['Same weight; cooks faster.', 'Mesmo peso; cozinha mais rápido.'], {
    quick: true,
  }),
  S('eggplant', ['mushrooms', 'cogumelos'], 1, ['Same weight; meaty texture.', 'Mesmo peso; textura carnuda.']),
  S('squash', ['sweet potato', 'batata-doce'], 1, ['Same weight; similar sweetness.', 'Mesmo peso; doçura parecida.']),
  S('squash', ['carrots', 'cenouras'], 1, ['Same weight; a little firmer.', 'Mesmo peso; um pouco mais firmes.'], {
    g: 'f',
  }),
  S(
    'greens',
    ['kale', 'couve'],
    1,
    ['Same weight; tougher, cook a few minutes longer.', 'Mesmo peso; mais firme, cozinhe alguns minutos a mais.'],
    { g: 'f' },
  ),
  S('greens', ['Swiss chard', 'acelga'], 1, [
    'Same weight; cook stems first.',
    'Mesmo peso; cozinhe os talos primeiro.',
  ]),
  S(
    'greens',
    ['frozen spinach, thawed and squeezed', 'espinafre congelado, descongelado e espremido'],
    0.5,
    ['Half the weight of fresh; no washing or wilting.', 'Metade do peso do fresco; sem lavar nem murchar.'],
    { quick: true },
  ),
  S('broccoli', ['cauliflower', 'couve-flor'], 1, ['Same weight and method.', 'Mesmo peso e preparo.'], { g: 'f' }),
  S('broccoli', ['green beans', 'vagem'], 1, ['Same weight; cook 5 minutes.', 'Mesmo peso; cozinhe por 5 minutos.'], {
    g: 'f',
  }),
  S('mushroom', ['eggplant', 'berinjela'], 1, ['Same weight; similar meatiness.', 'Mesmo peso; textura parecida.']),
  S('mushroom', ['zucchini', 'abobrinha'], 1, ['Same weight; milder.', 'Mesmo peso; mais suave.']),
  S(
    'green-beans',
    ['asparagus', 'aspargos'],
    1,
    ['Same weight; 3–4 minutes of cooking.', 'Mesmo peso; 3–4 minutos de cozimento.'],
    { quick: true },
  ),
  S('green-beans', ['broccoli florets', 'floretes de brócolis'], 1, ['Same weight.', 'Mesmo peso.']),
  S('olives', ['capers', 'alcaparras'], 0.5, ['Half the amount; saltier.', 'Metade da quantidade; mais salgadas.'], {
    g: 'f',
  }),
  S('avocado', ['hummus', 'homus'], 1, ['Same amount as a creamy spread.', 'Mesma quantidade como pasta cremosa.']),
  S('avocado', ['Greek yoghurt', 'iogurte grego'], 1, [
    'Same amount for creaminess in dressings.',
    'Mesma quantidade para dar cremosidade a molhos.',
  ]),
  S('lemon', ['lime', 'limão-taiti'], 1, ['1:1; a little more floral.', '1:1; um pouco mais perfumado.']),
  S(
    'lemon',
    ['white wine vinegar', 'vinagre de vinho branco'],
    0.5,
    [
      'Half the amount for acidity in dressings and sauces.',
      'Metade da quantidade para dar acidez a molhos e temperos.',
    ],
    { ctx: SAVORY },
  ),
  S('orange', ['tangerine', 'tangerina'], 1, ['1:1; sweeter.', '1:1; mais doce.']),
  S('banana', ['unsweetened applesauce', 'purê de maçã sem açúcar'], 1, ['1:1 in baking.', '1:1 em bolos.'], {
    ctx: BAKING,
    g: 'm',
  }),
  S('banana', ['mango', 'manga'], 1, ['1:1 in smoothies.', '1:1 em vitaminas.'], { ctx: ['raw'] }),
  S('apple', ['pear', 'pera'], 1, ['1:1; softer, bake a little less.', '1:1; mais macia, asse um pouco menos.']),
  S(
    'berries',
    ['frozen mixed berries', 'frutas vermelhas congeladas'],
    1,
    ['1:1; use straight from frozen in baking.', '1:1; use ainda congeladas nos bolos.'],
    { quick: true, g: 'f' },
  ),
  S(
    'jam',
    ['fresh fruit compote', 'compota de frutas frescas'],
    1,
    [
      'Simmer chopped fruit 10 minutes with a little lemon: far less sugar.',
      'Cozinhe frutas picadas por 10 minutos com um pouco de limão: bem menos açúcar.',
    ],
    { light: true },
  ),
  S('parsley', ['coriander leaves', 'coentro'], 1, ['1:1; stronger and citrusy.', '1:1; mais forte e cítrico.']),
  S('parsley', ['chives', 'cebolinha'], 1, ['1:1; mild onion note.', '1:1; leve sabor de cebola.'], { g: 'f' }),
  S(
    'parsley',
    ['dried parsley', 'salsinha desidratada'],
    0.33,
    ['A third of the fresh amount, added while cooking.', 'Um terço da quantidade fresca, durante o cozimento.'],
    { quick: true },
  ),
  S(
    'basil',
    ['dried basil', 'manjericão seco'],
    0.33,
    ['A third of the fresh amount, added while cooking.', 'Um terço da quantidade fresca, durante o cozimento.'],
    { quick: true },
  ),
  S('basil', ['baby spinach with a little mint', 'espinafre baby com um pouco de hortelã'], 1, [
    'Same amount in pesto and salads.',
    'Mesma quantidade em pestos e saladas.',
  ]),
  S(
    'woody-herbs',
    ['dried herbs', 'ervas secas'],
    0.33,
    [
      'A third of the fresh amount; add early so they soften.',
      'Um terço da quantidade fresca; junte no início para amaciar.',
    ],
    { quick: true, g: 'f' },
  ),
  S(
    'woody-herbs',
    ['dried oregano', 'orégano seco'],
    0.33,
    ['A third of the amount for any Mediterranean herb.', 'Um terço da quantidade para qualquer erva mediterrânea.'],
    { only: ['thyme', 'marjoram', 'tomilho', 'manjerona', 'oregano', 'rosemary', 'alecrim'] },
  ),
  // ------------------------------------------------------------------ spices, heat, seasoning
  S(
    'chili',
    ['red pepper flakes', 'pimenta calabresa em flocos'],
    1,
    ['½ tsp per fresh chilli; add with the oil.', '½ colher (chá) por pimenta fresca; junte com o óleo.'],
    { perUnit: ['½ tsp red pepper flakes', '½ colher (chá) de pimenta calabresa'], g: 'f' },
  ),
  S(
    'chili',
    ['sweet paprika', 'páprica doce'],
    1,
    ['Same amount for colour without heat.', 'Mesma quantidade para dar cor sem ardor.'],
    { g: 'f' },
  ),
  S(
    'chili',
    ['cayenne pepper', 'pimenta-caiena'],
    0.5,
    ['Half the amount; very hot.', 'Metade da quantidade; bem ardida.'],
    { g: 'f' },
  ),
  S(
    'chili',
    ['hot sauce', 'molho de pimenta'],
    1,
    ['A few dashes per chilli, at the end.', 'Algumas gotas por pimenta, no final.'],
    { perUnit: ['1 tsp hot sauce', '1 colher (chá) de molho de pimenta'] },
  ),
  S(
    'black-pepper',
    ['white pepper', 'pimenta branca'],
    1,
    ['1:1; hotter and earthier, invisible in pale sauces.', '1:1; mais ardida e terrosa, invisível em molhos claros.'],
    { g: 'f' },
  ),
  S(
    'warm-spices',
    ['ground ginger', 'gengibre em pó'],
    0.25,
    ['¼ tsp ground per tbsp fresh ginger.', '¼ de colher (chá) em pó por colher (sopa) de gengibre fresco.'],
    { only: ['ginger', 'fresh ginger', 'gengibre', 'gengibre fresco', 'gengibre ralado'], quick: true },
  ),
  S(
    'warm-spices',
    ['ground coriander with a pinch of cumin', 'coentro em pó com uma pitada de cominho'],
    1,
    ['Same amount; warm and earthy.', 'Mesma quantidade; quente e terroso.'],
    { only: ['cumin', 'cominho', 'ground cumin', 'cominho em po'] },
  ),
  S(
    'warm-spices',
    ['sweet paprika with a pinch of cayenne', 'páprica doce com uma pitada de pimenta-caiena'],
    1,
    ['Same amount for chili powder.', 'Mesma quantidade no lugar de chili em pó.'],
    { only: ['smoked paprika', 'paprica defumada', 'chili powder'], g: 'f' },
  ),
  S(
    'warm-spices',
    ['mixed spice or cinnamon with nutmeg', 'canela com noz-moscada'],
    1,
    ['Same amount.', 'Mesma quantidade.'],
    { only: ['allspice', 'pimenta-da-jamaica', 'mixed spice', 'pumpkin spice'], g: 'f' },
  ),
  S(
    'warm-spices',
    ['curry powder', 'curry em pó'],
    1,
    [
      'Same amount for garam masala; add a pinch of cinnamon.',
      'Mesma quantidade no lugar do garam masala; junte uma pitada de canela.',
    ],
    { only: ['garam masala', 'masala'] },
  ),
  S(
    'warm-spices',
    ['turmeric', 'cúrcuma'],
    0.5,
    [
      'Half the amount gives the colour of saffron (not its aroma).',
      'Metade da quantidade dá a cor do açafrão (não o aroma).',
    ],
    { only: ['saffron', 'acafrao', 'saffron threads', 'pistilos de acafrao'], g: 'f' },
  ),
  S(
    'warm-spices',
    ['maple syrup', 'xarope de bordo'],
    1,
    [
      '1:1 for vanilla in desserts (different but warm).',
      '1:1 no lugar da baunilha em sobremesas (diferente, mas aconchegante).',
    ],
    { only: ['vanilla', 'vanilla extract', 'baunilha', 'essencia de baunilha', 'extrato de baunilha'] },
  ),
  S(
    'leavening',
    ['baking soda with lemon juice', 'bicarbonato com suco de limão'],
    0.25,
    [
      '¼ tsp soda + ½ tsp lemon juice per tsp of baking powder.',
      '¼ de colher (chá) de bicarbonato + ½ de limão por colher (chá) de fermento químico.',
    ],
    { only: ['baking powder', 'fermento quimico', 'fermento em po'] },
  ),
  S(
    'salt',
    ['herbs and lemon zest', 'ervas e raspas de limão'],
    1,
    [
      'Halve the salt and season with herbs and zest instead: the same brightness with less sodium.',
      'Use metade do sal e tempere com ervas e raspas: o mesmo frescor com menos sódio.',
    ],
    { light: true, g: 'f' },
  ),
  // ------------------------------------------------------------------ sugar and sweet
  S(
    'sugar',
    ['honey', 'mel'],
    0.75,
    [
      '¾ of the amount and 2 tbsp less liquid per cup; bake 10 °C lower.',
      '¾ da quantidade e 2 colheres a menos de líquido por xícara; asse 10 °C abaixo.',
    ],
    { ctx: BAKING },
  ),
  S('sugar', ['maple syrup', 'xarope de bordo'], 0.75, [
    '¾ of the amount, with a little less liquid; vegan.',
    '¾ da quantidade, com um pouco menos de líquido; vegano.',
  ]),
  S(
    'sugar',
    ['coconut sugar', 'açúcar de coco'],
    1,
    ['1:1; caramel notes and a lower glycaemic index.', '1:1; notas de caramelo e índice glicêmico menor.'],
    { light: true },
  ),
  S(
    'sugar',
    ['erythritol', 'eritritol'],
    1,
    [
      '1:1; zero-carb sweetener for keto and low-carb baking.',
      '1:1; adoçante sem carboidrato para receitas low carb e cetogênicas.',
    ],
    { light: true, cats: [] },
  ),
  S(
    'sugar',
    ['mashed ripe banana', 'banana madura amassada'],
    1,
    ['Replace up to half the sugar in cakes and muffins.', 'Substitua até metade do açúcar em bolos e muffins.'],
    { ctx: BAKING, light: true },
  ),
  S(
    'sugar',
    ['stevia', 'estévia'],
    0.02,
    [
      'Use per the packet (about 1 tsp per cup); zero calories.',
      'Use conforme a embalagem (cerca de 1 colher (chá) por xícara); zero calorias.',
    ],
    { light: true, cats: [], g: 'f' },
  ),
  S(
    'sugar',
    ['white sugar with molasses', 'açúcar refinado com melado'],
    1,
    [
      'For brown sugar: 1 cup sugar + 1 tbsp molasses.',
      'Para açúcar mascavo: 1 xícara de açúcar + 1 colher (sopa) de melado.',
    ],
    { only: ['brown sugar', 'acucar mascavo', 'light brown sugar', 'dark brown sugar', 'muscovado'] },
  ),
  S('honey', ['maple syrup', 'xarope de bordo'], 1, [
    '1:1; vegan, similar sweetness.',
    '1:1; vegano, doçura parecida.',
  ]),
  S('honey', ['agave syrup', 'xarope de agave'], 1, [
    '1:1; vegan and a little sweeter.',
    '1:1; vegano e um pouco mais doce.',
  ]),
  S('honey', ['date syrup', 'melado de tâmara'], 1, [
    '1:1; vegan, deep caramel flavour.',
    '1:1; vegano, sabor profundo de caramelo.',
  ]),
  S('honey', ['sugarcane molasses (melado)', 'melado de cana'], 1, [
    '1:1; vegan and very Brazilian.',
    '1:1; vegano e bem brasileiro.',
  ]),
  S(
    'gelatin',
    ['agar-agar', 'ágar-ágar'],
    0.5,
    [
      '1 tsp agar powder per tbsp of gelatin; it must boil for 2 minutes to set.',
      '1 colher (chá) de ágar em pó por colher (sopa) de gelatina; precisa ferver 2 minutos para firmar.',
    ],
    {
      prep: [
        'Dissolve the agar-agar in the liquid and boil for 2 minutes, stirring, before continuing.',
        'Dissolva o ágar-ágar no líquido e ferva por 2 minutos, mexendo, antes de continuar.',
      ],
      cats: [],
    },
  ),
  S(
    'gelatin',
    ['pectin', 'pectina'],
    1,
    ['For jams and fruit gels; follow the packet.', 'Para geleias e gelatinas de fruta; siga a embalagem.'],
    { cats: [] },
  ),
  S('milk-chocolate', ['dairy-free dark chocolate (70%)', 'chocolate amargo 70% sem leite'], 1, [
    '1:1; check the label says no milk.',
    '1:1; confira no rótulo se não tem leite.',
  ]),
  S('milk-chocolate', ['cocoa powder with sugar and coconut oil', 'cacau em pó com açúcar e óleo de coco'], 1, [
    'Per 30 g chocolate: 3 tbsp cocoa + 1 tbsp sugar + 1 tbsp coconut oil.',
    'Para 30 g de chocolate: 3 colheres de cacau + 1 de açúcar + 1 de óleo de coco.',
  ]),
  S(
    'milk-chocolate',
    ['carob chips', 'gotas de alfarroba'],
    1,
    ['1:1; caffeine-free and naturally sweet.', '1:1; sem cafeína e naturalmente doce.'],
    { g: 'f', cats: ['sugar'] },
  ),
  // ------------------------------------------------------------------ liquids and condiments
  S('vinegar', ['lemon juice', 'suco de limão'], 1, ['1:1; fresher acidity.', '1:1; acidez mais fresca.']),
  S('vinegar', ['another vinegar (wine, cider or rice)', 'outro vinagre (vinho, maçã ou arroz)'], 1, [
    '1:1; rice vinegar is the mildest.',
    '1:1; o de arroz é o mais suave.',
  ]),
  S(
    'vinegar',
    ['yellow mustard with a little honey', 'mostarda amarela com um pouco de mel'],
    1,
    ['1:1 for Dijon.', '1:1 no lugar da Dijon.'],
    { only: ['dijon', 'dijon mustard', 'mostarda dijon'] },
  ),
  S(
    'wine',
    ['stock with a splash of vinegar', 'caldo com um pouco de vinagre'],
    1,
    [
      'Same amount + 1 tbsp vinegar per cup; alcohol-free.',
      'Mesma quantidade + 1 colher (sopa) de vinagre por xícara; sem álcool.',
    ],
    { ctx: SAVORY },
  ),
  S(
    'wine',
    ['grape juice with red wine vinegar', 'suco de uva com vinagre de vinho tinto'],
    1,
    [
      'For red wine: same amount, 1 tbsp vinegar per cup.',
      'Para vinho tinto: mesma quantidade, 1 colher (sopa) de vinagre por xícara.',
    ],
    { only: ['red wine', 'vinho tinto', 'vinho tinto seco', 'dry red wine', 'port', 'vinho do porto'] },
  ),
  S('wine', ['non-alcoholic wine', 'vinho sem álcool'], 1, ['1:1.', '1:1.']),
  S(
    'wine',
    ['rice vinegar with a little sugar', 'vinagre de arroz com um pouco de açúcar'],
    0.5,
    ['Half the amount for mirin or sake.', 'Metade da quantidade no lugar do mirin ou saquê.'],
    { only: ['mirin', 'sake', 'saque', 'shaoxing wine', 'rice wine', 'vinho de arroz'] },
  ),
  S(
    'stock',
    ['water with bouillon powder', 'água com caldo em pó'],
    1,
    ['1 tsp bouillon per 250 ml water.', '1 colher (chá) de caldo em pó para 250 ml de água.'],
    { quick: true, g: 'f' },
  ),
  S('stock', ['vegetable stock', 'caldo de legumes'], 1, ['1:1.', '1:1.']),
  S('caesar', ['yoghurt-lemon dressing with capers', 'molho de iogurte e limão com alcaparras'], 1, [
    'Same amount; capers bring the anchovy saltiness.',
    'Mesma quantidade; as alcaparras trazem o salgado da anchova.',
  ]),
];

/** A technique for making a dish quicker: what it changes and by how much. */
export interface QuickTechnique {
  id: string;
  /** Applies when the recipe has one of these methods (any if empty). */
  methods: string[];
  /** Minimum cook time (minutes) for the technique to make sense. */
  minCook: number;
  cookFactor: number;
  prepFactor: number;
  step: Bi;
  reason: Bi;
}

export const QUICK_TECHNIQUES: QuickTechnique[] = [
  {
    id: 'pressure',
    methods: ['slow', 'stovetop'],
    minCook: 45,
    cookFactor: 0.35,
    prepFactor: 1,
    step: {
      en: 'Cook it in a **pressure cooker**: once it reaches pressure, cook for about a third of the simmering time, then release the pressure carefully.',
      pt: 'Cozinhe na **panela de pressão**: depois que pegar pressão, conte cerca de um terço do tempo de fervura e solte o vapor com cuidado.',
    },
    reason: {
      en: 'a pressure cooker cuts long simmering to about a third',
      pt: 'a panela de pressão reduz a fervura longa para cerca de um terço',
    },
  },
  {
    id: 'smaller-pieces',
    methods: ['stovetop', 'oven', 'grill', 'slow', 'air-fryer'],
    minCook: 20,
    cookFactor: 0.7,
    prepFactor: 1,
    step: {
      en: 'Cut the main ingredients into **smaller, even pieces** so they cook through faster.',
      pt: 'Corte os ingredientes principais em **pedaços menores e iguais** para cozinharem mais rápido.',
    },
    reason: { en: 'smaller pieces cook about 30% faster', pt: 'pedaços menores cozinham cerca de 30% mais rápido' },
  },
  {
    id: 'high-heat-oven',
    methods: ['oven'],
    minCook: 25,
    cookFactor: 0.8,
    prepFactor: 1,
    step: {
      en: 'Roast at a **higher heat (220 °C / 425 °F)** on a preheated tray, in a single layer, checking a little earlier.',
      pt: 'Asse em **forno mais quente (220 °C)** com a assadeira já aquecida, em camada única, conferindo um pouco antes.',
    },
    reason: {
      en: 'a hotter oven and a preheated tray shorten roasting',
      pt: 'forno mais quente e assadeira pré-aquecida encurtam o tempo',
    },
  },
  {
    id: 'prep-shortcuts',
    methods: [],
    minCook: 0,
    cookFactor: 1,
    prepFactor: 0.6,
    step: {
      en: 'Save prep time with **ready-chopped vegetables**, a food processor for chopping, and tins or jars where they fit.',
      pt: 'Ganhe tempo no preparo com **legumes já picados**, processador para picar e enlatados onde couber.',
    },
    reason: {
      en: 'pre-cut vegetables and a food processor cut prep by about 40%',
      pt: 'legumes pré-cortados e processador reduzem o preparo em cerca de 40%',
    },
  },
  {
    id: 'cook-while-prepping',
    methods: ['stovetop', 'oven'],
    minCook: 15,
    cookFactor: 1,
    prepFactor: 0.8,
    step: {
      en: 'Work in parallel: heat the pan or oven and start the longest-cooking part first, preparing the rest while it cooks.',
      pt: 'Trabalhe em paralelo: aqueça a panela ou o forno e comece pela parte mais demorada, preparando o resto enquanto cozinha.',
    },
    reason: {
      en: 'overlapping prep with cooking saves dead time',
      pt: 'preparar enquanto cozinha elimina o tempo parado',
    },
  },
];

/** Ingredient swaps that make a dish lighter, beyond the table (fat and sugar reduction). */
export const LIGHT_REDUCTIONS: { cats: C[]; families: string[]; factor: number; reason: Bi }[] = [
  { cats: ['oil'], families: ['oil', 'olive-oil'], factor: 0.5, reason: { en: 'half the oil', pt: 'metade do óleo' } },
  { cats: ['dairy'], families: ['butter'], factor: 0.5, reason: { en: 'half the butter', pt: 'metade da manteiga' } },
  {
    cats: ['sugar'],
    families: ['sugar'],
    factor: 0.75,
    reason: { en: 'a quarter less sugar', pt: 'um quarto a menos de açúcar' },
  },
  {
    cats: ['dairy'],
    families: ['cheese'],
    factor: 0.75,
    reason: { en: 'a quarter less cheese', pt: 'um quarto a menos de queijo' },
  },
];
