import type { TLanguage } from '../../../../../shared/constants.ts';
import { swapIng } from '../build.ts';
import type { Dish } from '../dish.ts';
import type { Knowledge } from '../load.ts';
import type { TAction } from '../schema.ts';
import { applyAdd } from './ingredients.ts';
import { applyMethod } from './method.ts';
import { keyName, t, type OpOf } from './op.ts';
import { applyLess } from './taste.ts';

// The one-tap edits built from the others: healthier (lighter swaps, air fryer, less salt) and quicker.

/** Lighter swaps, the air fryer instead of deep-frying, less salt; else more vegetables or less sugar. */
export function applyHealthy(
  kb: Knowledge,
  d: Dish,
  _op: OpOf<'healthy'>,
  lang: TLanguage,
  done: string[],
): string | undefined {
  const nameOf = (k: string) => keyName(kb, k, lang);
  const swaps: [string, string][] = [
    ['heavy-cream', 'greek-yogurt'],
    ['sour-cream', 'greek-yogurt'],
    ['butter', 'olive-oil'],
    ['rice', 'brown-rice'],
    ['vegetable-oil', 'olive-oil'],
    ['bacon', 'smoked-tofu'],
  ];
  let n = 0;
  for (const [a, b] of swaps) {
    const i = d.ings.find((x) => x.key === a);
    if (i && !d.ings.some((x) => x.key === b)) {
      swapIng(kb, d, i, b);
      done.push(`${nameOf(a)} → ${nameOf(b)}`);
      n++;
    }
  }
  if (d.steps.some((s) => ('do' in s ? s.do === 'fry' : s.act === 'fry'))) {
    const sub: string[] = [];
    if (applyMethod(kb, d, { kind: 'method', to: 'airfry' }, lang, sub) === undefined) {
      done.push(...sub);
      n++;
    }
  }
  const salt = d.ings.find((i) => i.key === 'salt');
  if (salt) {
    applyLess(kb, d, { kind: 'less', what: 'salt' }, lang, []);
    done.push(t(lang, 'less salt', 'menos sal'));
    n++;
  }
  if (n === 0) {
    // Nothing to cut: more vegetables, or less sugar in a sweet dish.
    const sweet = ['dessert', 'drink', 'breakfast'].includes(d.course) || d.ings.some((i) => i.role === 'sweet');
    const more = d.ings.some((i) => i.key === 'spinach') ? 'broccoli' : 'spinach';
    if (sweet) applyLess(kb, d, { kind: 'less', what: 'sugar' }, lang, done);
    else applyAdd(kb, d, { kind: 'add', key: more }, lang, done);
  }
  d.tags.en.push('healthy');
  d.tags['pt-BR'].push('saudável');
  return undefined;
}

/** A long simmer to the pressure cooker, a long roast to the air fryer; else shortcuts in the preparation. */
export function applyQuick(
  kb: Knowledge,
  d: Dish,
  _op: OpOf<'quick'>,
  lang: TLanguage,
  done: string[],
): string | undefined {
  const long = d.cookTime > 30;
  const simmer = d.steps.some((s) => ('do' in s ? s.do === 'simmer' : s.act === 'simmer'));
  const roast = d.steps.some((s) =>
    'do' in s ? ['roast', 'bake'].includes(s.do) : s.act === 'roast' || s.act === 'bake',
  );
  const to: TAction | null = long && simmer ? 'pressure' : long && roast ? 'airfry' : null;
  const sub: string[] = [];
  const ok = to !== null && applyMethod(kb, d, { kind: 'method', to }, lang, sub) === undefined;
  if (!ok) {
    // No long cooking to shorten: shortcuts that cut the preparation.
    if (d.prepTime < 10)
      return t(
        lang,
        `This recipe is already quick (${d.prepTime + d.cookTime} minutes) and has no long cooking or preparation to shorten.`,
        `Esta receita já é rápida (${d.prepTime + d.cookTime} minutos) e não tem cozimento ou preparo longo para encurtar.`,
      );
    d.prepTime = Math.round(d.prepTime * 0.6);
    d.tips.en.unshift('To save time, buy the vegetables already cut and use canned beans or pre-cooked grains.');
    d.tips['pt-BR'].unshift(
      'Para ganhar tempo, compre os legumes já cortados e use feijão em lata ou grãos pré-cozidos.',
    );
    done.push(t(lang, 'shortcuts that cut the preparation time', 'atalhos que reduzem o tempo de preparo'));
  }
  done.push(...sub);
  d.tags.en.push('quick');
  d.tags['pt-BR'].push('rápida');
  return undefined;
}
