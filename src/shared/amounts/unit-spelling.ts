/**
 * Writing units back: the word conversion output uses, singular or plural by language, and a
 * unit as the cook wrote it re-spelled for a new quantity.
 */
import { applyEdits, type Edit } from './edits.ts';
import type { Lang } from './format.ts';
import { parseAmountDetail } from './parse.ts';
import { q, toNumber } from './rational.ts';
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

/**
 * An amount with its unit words in the reader's language, where the output forms have one: "1 tbsp"
 * reads "1 colher de sopa" on a Portuguese screen and "2 xícaras" reads "2 cups" on an English one.
 * Words of both languages ("g", "ml") and units without an output form ("lata", "dente") stay.
 */
export function unitsInLanguage(text: string, lang: Lang | undefined): string {
  if (!lang || text.trim() === '') return text;
  // A list's sum of what would not add up ("1 (15 oz) can + 2 latas"): each part on its own.
  if (text.includes(' + ')) {
    const parts = text.split(' + ');
    if (parts.length > 1 && parts.every((p) => parseAmountDetail(p)?.unit)) {
      return parts.map((p) => unitsInLanguage(p, lang)).join(' + ');
    }
  }
  const target = lang === 'pt-BR' ? 'pt' : 'en';
  const d = parseAmountDetail(text);
  if (!d?.unit) return text;
  const value = toNumber(d.max ? d.max.value : d.min ? d.min.value : q(1));
  const edits: Edit[] = [];
  const respell = (unit: UnitMatch, quantity: number) => {
    if (unit.form.lang === 'any' || unit.form.lang === target || !OUTPUT_FORMS[target]?.[unit.form.unit]) return;
    edits.push({
      start: unit.start,
      end: unit.end,
      text: outputUnitWord(unit.form.unit, target, wantsPlural(quantity, target)),
    });
  };
  respell(d.unit, value);
  if (d.compound?.unit) respell(d.compound.unit, toNumber(d.compound.token.value));
  return edits.length ? applyEdits(d.text, edits) : text;
}
