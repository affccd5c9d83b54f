import { parseQty, scaleQty } from './amounts.ts';
import { defaultQty } from './build.ts';
import type { Dish, DishIng } from './dish.ts';
import type { Knowledge } from './load.ts';
import type { TFamily, TLexEntry } from './schema.ts';
import { forbidden, type Want } from './understand.ts';

/** Roles that can stand in for each other when a wanted ingredient has no slot of its own role. */
const NEAR_ROLES: Record<string, string[]> = {
  vegetable: ['vegetable', 'fruit', 'protein', 'starch'],
  fruit: ['fruit', 'vegetable', 'sweet'],
  sweet: ['sweet', 'fruit', 'nut'],
  nut: ['nut', 'sweet', 'fruit', 'garnish'],
  starch: ['starch', 'vegetable', 'protein'],
  egg: ['protein'],
  cheese: ['protein', 'cheese', 'dairy'],
  protein: ['protein', 'vegetable'],
  herb: ['herb', 'vegetable', 'garnish'],
  seasoning: ['seasoning', 'fruit', 'sweet', 'herb', 'vegetable'],
  spice: ['spice', 'sweet', 'herb', 'seasoning'],
  liquid: ['liquid', 'fruit', 'sweet'],
  sauce: ['sauce', 'sweet', 'vegetable', 'protein'],
};

/**
 * Which slot takes each wanted ingredient: a slot that lists it, then one of its role, then one of
 * a near role. Wanted ingredients may exceed a slot's usual count by two: the wish comes first.
 */
