/**
 * Splits an imported ingredient line into the amount and the name Tempero stores, with the one
 * line reader of the product (src/shared/amounts/line.ts), so what the importer stores is read the
 * same way by scaling, the list, nutrition and the chef:
 *   "2 cups flour"                    -> "2 cups" | "flour"
 *   "1 (14 oz) can tomatoes"          -> "1 (14 oz) can" | "tomatoes"
 *   "50g/2oz basil"                   -> "50g/2oz" | "basil"
 *   "2 x 7g sachets fast-action yeast"-> "2 x 7g sachets" | "fast-action yeast"
 *   "2 xícaras (chá) de farinha"      -> "2 xícaras (chá)" | "farinha" (the amount's "de" is added
 *                                        back when the line is shown: amountJoiner)
 *   "3 large eggs"                    -> "3" | "large eggs"
 *   "Sal a gosto" / "salt, to taste"  -> "" | the line (and so is "30 cloves": nothing follows)
 *   "milk, 500 ml" / "Eier, 2 Stück"  -> "500 ml" | "milk" (the name first, its amount after a comma,
 *                                        as pages built from a name field and an amount field write)
 * The name keeps the author's words after the amount (preparation and notes included); nothing
 * but the amount and its linking word leaves the line.
 */
import { LANG_PACKS } from '../../shared/amounts/lang-packs.generated.ts';
import { readIngredientLine } from '../../shared/amounts/line.ts';
import { languageWords, matchLanguage } from '../../shared/i18n/languages.ts';

export interface SplitIngredient {
  amount: string;
  name: string;
}

/**
 * `lang` is the recipe's language when known. The linking word leaves the name only where the app
 * writes it back when it shows the line (Portuguese "de"); elsewhere ("12 ounces of chocolate",
 * a French "250 g de pâtes") the name keeps the author's words.
 */
export function splitIngredientLine(input: string, lang?: string | null): SplitIngredient {
  const line = input.replace(/\s+/g, ' ').trim();
  if (line === '') return { amount: '', name: '' };
  const read = readIngredientLine(line);
  // "- 1 cup sugar", "• 2 eggs": a list's bullet is left out.
  const text = line.slice(read.start);
  // No amount at the start ("Juice of 1 lemon", "a little oil", "salt to taste"): the line is the name.
  if (!read.vague && (read.amount === '' || read.amountStart !== read.start)) {
    const after = amountAfterName(text);
    if (after) return after;
  }
  if (read.amount === '' || read.amountStart !== read.start || read.vague) return { amount: '', name: text };
  // "2 cans", "30 cloves": nothing is named after the amount; the whole line names what is counted.
  if (read.rest === '') return { amount: '', name: text };
  if (read.linking && !dropsLinking(read.linking, read.unitLang, lang))
    return { amount: read.amount, name: read.raw.slice(read.amountEnd).trim() };
  return { amount: read.amount, name: read.rest };
}

/**
 * "NAME, AMOUNT[, more]": the first comma-separated part after the name that starts with an amount
 * the reader reads ("500 ml", "2 large", "1 xícara (chá)") is the amount. Where the reader knows
 * its unit the amount is what it read and the part's other words stay with the name ("butter,
 * 2 tbsp melted" -> "2 tbsp" | "butter, melted"); where it does not ("múka, 10 PL", "vajcia, 2 ks
 * celé") the whole part is the amount, as the page's amount field held it. A percentage is not an
 * amount ("chocolate, 70% cocoa").
 */
function amountAfterName(text: string): SplitIngredient | null {
  // Not the decimal comma of "1,5 PL".
  const parts = text.split(/\s*,\s+|\s+,\s*|(?<!\d),/).map((p) => p.trim());
  for (let i = 1; i < parts.length; i++) {
    const part = parts[i];
    if (!/^[\d½¼¾⅓⅔⅛]/u.test(part) || /^[\d.,\s/]+\s*%/.test(part)) continue;
    const read = readIngredientLine(part);
    if (read.quantity === null || read.vague || read.amountStart !== read.start) continue;
    const head = parts.slice(0, i).join(', ');
    if (!/\p{L}/u.test(head)) return null;
    // "Herb bouquet (13 sprigs parsley, 2 sprigs thyme)": inside a bracket, not the line's amount.
    if ((head.match(/\(/g) ?? []).length > (head.match(/\)/g) ?? []).length) return null;
    const known = read.unit !== null || read.pack !== null;
    const leftover = known ? read.raw.slice(read.amountEnd).trim() : '';
    const named = leftover.startsWith('(') ? `${head} ${leftover}` : [head, leftover].filter(Boolean).join(', ');
    const name = [named, ...parts.slice(i + 1)].filter(Boolean).join(', ');
    return { amount: known ? read.amount : part, name };
  }
  return null;
}

/** The linking words of the Portuguese word family's packs, as written ("de", "do", "d'"). */
const PT_LINKING = (() => {
  const words = Object.entries(LANG_PACKS)
    .filter(([code]) => languageWords(code) === 'pt')
    .flatMap(([, pack]) => (pack as { amountWords: { linking: string[] } }).amountWords.linking);
  return new Set(words.map((w) => w.toLowerCase()));
})();

/** True when the line is Portuguese (by the recipe's language, else by its unit) and the word is one of its linking words. */
function dropsLinking(word: string, unitLang: string | null, lang: string | null | undefined): boolean {
  const family = lang ? (matchLanguage(lang) ? languageWords(lang) : null) : unitLang;
  return family === 'pt' && PT_LINKING.has(word.toLowerCase());
}
