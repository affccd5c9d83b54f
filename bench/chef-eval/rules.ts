/**
 * Checks for the chef evaluation, written apart from the engine: their own word lists, their own
 * language detector, their own amount reader. If the engine and these rules disagree, one of them
 * is wrong, and the report shows which request and why.
 */

export const fold = (s: string): string =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

const words = (s: string): string[] =>
  fold(s)
    .split(/[^a-z0-9-]+/)
    .filter(Boolean);

/** A word of `set` with no word of `not` within three words of it ("coconut milk" is not dairy). */
function mentionsFrom(set: Set<string>, not: Set<string>, text: string): string | null {
  const w = words(text.replace(/"[^"]*"/g, ' '));
  for (let i = 0; i < w.length; i++) {
    if (!set.has(w[i]!)) continue;
    if (!w.slice(Math.max(0, i - 3), i + 4).some((x) => not.has(x))) return w[i]!;
  }
  return null;
}

const MEAT_WORDS = new Set(
  'beef steak steaks sirloin brisket veal pork bacon ham gammon sausage sausages chorizo pancetta prosciutto salami pepperoni guanciale lard chicken chickens turkey duck lamb mutton goat mince meatball meatballs ribs fish salmon tuna cod tilapia haddock hake trout sardines anchovy anchovies shrimp shrimps prawn prawns crab lobster mussels clams oysters scallops squid octopus seafood carne carnes bovina alcatra picanha maminha fraldinha patinho acem musculo cupim porco suino suina toucinho torresmo presunto linguica linguicas paio salsicha salame mortadela lombo pernil costelinha costela frango frangos galinha peru pato cordeiro carneiro cabrito peixe peixes salmao atum bacalhau tilapia merluza pescada sardinha sardinhas anchova camarao camaroes lagosta siri caranguejo lula polvo mariscos sobrecoxa sobrecoxas carne-seca charque oyster ostra ostras gelatin gelatina'.split(
    ' ',
  ),
);
const PLANT_WORDS = new Set(
  'tofu tempeh seitan jaca jackfruit soja soy vegetal vegetais vegan vegano vegana plant-based mushroom mushrooms cogumelo cogumelos shiitake eryngii coconut coco lentil lentils lentilha lentilhas legumes vegetable proteinas protein'.split(
    ' ',
  ),
);

/** A meat or fish word with no plant word next to it ("tofu bacon" and "carne de jaca" are fine). */
export function mentionsMeat(text: string): string | null {
  const w = words(
    text
      .replace(/"[^"]*"/g, ' ')
      .replace(/pimenta[ -]calabresa/gi, 'chilli')
      // "Mince the garlic", "finely mince 2 cloves": the verb, not beef mince.
      .replace(
        /(^|[.;:!?,(]\s*|\b(?:and|then|or|finely|to)\s+)mince(?=\s+(?:the|a|an|some|your|it|them|\d|garlic|ginger|shallots?|onions?|herbs|parsley|cilantro|chil+i(?:es)?|jalapenos?|fresh)\b)/gi,
        '$1chop',
      ),
  );
  for (let i = 0; i < w.length; i++) {
    if (!MEAT_WORDS.has(w[i]!)) continue;
    const near = w.slice(Math.max(0, i - 3), i + 4);
    if (!near.some((x) => PLANT_WORDS.has(x))) return w[i]!;
  }
  return null;
}

const DAIRY_WORDS = new Set(
  'milk butter cream cheese cheddar parmesan mozzarella feta ricotta yogurt yoghurt ghee buttermilk leite manteiga creme queijo requeijao iogurte nata mucarela mussarela parmesao pecorino coalhada'.split(
    ' ',
  ),
);
const NOT_DAIRY_WORDS = new Set(
  'coconut coco oat aveia soy soja almond amendoas amendoa vegan vegano vegana vegetal plant plant-based peanut amendoim cashew castanha rice arroz dairy-free sem tartar cocoa cacau'.split(
    ' ',
  ),
);
export const mentionsDairy = (text: string): string | null => mentionsFrom(DAIRY_WORDS, NOT_DAIRY_WORDS, text);

const EGG_WORDS = new Set('egg eggs ovo ovos gema gemas clara claras mayonnaise maionese'.split(' '));
const NOT_EGG_WORDS = new Set('flax linhaca chia vegan vegana eggplant free sem aquafaba'.split(' '));
export const mentionsEgg = (text: string): string | null => mentionsFrom(EGG_WORDS, NOT_EGG_WORDS, text);

const GLUTEN_WORDS = new Set(
  'flour wheat bread breadcrumbs panko pasta spaghetti penne noodles couscous bulgur barley rye beer farinha trigo pao paes macarrao espaguete cevada centeio cerveja shoyu'.split(
    ' ',
  ),
);
const NOT_GLUTEN_WORDS = new Set(
  'gluten-free gluten sem rice arroz corn milho mandioca cassava almond amendoas chickpea grao tamari coconut coco tapioca polvilho oat aveia quinoa buckwheat starch amido glass'.split(
    ' ',
  ),
);
export function mentionsGluten(text: string): string | null {
  const w = words(text);
  for (let i = 0; i < w.length; i++) {
    if (!GLUTEN_WORDS.has(w[i]!)) continue;
    if (w[i] === 'pasta' && w[i + 1] === 'de') continue;
    if (!w.slice(Math.max(0, i - 3), i + 4).some((x) => NOT_GLUTEN_WORDS.has(x))) return w[i]!;
  }
  if (/soy sauce|molho de soja/.test(fold(text)) && !/gluten/.test(fold(text))) return 'soy sauce';
  return null;
}

/** English or Portuguese by common function words (independent of the engine's detector). */
export function languageOf(text: string): 'en' | 'pt-BR' | 'unknown' {
  const w = words(text);
  const pt = w.filter((x) =>
    [
      'o',
      'os',
      'as',
      'e',
      'de',
      'do',
      'da',
      'dos',
      'das',
      'com',
      'em',
      'ate',
      'por',
      'para',
      'no',
      'na',
      'um',
      'uma',
      'ao',
      'ou',
      'se',
      'sem',
    ].includes(x),
  ).length;
  const en = w.filter((x) =>
    [
      'the',
      'and',
      'of',
      'with',
      'in',
      'until',
      'for',
      'to',
      'a',
      'an',
      'on',
      'into',
      'over',
      'or',
      'it',
      'then',
      'from',
    ].includes(x),
  ).length;
  if (pt === 0 && en === 0) return 'unknown';
  return pt > en ? 'pt-BR' : 'en';
}

/** The leading quantity of an amount ("1 1/2 cups" → 1.5, "½" → 0.5, "0,5 kg" → 0.5), or null. */
export function quantity(amount: string): number | null {
  const uni: Record<string, number> = {
    '½': 0.5,
    '¼': 0.25,
    '¾': 0.75,
    '⅓': 1 / 3,
    '⅔': 2 / 3,
    '⅛': 0.125,
    '⅜': 0.375,
  };
  const s = amount.trim();
  let m = s.match(/^(\d+)\s*([½¼¾⅓⅔⅛⅜])/);
  if (m) return Number(m[1]) + uni[m[2]!]!;
  m = s.match(/^([½¼¾⅓⅔⅛⅜])/);
  if (m) return uni[m[1]!]!;
  m = s.match(/^(\d+)\s+(\d+)\/(\d+)/);
  if (m) return Number(m[1]) + Number(m[2]) / Number(m[3]);
  m = s.match(/^(\d+)\/(\d+)/);
  if (m) return Number(m[1]) / Number(m[2]);
  m = s.match(/^(\d+(?:[.,]\d+)?)/);
  if (m) return Number(m[1]!.replace(',', '.'));
  return null;
}

const PORK_WORDS = new Set(
  'pork bacon ham gammon pancetta prosciutto salami pepperoni guanciale lard chorizo porco suino suina toucinho torresmo presunto linguica linguicas paio salame mortadela lombo pernil costelinha bisteca bistecas banha'.split(
    ' ',
  ),
);
const FISH_WORDS = new Set(
  'fish salmon tuna cod tilapia haddock hake trout sardines anchovy anchovies pollock halibut peixe peixes salmao atum bacalhau merluza pescada sardinha sardinhas anchova robalo'.split(
    ' ',
  ),
);
const SHELLFISH_WORDS = new Set(
  'shrimp shrimps prawn prawns crab lobster mussels clams oysters scallops squid octopus seafood camarao camaroes lagosta siri caranguejo lula polvo mariscos mexilhoes ostras'.split(
    ' ',
  ),
);
const NUT_WORDS = new Set(
  'nut nuts walnut walnuts almond almonds cashew cashews pecan pecans hazelnut hazelnuts pistachio pistachios peanut peanuts macadamia noz nozes amendoa amendoas castanha castanhas amendoim pistache avela pecan macadamia'.split(
    ' ',
  ),
);
const NOT_NUT_WORDS = new Set('coconut coco nutmeg noz-moscada moscada free sem butternut'.split(' '));

export const mentionsPork = (text: string): string | null => mentionsFrom(PORK_WORDS, PLANT_WORDS, text);
export const mentionsFish = (text: string): string | null =>
  mentionsFrom(FISH_WORDS, new Set([...PLANT_WORDS, 'sauce', 'molho']), text);
export const mentionsShellfish = (text: string): string | null => mentionsFrom(SHELLFISH_WORDS, PLANT_WORDS, text);
export const mentionsNut = (text: string): string | null =>
  /\bnoz[ -]moscada\b|\bnutmeg\b/.test(fold(text))
    ? mentionsFrom(NUT_WORDS, NOT_NUT_WORDS, fold(text).replace(/noz[ -]moscada|nutmeg/g, ' '))
    : mentionsFrom(NUT_WORDS, NOT_NUT_WORDS, text);

const BY_CATEGORY = {
  meat: mentionsMeat,
  pork: mentionsPork,
  fish: mentionsFish,
  shellfish: mentionsShellfish,
  dairy: mentionsDairy,
  egg: mentionsEgg,
  gluten: mentionsGluten,
  nut: mentionsNut,
};
/** The word that puts `text` in a diet category, or null. */
export function mentionsCategory(text: string, cat: keyof typeof BY_CATEGORY): string | null {
  return BY_CATEGORY[cat](text);
}
