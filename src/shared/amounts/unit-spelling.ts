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
  return respellUnits(text, lang, (unit, target) => unit.form.lang !== target);
}

/** The kitchen measures a list spells one way in each language, whoever wrote them. */
const MEASURES: ReadonlySet<UnitKey> = new Set<UnitKey>(['tsp', 'tbsp', 'cup']);

/**
 * An amount with its spoons and cups in the one spelling the reader's language writes ("1 colher
 * (sopa)", "1 c. de sopa" → "1 colher de sopa"; "2 tablespoons" → "2 tbsp"), so one list never
 * spells a measure two ways (weekly walk 8, fault 6). Other units keep the writer's word ("vidro").
 */
export function measuresSpelledOneWay(text: string, lang: Lang | undefined): string {
  return respellUnits(text, lang, (unit, target, written) => {
    if (!MEASURES.has(unit.form.unit)) return false;
    const forms = OUTPUT_FORMS[target]?.[unit.form.unit];
    return forms !== undefined && (unit.form.lang !== target || !forms.includes(written));
  });
}

function respellUnits(
  text: string,
  lang: Lang | undefined,
  wanted: (unit: UnitMatch, target: 'en' | 'pt', written: string) => boolean,
): string {
  if (!lang || text.trim() === '') return text;
  // A list's sum of what would not add up ("1 (15 oz) can + 2 latas"): each part on its own.
  if (text.includes(' + ')) {
    const parts = text.split(' + ');
    if (parts.length > 1 && parts.every((p) => parseAmountDetail(p)?.unit)) {
      return parts.map((p) => respellUnits(p, lang, wanted)).join(' + ');
    }
  }
  const target = lang === 'pt-BR' ? 'pt' : 'en';
  const d = parseAmountDetail(text);
  if (!d?.unit) return text;
  const value = toNumber(d.max ? d.max.value : d.min ? d.min.value : q(1));
  const edits: Edit[] = [];
  const respell = (unit: UnitMatch, quantity: number) => {
    const written = d.text.slice(unit.start, unit.end);
    if (unit.form.lang === 'any' || !OUTPUT_FORMS[target]?.[unit.form.unit] || !wanted(unit, target, written)) return;
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
