import { parseAmount } from '../../../shared/amounts/index.ts';
import type { TLanguage } from '../../../shared/constants.ts';
import type { TAdjustInstructionsRequest, TSubstitute, TSubstitutesRequest } from '../../../shared/schemas/chef.ts';
import { categoriesOf, lexiconMatches } from './analyze.ts';
import { MEAL_WORDS } from './knowledge/cuisines.ts';
import type { SubContext } from './knowledge/substitutions.ts';
import { coreName, mentionPhrases, ptGrammar, type Mention } from './mentions.ts';
import { scaleAmountText } from './model.ts';
import { findOptions, substituteLine } from './substitution-index.ts';
import { PhraseMatcher, capitalize, detectLanguage, lowerFirst, tokenize } from './text.ts';

const SWEET = new PhraseMatcher<true>().addAll([...MEAL_WORDS.dessert, 'bake', 'asse', 'forno', 'oven', 'batter', 'massa de bolo', 'frosting', 'cobertura', 'muffin', 'brownie', 'cookie', 'biscoito'], true);

function contextFrom(title: string, steps: readonly string[]): SubContext[] {
  const text = `${title}\n${steps.join('\n')}`;
  const sweet = SWEET.findAll(title).length > 0;
  const baking = /\b(bake|oven|preheat|asse|forno|preaque[çc]a)\b/i.test(text);
  if (sweet) return baking ? ['baking', 'sweet'] : ['sweet'];
  return baking ? ['savory', 'main', 'baking'] : ['savory', 'main'];
}

function ratioText(ratio: number, lang: TLanguage): string {
  if (ratio === 1) return lang === 'pt-BR' ? 'mesma quantidade' : 'same amount';
  const fractions: [number, string, string][] = [
    [0.25, '¼ of the amount', '¼ da quantidade'],
    [0.33, '⅓ of the amount', '⅓ da quantidade'],
    [0.5, 'half the amount', 'metade da quantidade'],
    [0.75, '¾ of the amount', '¾ da quantidade'],
    [0.8, 'a little less', 'um pouco menos'],
    [1.3, 'about a third more', 'cerca de um terço a mais'],
    [1.5, 'one and a half times the amount', 'uma vez e meia a quantidade'],
    [2, 'twice the amount', 'o dobro da quantidade'],
    [2.5, '2½ times the amount', '2½ vezes a quantidade'],
    [3, 'three times the amount', 'o triplo da quantidade'],
  ];
  const hit = fractions.find(([r]) => Math.abs(r - ratio) < 0.02);
  if (hit) return lang === 'pt-BR' ? hit[2] : hit[1];
  return lang === 'pt-BR' ? `${String(ratio).replace('.', ',')} × a quantidade` : `${ratio} × the amount`;
}

/** A per-unit recipe ("1 tbsp flaxseed + 3 tbsp water") for a count of units, each part scaled exactly. */
function perUnitFor(perUnit: string, count: number, lang: TLanguage): string {
  if (count === 1) return perUnit;
  return perUnit
    .split(/\s+\+\s+/)
    .map((part) => scaleAmountText(part, count, lang))
    .join(' + ');
}

/** Up to four substitutes from the table, with amounts scaled to the recipe's amount when given. */
export function substitutesLocally(req: TSubstitutesRequest, max = 4): TSubstitute[] {
  const lang = req.language;
  const l = lang === 'pt-BR' ? 'pt' : 'en';
  const name = req.ingredient.trim();
  const { cats, families } = categoriesOf([name]);
  const options = findOptions({ names: [name], cats, families, ctx: contextFrom(req.recipeTitle, req.recipeInstructions) });
  const amount = req.amount?.trim() ?? '';
  const parsed = amount ? parseAmount(amount) : null;
  return options.slice(0, max).map((o): TSubstitute => {
    const e = o.entry;
    let amountText: string;
    if (amount && e.perUnit && parsed && !parsed.unit && parsed.quantity > 0) {
      amountText = perUnitFor(e.perUnit[l], parsed.quantity, lang);
    } else if (amount) {
      amountText = substituteLine(o, amount, lang).amount;
    } else if (e.perUnit) {
      amountText = `${e.perUnit[l]} ${l === 'pt' ? 'por unidade' : 'per unit'}`;
    } else {
      amountText = ratioText(e.ratio, lang);
    }
    return { name: e.to[l], amount: amountText, notes: e.note[l] };
  });
}

export function atSentenceStart(text: string, index: number): boolean {
  return /(^|[.!?:]\s+|\n)\s*$/.test(text.slice(0, index));
}

