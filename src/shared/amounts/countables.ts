/**
 * Whole things stay whole: scaling "3 eggs" to half a recipe gives "2 eggs", not "1 1/2 eggs";
 * halves stay where cooks use them ("½ onion", "1 1/2 lemons"); and the name follows the new
 * count in either language ("1 egg", "2 eggs"; "1 ovo", "2 ovos"; "1 cebola roxa", "2 cebolas
 * roxas"; "3 bay leaves", "1 bay leaf").
 */
import type { Lang } from './format.ts';
import { inflectName } from './inflect.ts';
import { parseAmountDetail } from './parse.ts';
import { q, toNumber } from './rational.ts';
import { applyEdits, scaleAmount, usesComma, wordLang, writeNumber, type Edit } from './scale.ts';
import { respellUnit } from './unit-spelling.ts';
import type { UnitKey } from './units.ts';

/** Units that count whole items of the ingredient (a bare number counts them too). */
const WHOLE_UNITS = new Set<UnitKey>([
  'whole',
  'large',
  'medium',
  'small',
  'clove',
  'leaf',
  'slice',
  'piece',
  'head',
  'stalk',
  'sprig',
]);
/** Units after which the name itself counts the items ("2 large eggs"): the name takes the plural. */
const NAME_COUNTS = new Set<UnitKey | null>([null, 'whole', 'large', 'medium', 'small']);

/**
 * An ingredient scaled by a factor with its counts kept whole: the amount rounded to whole items
 * (or halves where the food's record says halves are usual: `halves`), the name in the matching
 * number. Amounts that are not counts scale exactly as scaleAmount does; the name then stays as
 * written. `lang` is the reader's (numbers, unit words); `nameLang` the language the name is in.
 */
export function scaleIngredient(
  amount: string,
  name: string,
  factor: number,
  lang?: Lang,
  nameLang: Lang | undefined = lang,
  halves = false,
): { amount: string; name: string } {
  const scaled = scaleAmount(amount, factor, lang);
  if (scaled === amount) return { amount, name };
  const d = parseAmountDetail(scaled);
  const unit = d?.unit?.form.unit ?? null;
  if (!d?.min || d.max || d.leadingText || (unit && !WHOLE_UNITS.has(unit))) return { amount: scaled, name };
  const v = toNumber(d.min.value);
  const step = halves ? 0.5 : 1;
  const rounded = Math.max(step, Math.round(v / step) * step);
  let text = scaled;
  if (rounded !== v) {
    const edits: Edit[] = [
      { start: d.min.start, end: d.min.end, text: writeNumber(q(rounded * 2, 2), d.min, unit, usesComma(d, lang)) },
    ];
    if (d.unit) {
      const written = d.text.slice(d.unit.start, d.unit.end);
      const respelled = respellUnit(written, d.unit, rounded, wordLang(d, lang));
      if (respelled !== written) edits.push({ start: d.unit.start, end: d.unit.end, text: respelled });
    }
    text = applyEdits(d.text, edits);
  }
  return { amount: text, name: NAME_COUNTS.has(unit) ? inflectName(name, rounded, nameLang) : name };
}
