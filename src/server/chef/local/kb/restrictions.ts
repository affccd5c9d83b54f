import { swapIng } from './build.ts';
import type { Dish } from './dish.ts';
import type { Knowledge } from './load.ts';
import type { TLexEntry } from './schema.ts';
import { forbidden, type Want } from './understand.ts';

/**
 * Makes a dish keep the restrictions: each forbidden ingredient is swapped for its first allowed
 * substitute, or dropped when it is optional or a garnish. Returns the swaps made, or null when
 * an ingredient can be neither swapped nor dropped.
 */
export function enforce(
  kb: Knowledge,
  d: Dish,
  want: Pick<Want, 'avoidCats' | 'avoidKeys'>,
): { from: string; to: string | null }[] | null {
  const changes: { from: string; to: string | null }[] = [];
  for (const i of [...d.ings]) {
    if (!forbidden(kb, want, i.key)) continue;
    const e = kb.lex.get(i.key);
    const ok = (s: string) => kb.lex.has(s) && !forbidden(kb, want, s) && !d.ings.some((o) => o.key === s && o !== i);
    const sub = (e?.subs ?? []).find(ok) ?? (e ? fallbackSubs(e, i.role).find(ok) : undefined);
    if (sub) {
      changes.push({ from: i.key, to: sub });
      swapIng(kb, d, i, sub);
    } else if (
      i.optional ||
      ['garnish', 'seasoning', 'spice', 'herb', 'nut', 'cheese', 'sauce'].includes(i.role) ||
      !e
    ) {
      changes.push({ from: i.key, to: null });
      d.ings = d.ings.filter((o) => o !== i);
    } else return null;
  }
  return changes;
}

/**
 * Substitutes by role and category for ingredients the lexicon gives none for (the pantry entries
 * of the converted classics): ground meat → lentils, other meat → mushrooms or tofu, meat stock →
 * vegetable stock, fish sauce → soy sauce, and so on.
 */
export function fallbackSubs(e: TLexEntry, role: string): string[] {
  const c = new Set<string>(e.cats);
  const ground = /\b(ground|minced|mince|moíd[oa])\b/i.test(`${e.name.en[0]} ${e.name['pt-BR'][0]}`);
  if (role === 'liquid' || /stock|broth|bones/i.test(e.name.en[0])) return ['vegetable-stock', 'water'];
  if (c.has('meat') || c.has('beef') || c.has('pork') || c.has('poultry'))
    return ground
      ? ['lentils', 'mushrooms', 'tofu']
      : role === 'protein'
        ? ['mushrooms', 'tofu', 'chickpeas', 'white-beans']
        : ['smoked-tofu', 'mushrooms'];
  if (c.has('fish') || c.has('shellfish'))
    return role === 'protein' ? ['tofu', 'white-beans', 'mushrooms'] : ['soy-sauce', 'tamari', 'coconut-aminos'];
  if (c.has('dairy'))
    return role === 'cheese'
      ? ['vegan-cheese', 'nutritional-yeast']
      : role === 'fat'
        ? ['olive-oil', 'coconut-oil']
        : ['coconut-cream', 'oat-milk', 'soy-milk'];
  if (c.has('egg')) return ['flax-egg'];
  if (c.has('gluten'))
    return role === 'flour'
      ? ['gluten-free-flour', 'rice-flour']
      : role === 'sauce'
        ? ['tamari', 'coconut-aminos']
        : role === 'starch'
          ? ['rice', 'gluten-free-pasta', 'gluten-free-bread']
          : [];
  if (c.has('treenut') || c.has('peanut'))
    return role === 'sauce' ? ['sunflower-butter', 'tahini'] : ['pumpkin-seeds', 'sunflower-seeds'];
  if (c.has('honey')) return ['maple-syrup'];
  if (c.has('gelatin')) return ['agar'];
  if (c.has('alcohol')) return ['vegetable-stock'];
  if (c.has('soy')) return role === 'sauce' ? ['coconut-aminos'] : ['chickpeas'];
  if (c.has('sesame')) return ['olive-oil'];
  return [];
}