function placeWanted(kb: Knowledge, f: TFamily, wanted: string[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const slots = Object.entries(f.slots);
  const room = (name: string, extra: number) => (out.get(name)?.length ?? 0) < f.slots[name]!.n[1] + extra;
  for (const k of wanted) {
    const e = kb.lex.get(k)!;
    const near = NEAR_ROLES[e.role] ?? [e.role];
    if (f.fixed.some((x) => x.key === k)) continue;
    const tries: ((n: string, r: string) => boolean)[] = [
      (n, r) => f.slots[n]!.pick.includes(k) && r === e.role && room(n, 0),
      (n) => f.slots[n]!.pick.includes(k) && room(n, 0),
      (_, r) => r === e.role && room(_, 0),
      (n) => f.slots[n]!.pick.includes(k) && room(n, 2),
      (n, r) => r === e.role && room(n, 2),
      ...near.map((nr) => (n: string, r: string) => r === nr && room(n, 2)),
    ];
    const listed = (sl: TFamily['slots'][string]) => sl.pick.includes(k) || (sl.alt ?? []).includes(k);
    for (const t of tries) {
      const hit = slots.find(([n, sl]) => (!sl.strict || listed(sl)) && t(n, sl.role));
      if (hit) {
        out.set(hit[0], [...(out.get(hit[0]) ?? []), k]);
        break;
      }
    }
  }
  return out;
}

/** Longest time an ingredient takes for an action (0 when the lexicon does not say). */
function takes(kb: Knowledge, key: string, action: string | undefined): number {
  return action ? (kb.lex.get(key)?.cook?.[action as keyof NonNullable<TLexEntry['cook']>]?.[1] ?? 0) : 0;
}

/**
 * Fills a family's slots: wanted keys first, then the slot's picks rotated by `variant`. `quick`
 * builds the family's version against the clock (its own times, picks and steps); null when the
 * family has none. With a time limit the slot that sets the time takes only what cooks in time.
 */
export function dishFromFamily(
  kb: Knowledge,
  f: TFamily,
  want: Want,
  variant: number,
  servings: number,
  quick = false,
  /** Vary a wish that fills every slot it names even when other slots are free. */
  vary = false,
): Dish | null {
  const q = quick ? f.quick : undefined;
  if (quick && !q) return null;
  const prepTime = q?.prepTime ?? f.prepTime;
  const baseCook = q?.cookTime ?? f.cookTime;
  const timeSlot = q?.timeSlot ?? f.timeSlot;
  const timeAction = q?.timeAction ?? f.timeAction;
  const used = new Set<string>();
  const ings: DishIng[] = [];
  const factor = servings / f.serves;
  for (const fx of f.fixed) used.add(fx.key);
  const wanted = want.keys.filter((k) => kb.lex.has(k));
  const placed = new Set<string>();
  const assigned = placeWanted(kb, f, wanted);
  // When the wish fills every slot there is nothing left to vary: variations add a companion of
  // the same kind as a wanted ingredient ("okra risotto with zucchini") instead.
  const noFreeSlot = Object.entries(f.slots).every(
    ([n, sl]) =>
      (assigned.get(n)?.length ?? 0) >= sl.n[1] ||
      sl.pick.filter((k) => !forbidden(kb, want, k) && !used.has(k) && !wanted.includes(k)).length < 2,
  );
  // One companion per variation, beside a wanted ingredient that is not the centre protein when
  // there is one ("chicken pancakes with spinach and corn", not "with chicken and tuna").
  const withWanted = [...assigned.keys()].filter((n) => (assigned.get(n)?.length ?? 0) > 0);
  const companionSlot =
    (noFreeSlot || vary) && wanted.length > 0 && variant % 3 !== 0
      ? (withWanted.find((n) => f.slots[n]!.role !== 'protein') ?? withWanted[0])
      : undefined;
  const extra = new Set<string>(); // companions take half a share: the wanted ingredient leads
  for (const [name, slot] of Object.entries(f.slots)) {
    const chosen: string[] = [...(assigned.get(name) ?? [])];
    for (const k of chosen) placed.add(k);
    // What the cook has goes in where it fits, without being required.
    for (const k of want.have) {
      if (chosen.length >= Math.max(1, slot.n[0]) || placed.has(k) || used.has(k) || forbidden(kb, want, k)) continue;
      if (slot.pick.includes(k)) {
        chosen.push(k);
        placed.add(k);
      }
    }
    const min = slot.n[0] === 0 && chosen.length === 0 ? (variant % 2 === 1 ? 1 : 0) : slot.n[0];
    let pool = q?.picks?.[name] ?? slot.pick;
    // Stand-ins (gluten-free pastry) only when the restrictions rule out every usual pick.
    if (slot.alt && pool.every((k) => forbidden(kb, want, k))) pool = slot.alt;
    if (want.minutes !== null && name === timeSlot) {
      const fits = pool.filter((k) => prepTime + baseCook + takes(kb, k, timeAction) <= want.minutes!);
      if (fits.length) pool = fits;
    }
    const picks = pool.filter(
      (k) => !forbidden(kb, want, k) && !used.has(k) && !chosen.includes(k) && !wanted.includes(k),
    );
    const target = Math.max(min, chosen.length);
    for (let j = 0; chosen.length < target && j < picks.length; j++) chosen.push(picks[(variant + j) % picks.length]!);
    if (name === companionSlot && chosen.length > 0 && chosen.length <= slot.n[1] + 1) {
      const roles = new Set(chosen.map((k) => kb.lex.get(k)?.role));
      const animal = (k: string) =>
        (kb.lex.get(k)?.cats ?? []).some((c) => ['meat', 'poultry', 'fish', 'shellfish'].includes(c));
      // Never a second centre protein: beside meat or fish only what is not a protein itself.
      const meaty = chosen.some(animal);
      const free = picks.filter(
        (k) => !chosen.includes(k) && !animal(k) && !(meaty && kb.lex.get(k)?.role === 'protein'),
      );
      // Same kind first, then the rest of the slot's picks, each variation the next one.
      const same = free.filter((k) => roles.has(kb.lex.get(k)?.role));
      const like = [...same, ...free.filter((k) => !same.includes(k))];
      if (like.length) {
        chosen.push(like[(variant - Math.floor(variant / 3) - 1) % like.length]!);
        extra.add(chosen[chosen.length - 1]!);
      }
    }
    if (chosen.length < slot.n[0]) return null;
    chosen.forEach((k, j) => {
      used.add(k);
      ings.push({
        id: `${name}-${j}`,
        key: k,
        role: slot.role,
        qty: defaultQty(kb, k, servings, (slot.share ?? 1) * (extra.has(k) ? 0.5 : 1)),
        origKey: k,
        slot: name,
      });
    });
  }
  for (const fx of f.fixed) {
    const q = parseQty(typeof fx.amount === 'string' ? fx.amount : fx.amount.en);
    ings.push({
      id: fx.id,
      key: fx.key,
      role: fx.role,
      qty: q ? scaleQty(q, factor) : null,
      origKey: fx.key,
      ...(fx.optional ? { optional: true } : {}),
    });
  }
  // The quick version counts on how long its timed ingredients take: a braising cut the lexicon
  // does not time for that action (beef chuck is not stir-fried) does not get it; what needs no
  // cooking of that kind (ham, canned tuna, beans, eggs) takes its browning time or none.
  const quickTime = (key: string): number | null => {
    const t = takes(kb, key, timeAction);
    if (t) return t;
    const cook = kb.lex.get(key)?.cook;
    if ((cook?.simmer?.[0] ?? 0) >= 60) return null;
    return cook?.brown?.[1] ?? 0;
  };
  if (q && timeSlot && timeAction && ings.some((i) => i.slot === timeSlot && quickTime(i.key) === null)) return null;
  let cook = baseCook;
  if (timeSlot && timeAction) {
    let hi = 0;
    for (const i of ings)
      if (i.slot === timeSlot) hi = Math.max(hi, (q ? quickTime(i.key) : takes(kb, i.key, timeAction)) ?? 0);
    cook += hi;
  }
  // Nor does a slow ingredient that the quick version would simmer or roast longer than it claims.
  if (q)
    for (const st of q.steps ?? f.steps) {
      if (!('do' in st) || !['simmer', 'roast', 'bake'].includes(st.do)) continue;
      for (const i of ings) if (st.what.includes(i.slot ?? i.id) && takes(kb, i.key, st.do) > cook) return null;
    }
  return {
    source: 'family',
    sourceId: f.id,
    title: f.title,
    description: q?.description ?? f.description,
    course: f.course,
    family: f.id,
    cuisine: want.cuisine ?? f.cuisine,
    servings,
    prepTime,
    cookTime: cook,
    difficulty: cook + prepTime > 60 ? 'Medium' : 'Easy',
    ings,
    steps: q?.steps ?? f.steps,
    tags: q
      ? { en: [...f.tags.en, 'quick'], 'pt-BR': [...f.tags['pt-BR'], 'rápido'] }
      : { en: [...f.tags.en], 'pt-BR': [...f.tags['pt-BR']] },
    tips: q
      ? { en: [q.tip.en, ...f.tips.en], 'pt-BR': [q.tip['pt-BR'], ...f.tips['pt-BR']] }
      : { en: [...f.tips.en], 'pt-BR': [...f.tips['pt-BR']] },
    factor,
  };
}
