/**
 * Method changes a cook makes to a recipe the chef knows, from method data
 * (src/knowledge/methods.json) and the food records' own times for the method: the long simmer
 * of a stew or of beans under pressure or in a slow cooker, the deep-frying of croquettes and
 * pastries in an air fryer. Only the steps the method changes are rewritten, with placeholders,
 * so the recipe still scales and converts. What the data cannot say (a wet batter in an air
 * fryer, a food with no pressure time) is refused with the reason.
 */
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { TLanguage } from '../../../shared/i18n/languages.ts';
import type { TCookbookIngredient } from '../../../shared/knowledge/cookbook-schema.ts';
import type { TAction, TText } from '../../../shared/knowledge/food-schema.ts';
import { KNOWLEDGE_DIR, type Room } from '../../knowledge/room.ts';
import { ingredientId } from '../../knowledge/cookbook-check.ts';
import { fries, idsIn, says, SENTENCE } from './edit-words.ts';
import type { Version } from './facts.ts';

const ZLangText = z.object({ en: z.string(), 'pt-BR': z.string() });
const ZLangList = z.object({ en: z.array(z.string()), 'pt-BR': z.array(z.string()) });
/** A chili a cook adds to make a dish hotter, for the method's servings. */
const ZHeat = z.object({
  food: z.string(),
  q: z.number(),
  u: z.enum(['tsp', 'tbsp']).optional(),
  prep: z.string().optional(),
});
const ZMethods = z
  .object({
    airfryer: z.object({
      temp: z.number(),
      byDish: z.record(z.string(), z.tuple([z.number(), z.number()])),
      step: ZLangText,
      drain: ZLangList,
      oilNote: ZLangText,
      /** Grilled, roasted or pan-fried pieces in the basket, at the time their own records give. */
      dryStep: ZLangText,
      /** A food the grill or pan cooked beside the pieces, at its own air-fryer time. */
      alongside: ZLangText,
    }),
    /** Oven-"fried": breaded or shaped pieces on a tray, brushed with a little of the oil. */
    oven: z.object({
      temp: z.number(),
      byDish: z.record(z.string(), z.tuple([z.number(), z.number()])),
      step: ZLangText,
      /** How a cook knows the pieces of a dish are done, beyond golden and crisp. */
      cue: z.record(z.string(), ZLangText),
      drain: ZLangList,
      oilNote: ZLangText,
    }),
    'pressure-cooker': z.object({ minMinutes: z.number(), extra: z.number(), step: ZLangText }),
    'slow-cooker': z.object({ minMinutes: z.number(), extra: z.number(), step: ZLangText }),
    spicier: z.object({
      servings: z.number(),
      aromatics: z.array(z.string()),
      byCuisine: z.record(z.string(), ZHeat),
      default: ZHeat,
    }),
  })
  .strict();
type Methods = z.infer<typeof ZMethods>;

let loaded: Methods | null = null;
export function methods(): Methods {
  loaded ??= ZMethods.parse(JSON.parse(fs.readFileSync(path.join(KNOWLEDGE_DIR, 'methods.json'), 'utf8')));
  return loaded;
}

export type Converted =
  | {
      ok: true;
      version: Version;
      equipment: string;
      from: number;
      to: [number, number];
      unit: 'min' | 'h';
      /** The frying oil that became a spoonful to brush with. */
      oil?: string;
    }
  | {
      ok: false;
      why: 'batter' | 'noFrying' | 'noLongCooking' | 'noData' | 'stages' | 'already' | 'noBake';
      food?: string;
    };

const LONG = /\b(?:simmer\w*|braise\w*|stew\w*|cook\w*|bake\w*|roast\w*)\b/i;
const BATTER = /\bbatter\b/i;

/** The longest time a sentence gives, in minutes ("1 1/2 hours", "45–60 minutes"). */
export function minutesIn(text: string): number | null {
  const re =
    /(\d+(?:[.,]\d+)?(?:\s+\d\/\d)?|\d\/\d)(?:\s*(?:–|-|to|a)\s*(\d+(?:[.,]\d+)?(?:\s+\d\/\d)?|\d\/\d))?\s*(hours?|hrs?|horas?|h\b|minutes?|mins?|minutos?)/gi;
  const num = (s: string) =>
    s
      .trim()
      .split(/\s+/)
      .reduce((sum, p) => {
        const [a, b] = p.split('/');
        return sum + (b ? Number(a) / Number(b) : Number(p.replace(',', '.')));
      }, 0);
  let best: number | null = null;
  for (const m of text.matchAll(re)) {
    const v = num(m[2] ?? m[1]!);
    const minutes = /^h/i.test(m[3]!) ? v * 60 : v;
    if (best === null || minutes > best) best = minutes;
  }
  return best;
}

