import type { TRecipeDraft } from '../../../shared/schemas/recipe.ts';

/**
 * Checks written apart from the engine's lexicon, so a test does not pass just because the
 * engine agrees with itself. Plain word lists; accents folded.
 */
const f = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

const MEAT =
  /^(beef|steak|sirloin|pork|bacon|ham|sausages?|chorizo|pancetta|prosciutto|salami|chicken|turkey|duck|lamb|veal|mince|meatballs?|ribs|fish|salmon|tuna|cod|tilapia|shrimps?|prawns?|crab|lobster|anchov\w*|carnes?|bovina|alcatra|picanha|porco|toucinho|presunto|linguica|calabresa|paio|frango|galinha|peru|pato|cordeiro|peixes?|salmao|atum|bacalhau|camaro(?:es)?|camarao|lagosta|siri|costelinha|carne-seca|sobrecoxas?|sobrecoxa)$/;
const NOT_MEAT =
  /^(tofu|tempeh|jaca|jackfruit|soja|soy|vegetal|vegan[ao]?|plant-based|mushrooms?|cogumelos?|shiitake|seitan|coconut|coco|eryngii|vegetable|legumes)$/;

/** True when a meat word appears with no plant word within three words of it ("tofu bacon", "carne de jaca"). */
function namesMeat(text: string): boolean {
  const words = f(text)
    .replace(/"[^"]*"/g, ' ')
    .replace(/pimenta calabresa/g, 'chilli-flakes')
    .split(/[^a-z0-9-]+/)
    .filter(Boolean);
  return words.some((w, i) => MEAT.test(w) && !words.slice(Math.max(0, i - 3), i + 4).some((x) => NOT_MEAT.test(x)));
}

/** Ingredient lines that name meat or fish (independent word list). */
export function meatLines(d: Pick<TRecipeDraft, 'ingredients'>): string[] {
  return d.ingredients.map((i) => i.name).filter(namesMeat);
}

/** Steps that still name meat or fish. */
export function meatSteps(d: Pick<TRecipeDraft, 'instructions'>): string[] {
  return d.instructions.filter(namesMeat);
}

const DAIRY =
  /\b(milk|butter|cream|cheese|cheddar|parmesan|mozzarella|feta|yogh?urt|ghee|leite|manteiga|creme de leite|queijo|requeijao|iogurte|nata|muçarela|mucarela|mussarela|parmesao|pecorino)\b/;
const NOT_DAIRY =
  /\b(sem leite|sem lactose|dairy[- ]free|non-dairy|coconut|coco|oat|aveia|soy|soja|almond|amendo|vegan[ao]?|vegetal|plant|peanut|amendoim|cashew|castanha|rice milk|leite de arroz)\b/;
export function dairyLines(d: Pick<TRecipeDraft, 'ingredients'>): string[] {
  return d.ingredients.map((i) => i.name).filter((n) => DAIRY.test(f(n)) && !NOT_DAIRY.test(f(n)));
}

const GLUTEN =
  /\b(flour|wheat|bread|breadcrumbs|pasta|spaghetti|noodles|soy sauce|shoyu|farinha de trigo|farinha de rosca|trigo|pao|macarrao|espaguete|massa|cerveja|beer)\b/;
const NOT_GLUTEN =
  /\b(gluten[- ]free|sem gluten|rice|arroz|corn|milho|mandioca|cassava|almond|amendoas|chickpea|grao|tamari|coconut|coco|de tomate|tomato)\b/;
export function glutenLines(d: Pick<TRecipeDraft, 'ingredients'>): string[] {
  return d.ingredients.map((i) => i.name).filter((n) => GLUTEN.test(f(n)) && !NOT_GLUTEN.test(f(n)));
}

/** Leading number of an amount ("1 1/2 cups" → 1.5, "½" → 0.5, "2–3" → 2), or null. */
export function leadingNumber(amount: string): number | null {
  const s = amount
    .trim()
    .replace('½', ' 1/2')
    .replace('¼', ' 1/4')
    .replace('¾', ' 3/4')
    .replace('⅓', ' 1/3')
    .replace('⅔', ' 2/3')
    .trim();
  const m = s.match(/^(\d+)\/(\d+)()()()|^(\d+(?:[.,]\d+)?)(?:\s+(\d+)\/(\d+))?/);
  if (!m) return null;
  if (m[1]) return Number(m[1]) / Number(m[2]);
  let n = Number(m[6]!.replace(',', '.'));
  if (m[7]) n += Number(m[7]) / Number(m[8]);
  return n;
}

/** English or Portuguese by function words, written apart from the engine's detector. */
export function looksPortuguese(text: string): boolean {
  const w = f(text).split(/[^a-z]+/);
  const pt = w.filter((x) =>
    ['o', 'os', 'as', 'e', 'de', 'do', 'da', 'com', 'em', 'ate', 'por', 'para', 'no', 'na', 'um', 'uma', 'ao'].includes(
      x,
    ),
  ).length;
  const en = w.filter((x) =>
    ['the', 'and', 'of', 'with', 'in', 'until', 'for', 'to', 'a', 'an', 'on', 'into', 'over'].includes(x),
  ).length;
  return pt > en;
}
