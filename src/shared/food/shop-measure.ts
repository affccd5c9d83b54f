/**
 * One food on the shopping list in ONE measure a shop sells, from every amount the recipes ask
 * for (issue 35): "1/3 xícara" + "2 colheres de chá" + "2 maços" of cilantro is bunches,
 * "3 (430 g) latas" + "2 latas" of beans is cans, "2" + "1/4 cup" of eggs is eggs.
 *
 * - A count (eggs, bunches, cans, cloves) is what a shop sells: when any amount counts things,
 *   the others are turned into that count by the food record's weights (piece, bunch or can
 *   weight against the grams of a cup, a spoon, a mass) and whole things are rounded up with what
 *   the recipes need kept as a note ("3 onions (recipes need 2 1/2)").
 * - Cans: a can without a size is the can the other recipes name; cans of other sizes count by
 *   their content ("1 (800 g) can" is two 400 g cans).
 * - Masses and volumes of one food add up by its weight ("1 cup" + "200 g" flour → "325 g").
 * - Foods a shop sells by weight (flour, sugar, grains, pasta, nuts, butter…) measured by volume
 *   are weighed by the food record and rounded up to a pack ("360 ml" of cassava flour → "250 g",
 *   the recipes needing about 190 g).
 * - Volumes alone become one volume measure rounded up to a kitchen amount ("2 3/4 cups + 2 tbsp"
 *   → "2 7/8 cups"; "1 l + 2 tbsp" → "1.05 l").
 * - "A pinch" and "to taste" beside a real amount add nothing to buy and are dropped.
 * - What cannot be turned into the line's measure (no weight known, text with no quantity) is
 *   kept apart, so the reader sees it beside the line instead of a sum that is no amount.
 */
import { kitchenFraction, nearestKitchen, type Lang } from '../amounts/format.ts';
import { parseAmountDetail, totalQuantity, type AmountDetail } from '../amounts/parse.ts';
import { q, toNumber, type Q } from '../amounts/rational.ts';
import { imperialMassText, metricText, roundOunces, type RenderOptions } from '../amounts/render.ts';
import { applyEdits, usesComma, wordLang, writeNumber, type Edit } from '../amounts/scale.ts';
import { sumAmounts } from '../amounts/sum.ts';
import { outputUnitWord, respellUnit, unitsInLanguage, wantsPlural } from '../amounts/unit-spelling.ts';
import { GRAMS_PER_OZ, UNITS, type UnitKey } from '../amounts/units.ts';
import { shopAmount } from '../shopping/shop-amount.ts';
import { FOODS_SLICE } from '../knowledge/foods-slice.generated.ts';
import { sliceNames } from '../knowledge/slice-format.ts';
import { foodAsMeasured, gramsOfQuantity } from './grams.ts';
import { findFood, foodByKey, type Food } from './lookup.ts';

export interface ShopMeasure {
  /** What to buy, in one measure. */
  amount: string;
  /** What the recipes need when a whole number of things is more ("2 1/2"), else null. */
  needed: string | null;
  /** Amounts that could not be turned into the line's measure, each as one amount. */
  apart: string[];
}

/** The amounts joined into one text by earlier sums ("1 cup + 2 tbsp", "2 cloves + 1 tsp"). */
export function amountParts(amounts: readonly string[]): string[] {
  return amounts
    .flatMap((a) => a.split(/\s\+\s/))
    .map((p) => p.trim())
    .filter(Boolean);
}

type Kind = 'mass' | 'volume' | 'count' | 'vague' | 'other';

interface Part {
  text: string;
  d: AmountDetail | null;
  kind: Kind;
  /** The count unit (null: bare pieces, "2", "1 large"). */
  unit: UnitKey | null;
  /** The larger end of a range (a shop buys for the larger), with a compound folded in. */
  quantity: number;
}

function partOf(text: string): Part {
  const d = parseAmountDetail(text);
  if (!d || d.leadingText) return { text, d, kind: 'other', unit: null, quantity: 0 };
  if (!d.min && (d.toTaste || !d.unit)) return { text, d, kind: 'vague', unit: null, quantity: 0 };
  const unit = d.unit?.form.unit ?? null;
  const info = unit ? UNITS[unit] : null;
  const quantity = d.max ? toNumber(d.max.value) : toNumber(totalQuantity(d));
  if (info?.kind === 'vague') return { text, d, kind: 'vague', unit, quantity };
  if (info?.kind === 'mass' || info?.kind === 'volume') return { text, d, kind: info.kind, unit, quantity };
  if (d.compound?.unit) return { text, d, kind: 'other', unit, quantity };
  // A size alone ("1 large") counts pieces, like a bare number.
  return { text, d, kind: 'count', unit: info?.kind === 'size' ? null : unit, quantity };
}