/** Tips about the old way of cooking (frying oil, the hob) no longer hold. */
const OLD_WAY: Record<TLanguage, RegExp> = {
  en: /\b(?:fr(?:y|ied|ying)|oil|simmer\w*|stove|hob)\b/i,
  'pt-BR': /(?<![\p{L}])(?:frit\p{L}*|fritura|óleo|fogo baixo|fogão)(?![\p{L}])/iu,
};

/** The description without its sentences about frying, once the dish is not fried. */
function unfried(v: Version): Version['description'] {
  const en = v.description.en.split(SENTENCE);
  const pt = v.description['pt-BR'].split(SENTENCE);
  if (en.length !== pt.length) return fries(v.description.en) ? { en: '', 'pt-BR': '' } : v.description;
  const keep = en.map((x) => !fries(x));
  return { en: en.filter((_, n) => keep[n]).join(' '), 'pt-BR': pt.filter((_, n) => keep[n]).join(' ') };
}

/** The grill or roasting tin a dry-heat step used: tips about it no longer hold in the basket. */
const GRILL_WAY: Record<TLanguage, RegExp> = {
  en: /\b(?:grill\w*|barbecue|char\w*|broil\w*|roast\w*)\b/i,
  'pt-BR': /(?<![\p{L}])(?:grelh\p{L}*|churrasqueira|brasa|assad\p{L}*)(?![\p{L}])/iu,
};

/**
 * "…, grilled until browned — served with…" → "… — served with…": the clause of the description
 * that says how the pieces were cooked, once they are cooked another way. A clause is what runs from
 * a comma to the next comma, dash or stop.
 */
function withoutWayClause(text: string, lang: TLanguage): string {
  const way = lang === 'en' ? '(?:grilled|chargrilled|broiled|roasted)' : '(?:grelhad|assad)\\p{L}*';
  return text.replace(new RegExp(`,\\s+${way}(?![\\p{L}])[^,;—.]*?(?=\\s*(?:—|[,;.]))`, 'u'), '');
}

function withSteps(
  v: Version,
  steps: TText[],
  ingredients = v.ingredients,
  cook = v.time.cook,
  old: Record<TLanguage, RegExp> = OLD_WAY,
): Version {
  const tips = v.tips
    ? {
        en: v.tips.en.filter((t) => !OLD_WAY.en.test(t) && !old.en.test(t)),
        'pt-BR': v.tips['pt-BR'].filter((t) => !OLD_WAY['pt-BR'].test(t) && !old['pt-BR'].test(t)),
      }
    : v.tips;
  return { ...v, steps, ingredients, tips, time: { ...v.time, cook } };
}

/** Minutes of cooking that make a stage of their own: a pot that simmers that long has a braise. */
const STAGE_MINUTES = 20;

const spansOf = (room: Room, list: TCookbookIngredient[], action: TAction) =>
  list.flatMap((i) => {
    const m = room.foods.get(i.food)?.cook?.[action]?.min;
    return m ? [m] : [];
  });

/** The method's own time for the foods one step names, from the food records; null when none has one. */
function stepSpan(room: Room, v: Version, step: TText, action: TAction): [number, number] | null {
  const byId = new Map(v.ingredients.map((i) => [ingredientId(i), i]));
  const found = spansOf(
    room,
    idsIn(step.en).flatMap((id) => (byId.has(id) ? [byId.get(id)!] : [])),
    action,
  );
  return found.length ? [Math.max(...found.map((m) => m[0])), Math.max(...found.map((m) => m[1]))] : null;
}

/** The foods of the step that have the method's own time, else the recipe's main ones that do. */
function timedFoods(room: Room, v: Version, step: TText, action: TAction): [number, number] | null {
  const own = stepSpan(room, v, step, action);
  if (own) return own;
  const found = spansOf(
    room,
    v.ingredients.filter((i) => ['protein', 'legume'].includes(room.foods.get(i.food)?.kind ?? '')),
    action,
  );
  if (!found.length) return null;
  return [Math.max(...found.map((m) => m[0])), Math.max(...found.map((m) => m[1]))];
}

