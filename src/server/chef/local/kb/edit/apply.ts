import type { TLanguage } from '../../../../../shared/constants.ts';
import { scaleDish } from '../build.ts';
import type { Dish } from '../dish.ts';
import type { Knowledge } from '../load.ts';
import { applyAdd, applyAvoid, applyRemove, applySwap } from './ingredients.ts';
import { applyMethod } from './method.ts';
import { t, type Op, type Outcome } from './op.ts';
import { applyHealthy, applyQuick } from './presets.ts';
import { applySpicy, applyLess, applyMilder } from './taste.ts';

/** Applies operations to a dish; stops at the first one that cannot be carried out. */
export function applyOps(kb: Knowledge, d: Dish, ops: Op[], lang: TLanguage): Outcome {
  const done: string[] = [];
  for (const op of ops) {
    const reason = applyOp(kb, d, op, lang, done);
    if (reason !== undefined) return { ok: false, done, reason };
  }
  return { ok: true, done };
}

/** One edit: its changes go to `done`; returns why it could not be made, if it could not. */
function applyOp(kb: Knowledge, d: Dish, op: Op, lang: TLanguage, done: string[]): string | undefined {
  switch (op.kind) {
    case 'scale':
      scaleDish(d, op.servings);
      done.push(t(lang, `scaled to ${op.servings} servings`, `ajustada para ${op.servings} porções`));
      return undefined;
    case 'factor': {
      const s = Math.max(1, Math.round(d.servings * op.factor));
      scaleDish(d, s);
      done.push(t(lang, `scaled to ${s} servings`, `ajustada para ${s} porções`));
      return undefined;
    }
    case 'avoid':
      return applyAvoid(kb, d, op, lang, done);
    case 'swap':
      return applySwap(kb, d, op, lang, done);
    case 'remove':
      return applyRemove(kb, d, op, lang, done);
    case 'add':
      return applyAdd(kb, d, op, lang, done);
    case 'method':
      return applyMethod(kb, d, op, lang, done);
    case 'less':
      return applyLess(kb, d, op, lang, done);
    case 'kid':
    case 'milder':
      return applyMilder(kb, d, op, lang, done);
    case 'spicy':
      return applySpicy(kb, d, op, lang, done);
    case 'healthy':
      return applyHealthy(kb, d, op, lang, done);
    case 'quick':
      return applyQuick(kb, d, op, lang, done);
  }
}