/** The quantity of an amount's text replaced ("3 (430 g) latas" with 5 → "5 (430 g) latas"). */
function withQuantity(part: Part, value: Q, lang: Lang): string {
  const d = part.d!;
  const unit = d.unit?.form.unit ?? null;
  const comma = usesComma(d, lang);
  const edits: Edit[] = [];
  const number = writeNumber(value, d.min, unit, comma);
  if (d.min) edits.push({ start: d.min.start, end: (d.max ?? d.min).end, text: number });
  if (d.compound) edits.push({ start: d.compound.start, end: d.compound.end, text: '' });
  if (d.unit && UNITS[d.unit.form.unit].kind !== 'size') {
    const written = d.text.slice(d.unit.start, d.unit.end);
    const respelled = respellUnit(written, d.unit, toNumber(value), wordLang(d, lang));
    const text = d.min ? respelled : `${number} ${respelled}`;
    if (text !== written) edits.push({ start: d.unit.start, end: d.unit.end, text });
  }
  return applyEdits(d.text, edits).trim();
}

/** Amounts that could not join the line, each group that adds up written as one amount. */
function sumApart(parts: readonly Part[], lang: Lang): string[] {
  const buckets: string[][] = [];
  for (const p of parts) {
    const bucket = buckets.find((b) => sumAmounts([...b, p.text], lang) !== null);
    if (bucket) bucket.push(p.text);
    else buckets.push([p.text]);
  }
  return buckets.map((b) => (b.length === 1 ? b[0]! : sumAmounts(b, lang)!));
}

const options = (lang: Lang): RenderOptions => ({ lang: lang === 'pt-BR' ? 'pt' : 'en', comma: lang === 'pt-BR' });

/** The smallest of a quarter, third or eighth (sixteenth under 1/4) at or above v. */
function kitchenUp(v: number, fine: boolean): Q {
  const steps = fine ? [16, 8, 4, 3, 2] : [8, 4, 3, 2];
  let best: Q | null = null;
  for (const d of steps) {
    const c = q(Math.ceil(v * d - 1e-9), d);
    if (!best || toNumber(c) < toNumber(best) - 1e-12) best = c;
  }
  return best!;
}

function withUnit(v: Q, unit: UnitKey, o: RenderOptions): string {
  const text = kitchenFraction(v) ?? String(toNumber(v));
  return `${text} ${outputUnitWord(unit, o.lang, wantsPlural(toNumber(v), o.lang))}`;
}

/** Millilitres as one cup or spoon measure, rounded up to what a cook can measure. */
export function imperialVolumeUp(ml: number, lang: Lang): string {
  const o = options(lang);
  if (ml < 15 - 1e-9) return withUnit(kitchenUp(ml / 5, true), 'tsp', o);
  if (ml < 60 - 1e-9) return withUnit(q(Math.ceil((ml / 15) * 2 - 1e-9), 2), 'tbsp', o);
  const cups = ml / 240;
  return withUnit(cups < 4 ? kitchenUp(cups, false) : q(Math.ceil(cups * 4 - 1e-9), 4), 'cup', o);
}

/** Grams or millilitres rounded up to a step a scale or jug shows ("87.3 ml" → "90 ml", "1.02 l" → "1.05 l"). */
export function metricUp(value: number, kind: 'mass' | 'volume', lang: Lang): string {
  const step = value < 10 ? 0.5 : value < 20 ? 1 : value < 250 ? 5 : value < 1000 ? 10 : 50;
  return metricText(Math.ceil(value / step - 1e-9) * step, kind, options(lang), false);
}

/** Grams of one counted item of a food as measured (a can of beans holds cooked beans), or null. */
function gramsEach(food: Food, unit: UnitKey | null): number | null {
  return gramsOfQuantity(foodAsMeasured(food, unit), 1, unit);
}

/** The measure of each item of a pack, in grams or millilitres by its own unit, or null. */
function packBase(part: Part): { kind: string; value: number } | null {
  const p = part.d?.pack;
  if (!p) return null;
  const info = UNITS[p.unit.form.unit];
  if (!info.base) return null;
  const factor = info.kind === 'mass' && info.system === 'imperial' ? GRAMS_PER_OZ : 1;
  return { kind: info.kind, value: toNumber(p.token.value) * toNumber(info.base) * factor };
}

