/**
 * The editor's amount check (spec section 5, "Ingredient amount"): an empty amount is valid;
 * otherwise a number with a unit, count or size word, or one of the words that need no number.
 *
 * Choices:
 * - A bare quantity ("2", "1/2", "2-3", "two") is valid: it is how cooks write a count ("2" eggs),
 *   and a warning on every egg would teach people to ignore the warning. A number followed by a
 *   word that is not a unit ("2 onions") is not: the unit belongs in the amount.
 * - "pinch", "dash", "handful", "bunch" (and drop, drizzle; "pitada", "punhado", "maço", "gota",
 *   "fio") are valid without a number; measured units are not ("cup" alone), but "a cup" and
 *   "uma xícara" are.
 * - "to taste", "a gosto", "q.b." are valid on their own; zero and negative quantities are not.
 * - Words after a unit are allowed ("2 cups, sifted", "1 (14 oz) can", "2 colheres (sopa) cheias"),
 *   and so is a count with the weight of each ("1 (3 1/2) pound", "2 x 400g").
 */
import { parseAmountDetail, totalQuantity } from './parse.ts';
import { restOf } from './text.ts';
import { UNITS } from './units.ts';

export function isValidAmount(text: string): boolean {
  const t = text.trim();
  if (t === '') return true;
  const d = parseAmountDetail(t);
  if (!d || d.leadingText) return false;
  const s = d.text;
  if (!d.min && !d.unit) return d.toTasteSpan !== null && restOf(s, [d.toTasteSpan]) === '';
  if (!d.min) {
    const unit = d.unit!.form.unit;
    return UNITS[unit].kind === 'vague' || unit === 'bunch';
  }
  if (totalQuantity(d).n <= 0) return false;
  if (d.unit || d.pack) return true;
  return s.slice(d.qEnd).trim() === '';
}
