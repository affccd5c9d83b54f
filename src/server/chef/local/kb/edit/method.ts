import type { TLanguage } from '../../../../../shared/constants.ts';
import type { Dish } from '../dish.ts';
import type { Knowledge } from '../load.ts';
import type { TAction } from '../schema.ts';
import { t, type OpOf } from './op.ts';

// Cooking the dish another way (air fryer, oven, grill, slow or pressure cooker).

/** The actions each appliance takes over. */
const METHOD_FROM: Record<string, TAction[]> = {
  airfry: ['fry', 'brown', 'roast', 'bake', 'stirfry'],
  roast: ['fry', 'brown', 'grill', 'stirfry', 'saute'],
  grill: ['fry', 'brown', 'roast', 'bake', 'stirfry'],
  slow: ['simmer'],
  pressure: ['simmer'],
};
const METHOD_NAME: Record<string, [string, string]> = {
  airfry: ['air fryer', 'fritadeira sem óleo'],
  roast: ['oven', 'forno'],
  grill: ['grill', 'grelha'],
  slow: ['slow cooker', 'panela de cozimento lento'],
  pressure: ['pressure cooker', 'panela de pressão'],
};

/** Hands the dish's cooking steps to another appliance and retimes it; fails when no step fits. */
export function applyMethod(
  kb: Knowledge,
  d: Dish,
  op: OpOf<'method'>,
  lang: TLanguage,
  done: string[],
): string | undefined {
  const from = METHOD_FROM[op.to]!;
  const main =
    d.ings.find((i) => i.role === 'protein') ?? d.ings.find((i) => i.role === 'vegetable' || i.role === 'starch');
  const steps = d.steps.filter((s) => ('do' in s ? (from as string[]).includes(s.do) : s.act && from.includes(s.act)));
  // A bake with no main ingredient (cookies, a cake) goes into the air fryer as it is.
  const bakes = steps.some((s) =>
    'do' in s ? ['bake', 'roast'].includes(s.do) : s.act === 'roast' || s.act === 'bake',
  );
  if ((!main && !(op.to === 'airfry' && bakes)) || steps.length === 0) {
    const [en, pt] = METHOD_NAME[op.to]!;
    return t(
      lang,
      `This recipe has no cooking step that the ${en} can take over.`,
      `Esta receita não tem uma etapa de cozimento que a ${pt} possa substituir.`,
    );
  }
  d.methodSwap = { from, to: op.to };
  const e = main ? kb.lex.get(main.key) : undefined;
  const oldHi = Math.max(0, ...from.map((a) => e?.cook?.[a]?.[1] ?? 0));
  const newHi =
    e?.cook?.[op.to]?.[1] ?? { airfry: 15, roast: 25, grill: 10, slow: 360, pressure: 10 }[op.to as 'airfry']!;
  // A bake keeps its time in the air fryer (lower heat, smaller batches).
  if (main) d.cookTime = Math.max(5, Math.round(d.cookTime - Math.min(oldHi, d.cookTime * 0.8) + newHi));
  const [en, pt] = METHOD_NAME[op.to]!;
  d.tags.en.push(en);
  d.tags['pt-BR'].push(pt);
  done.push(t(lang, `cooked in the ${en}`, `feita na ${pt}`));
  return undefined;
}