/** The count written most often; between as many, the larger pack (it is what a shop stocks). */
function targetCount(counts: readonly Part[]): Part {
  const unit = counts[0]!.unit;
  const same = counts.filter((c) => c.unit === unit);
  const sized = same.filter((c) => packBase(c));
  if (sized.length === 0) return same[0]!;
  const tally = new Map<string, { part: Part; n: number; size: number }>();
  for (const c of sized) {
    const b = packBase(c)!;
    const key = `${b.kind}${Math.round(b.value)}`;
    const t = tally.get(key);
    if (t) t.n += 1;
    else tally.set(key, { part: c, n: 1, size: b.value });
  }
  return [...tally.values()].sort((a, b) => b.n - a.n || b.size - a.size)[0]!.part;
}

/** Grams of a mass, a volume or a count of another unit, by the food's weights; null when unknown. */
function gramsOfPart(food: Food, p: Part): number | null {
  if (p.kind === 'count') {
    const each = gramsEach(food, p.unit);
    return each === null ? null : each * p.quantity;
  }
  return gramsOfQuantity(food, p.quantity, p.unit);
}

/** Everything turned into the target count; the parts that could not be are kept apart. */
function inCount(parts: readonly Part[], target: Part, food: Food | null, lang: Lang): ShopMeasure {
  const targetPack = packBase(target);
  const measured = food ? foodAsMeasured(food, target.unit) : null;
  // What one target thing holds, by the food record (a can's drained content, a bunch's weight).
  const each = food ? gramsEach(food, target.unit) : null;
  let total = 0;
  const apart: Part[] = [];
  for (const p of parts) {
    if (p.kind === 'count' && p.unit === target.unit) {
      const pack = packBase(p);
      // A can without a size is the can the other recipes name; another size counts by content.
      if (!pack || !targetPack) total += p.quantity;
      else if (pack.kind === targetPack.kind) total += (p.quantity * pack.value) / targetPack.value;
      else apart.push(p);
      continue;
    }
    const g = measured && each ? gramsOfPart(measured, p) : null;
    if (g === null || !each) apart.push(p);
    else total += g / each;
  }
  if (total <= 0) return { amount: parts[0]!.text, needed: null, apart: sumApart(parts.slice(1), lang) };
  const written = withQuantity(target, nearestKitchen(total), lang);
  const shop = shopAmount(written, lang);
  return { amount: shop.amount, needed: shop.needed, apart: sumApart(apart, lang) };
}

/** Masses and volumes in one measure: by the food's weight when they mix, else by kind. */
function inMeasure(parts: readonly Part[], food: Food | null, lang: Lang): ShopMeasure {
  const masses = parts.filter((p) => p.kind === 'mass');
  const volumes = parts.filter((p) => p.kind === 'volume');
  const others = parts.filter((p) => p.kind !== 'mass' && p.kind !== 'volume');
  if (masses.length > 0 && volumes.length > 0 && food) {
    const apart: Part[] = [...others];
    let grams = 0;
    for (const p of [...masses, ...volumes]) {
      const g = gramsOfQuantity(food, p.quantity, p.unit);
      if (g === null) apart.push(p);
      else grams += g;
    }
    const imperial = UNITS[masses[0]!.unit!].system === 'imperial';
    const amount = imperial
      ? imperialMassText(roundOunces(grams / GRAMS_PER_OZ), options(lang))
      : metricText(Math.round(grams), 'mass', options(lang), false);
    return { amount, needed: null, apart: sumApart(apart, lang) };
  }
  if (masses.length > 0) {
    const sum = sumAmounts(
      masses.map((m) => m.text),
      lang,
    );
    return {
      amount: sum ?? sumApart(masses, lang).join(' + '),
      needed: null,
      apart: sumApart([...volumes, ...others], lang),
    };
  }
  let ml = 0;
  for (const v of volumes) ml += v.quantity * toNumber(UNITS[v.unit!].base!);
  const metric = UNITS[volumes[0]!.unit!].system === 'metric';
  const amount = metric ? metricUp(ml, 'volume', lang) : imperialVolumeUp(ml, lang);
  return { amount, needed: null, apart: sumApart(others, lang) };
}

/**
 * Kinds of food a shop sells by weight, in bags and blocks, whatever the recipe measured them in
 * (cups of flour, xícaras of cassava flour, ml of sugar): with the food's `by: 'volume'` (dry or
 * solid foods cooks measure in cups), never spices, herbs, leaves or sauces.
 */
const SOLD_BY_WEIGHT = new Set<Food['kind']>([
  'flour',
  'grain',
  'pasta',
  'legume',
  'sweet',
  'nut',
  'seed',
  'starch',
  'fat',
  'cheese',
]);

