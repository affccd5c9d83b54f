/**
 * Splits an ingredient line into the amount (leading quantity and unit) and the rest, without
 * losing a character of the author's text: `${amount} ${name}` is the line itself.
 *   "2 cups flour"                    -> "2 cups" | "flour"
 *   "1 (14 oz) can tomatoes"          -> "1 (14 oz) can" | "tomatoes"
 *   "1 28 oz can crushed tomatoes"    -> "1 28 oz can" | "crushed tomatoes"
 *   "2 xícaras (chá) de farinha"      -> "2 xícaras (chá)" | "de farinha"
 *   "Sal a gosto" / "salt, to taste"  -> "" | the line
 */
export interface SplitIngredient {
  amount: string;
  name: string;
}

const FRACTION_CHARS = '½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞';
// One number: 1, 1.5, 1,5, 1/2, 1 1/2, 1½, ½, 1⁄2.
const NUMBER = `(?:\\d+(?:[.,]\\d+)?(?:\\s*[${FRACTION_CHARS}])?(?:\\s+\\d+\\s*[/⁄]\\s*\\d+)?(?:\\s*[/⁄]\\s*\\d+)?|[${FRACTION_CHARS}])`;
// A range: 1-2, 1 – 2, 1 to 2, 1 a 2, 1 ou 2, 1 or 2.
const QUANTITY = `${NUMBER}(?:\\s*(?:-|–|—|to|a|ou|or|à|bis|til)\\s*${NUMBER})?`;

// Units and containers, English and Portuguese (plus common European abbreviations).
const UNIT_WORDS = [
  // volume / weight
  'cups?',
  'c\\.',
  'tablespoons?',
  'tbsps?\\.?',
  'tbls?\\.?',
  'tbs\\.?',
  'T\\.?',
  'teaspoons?',
  'tsps?\\.?',
  't\\.',
  'fl\\.?\\s?oz\\.?',
  'fluid ounces?',
  'ounces?',
  'oz\\.?',
  'pounds?',
  'lbs?\\.?',
  'grams?',
  'grammes?',
  'gr\\.?',
  'g\\.?',
  'kilograms?',
  'kilos?',
  'kgs?\\.?',
  'milligrams?',
  'mg',
  'millilit(?:er|re)s?',
  'ml\\.?',
  'centilit(?:er|re)s?',
  'cl\\.?',
  'decilit(?:er|re)s?',
  'dl\\.?',
  'lit(?:er|re)s?',
  'l\\.?',
  'quarts?',
  'qts?\\.?',
  'pints?',
  'pts?\\.?',
  'gallons?',
  'gal\\.?',
  'inch(?:es)?',
  'in\\.',
  'cm',
  'mm',
  // kitchen measures and containers
  'pinch(?:es)?',
  'dash(?:es)?',
  'drops?',
  'handfuls?',
  'sprigs?',
  'bunch(?:es)?',
  'cloves?',
  'heads?',
  'stalks?',
  'sticks?',
  'slices?',
  'pieces?',
  'pcs?\\.?',
  'cans?',
  'tins?',
  'jars?',
  'bottles?',
  'packages?',
  'pkgs?\\.?',
  'packets?',
  'packs?',
  'bags?',
  'boxe?s?',
  'containers?',
  'cartons?',
  'envelopes?',
  'sachets?',
  'scoops?',
  'knobs?',
  'leaves',
  'leaf',
  'sheets?',
  'fillets?',
  'strips?',
  'rashers?',
  'ears?',
  'links?',
  'squares?',
  'wedges?',
  // Portuguese
  'xícaras?',
  'xicaras?',
  'xíc\\.?',
  'xic\\.?',
  'colher(?:es)?',
  'colh\\.?',
  'c\\.\\s?\\(?(?:sopa|chá|cha)\\)?',
  'copos?',
  'latas?',
  'pitadas?',
  'dentes?',
  'maços?',
  'macos?',
  'ramos?',
  'fatias?',
  'unidades?',
  'unid\\.?',
  'un\\.?',
  'pacotes?',
  'caixas?',
  'caixinhas?',
  'vidros?',
  'garrafas?',
  'gotas?',
  'folhas?',
  'talos?',
  'punhados?',
  'tabletes?',
  'envelopes?',
  'potes?',
  'quilos?',
  'gramas?',
  'litros?',
  'mililitros?',
  'kilos?',
  'pedaços?',
  'pedacos?',
  'cabeças?',
  'bandejas?',
  'sachês?',
  'ramas?',
  'molhos?',
  'postas?',
  'filés?',
  'files?',
  'tiras?',
  'conchas?',
  'doses?',
  // European abbreviations seen on imported pages
  'spsk\\.?',
  'tsk\\.?',
  'msk\\.?',
  'tl\\.?',
  'el\\.?',
  'stk\\.?',
  'dl',
  'c\\.à\\.s\\.?',
  'c\\.à\\.c\\.?',
  'cs',
  'cc',
];
// Words that qualify a unit in Portuguese: "colher (sopa)", "colheres de sopa", "xícara de chá".
const UNIT_QUALIFIER = '(?:\\s*\\(?\\s*(?:de\\s+)?(?:sopa|chá|cha|sobremesa|café|cafe)\\s*\\)?)?';
const UNIT = `(?:${UNIT_WORDS.join('|')})${UNIT_QUALIFIER}`;
const SIZE_NOTE = '\\(\\s*[^()]{1,30}\\)'; // "(14 oz)", "(about 400 g)"

const AMOUNT_RE = new RegExp(
  `^(?:about|approx\\.?|approximately|around|cerca de|aprox\\.?|aproximadamente|ca\\.?)?\\s*` +
    `(${QUANTITY})` + // the count
    `(?:\\s*(?:x|×)(?![\\p{L}]))?` +
    `(?:\\s*${SIZE_NOTE})?` + // "1 (14 oz) can"
    `(?:\\s+(?:${QUANTITY})\\s*-?\\s*(?:${UNIT})(?![\\p{L}]))?` + // "1 28 oz can", "2 9-oz packages"
    `(?:\\s*-?\\s*(?:${UNIT})(?![\\p{L}]))?` + // the unit
    `(?:\\s*${SIZE_NOTE}(?=\\s))?`,
  'iu',
);

const TO_TASTE = /^(?:to taste|a gosto|q\.?\s?b\.?|quanto baste|as needed|as required|optional)$/i;

export function splitIngredientLine(input: string): SplitIngredient {
  const line = input.replace(/\s+/g, ' ').trim();
  if (line === '') return { amount: '', name: '' };
  const m = AMOUNT_RE.exec(line);
  if (!m || !m[1]) return { amount: '', name: line };
  let amount = m[0].trim();
  let name = line.slice(m[0].length).trim();
  // "1 egg" -> amount "1"; "2 cans" with nothing after: the unit is the thing itself.
  if (name === '' || /^[,;:)]/.test(name)) {
    const count = /^\S+/.exec(amount)?.[0] ?? amount;
    name = line.slice(line.indexOf(count) + count.length).trim();
    amount = line.slice(0, line.indexOf(count) + count.length).trim();
    if (name === '') return { amount: '', name: line };
  }
  if (TO_TASTE.test(name)) return { amount: '', name: line };
  return { amount, name };
}
