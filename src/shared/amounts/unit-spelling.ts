/**
 * Writing units back: the word conversion output uses, singular or plural by language, and a
 * unit as the cook wrote it re-spelled for a new quantity.
 */
import { LANG_WORDS } from './lang-words.ts';
import { foldKeepLength } from './text.ts';
import type { UnitMatch } from './unit-words.ts';
import type { UnitKey } from './units.ts';

/** The written form a cook would expect for a unit in a language (each pack's "write"). */
const OUTPUT_FORMS = LANG_WORDS.write;

export function outputUnitWord(unit: UnitKey, lang: 'en' | 'pt', plural: boolean): string {
  const forms = OUTPUT_FORMS[lang]?.[unit];
  if (!forms) return unit;
  return forms[plural ? 1 : 0];
}

/** English: plural above 1 ("1 1/2 cups"); Portuguese: plural from 2 ("1 1/2 xícara", "2 xícaras"). */
export function wantsPlural(value: number, lang: 'en' | 'pt'): boolean {
  return lang === 'pt' ? value >= 2 : value > 1;
}

/**
 * The written unit re-spelled for a new quantity, keeping the writer's accents and capitals:
 * "cup" → "cups", "xicaras" → "xicara", "Dentes" → "Dente". Abbreviations written in the singular
 * stay as they are ("tbsp"); written in the plural they lose it for one ("lbs" → "lb").
 */
export function respellUnit(
  written: string,
  match: Pick<UnitMatch, 'form' | 'plural'>,
  value: number,
  hint: 'en' | 'pt' = 'en',
): string {
  const { form } = match;
  if (form.sing === form.plur) return written;
  const lang = form.lang === 'any' ? hint : form.lang;
  const plural = wantsPlural(value, lang);
  if (plural === match.plural) return written;
  if (form.abbr && !match.plural) return written;
  let target = plural ? form.plur : form.sing;
  const trailingDot = written.endsWith('.') && !target.endsWith('.') ? '.' : '';
  const lowerWritten = written.toLowerCase();
  if (lowerWritten === foldKeepLength(written) && foldKeepLength(target) !== target) target = foldKeepLength(target);
  if (written === written.toUpperCase() && written.length > 1 && written !== lowerWritten)
    target = target.toUpperCase();
  else if (written[0] !== lowerWritten[0]) target = target[0].toUpperCase() + target.slice(1);
  return target + trailingDot;
}
