import type { Bi, Cuisine, IngredientCategory as C, Method } from './types.ts';

/** What the tip rules look at. */
export interface TipFacts {
  families: Set<string>;
  cats: Set<C>;
  methods: Set<Method>;
  total: number;
  cook: number;
  prep: number;
  servings: number;
  sweet: boolean;
  cuisine: Cuisine;
  /** Folded text of the steps. */
  steps: string;
}

export interface TipRule {
  when: (f: TipFacts) => boolean;
  tip: Bi;
}

const has = (f: TipFacts, ...families: string[]) => families.some((x) => f.families.has(x));
const step = (f: TipFacts, re: RegExp) => re.test(f.steps);

/** Practical tips, most specific first. The chef offers those whose condition holds. */
export const TIP_RULES: TipRule[] = [
  { when: (f) => has(f, 'rice') && !f.sweet, tip: { en: 'Rinse the rice until the water runs clear so the grains cook up loose, not sticky.', pt: 'Lave o arroz até a água sair limpa para os grãos ficarem soltinhos.' } },
  { when: (f) => has(f, 'pasta', 'egg-noodles'), tip: { en: 'Save a cup of the pasta water before draining: its starch makes the sauce cling.', pt: 'Guarde uma xícara da água do macarrão antes de escorrer: o amido ajuda o molho a envolver a massa.' } },
  { when: (f) => has(f, 'pasta'), tip: { en: 'Salt the pasta water generously—it should taste like the sea.', pt: 'Salgue bem a água do macarrão: ela deve ter gosto de mar.' } },
  { when: (f) => has(f, 'beef', 'lamb', 'pork') && (f.methods.has('grill') || f.methods.has('oven') || step(f, /\b(sear|steak|bife|sele)\b/)), tip: { en: 'Let the meat rest for 5–10 minutes after cooking so the juices settle back in.', pt: 'Deixe a carne descansar 5–10 minutos depois de pronta para os sucos se redistribuírem.' } },
  { when: (f) => has(f, 'beef', 'ground-beef', 'chicken', 'pork', 'lamb') && step(f, /\b(brown|sear|doure|sele)\b/), tip: { en: 'Pat the meat dry and brown it in batches: a crowded pan steams instead of searing.', pt: 'Seque bem a carne e doure em levas: panela cheia cozinha no vapor em vez de dourar.' } },
  { when: (f) => has(f, 'chicken', 'turkey'), tip: { en: 'Chicken is done at 74 °C / 165 °F in the thickest part; a thermometer takes the guesswork out.', pt: 'O frango está pronto a 74 °C na parte mais grossa; um termômetro tira a dúvida.' } },
  { when: (f) => has(f, 'fish', 'salmon'), tip: { en: 'Fish is ready when it turns opaque and flakes easily; a minute too long dries it out.', pt: 'O peixe está pronto quando fica opaco e se desfaz fácil; um minuto a mais resseca.' } },
  { when: (f) => has(f, 'shrimp'), tip: { en: 'Shrimp cook in 2–3 minutes: take them off the heat as soon as they curl and turn pink.', pt: 'Camarão cozinha em 2–3 minutos: tire do fogo assim que enrolar e ficar rosado.' } },
  { when: (f) => has(f, 'garlic') && has(f, 'onion'), tip: { en: 'Add the garlic after the onion has softened—it burns quickly and turns bitter.', pt: 'Junte o alho depois que a cebola murchar: ele queima rápido e amarga.' } },
  { when: (f) => has(f, 'onion') && !f.sweet && f.cook > 0, tip: { en: 'Cook the onion slowly until golden; that sweetness is the base of the flavour.', pt: 'Refogue a cebola sem pressa até dourar: esse dulçor é a base do sabor.' } },
  { when: (f) => has(f, 'beans', 'chickpeas') && step(f, /\b(soak|de molho|remolho)\b/), tip: { en: 'Soaking the beans overnight shortens cooking and makes them easier to digest; canned beans skip the step.', pt: 'Deixar o feijão de molho de véspera encurta o cozimento e facilita a digestão; o enlatado pula essa etapa.' } },
  { when: (f) => has(f, 'beans', 'lentils', 'chickpeas'), tip: { en: 'Salt pulses towards the end of cooking and add acidic ingredients late, or they stay firm.', pt: 'Salgue as leguminosas no final e junte ingredientes ácidos por último, senão elas não amolecem.' } },
  { when: (f) => f.methods.has('oven') && !step(f, /\b(preheat|pre-heat|preaque[çc]a|pr[eé]-aque[çc]a)\b/), tip: { en: 'Preheat the oven fully before the dish goes in, for even cooking.', pt: 'Preaqueça bem o forno antes de levar o prato, para assar por igual.' } },
  { when: (f) => f.sweet && f.methods.has('oven') && has(f, 'flour'), tip: { en: 'Mix the batter only until the flour disappears; overmixing makes cakes tough.', pt: 'Misture a massa só até a farinha sumir; bater demais deixa o bolo duro.' } },
  { when: (f) => f.sweet && has(f, 'egg') && f.methods.has('oven'), tip: { en: 'Use eggs and butter at room temperature so the batter stays smooth.', pt: 'Use ovos e manteiga em temperatura ambiente para a massa ficar lisa.' } },
  { when: (f) => f.sweet && has(f, 'flour') && f.methods.has('oven'), tip: { en: 'Spoon the flour into the cup and level it—scooping packs in too much.', pt: 'Coloque a farinha na xícara às colheradas e nivele; mergulhar a xícara compacta demais.' } },
  { when: (f) => has(f, 'condensed-milk') && f.methods.has('stovetop'), tip: { en: 'Stir constantly over low heat: condensed milk catches on the bottom in seconds.', pt: 'Mexa sem parar em fogo baixo: leite condensado gruda no fundo em segundos.' } },
  { when: (f) => has(f, 'cream', 'yogurt', 'sour-cream'), tip: { en: 'Add cream or yoghurt off the boil so the sauce does not split.', pt: 'Junte o creme de leite ou o iogurte fora da fervura para o molho não talhar.' } },
  { when: (f) => has(f, 'cheese') && f.methods.has('oven'), tip: { en: 'Grate the cheese yourself: pre-grated cheese has anti-caking agents and melts less smoothly.', pt: 'Rale o queijo na hora: o já ralado leva antiumectante e derrete pior.' } },
  { when: (f) => has(f, 'parsley', 'basil'), tip: { en: 'Add soft herbs at the very end so they stay bright and fragrant.', pt: 'Junte as ervas frescas bem no final para manterem cor e perfume.' } },
  { when: (f) => has(f, 'woody-herbs'), tip: { en: 'Hardy herbs like rosemary and thyme can go in early; they need time to release flavour.', pt: 'Ervas firmes como alecrim e tomilho podem entrar cedo; precisam de tempo para soltar o sabor.' } },
  { when: (f) => f.cats.has('chili'), tip: { en: 'Most of a chilli\'s heat is in the seeds and white ribs; remove them for a milder dish.', pt: 'A maior parte do ardor da pimenta está nas sementes e na parte branca; retire para um prato mais suave.' } },
  { when: (f) => has(f, 'warm-spices') && !f.sweet && f.cook > 0, tip: { en: 'Toast the spices in the hot fat for 30 seconds to wake up their aroma.', pt: 'Toste as especiarias na gordura quente por 30 segundos para despertar o aroma.' } },
  { when: (f) => has(f, 'lemon') && !f.sweet, tip: { en: 'A squeeze of lemon or lime just before serving brightens every flavour.', pt: 'Um pouco de limão na hora de servir realça todos os sabores.' } },
  { when: (f) => has(f, 'avocado'), tip: { en: 'Cover avocado with plastic wrap pressed onto the surface to stop it browning.', pt: 'Cubra o abacate com filme encostado na superfície para não escurecer.' } },
  { when: (f) => has(f, 'potato') && step(f, /\b(boil|ferva|cozinhe)\b/), tip: { en: 'Start potatoes in cold salted water so they cook evenly to the centre.', pt: 'Coloque as batatas na água fria com sal para cozinharem por igual até o centro.' } },
  { when: (f) => has(f, 'potato', 'sweet-potato', 'cassava') && f.methods.has('oven'), tip: { en: 'Roast potatoes in a single layer with space between them for crisp edges.', pt: 'Asse as batatas em camada única e espaçadas para ficarem com as bordas crocantes.' } },
  { when: (f) => has(f, 'mushroom'), tip: { en: 'Do not salt mushrooms until they have browned, or they release water and stew.', pt: 'Só salgue os cogumelos depois de dourarem, senão soltam água e cozinham.' } },
  { when: (f) => has(f, 'tofu'), tip: { en: 'Press tofu for 10 minutes before cooking; drier tofu browns and soaks up sauce.', pt: 'Prense o tofu por 10 minutos antes de cozinhar; mais seco, ele doura e absorve o molho.' } },
  { when: (f) => has(f, 'egg') && !f.sweet && f.methods.has('stovetop'), tip: { en: 'Cook eggs over gentle heat and take them off while still slightly wet; they keep cooking.', pt: 'Cozinhe os ovos em fogo brando e tire do fogo ainda úmidos; eles continuam cozinhando.' } },
  { when: (f) => f.methods.has('fry'), tip: { en: 'Keep the frying oil at 170–180 °C / 340–355 °F and fry in small batches so it stays hot.', pt: 'Mantenha o óleo a 170–180 °C e frite em pequenas porções para não esfriar.' } },
  { when: (f) => f.methods.has('fry'), tip: { en: 'Drain fried food on a rack rather than paper so the bottom stays crisp.', pt: 'Escorra as frituras numa grade em vez de papel para a base continuar crocante.' } },
  { when: (f) => f.methods.has('grill'), tip: { en: 'Oil the food, not the grill, and leave it alone until it releases by itself.', pt: 'Unte o alimento, não a grelha, e não mexa até ele soltar sozinho.' } },
  { when: (f) => f.methods.has('slow') || f.cook >= 90, tip: { en: 'Slow-cooked dishes taste even better the next day; cool quickly and refrigerate.', pt: 'Pratos de cozimento longo ficam ainda melhores no dia seguinte; esfrie rápido e leve à geladeira.' } },
  { when: (f) => f.cook >= 60 && !f.methods.has('pressure'), tip: { en: 'A pressure cooker cuts long simmering to about a third of the time.', pt: 'A panela de pressão reduz o cozimento longo para cerca de um terço do tempo.' } },
  { when: (f) => f.servings >= 6 && !f.sweet, tip: { en: 'It freezes well in portions for up to 3 months.', pt: 'Congela bem em porções por até 3 meses.' } },
  { when: (f) => f.prep >= 20, tip: { en: 'Chop and measure everything before you turn on the heat (mise en place) so the cooking flows.', pt: 'Pique e separe tudo antes de acender o fogo (mise en place) para o preparo fluir.' } },
  { when: (f) => f.methods.has('no-cook') && !f.sweet, tip: { en: 'Season raw dishes just before serving so the vegetables stay crisp.', pt: 'Tempere pratos crus só na hora de servir para os legumes continuarem crocantes.' } },
  { when: (f) => f.methods.has('stovetop') && step(f, /\b(stir-fry|wok|salteie|saltear)\b/), tip: { en: 'Have everything cut before you start: a stir-fry moves fast over high heat.', pt: 'Deixe tudo cortado antes de começar: o salteado é rápido e em fogo alto.' } },
  { when: (f) => has(f, 'stock', 'chicken-stock', 'beef-stock', 'vegetable-stock'), tip: { en: 'Taste before adding salt if you use stock cubes—they are already salty.', pt: 'Prove antes de salgar se usar caldo em tablete: ele já é salgado.' } },
  { when: (f) => has(f, 'coconut-milk'), tip: { en: 'Shake the can of coconut milk before opening so the cream and liquid are mixed.', pt: 'Agite a embalagem de leite de coco antes de abrir para misturar creme e líquido.' } },
  { when: (f) => f.sweet && has(f, 'milk-chocolate', 'sugar') && !f.methods.has('oven'), tip: { en: 'Chill it well before serving so the texture sets.', pt: 'Gele bem antes de servir para firmar a textura.' } },
  { when: (f) => f.cuisine === 'brazilian' && !f.sweet && has(f, 'beans'), tip: { en: 'Serve with white rice, farofa and a squeeze of lime, the Brazilian way.', pt: 'Sirva com arroz branco, farofa e um pouco de limão, do jeito brasileiro.' } },
  { when: (f) => f.cuisine === 'mexican', tip: { en: 'Warm tortillas in a dry pan for 30 seconds a side so they are soft and pliable.', pt: 'Aqueça as tortilhas numa frigideira seca por 30 segundos de cada lado para ficarem macias.' } },
  { when: (f) => f.cuisine === 'indian' && !f.sweet, tip: { en: 'Finish with a pinch of garam masala and fresh coriander for aroma.', pt: 'Finalize com uma pitada de garam masala e coentro fresco para perfumar.' } },
  { when: () => true, tip: { en: 'Taste and adjust the seasoning at the end—salt, acid and heat balance each other.', pt: 'Prove e acerte o tempero no final: sal, acidez e picância se equilibram.' } },
  { when: () => true, tip: { en: 'Read the recipe through once before you start so nothing catches you off guard.', pt: 'Leia a receita inteira antes de começar para nada pegar você de surpresa.' } },
];