/** The long simmer or braise under pressure, or in a slow cooker. */
function longCooking(room: Room, v: Version, method: 'pressure-cooker' | 'slow-cooker'): Converted {
  const data = methods()[method];
  let at = -1;
  let longest = 0;
  const action: TAction = method === 'pressure-cooker' ? 'pressure' : 'slow';
  v.steps.forEach((s, n) => {
    const m = LONG.test(s.en) ? minutesIn(s.en) : null;
    // A shorter covered simmer or braise still counts when the foods it cooks have the method's
    // own time in the data (chicken pieces braised 30 minutes: 5–6 hours in a slow cooker).
    const braise = m !== null && m >= STAGE_MINUTES && says(s.en, 'simmer') && !!stepSpan(room, v, s, action);
    if (m !== null && (m >= data.minMinutes || braise) && m > longest) {
      at = n;
      longest = m;
    }
  });
  if (at < 0) return { ok: false, why: 'noLongCooking' };
  // A stew built in stages (more simmering after more goes in) is not one pot to close.
  const stages = v.steps.filter((s) => LONG.test(s.en) && (minutesIn(s.en) ?? 0) >= STAGE_MINUTES).length;
  if (stages > 1) return { ok: false, why: 'stages' };
  // The sentence with the long time must be only the cooking: one that also lifts the meat out or
  // adds more ("simmer 3 hours, then lift out the brisket") is a stage the lid cannot skip.
  const timedSentence = v.steps[at]!.en.split(SENTENCE).find((x) => minutesIn(x) === longest) ?? '';
  if (/\b(?:lift|remove|take out|fish out|transfer|add|stir in|pour in)\b/i.test(timedSentence))
    return { ok: false, why: 'stages' };
  const span = timedFoods(room, v, v.steps[at]!, action);
  if (!span) return { ok: false, why: 'noData' };
  const hours = method === 'slow-cooker';
  const to: [number, number] = hours
    ? [Math.max(1, Math.round(span[0] / 60)), Math.max(1, Math.round(span[1] / 60))]
    : [span[0], span[1]];
  const fill = (t: string) => t.replace('{lo}', String(to[0])).replace('{hi}', String(to[1]));
  // The step's other sentences (the seasoning, the serving) stay; the long cooking is the method's.
  // The sentence that gave the long time becomes the method's, where it stood; the others stay.
  const rewrite = (lang: TLanguage) => {
    const sentences = v.steps[at]![lang].split(SENTENCE);
    const en = v.steps[at]!.en.split(SENTENCE);
    if (sentences.length !== en.length) return fill(data.step[lang]);
    const timed = en.findIndex((s) => minutesIn(s) === longest);
    return sentences.map((s, n) => (n === timed ? fill(data.step[lang]) : s)).join(' ');
  };
  const steps = v.steps.map((s, n) => (n === at ? { en: rewrite('en'), 'pt-BR': rewrite('pt-BR') } : s));
  const cook = Math.max(1, v.time.cook - Math.round(longest) + (hours ? to[1] * 60 : to[1]) + data.extra);
  return {
    ok: true,
    version: withSteps(v, steps, v.ingredients, cook),
    equipment: method,
    from: Math.round(longest),
    to,
    unit: hours ? 'h' : 'min',
  };
}

/** Kinds of food a dish is fried for: the pieces whose own record must say they bake. */
const PIECES = new Set(['protein', 'legume']);
/** Kinds that only cook or season the pieces: the frying oil, its salt. */
const MEDIA = new Set(['fat', 'liquid', 'seasoning', 'spice', 'herb', 'aromatic', 'sauce', 'condiment']);

/** A step that fries in a wok or a pot: the pan goes on with the dish (a sauce, a stew, a toss). */
const TOSSED = /\b(?:wok|pot|saucepan|dutch oven|karahi)\b/i;

/**
 * The step that deep-fries: a frying step at a temperature or in a depth of oil, else the first
 * that fries (a sauté of the onion earlier does not count). A stir-fry is not frying a basket
 * takes: its pieces are tossed with the rest in the same pan (reread 9 saw a mie goreng's wok
 * step turned into 20 minutes in the basket, the egg then "cracked in" beside it).
 */