const AMOUNT_BEFORE = new RegExp(
  String.raw`(?:^|(?<=\s))((?:\d+(?:[.,]\d+)?(?:\s+\d+/\d+)?|\d+/\d+|[½¼¾⅓⅔⅛])(?:\s*(?:-|–|to|a)\s*(?:\d+(?:[.,]\d+)?|\d+/\d+))?\s*(?:(?:g|kg|mg|ml|l|oz|lb|lbs|cups?|tbsp|tsp|tablespoons?|teaspoons?|pounds?|ounces?|grams?|gramas?|quilos?|litros?|x[ií]caras?(?:\s*\((?:ch[áa])\))?|colher(?:es)?(?:\s*\((?:sopa|ch[áa])\)|\s+de\s+(?:sopa|ch[áa]))?|dentes?|cloves?|latas?|cans?|pitadas?|pinch(?:es)?|slices?|fatias?|pieces?|peda[çc]os?|unidades?)\.?\s+)?(?:of\s+|de\s+)?)$`,
  'i',
);

/**
 * Replaces the old ingredient everywhere in the steps (case, plural and accent tolerant, with
 * Portuguese articles re-inflected), and its amount where a step states one.
 */
export function adjustLocally(req: TAdjustInstructionsRequest): string[] {
  const text = req.currentInstructions.join('\n');
  const lang = detectLanguage(text, req.language);
  const oldName = req.oldIngredient.trim();
  const newName = lowerFirst(coreName(req.newIngredient) || req.newIngredient.trim());
  const info = categoriesOf([oldName]);
  const phrases: Mention[] = [
    ...mentionPhrases({ name: oldName, aliases: [], families: info.families, cats: info.cats }, lang),
    // A name typed in the other language still counts.
    ...mentionPhrases({ name: oldName, aliases: [], families: info.families, cats: [] }, lang === 'pt-BR' ? 'en' : 'pt-BR').filter((p) => p.priority >= 1),
  ];
  // Generic words ("meat") only when the old ingredient is the only thing they could mean.
  const matcher = new PhraseMatcher<number>();
  for (const p of phrases) matcher.add(p.text, p.priority);
  const g = ptGrammar(newName);
  const newAmount = req.newAmount.trim();
  return req.currentInstructions.map((step) => {
    const tokens = tokenize(step);
    // A longer name of another ingredient around the match ("peanut butter" for "butter") is left alone.
    const others = lexiconMatches(step).filter((m) => !m.values.some((v) => info.families.includes(v.entry.id)));
    const hits = matcher.findAll(step, tokens).filter((h) => !others.some((o) => o.start <= h.start && o.end >= h.end && o.end - o.start > h.end - h.start));
    if (hits.length === 0) return step;
    let out = '';
    let cursor = 0;
    for (const h of hits) {
      let start = h.start;
      let replacement = newName;
      const prev = tokens[h.t0 - 1];
      const gap = prev ? step.slice(prev.end, h.start) : '';
      let article = '';
      if (prev && /^\s+$/.test(gap) && prev.start >= cursor) {
        const w = prev.w;
        const pt: Record<string, string[]> = {
          o: ['o', 'a', 'os', 'as'], a: ['o', 'a', 'os', 'as'], os: ['o', 'a', 'os', 'as'], as: ['o', 'a', 'os', 'as'],
          do: ['do', 'da', 'dos', 'das'], da: ['do', 'da', 'dos', 'das'], dos: ['do', 'da', 'dos', 'das'], das: ['do', 'da', 'dos', 'das'],
          no: ['no', 'na', 'nos', 'nas'], na: ['no', 'na', 'nos', 'nas'], nos: ['no', 'na', 'nos', 'nas'], nas: ['no', 'na', 'nos', 'nas'],
          ao: ['ao', 'à', 'aos', 'às'], aos: ['ao', 'à', 'aos', 'às'], pelo: ['pelo', 'pela', 'pelos', 'pelas'], pela: ['pelo', 'pela', 'pelos', 'pelas'],
        };
        const forms = lang === 'pt-BR' ? pt[w] : undefined;
        if (forms) {
          article = forms[(g.plural ? 2 : 0) + (g.gender === 'f' ? 1 : 0)]!;
          if (/\p{Lu}/u.test(step[prev.start]!)) article = capitalize(article);
          start = prev.start;
        } else if (lang !== 'pt-BR' && (w === 'a' || w === 'an')) {
          article = /^[aeiou]/i.test(newName) ? 'an' : 'a';
          if (step[prev.start] === 'A') article = capitalize(article);
          start = prev.start;
        }
      }
      // "2 cups of milk" → "2 cups of oat milk" becomes "<new amount> oat milk" when a new amount is given.
      if (newAmount && !article) {
        const before = step.slice(cursor, start);
        const m = before.match(AMOUNT_BEFORE);
        if (m && m[1] && m[1].trim() !== '') {
          const sep = lang === 'pt-BR' ? ' de ' : ' ';
          start = cursor + before.length - m[1].length;
          replacement = `${newAmount}${/\b(of|de)\s*$/i.test(m[1]) ? (lang === 'pt-BR' ? ' de ' : ' of ') : sep}${newName}`;
        }
      }
      if (!article && start === h.start && /\p{Lu}/u.test(h.text[0]!) && atSentenceStart(step, start)) replacement = capitalize(replacement);
      out += step.slice(cursor, start) + (article ? `${article} ` : '') + replacement;
      cursor = h.end;
    }
    return out + step.slice(cursor);
  });
}
