import { fold } from '../../text.ts';
import { formatQty, isPlural, scaleAmountTextWhole, UNIT_GENDER } from '../amounts.ts';
import type { DishIng } from '../dish.ts';
import { agreeLineNumber, agreeParticiples, countIn, type Agree } from './agreement.ts';
import type { Renderer } from './renderer.ts';

/**
 * The ingredient lines: each ingredient's amount and name as the list shows it, agreeing with the
 * amount ("2 dentes de alho picados"), and the Portuguese measure-then-"de" order.
 */

/** An ingredient line's amount: the quantity, or the hand-written amount scaled. */
export function ingredientAmount(ren: Renderer, i: DishIng): string {
  if (i.qty || !i.amountText) return formatQty(i.qty, ren.lang);
  return scaleAmountTextWhole(i.amountText[ren.lang], ren.dish.factor, ren.lang, ren.entry(i));
}

/** An ingredient line's name, agreeing with its amount, with its preparation and "(optional)". */
export function ingredientName(ren: Renderer, i: DishIng, amount: string): string {
  const pt = ren.lang === 'pt-BR';
  const hasUnit = pt && /[a-zà-ú]/i.test(amount) && !/^a gosto$/i.test(amount) && !/^\d+$/.test(amount.trim());
  let name: string;
  if (i.line && i.key === i.origKey) {
    name = i.line[ren.lang];
    // "2 dentes de alho picados": a participle agrees with the counted unit, not with "alho".
    const unit = pt ? PT_COUNT_UNIT.exec(amount) : null;
    if (unit)
      name = agreeParticiples(name, PT_UNIT_G[fold(unit[2]!).replace(/s$/, '')] ?? 'm', (countIn(unit[1]!) ?? 1) > 1);
    else name = agreeLineNumber(name, amount, ren.entry(i), ren.lang);
  } else {
    const e = ren.entry(i);
    if (!e) name = i.line?.[ren.lang] ?? i.key;
    else {
      const unitCount =
        i.qty && i.qty.unit !== '' && !['g', 'kg', 'ml', 'l', 'tsp', 'tbsp', 'cup', 'pinch'].includes(i.qty.unit);
      const forms = e.name[ren.lang];
      // "grão-de-bico" is the same word in both numbers: it stays singular, and so does its participle.
      const plural =
        (e.plural === true && forms[0] !== forms[1]) ||
        // A bare number counts ("4" pork chops swapped for chicken: "4 peitos de frango").
        (!unitCount &&
          (i.qty ? e.measure === 'count' && i.qty.unit === '' && isPlural(i.qty) : (countIn(amount) ?? 0) > 1));
      name = e.name[ren.lang][plural ? 1 : 0];
      if (e.prep && !['seasoning', 'spice'].includes(i.role)) {
        const a: Agree =
          pt && unitCount ? { g: UNIT_GENDER[i.qty!.unit] ?? 'm', pl: isPlural(i.qty) } : { g: e.g, pl: plural };
        const prep = e.prep[ren.lang].replace(
          /([A-Za-zÀ-ú])@/g,
          (_m, l: string) => l + (a.g === 'm' ? (a.pl ? 'os' : 'o') : a.pl ? 'as' : 'a'),
        );
        name = pt ? `${name} ${prep}` : `${name}, ${prep}`;
      }
    }
  }
  if (hasUnit && !/^(de|do|da|dos|das)\s/i.test(name)) name = `de ${name}`;
  if (i.optional) name += pt ? ' (opcional)' : ' (optional)';
  return name;
}

/**
 * Units that are pieces of the ingredient itself: a participle agrees with them ("2 cabeças de alho
 * cortadas ao meio"), unlike a can or a bunch ("1 lata de milho escorrido", "1 maço de coentro picado").
 */
const PT_COUNT_UNIT = /^\s*(\d+(?:\s+\d+\/\d+)?|\d+\/\d+)\s+(dentes?|cabeças?|fatias?|espigas?|postas?)\b/i;
const PT_UNIT_G: Record<string, 'm' | 'f'> = {
  dente: 'm',
  cabeca: 'f',
  fatia: 'f',
  espiga: 'f',
  posta: 'f',
};

const PT_ML: [RegExp, number][] = [
  [/^x[íi]caras?(?:\s*\(ch[áa]\))?$/i, 240],
  [/^colher(?:es)?\s*(?:de\s+sopa|\(sopa\))$/i, 15],
  [/^colher(?:es)?\s*(?:de\s+ch[áa]|\(ch[áa]\))$/i, 5],
];

/**
 * In Portuguese the measure is followed by "de": "1 lata (395 g)" + "de leite condensado" reads
 * "1 lata de leite condensado (395 g)", and a sum of spoons and cups becomes one measure in ml
 * ("1 xícara + 2 colheres de sopa de feijão" → "270 ml de feijão").
 */
export function ptMeasureThenDe(amount: string, name: string): [string, string] {
  const paren = /^(.*?\S)\s*\((\d[^)]*)\)\s*$/.exec(amount);
  if (paren && /^(de|do|da|dos|das)\s/i.test(name)) return [paren[1]!, `${name} (${paren[2]})`];
  if (!amount.includes('+')) return [amount, name];
  let ml = 0;
  for (const part of amount.split('+')) {
    const m = /^\s*(\d+(?:\s+\d+\/\d+)?|\d+\/\d+)\s+(.+?)\s*$/.exec(part);
    const per = m && PT_ML.find(([re]) => re.test(m[2]!))?.[1];
    if (!m || !per) return [amount, name];
    const n = m[1]!.split(/\s+/).reduce((a, t) => {
      const [x, y] = t.split('/');
      return a + (y ? Number(x) / Number(y) : Number(x));
    }, 0);
    ml += n * per;
  }
  return [`${Math.round(ml / 5) * 5} ml`, /^(de|do|da|dos|das)\s/i.test(name) ? name : `de ${name}`];
}