function fryingStep(room: Room, v: Version): number {
  const deep = v.steps.findIndex(
    (s) => fries(s.en) && (says(s.en, 'deepfry') || /\{temp:|\d\s*cm\b|depth/i.test(s.en)),
  );
  if (deep >= 0) return deep;
  // Else a pan-frying of the dish's pieces (patties, sausages, cutlets, tofu): a step that only
  // fries the onion or garlic for a sauce is not what a basket takes.
  const byId = new Map(v.ingredients.map((i) => [ingredientId(i), i]));
  const piece = (id: string) => PIECES.has(room.foods.get(byId.get(id)?.food ?? '')?.kind ?? '');
  return v.steps.findIndex(
    (s) => fries(s.en) && !says(s.en, 'stirfry') && !TOSSED.test(s.en) && idsIn(s.en).some(piece),
  );
}

/**
 * What the pieces are made of, for the oven: the recipe's proteins and legumes, else the foods the
 * frying step names beyond its oil. Each must take the oven (bake or roast) in its own record.
 */
function withoutOvenTime(room: Room, v: Version, step: TText): string | null {
  const byId = new Map(v.ingredients.map((i) => [ingredientId(i), i]));
  let pieces = v.ingredients.filter((i) => !i.optional && PIECES.has(room.foods.get(i.food)?.kind ?? ''));
  if (!pieces.length)
    pieces = idsIn(step.en).flatMap((id) => {
      const i = byId.get(id);
      return i && !MEDIA.has(room.foods.get(i.food)?.kind ?? 'fat') ? [i] : [];
    });
  const cook = (food: string) => room.foods.get(food)?.cook ?? {};
  return pieces.find((i) => !cook(i.food).bake && !cook(i.food).roast)?.food ?? null;
}

/**
 * Deep-fried croquettes, pastries and breaded pieces in an air fryer, or on a tray in the oven:
 * the frying sentence becomes the method's, with its time for the dish (or the pieces' own time
 * for it), the oil becomes a spoonful to brush with, and what only heated or drained the oil goes.
 */
function outOfTheFryer(
  room: Room,
  v: Version,
  dishes: readonly string[],
  target: 'airfryer' | 'oven',
): Converted | null {
  const data = methods()[target];
  const at = fryingStep(room, v);
  // A dish that is not fried has no frying to move; the oven's other uses are not this one.
  if (at < 0) return target === 'oven' ? null : (dryHeatToBasket(room, v) ?? { ok: false, why: 'noFrying' });
  if (v.steps.some((s) => BATTER.test(s.en))) return { ok: false, why: 'batter' };
  const action: TAction = target === 'oven' ? 'bake' : 'airfry';
  if (target === 'oven') {
    const food = withoutOvenTime(room, v, v.steps[at]!);
    if (food) return { ok: false, why: 'noBake', food };
  }
  const dish = dishes.find((d) => data.byDish[d]);
  let span: [number, number] | null = dish ? data.byDish[dish]! : null;
  if (!span) span = timedFoods(room, v, v.steps[at]!, action);
  if (!span) return { ok: false, why: 'noData' };
  const byId = new Map(v.ingredients.map((i) => [ingredientId(i), i]));
  const fat = (id: string) => room.foods.get(byId.get(id)?.food ?? '')?.kind === 'fat';
  // The frying fat is named where it fries, or where it was heated for it ("heat the shortening to
  // 175 °C", then "fry the dark meat first").
  const heated = v.steps
    .slice(0, at)
    .reverse()
    .find((s) => /\b(?:heat|melt)\b/i.test(s.en) && idsIn(s.en).length > 0 && idsIn(s.en).every(fat));
  const oilId = idsIn(v.steps[at]!.en).find(fat) ?? (heated ? idsIn(heated.en)[0] : undefined);
  if (!oilId) return target === 'oven' ? null : { ok: false, why: 'noFrying' };
  // The deep-frying oil becomes a spoonful to brush with; the rest of the list stays.
  const ingredients = v.ingredients.map((i) =>
    ingredientId(i) === oilId
      ? { ...i, id: oilId, q: 1, u: 'tbsp' as const, pack: undefined, note: data.oilNote, name: undefined }
      : i,
  );
  const cue = (lang: TLanguage) => ('cue' in data && dish ? (data.cue[dish]?.[lang] ?? '') : '');
  const fill = (t: string, lang: TLanguage) =>
    t
      .replace('{lo}', String(span[0]))
      .replace('{hi}', String(span[1]))
      .replace('{oil}', `{${oilId}}`)
      .replace('{cue}', cue(lang));
  // The first frying sentence becomes the method's, where it stood; heating the oil goes.
  const rewrite = (lang: TLanguage) => {
    const en = v.steps[at]!.en.split(SENTENCE);
    const own = v.steps[at]![lang].split(SENTENCE);
    if (own.length !== en.length) return fill(data.step[lang], lang);
    const first = en.findIndex((s) => fries(s));
    return own
      .flatMap((s, n) => {
        if (n === first) return [fill(data.step[lang], lang)];
        if (fries(en[n]!) || /\bheat\b.*\b(?:oil|fat)\b/i.test(en[n]!)) return [];
        // A time said after the frying is the fryer's ("the breasts take 10–12 minutes in all").
        if (n > first && minutesIn(en[n]!) !== null) return [];
        let out = s;
        for (const d of data.drain[lang]) out = out.replace(new RegExp(d, 'i'), '');
        // "…and drop them straight into the hot {oil}, a few at a time": there is no hot oil now.
        out = withoutIntoOil(out, oilId, lang);
        out = out.trim();
        // What is left of "Drain on paper towels." is its stop.
        return /\p{L}/u.test(out) ? [out.charAt(0).toUpperCase() + out.slice(1)] : [];
      })
      .join(' ');
  };
  // Other steps that only heat the frying oil go.
  const steps = v.steps
    .map((s, n) => (n === at ? { en: rewrite('en'), 'pt-BR': rewrite('pt-BR') } : s))
    .filter(
      (s, n) =>
        n === at || !(idsIn(s.en).every((id) => id === oilId) && idsIn(s.en).length > 0 && /\bheat\b/i.test(s.en)),
    );
  const fried = minutesIn(v.steps[at]!.en) ?? 0;
  const cook = Math.max(1, v.time.cook - Math.round(fried) + span[1]);
  return {
    ok: true,
    version: { ...withSteps(v, steps, ingredients, cook), description: unfried(v) },
    equipment: target === 'oven' ? 'oven' : 'air-fryer',
    from: Math.round(fried),
    to: span,
    unit: 'min',
    oil: byId.get(oilId)!.food,
  };
}

/**
 * A sentence without its clause that puts the pieces into the frying oil ("Shape into ovals and
 * drop them into the hot {oil}, a few at a time" → "Shape into ovals."): the clause runs from the
 * last "and"/"e" before the oil to the end. A sentence that is only that clause goes.
 */
function withoutIntoOil(sentence: string, oilId: string, lang: TLanguage): string {
  const at = sentence.search(new RegExp(`\\{${oilId.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[.=}]`));
  if (at < 0) return sentence;
  const before = sentence.slice(0, at);
  const and = lang === 'pt-BR' ? /,?\s+e\s+(?!.*,?\s+e\s+)/ : /,?\s+and\s+(?!.*,?\s+and\s+)/;
  const m = and.exec(before);
  if (!m) return '';
  return `${before.slice(0, m.index).trimEnd()}.`;
}

/** A sentence that only readies a grill, pan or oven: it goes with the method. */
const READY_HEAT =
  /\b(?:grill pan|grate|barbecue|broiler|griddle|skillet|pan|oven)\b.*\bheat\b|\b(?:pre)?heat (?:the |a )?(?:grill|broiler|oven|griddle|pan|skillet)\b/i;

/**
 * Grilled, roasted or pan-browned pieces in the air fryer: the step that grills or roasts the
 * recipe's main pieces (proteins, legumes) becomes the basket's, at the pieces' own air-fryer
 * time and cue from their records; a food grilled beside them gets its own air-fryer sentence.
 * Null when there is no such step; noData (with the food) when a food has no air-fryer time.
 */
function dryHeatToBasket(room: Room, v: Version): Converted | null {
  const at = v.steps.findIndex((s) => says(s.en, 'grill', 'roast'));
  if (at < 0) return null;
  const pieces = v.ingredients.filter((i) => !i.optional && PIECES.has(room.foods.get(i.food)?.kind ?? ''));
  if (!pieces.length) return null;
  const lacking = pieces.find((i) => !room.foods.get(i.food)?.cook?.airfry?.min);
  if (lacking) return { ok: false, why: 'noData', food: lacking.food };
  const own = pieces.map((i) => room.foods.get(i.food)!.cook!.airfry!);
  const span: [number, number] = [Math.max(...own.map((a) => a.min![0])), Math.max(...own.map((a) => a.min![1]))];
  const cueOf = (lang: TLanguage) => own.find((a) => a.cue)?.cue?.[lang] ?? '';
  const byId = new Map(v.ingredients.map((i) => [ingredientId(i), i]));
  const step = v.steps[at]!;
  const fat = (id: string) => room.foods.get(byId.get(id)?.food ?? '')?.kind === 'fat';
  const oilId = idsIn(step.en).find(fat);
  if (!oilId) return { ok: false, why: 'noData' };
  const data = methods().airfryer;
  const pieceIds = new Set(pieces.map((i) => ingredientId(i)));
  const en = step.en.split(SENTENCE);
  const rewrite = (lang: TLanguage): string | null => {
    const mine = step[lang].split(SENTENCE);
    if (mine.length !== en.length) return null;
    let placed = false;
    const out: string[] = [];
    for (let n = 0; n < en.length; n++) {
      const ids = idsIn(en[n]!);
      const cooks = says(en[n]!, 'grill', 'roast', 'brown', 'fry');
      if (READY_HEAT.test(en[n]!) && ids.every((id) => id === oilId)) continue;
      if (!cooks) {
        out.push(mine[n]!);
        continue;
      }
      const others = ids.filter((id) => id !== oilId && !pieceIds.has(id));
      if (!placed && others.length === 0) {
        placed = true;
        out.push(
          data.dryStep[lang]
            .replace('{lo}', String(span[0]))
            .replace('{hi}', String(span[1]))
            .replace('{oil}', `{${oilId}}`)
            .replace('{cue}', cueOf(lang)),
        );
        continue;
      }
      // A food cooked beside the pieces, at its own time; without one the step can't be moved.
      if (others.length !== 1) return null;
      const food = room.foods.get(byId.get(others[0]!)?.food ?? '')?.cook?.airfry;
      if (!food?.min) return null;
      out.push(
        data.alongside[lang]
          .replace(
            '{food}',
            lang === 'en' ? `{${others[0]}}` : `${/\{[^}]*\}/.exec(mine[n]!)?.[0] ?? `{${others[0]}}`}`,
          )
          .replace('{lo}', String(food.min[0]))
          .replace('{hi}', String(food.min[1]))
          .replace('{cue}', food.cue?.[lang] ?? ''),
      );
    }
    return placed ? out.join(' ') : null;
  };
  const enText = rewrite('en');
  const ptText = rewrite('pt-BR');
  if (!enText || !ptText) return { ok: false, why: 'noData' };
  const steps = v.steps.map((s, n) => (n === at ? { en: enText, 'pt-BR': ptText } : s));
  const was = Math.round(minutesIn(step.en) ?? 0);
  const cook = Math.max(1, v.time.cook - was + span[1]);
  const base = withSteps(v, steps, v.ingredients, cook, GRILL_WAY);
  return {
    ok: true,
    version: {
      ...base,
      description: {
        en: withoutWayClause(v.description.en, 'en'),
        'pt-BR': withoutWayClause(v.description['pt-BR'], 'pt-BR'),
      },
    },
    equipment: 'air-fryer',
    from: was,
    to: span,
    unit: 'min',
  };
}

const ALREADY: Record<string, { equipment: string; en: RegExp }> = {
  'pressure-cooker': { equipment: 'pressure-cooker', en: /\bpressure\b/i },
  'slow-cooker': { equipment: 'slow-cooker', en: /\bslow cooker\b/i },
  airfryer: { equipment: 'air-fryer', en: /\bair[- ]fr/i },
};

export function convertMethod(room: Room, v: Version, method: string, dishes: readonly string[]): Converted | null {
  const already = ALREADY[method];
  if (already && (v.recipe.equipment.includes(already.equipment) || v.steps.some((s) => already.en.test(s.en))))
    return { ok: false, why: 'already' };
  if (method === 'pressure-cooker' || method === 'slow-cooker') return longCooking(room, v, method);
  if (method === 'airfryer' || method === 'oven') return outOfTheFryer(room, v, dishes, method);
  return null;
}
