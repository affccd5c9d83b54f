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

type Unit = NonNullable<TCookbookIngredient['u']>;

const escaped = (t: string) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

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
    /**
     * Pieces fried in a pan that the rest of the dish is then made in: which dishes' shaped pieces
     * take the basket or tray ("fry them": meatballs rolled in the step before), how much shorter a
     * thin cut cooks than the food's own time, and the words of the later steps that used the pan.
     */
    pan: z.object({
      shaped: z.array(z.string()),
      thin: z.object({
        factor: z.number(),
        max: z.tuple([z.number(), z.number()]),
        /** As thick as this, in centimetres, or less. */
        cm: z.number(),
        en: z.array(z.string()),
        not: z.array(z.string()),
      }),
      heat: ZLangText,
      fryVerb: ZLangText,
      samePan: ZLangList,
      samePanIn: ZLangList,
      cleanPanIn: ZLangText,
      panWords: ZLangList,
      cleanPan: ZLangText,
      fond: ZLangList,
      leftovers: ZLangList,
      pourOff: ZLangText,
      panFat: ZLangText,
      brushId: z.string(),
    }),
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
      /** The sauce the pieces were fried for is now made in a pan of its own, without their fond. */
      pan?: boolean;
    }
  | {
      ok: false;
      why: 'batter' | 'noFrying' | 'noLongCooking' | 'noData' | 'stages' | 'already' | 'noBake' | 'panSauce';
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
  // The fat a step cooks in is no piece: its own time (lard roasts 10–60 minutes) is not theirs.
  const found = spansOf(
    room,
    idsIn(step.en).flatMap((id) =>
      byId.has(id) && room.foods.get(byId.get(id)!.food)?.kind !== 'fat' ? [byId.get(id)!] : [],
    ),
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
function fryingStep(room: Room, v: Version, dishes: readonly string[]): number {
  const deep = v.steps.findIndex(
    (s) => fries(s.en) && (says(s.en, 'deepfry') || /\{temp:|\d\s*cm\b|depth/i.test(s.en)),
  );
  if (deep >= 0) return deep;
  // Else a pan-frying of the dish's pieces (patties, sausages, cutlets, tofu): a step that only
  // fries the onion or garlic for a sauce is not what a basket takes.
  const byId = new Map(v.ingredients.map((i) => [ingredientId(i), i]));
  const kind = (id: string) => room.foods.get(byId.get(id)?.food ?? '')?.kind ?? '';
  const piece = (id: string) => PIECES.has(kind(id));
  // Pieces shaped in an earlier step are "them" where they fry ("roll them in the flour … and fry
  // them"): a step of a shaped dish that names only its fat and coating fries those pieces.
  const shaped = dishes.some((d) => methods().pan.shaped.includes(d));
  const coatingOnly = (ids: string[]) =>
    ids.some((id) => kind(id) === 'fat') && ids.every((id) => COATING.has(kind(id)));
  return v.steps.findIndex(
    (s) =>
      fries(s.en) &&
      !says(s.en, 'stirfry') &&
      !TOSSED.test(s.en) &&
      (idsIn(s.en).some(piece) || (shaped && coatingOnly(idsIn(s.en)))),
  );
}

/** What pieces are fried in and rolled in before: their fat, flour, crumbs and egg. */
const COATING = new Set(['fat', 'flour', 'egg', 'seasoning', 'spice']);

/**
 * A thin cut (pounded escalopes, butterflied fillets) cooks in about half the food's own time, and
 * no longer than a thin cutlet takes (methods.json `pan.thin`). The cut is read where the recipe
 * says it: the line's preparation and note, the names the steps give it, the sentences that cut it.
 * Only pieces of meat, fish or legumes are cuts: thin potato sticks keep their own time.
 */
function thinned(
  room: Room,
  v: Version,
  step: TText,
  span: [number, number],
  dishes: readonly string[],
): [number, number] {
  const data = methods().pan.thin;
  const byId = new Map(v.ingredients.map((i) => [ingredientId(i), i]));
  const record = (id: string) => room.foods.get(byId.get(id)?.food ?? '');
  const timed = idsIn(step.en).filter((id) => record(id)?.kind !== 'fat' && record(id)?.cook?.airfry);
  if (timed.some((id) => !PIECES.has(record(id)?.kind ?? ''))) return span;
  // The step names the pieces, or they are the shaped pieces of the dish ("fry the cutlets").
  const shaped = dishes.some((d) => methods().pan.shaped.includes(d));
  const pieces = timed.length
    ? timed
    : shaped
      ? v.ingredients.filter((i) => PIECES.has(room.foods.get(i.food)?.kind ?? '')).map((i) => ingredientId(i))
      : [];
  if (!pieces.length) return span;
  const list = (ws: string[]) => new RegExp(`\\b(?:${ws.map((w) => w.replace(/ /g, '\\s+')).join('|')})\\b`, 'i');
  const words = list(data.en);
  const thick = list(data.not);
  const thin = pieces.every((id) => {
    const i = byId.get(id)!;
    const prep = typeof i.prep === 'string' ? i.prep.replace(/-/g, ' ') : (i.prep?.en ?? '');
    const own = new RegExp(`\\{${escaped(id)}(?:=([^}]*))?\\}`, 'g');
    const said = v.steps.flatMap((s) =>
      s.en.split(SENTENCE).flatMap((x) => [...x.matchAll(own)].map((m) => (m[1] ? `${m[1]} ${x}` : x))),
    );
    const text = [prep, i.note?.en ?? '', i.name?.en ?? '', ...said].join(' ');
    // A thickness the recipe gives decides ("pound to {len:0.5} thick"); else its words.
    const cm = /\{len:([\d.]+)\}\s+thick\b/.exec(text);
    return cm ? Number(cm[1]) <= data.cm : words.test(text);
  });
  // Pounded thin and then rolled around a filling (a chicken Kiev) is no thin piece any more.
  if (v.steps.some((s) => thick.test(s.en))) return span;
  if (!thin) return span;
  const lo = Math.max(4, Math.min(data.max[0], Math.round(span[0] * data.factor)));
  return [lo, Math.max(lo, Math.min(data.max[1], Math.round(span[1] * data.factor)))];
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
  const at = fryingStep(room, v, dishes);
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
  if (!span) {
    const own = timedFoods(room, v, v.steps[at]!, action);
    span = own && (target === 'airfryer' ? thinned(room, v, v.steps[at]!, own, dishes) : own);
  }
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
  // The steps after it that went on in the frying pan, now a pan of their own.
  const pan = panAfter(v, at, oilId, fat);
  if (pan === 'sauce') return { ok: false, why: 'panSauce' };
  const brushId = pan.used ? methods().pan.brushId : oilId;
  const brushing = {
    ...byId.get(oilId)!,
    id: brushId,
    q: 1,
    u: 'tbsp' as const,
    pack: undefined,
    prep: undefined,
    note: data.oilNote,
  };
  // The deep-frying oil becomes a spoonful to brush with; the rest of the list stays. When the pan
  // still needs its fat, the fat stays (what the pan kept, if the steps said) and a spoonful to
  // brush with is a line of its own.
  const ingredients = v.ingredients.flatMap((i) => {
    if (ingredientId(i) !== oilId) return [i];
    if (!pan.used) return [{ ...brushing, name: undefined }];
    return [pan.kept ? { ...i, q: pan.kept.q, u: pan.kept.u, pack: undefined } : i, { ...brushing, name: undefined }];
  });
  const cue = (lang: TLanguage) => ('cue' in data && dish ? (data.cue[dish]?.[lang] ?? '') : '');
  const fill = (t: string, lang: TLanguage) =>
    t
      .replace('{lo}', String(span[0]))
      .replace('{hi}', String(span[1]))
      .replace('{oil}', `{${brushId}}`)
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
  // Other steps that only heat the frying fats go ("heat 1 cm of oil, with the butter, to 175 °C").
  const steps = pan.steps
    .map((s, n) => (n === at ? { en: rewrite('en'), 'pt-BR': rewrite('pt-BR') } : s))
    .filter(
      (s, n) =>
        n === at ||
        n > at ||
        !(idsIn(s.en).length > 0 && idsIn(s.en).every(fat) && idsIn(s.en).includes(oilId) && /\bheat\b/i.test(s.en)),
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
    ...(pan.used ? { pan: true } : { oil: byId.get(oilId)!.food }),
  };
}

/**
 * The steps after pieces fried in a pan, once they are fried elsewhere. A step made "in the same
 * pan" now heats the fat the frying sentence heated there (its clause, moved: "Heat the oil and
 * half the butter in a large skillet. Cook the mushrooms…"); "pour off all but 3 tbsp of the oil"
 * heats those 3 tbsp; scraping up the browned bits goes, as there are none. `used` when the pan
 * still takes the frying fat; 'sauce' when a step still cooks on what the frying left in the pan
 * (its drippings, its fat): a sauce this change would not make.
 */
function panAfter(
  v: Version,
  at: number,
  oilId: string,
  isFat: (id: string) => boolean,
): { steps: TText[]; used: boolean; kept?: { q: number; u: Unit } } | 'sauce' {
  const data = methods().pan;
  const langs: TLanguage[] = ['en', 'pt-BR'];
  // The clause of the frying sentence that heats the fat, before "and fry".
  const heating = (lang: TLanguage): string | null => {
    const en = v.steps[at]!.en.split(SENTENCE);
    const own = v.steps[at]![lang].split(SENTENCE);
    if (own.length !== en.length) return null;
    const first = en.findIndex((x) => fries(x));
    const sentence = own[first] ?? '';
    const heats = (t: string) => new RegExp(data.heat[lang], 'u').test(t);
    // Oil heated to a temperature or a depth is a fryer's, not a pan to go on in.
    const fryer = (t: string) => /\{temp:|\{len:|\d\s*cm\b/.test(t);
    const m = new RegExp(data.fryVerb[lang], 'iu').exec(sentence);
    if (m && heats(sentence)) return fryer(sentence.slice(0, m.index)) ? null : `${sentence.slice(0, m.index).trim()}.`;
    // Or the sentence before it heats only the fat ("Heat the oil and a third of the butter in a
    // large skillet. Fry the chicken…").
    const before = own[first - 1];
    const ids = first > 0 ? idsIn(en[first - 1]!) : [];
    if (before && heats(before) && !fryer(before) && ids.length > 0 && ids.every(isFat)) return before.trim();
    return null;
  };
  const clause = { en: heating('en'), 'pt-BR': heating('pt-BR') };
  const hasClause = clause.en !== null && clause['pt-BR'] !== null;
  let used = false;
  let kept: { q: number; u: Unit } | undefined;
  const steps = v.steps.map((s, n) => {
    if (n <= at) return s;
    const out = { ...s };
    for (const lang of langs)
      for (const f of data.fond[lang]) out[lang] = out[lang].replace(new RegExp(escaped(f), 'iu'), '');
    // "Pour off all but 3 tbsp of the oil." / ", leaving a thin film in the wok": the pan is clean
    // now, so that much of the fat is heated in it (a spoonful where the steps give no measure).
    const pour = langs.map((lang) => {
      const re = new RegExp(data.pourOff[lang].replace('ID', escaped(oilId)), 'u');
      const sentences = out[lang].split(SENTENCE);
      const n = sentences.findIndex((x) => re.test(x));
      return n < 0 ? null : { sentences, n, m: re.exec(sentences[n]!)! };
    });
    if (pour[0] && pour[1]) {
      const m = /\{m:([\d.]+)\s*(\w+)\}/.exec(pour[0].m[0]);
      kept = m ? { q: Number(m[1]), u: m[2] as Unit } : { q: 1, u: 'tbsp' };
      for (const [k, lang] of langs.entries()) {
        const { sentences, n, m: hit } = pour[k]!;
        const rest = sentences[n]!.slice(hit[0].length).trim();
        const heat = data.panFat[lang].replace('{oil}', `{${oilId}}`);
        sentences[n] = rest ? `${heat} ${rest.charAt(0).toUpperCase()}${rest.slice(1)}` : heat;
        out[lang] = sentences.join(' ');
      }
      used = true;
    }
    // "Fry the eggs in the same pan": a pan of their own, heated with the fat when it is the first.
    const mid = langs.map((lang) => data.samePanIn[lang].find((p) => out[lang].includes(p)));
    if (mid[0] || mid[1]) {
      const moved = !used && hasClause;
      for (const [k, lang] of langs.entries()) {
        if (mid[k]) out[lang] = out[lang].replace(mid[k], data.cleanPanIn[lang]);
        if (moved) out[lang] = `${clause[lang]} ${out[lang]}`;
      }
      used ||= moved;
    }
    const same = langs.map((lang) => data.samePan[lang].find((p) => out[lang].includes(p)));
    if (same[0] || same[1]) {
      const moved = !used && hasClause;
      for (const [k, lang] of langs.entries()) {
        const p = same[k];
        const start = moved ? `${clause[lang]} ` : data.cleanPan[lang];
        if (!p) {
          if (moved) out[lang] = `${start}${out[lang]}`;
          continue;
        }
        const at2 = out[lang].indexOf(p);
        const rest = out[lang].slice(at2 + p.length);
        out[lang] = `${out[lang].slice(0, at2)}${start}${moved ? rest.charAt(0).toUpperCase() + rest.slice(1) : rest}`;
      }
      used ||= moved;
    }
    return out;
  });
  const left = (t: string, lang: TLanguage) =>
    data.leftovers[lang].some((w) => new RegExp(`(?<![\\p{L}])${escaped(w)}(?![\\p{L}])`, 'iu').test(t));
  if (steps.slice(at + 1).some((s) => langs.some((lang) => left(s[lang], lang)))) return 'sauce';
  // A later step that still cooks in "the pan" with no word of where (piccata: "Lower the heat,
  // add the garlic…"): the pan is heated with its fat at the first such step after the frying.
  const inPan = (t: string, lang: TLanguage) =>
    data.panWords[lang].some((w) => new RegExp(`(?<![\\p{L}])${escaped(w)}(?![\\p{L}])`, 'iu').test(t));
  if (!used && hasClause && steps.slice(at + 1).some((s) => langs.some((lang) => inPan(s[lang], lang)))) {
    const next = steps[at + 1];
    if (next) {
      steps[at + 1] = { en: `${clause.en} ${next.en}`, 'pt-BR': `${clause['pt-BR']} ${next['pt-BR']}` };
      used = true;
    }
  }
  return { steps, used, ...(kept ? { kept } : {}) };
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
