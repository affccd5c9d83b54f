import { parseAmount } from '../../../shared/amounts/index.ts';
import type { TLanguage } from '../../../shared/constants.ts';
import type { TSubstitute, TSubstitutesRequest } from '../../../shared/schemas/chef.ts';
import { categoriesOf, lexiconKeysIn } from './analyze.ts';
import { lexicon } from './kb/load.ts';
import { fromVocabulary, vocabulary } from './kb/vocabulary.ts';
import type { SubContext } from './kb/vocabulary-schema.ts';
import { scaleAmountText } from './model.ts';
import { findOptions, substituteLine } from './substitution-index.ts';
import { PhraseMatcher } from './text.ts';

/** A title that names a dessert or a bake: its substitutes are for baking and sweet dishes. */
const sweetTitle = fromVocabulary((v) =>
  new PhraseMatcher<true>().addAll(
    [
      ...v.tags.meals.dessert.words,
      'bake',
      'asse',
      'forno',
      'oven',
      'batter',
      'massa de bolo',
      'frosting',
      'cobertura',
      'muffin',
      'brownie',
      'cookie',
      'biscoito',
    ],
    true,
  ),
);

function contextFrom(title: string, steps: readonly string[]): SubContext[] {
  const text = `${title}\n${steps.join('\n')}`;
  const sweet = sweetTitle().findAll(title).length > 0;
  const baking = /\b(bake|oven|preheat|asse|forno|preaque[çc]a)\b/i.test(text);
  if (sweet) return baking ? ['baking', 'sweet'] : ['sweet'];
  return baking ? ['savory', 'main', 'baking'] : ['savory', 'main'];
}

/** "half the amount", "o dobro da quantidade": a ratio in words (substitutes.json `amounts`). */
function ratioText(ratio: number, lang: TLanguage): string {
  const { amounts } = vocabulary().substitutes;
  if (ratio === 1) return amounts.same[lang];
  const hit = amounts.ratios.find((r) => Math.abs(r.ratio - ratio) < 0.02);
  if (hit) return hit.text[lang];
  return amounts.times[lang].replace('{n}', lang === 'pt-BR' ? String(ratio).replace('.', ',') : String(ratio));
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
  const l = lang === 'pt-BR' ? 'pt-BR' : 'en';
  const name = req.ingredient.trim();
  const { cats, families } = categoriesOf([name]);
  const options = findOptions({
    names: [name],
    cats,
    families,
    ctx: contextFrom(req.recipeTitle, req.recipeInstructions),
  });
  const amount = req.amount?.trim() ?? '';
  const parsed = amount ? parseAmount(amount) : null;
  const out = options.slice(0, max).map((o): TSubstitute => {
    const e = o.entry;
    let amountText: string;
    if (amount && e.perUnit && parsed && !parsed.unit && parsed.quantity > 0) {
      amountText = perUnitFor(e.perUnit[l], parsed.quantity, lang);
    } else if (amount) {
      amountText = substituteLine(o, amount, lang).amount;
    } else if (e.perUnit) {
      amountText = `${e.perUnit[l]} ${vocabulary().substitutes.amounts.perUnit[l]}`;
    } else {
      amountText = ratioText(e.ratio, lang);
    }
    return { name: e.to[l], amount: amountText, notes: e.note[l] };
  });
  // Then the lexicon's own substitutes for the ingredient (same role in the dish, same amount).
  const lex = lexicon();
  const note = vocabulary().substitutes.sameRole[l];
  for (const key of lexiconKeysIn(name)) {
    for (const sub of lex.get(key)?.subs ?? []) {
      const e = lex.get(sub);
      if (!e || out.length >= max) continue;
      const subName = e.name[l][0];
      if (
        out.some((o) => o.name.toLowerCase() === subName.toLowerCase()) ||
        subName.toLowerCase() === name.toLowerCase()
      )
        continue;
      out.push({ name: subName, amount: amount || ratioText(1, lang), notes: note });
    }
  }
  return out;
}