/**
 * Grams of a US cup (240 ml) of each such kind, for a food whose record has no cup weight (no
 * USDA match: cassava flour, polvilho, fubá): what flour, rice, dry pasta, dry beans, sugar, nuts,
 * seeds, starch, butter and grated cheese usually weigh. Only to choose a pack to buy, which is
 * rounded up anyway; nutrition and recipe amounts never use it.
 */
const CUP_GRAMS_BY_KIND: Partial<Record<Food['kind'], number>> = {
  flour: 125,
  grain: 180,
  pasta: 100,
  legume: 190,
  sweet: 200,
  nut: 140,
  seed: 140,
  starch: 150,
  fat: 225,
  cheese: 110,
};

/** Grams of an amount of a food to buy: by its record, else (a volume) by its kind. */
function gramsToBuy(food: Food, p: Part): number | null {
  const g = gramsOfQuantity(food, p.quantity, p.unit);
  if (g !== null || p.kind !== 'volume') return g;
  const cup = CUP_GRAMS_BY_KIND[food.kind];
  return cup === undefined ? null : (p.quantity * toNumber(UNITS[p.unit!].base!) * cup) / 240;
}

/** The packs shops sell dry goods in: grams, and ounces for a US list (4 oz … 10 lb). */
const PACK_GRAMS = [100, 200, 250, 500, 1000, 2000, 5000];
const PACK_OUNCES = [4, 8, 16, 32, 80, 160];
/** Less than this is a cook's spoonful, not a bag: "1 tbsp sugar" stays a spoon. */
const MIN_WEIGHED_GRAMS = 50;

/**
 * A food sold by weight, asked for by volume (and maybe mass too): its grams by the food record's
 * household measures, rounded up to a pack a shop sells ("360 ml de farinha de mandioca" → "250 g",
 * the recipes needing about 190 g); in ounces on an English list measured in cups or ounces. Null
 * when the food is not sold by weight, nothing is a volume, a volume has no known weight, or the
 * amount is a spoonful.
 */
function inShopWeight(parts: readonly Part[], food: Food, lang: Lang): ShopMeasure | null {
  if (!SOLD_BY_WEIGHT.has(food.kind) || food.by !== 'volume') return null;
  if (!parts.some((p) => p.kind === 'volume')) return null;
  if (!parts.every((p) => p.kind === 'volume' || p.kind === 'mass')) return null;
  let grams = 0;
  for (const p of parts) {
    const g = gramsToBuy(food, p);
    if (g === null) return null;
    grams += g;
  }
  if (grams < MIN_WEIGHED_GRAMS) return null;
  const o = options(lang);
  // Ounces for an English list measured in cups and ounces; grams otherwise ("xícaras" are a
  // Brazilian cook's cups, and a Brazilian shop sells by the kilo).
  const imperial = lang !== 'pt-BR' && parts.every((p) => UNITS[p.unit!].system === 'imperial');
  if (imperial) {
    const oz = grams / GRAMS_PER_OZ;
    const pack = PACK_OUNCES.find((v) => v >= oz - 1e-9) ?? Math.ceil(oz / 16) * 16;
    const need = imperialMassText(roundOunces(oz), o);
    const amount = imperialMassText(q(pack), o);
    return { amount, needed: need === amount ? null : need, apart: [] };
  }
  const pack = PACK_GRAMS.find((v) => v >= grams - 1e-9) ?? Math.ceil(grams / 1000) * 1000;
  const need = metricText(Math.round(grams), 'mass', o, true);
  const amount = metricText(pack, 'mass', o, false);
  return { amount, needed: need === amount ? null : need, apart: [] };
}

/**
 * Teaspoons that add up to a tablespoon or more, as tablespoons ("6 tsp" → "2 tbsp"): what a
 * cook measures with. Null for anything else.
 */
function inTablespoons(amount: string, lang: Lang): string | null {
  const p = partOf(amount);
  if (p.kind !== 'volume' || p.unit !== 'tsp' || p.d?.max) return null;
  const ml = p.quantity * toNumber(UNITS.tsp.base!);
  return ml >= 15 - 1e-9 && ml < 60 - 1e-9 ? imperialVolumeUp(ml, lang) : null;
}

/**
 * The amounts the recipes ask for of one food (`name`, in `lang`), as one measure to buy. See the
 * file's comment for the rules.
 */
export function shopMeasure(amounts: readonly string[], name: string, lang: Lang): ShopMeasure {
  // In the reader's units: a Portuguese recipe's "maços" is "bunches" on an English list.
  const m = measureOf(amounts, name, lang);
  const words = (a: string) => unitsInLanguage(a, lang);
  return { amount: words(m.amount), needed: m.needed === null ? null : words(m.needed), apart: m.apart.map(words) };
}

