/**
 * What a food does in a dish, and what may stand in for it there. A food's role comes from its
 * record's kind and from how the recipe uses it: flour mixed into a batter gives it structure,
 * eggs mixed into a baked batter bind it, the fat of a batter or a pan is its fat, milk mixed in is
 * its liquid. Such a food cannot simply leave a dish: a stand-in must come from the food's own
 * substitutes, listed for that function (flax egg "for binder", oat milk "for liquid"), or the edit
 * is refused, saying what the food does there.
 */
import type { TLanguage } from '../../../shared/i18n/languages.ts';
import type { TFood, TFoodFunction, TSubstitute } from '../../../shared/knowledge/food-schema.ts';
import type { Room } from '../../knowledge/room.ts';
import { SR24_FOODS } from '../../../shared/food/usda-sr24.generated.ts';
import { say } from './pack.ts';

/** How a recipe uses a food: whether the dish is baked, whether the food is mixed with other foods. */
export interface Use {
  bakes: boolean;
  mixed: boolean;
  /** The steps it is in thicken a sauce with it (a béchamel, a gravy), baked later or not. */
  thickens?: boolean;
}

/** Roles without which the dish does not hold, rise, cook or pour. */
const STRUCTURAL = new Set<TFoodFunction>(['body', 'thickener', 'binder', 'leavening', 'fat', 'liquid', 'creamy']);

/**
 * Fat per 100 g from which a poured dairy is a cream: it enriches what it goes into (the cream
 * stirred into a curry, a custard's cream) rather than being its liquid, as milk is. Heavy and
 * table cream are over it; half-and-half and evaporated milk are under.
 */
const CREAM_FAT = 15;

/** Whether a food's USDA row says it is a cream by its fat. */
function isCream(food: TFood): boolean {
  const fat = food.usda ? SR24_FOODS[food.usda]?.[0]?.[5] : undefined;
  return typeof fat === 'number' && fat >= CREAM_FAT;
}

/** The function a food has in a dish, or null when it only flavours or garnishes it. */
export function roleOf(food: TFood, use: Use): TFoodFunction | null {
  const roles: Partial<Record<TFood['kind'], TFoodFunction | null>> = {
    flour: use.thickens || (use.mixed && !use.bakes) ? 'thickener' : 'body',
    // Eggs bind a baked batter; beaten for a dip or scrambled into a dish they are cooked as eggs.
    egg: use.mixed && use.bakes ? 'binder' : 'main',
    leaven: 'leavening',
    fat: 'fat',
    dairy: use.mixed ? (food.by === 'liquid' && !isCream(food) ? 'liquid' : 'creamy') : null,
    protein: 'main',
    legume: 'main',
  };
  return roles[food.kind] ?? null;
}

/** A role the dish cannot go without: the food needs a stand-in that does the same. */
export function isStructural(role: TFoodFunction | null, use: Use): role is TFoodFunction {
  if (!role || !STRUCTURAL.has(role)) return false;
  // A fat greases the pan or the food even when nothing is mixed into it.
  return role === 'fat' || role === 'leavening' || use.mixed;
}

/**
 * The first of the food's own substitutes listed for `role` that `ok` accepts (a diet, an avoid
 * list), never a kind of the food itself ("without flour" is not answered with whole-wheat flour).
 */
export function standIn(
  room: Room,
  from: string,
  role: TFoodFunction,
  ok: (food: string) => boolean,
): TSubstitute | null {
  const food = room.foods.get(from);
  const family = (k: string) => k === from || room.foods.get(k)?.of === from || food?.of === k;
  const fits = (food?.subs ?? []).filter(
    (x) => x.for.includes(role) && room.foods.has(x.food) && !family(x.food) && ok(x.food),
  );
  // One measured the same way is the same kind of thing in the bowl: a soft fat for butter, not oil.
  const same = fits.find((x) => room.foods.get(x.food)?.by === food?.by);
  return same ?? fits[0] ?? null;
}

/** What the food does there, as a cook says it ("what makes it rise"). */
export function roleWords(role: TFoodFunction, lang: TLanguage): string {
  return say(lang, 'edits', `role.${role}`);
}

/** "flax egg in place of the eggs as the binder (for baking only…)": one stand-in, for a list. */
export function standInPart(room: Room, from: string, sub: TSubstitute, role: TFoodFunction, lang: TLanguage): string {
  const part = say(lang, 'edits', 'standInPart', {
    food: room.names(from, lang).one,
    role: roleWords(role, lang),
    to: room.names(sub.food, lang).one,
  });
  return sub.note ? `${part} (${sub.note[lang]})` : part;
}

/** "The flour is the structure here and cannot just go, so I used gluten-free flour instead (…)." */
export function standInNote(room: Room, from: string, sub: TSubstitute, role: TFoodFunction, lang: TLanguage): string {
  const text = say(lang, 'edits', 'standInRemove', {
    food: room.names(from, lang).one,
    role: roleWords(role, lang),
    to: room.names(sub.food, lang).one,
    note: sub.note ? ` (${sub.note[lang]})` : '',
  });
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Why a structural food cannot leave: what it does, and that no stand-in the record lists fits. */
export function noStandIn(room: Room, food: string, role: TFoodFunction, lang: TLanguage, diet?: string): string {
  return say(lang, 'edits', diet ? 'noStandInDiet' : 'noStandIn', {
    food: room.names(food, lang).one,
    role: roleWords(role, lang),
    diet: diet ?? '',
  });
}
