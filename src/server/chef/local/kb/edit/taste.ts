import type { TLanguage } from '../../../../../shared/constants.ts';
import { scaleAmountTextWhole } from '../amounts.ts';
import type { Dish } from '../dish.ts';
import type { Knowledge } from '../load.ts';
import { enforce } from '../restrictions.ts';
import { addIngredient } from './ingredients.ts';
import { keyName, t, type OpOf } from './op.ts';

// Edits of taste: less salt or sugar, milder (and for children), spicier.

/** Less salt or sugar, with a tip on making up for it. */
export function applyLess(
  kb: Knowledge,
  d: Dish,
  op: OpOf<'less'>,
  lang: TLanguage,
  done: string[],
): string | undefined {
  const targets = d.ings.filter((i) =>
    op.what === 'salt'
      ? ['salt', 'soy-sauce', 'fish-sauce'].includes(i.key)
      : i.role === 'sweet' || kb.lex.get(i.key)?.cats.includes('sugar'),
  );
  const f = op.what === 'salt' ? 0.5 : 0.7;
  for (const i of targets) {
    if (i.qty) i.qty = { ...i.qty, n: i.qty.n * f };
    else if (i.amountText)
      i.amountText = {
        en: scaleAmountTextWhole(i.amountText.en, f, 'en', undefined),
        'pt-BR': scaleAmountTextWhole(i.amountText['pt-BR'], f, 'pt-BR', undefined),
      };
  }
  d.tips.en.unshift(
    op.what === 'salt'
      ? 'Season at the end and taste first: lemon juice and fresh herbs make up for the salt left out.'
      : 'Ripe fruit and a pinch of cinnamon or vanilla make up for the sugar left out.',
  );
  d.tips['pt-BR'].unshift(
    op.what === 'salt'
      ? 'Tempere no fim e prove antes: suco de limão e ervas frescas compensam o sal a menos.'
      : 'Frutas maduras e uma pitada de canela ou baunilha compensam o açúcar a menos.',
  );
  done.push(op.what === 'salt' ? t(lang, 'less salt', 'menos sal') : t(lang, 'less sugar', 'menos açúcar'));
  return undefined;
}

/** Less chilli; for children also no alcohol. */
export function applyMilder(
  kb: Knowledge,
  d: Dish,
  op: OpOf<'kid' | 'milder'>,
  lang: TLanguage,
  done: string[],
): string | undefined {
  const nameOf = (k: string) => keyName(kb, k, lang);
  const hot = d.ings.filter((i) => kb.lex.get(i.key)?.cats.includes('chili'));
  for (const i of hot) {
    if (['spice', 'garnish'].includes(i.role) || i.optional) d.ings = d.ings.filter((o) => o !== i);
    else if (i.qty) i.qty = { ...i.qty, n: i.qty.n / 2 };
    else if (i.amountText) {
      // Written by hand ("1 pimenta-dedo-de-moça"): half, and a single one leaves the pot.
      const e = kb.lex.get(i.key);
      const half = {
        en: scaleAmountTextWhole(i.amountText.en, 0.5, 'en', e),
        'pt-BR': scaleAmountTextWhole(i.amountText['pt-BR'], 0.5, 'pt-BR', e),
      };
      if (half.en === i.amountText.en && /^\s*1\s*$/.test(half.en)) d.ings = d.ings.filter((o) => o !== i);
      else i.amountText = half;
    }
  }
  if (op.kind === 'kid') {
    const ch = enforce(kb, d, { avoidCats: ['alcohol'], avoidKeys: [] });
    if (ch)
      for (const c of ch)
        done.push(
          c.to ? `${nameOf(c.from)} → ${nameOf(c.to)}` : t(lang, `without ${nameOf(c.from)}`, `sem ${nameOf(c.from)}`),
        );
    d.tags.en.push('kid-friendly');
    d.tags['pt-BR'].push('para crianças');
  }
  done.push(
    hot.length ? t(lang, 'milder: less chilli', 'mais suave: menos pimenta') : t(lang, 'already mild', 'já era suave'),
  );
  return undefined;
}

/** More chilli, or a chilli added when the dish has none. */
export function applySpicy(
  kb: Knowledge,
  d: Dish,
  op: OpOf<'spicy'>,
  lang: TLanguage,
  done: string[],
): string | undefined {
  const hot = d.ings.filter((i) => kb.lex.get(i.key)?.cats.includes('chili'));
  if (hot.length) for (const i of hot) i.qty = i.qty ? { ...i.qty, n: i.qty.n * 2 } : i.qty;
  else addIngredient(kb, d, d.family === 'stir-fry' || d.cuisine === 'thai' ? 'fresh-chili' : 'chili-flakes', lang);
  d.tags.en.push('spicy');
  d.tags['pt-BR'].push('picante');
  done.push(t(lang, 'spicier', 'mais picante'));
  return undefined;
}
