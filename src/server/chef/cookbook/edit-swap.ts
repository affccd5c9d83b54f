/**
 * A swap asked by the new food alone ("make it with ground turkey", "use tofu instead", "com peru
 * moído"): the recipe's food it takes the place of is the one whose record lists it as a
 * substitute, else the only one of its kind and shape (a crumble for a crumble), else the only one
 * of its kind. When none or several fit, the cook is asked to say which.
 */
import type { TLanguage } from '../../../shared/i18n/languages.ts';
import { grammarOf } from '../../../shared/knowledge/grammar.ts';
import type { Room } from '../../knowledge/room.ts';
import { say } from './pack.ts';

export type SwapTarget = { from: string } | { reason: string } | { already: true };

export function swapTarget(room: Room, foods: readonly (string | null)[], to: string, lang: TLanguage): SwapTarget {
  const present = [...new Set(foods.filter((f): f is string => f !== null))];
  const toName = room.names(to, lang).one;
  if (present.some((f) => f === to || room.foods.get(f)?.of === to)) return { already: true };
  const rec = room.foods.get(to);
  const lists = (f: string) => {
    const r = room.foods.get(f);
    const parent = r?.of ? room.foods.get(r.of) : undefined;
    return [...(r?.subs ?? []), ...(parent?.subs ?? [])].some((s) => s.food === to || s.food === rec?.of);
  };
  const kind = (f: string) => !!rec && room.foods.get(f)?.kind === rec.kind;
  const shape = (f: string) => kind(f) && room.foods.get(f)?.look?.shape === rec?.look?.shape;
  for (const fits of [lists, shape, kind]) {
    const hit = present.filter(fits);
    if (hit.length === 1) return { from: hit[0]! };
    if (hit.length > 1)
      return {
        reason: say(lang, 'edits', 'swapWhich', {
          to: toName,
          foods: grammarOf(lang).list(
            hit.map((f) => room.names(f, lang).one),
            'disjunction',
          ),
        }),
      };
  }
  return { reason: say(lang, 'edits', 'swapNothing', { to: toName }) };
}