function measureOf(amounts: readonly string[], name: string, lang: Lang): ShopMeasure {
  const all = amountParts(amounts).map(partOf);
  if (all.length === 0) return { amount: '', needed: null, apart: [] };
  const real = all.filter((p) => p.kind !== 'vague');
  // Only vague amounts ("a gosto", "a pinch"): one of them says it all.
  if (real.length === 0) {
    const shop = shopAmount(
      sumAmounts(
        all.map((p) => p.text),
        lang,
      ) ?? all[0]!.text,
      lang,
    );
    return { ...shop, apart: [] };
  }
  const food = findFood(name, lang === 'pt-BR' ? 'pt' : 'en');
  // A cooked food a shop sells in cans (cooked beans, chickpeas, lentils), asked for by the cup or
  // gram: bought as cans, never as a bag of cooked beans no shop has.
  // (Only when each amount's weight is known: else the amounts stay as the recipes wrote them.)
  if (food?.unit?.key === 'can' && real.every((p) => p.kind === 'mass' || p.kind === 'volume')) {
    const cans = inCount(real, partOf(lang === 'pt-BR' ? '1 lata' : '1 can'), food, lang);
    if (cans.apart.length === 0) return cans;
  }
  // Flour, sugar, rice, pasta, nuts, butter: bought by weight, in the bags a shop sells.
  const weighed = food ? inShopWeight(real, food, lang) : null;
  if (weighed) return weighed;
  // One measure already ("2 cloves" + "1 clove", "200 g" + "1/2 kg"): the plain sum, rounded up.
  const plain =
    real.length === 1
      ? real[0]!.text
      : sumAmounts(
          real.map((p) => p.text),
          lang,
        );
  if (plain !== null && amountParts([plain]).length === 1 && real.every((p) => p.kind !== 'other')) {
    const spoons = inTablespoons(plain, lang);
    if (spoons) return { amount: spoons, needed: null, apart: [] };
    const shop = shopAmount(plain, lang);
    return { ...shop, apart: [] };
  }
  const counts = real.filter((p) => p.kind === 'count');
  if (counts.length > 0) return inCount(real, targetCount(counts), food, lang);
  const measured = real.filter((p) => p.kind === 'mass' || p.kind === 'volume');
  if (measured.length > 0) return inMeasure(real, food, lang);
  return { amount: real[0]!.text, needed: null, apart: sumApart(real.slice(1), lang) };
}

/**
 * A line of a cooked food a cook makes from a raw one ("2 cups cooked rice", "500 g de arroz
 * cozido"), as the raw food to buy by the record's yield: "2/3 cup white rice", "200 g arroz
 * branco". In cups when the recipe measured in cups and the raw food's cup weight is known, else
 * by weight. Null when the food is not such a food, a shop sells it cooked in cans (beans), or an
 * amount cannot be weighed (then the line stays as written).
 */
export function boughtAs(name: string, amount: string, lang: Lang): { name: string; amount: string } | null {
  const food = findFood(name, lang === 'pt-BR' ? 'pt' : 'en');
  if (!food?.raw || food.unit?.key === 'can') return null;
  const raw = foodByKey(food.raw.key);
  const row = FOODS_SLICE[food.raw.key];
  if (!raw || !row) return null;
  const parts = amountParts([amount]).map(partOf);
  if (parts.length === 0 || !parts.every((p) => p.kind === 'mass' || p.kind === 'volume')) return null;
  let cooked = 0;
  for (const p of parts) {
    const g = gramsOfQuantity(food, p.quantity, p.unit);
    if (g === null) return null;
    cooked += g;
  }
  const grams = cooked / food.raw.yield;
  const cup = gramsOfQuantity(raw, 1, 'cup');
  const cups = parts.every((p) => p.kind === 'volume' && UNITS[p.unit!].system === 'imperial');
  const imperial = lang !== 'pt-BR' && parts.every((p) => UNITS[p.unit!].system === 'imperial');
  // The nearest kitchen measure, not the next one up: the list rounds the raw food up to a bag.
  const rawCups = cup ? grams / cup : 0;
  const text =
    cups && cup
      ? rawCups >= 0.25
        ? withUnit(nearestKitchen(rawCups), 'cup', options(lang))
        : imperialVolumeUp(rawCups * 240, lang)
      : imperial
        ? imperialMassText(roundOunces(grams / GRAMS_PER_OZ), options(lang))
        : metricUp(grams, 'mass', lang);
  return { name: sliceNames(row, lang).one, amount: unitsInLanguage(text, lang) };
}
