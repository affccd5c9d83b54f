/**
 * Edits on a recipe the chef did not write (the cook's own, an import): only what can be done
 * exactly. Scaling rewrites the list's amounts (counts kept whole) and the same amounts where the
 * steps repeat them; units convert the list and the steps' temperatures and lengths; a food can be
 * left out when the sentences that use it are about it alone, or swapped when the stand-in takes
 * the same actions and no step times it. Everything else is refused, saying why.
 */
import { convertIngredientAmount } from '../../../shared/amounts/convert-food.ts';
import { convertLengthsInText, convertTemperaturesInText } from '../../../shared/amounts/text-units.ts';
import { scaleAmount } from '../../../shared/amounts/scale.ts';
import { parseAmount, parseAmountDetail } from '../../../shared/amounts/parse.ts';
import { countAmount } from '../reader/substitutes.ts';
import { scaleIngredient } from '../../../shared/amounts/countables.ts';
import { languageWords, type TLanguage } from '../../../shared/i18n/languages.ts';
import { foodFacts } from '../../../shared/food/facts.ts';
import { grammarOf } from '../../../shared/knowledge/grammar.ts';
import type { TChefRecipe } from '../../../shared/schemas/chef.ts';
import type { TRecipeDraft } from '../../../shared/schemas/recipe.ts';
import { normalizeDifficulty } from '../../../shared/schemas/recipe.ts';
import type { TAction, TSubstitute } from '../../../shared/knowledge/food-schema.ts';
import type { Room } from '../../knowledge/room.ts';
import { writtenSystem, type EditResult } from './edit.ts';
import { withoutOpposites, type Op } from './edit-parse.ts';
import { freeOfDiet, freePhrases } from './free-words.ts';
import { SENTENCE } from './edit-words.ts';
import { swapTarget } from './edit-swap.ts';
import { isStructural, noStandIn, roleOf, standIn, standInNote, standInPart, type Use } from './edit-role.ts';
import { notInRecipe, say } from './pack.ts';
import { ownWord, sayOf, stepWithout, titleWithout } from './edit-clause.ts';
import { excludes, restrictionsOf, type Restrictions } from './restrictions.ts';
import { SR24_FOODS } from '../../../shared/food/usda-sr24.generated.ts';
import { gramsOfAmount } from '../../../shared/food/grams.ts';
import { foodByKey } from '../../../shared/food/lookup.ts';

function draftOf(r: TChefRecipe): TRecipeDraft {
  return {
    title: r.title,
    description: r.description ?? '',
    prepTime: r.prepTime,
    cookTime: r.cookTime,
    servings: r.servings,
    difficulty: normalizeDifficulty(r.difficulty) as TRecipeDraft['difficulty'],
    ingredients: r.ingredients.filter((i) => i.name.trim()).map((i) => ({ name: i.name, amount: i.amount ?? '' })),
    instructions: [...r.instructions],
    tags: [...(r.tags ?? [])],
    tips: [...(r.tips ?? [])],
  };
}

/**
 * The foods a line or sentence names, by phrase. A phrase never runs over a comma or a stop: "Mix
 * pasta, sauce and ricotta" names pasta and sauce, not a pasta sauce.
 */
function foodsIn(room: Room, text: string, lang: TLanguage): { key: string; start: number; end: number }[] {
  const index = room.foodIndex(lang);
  return [...text.matchAll(/[^,;:.!?()]+/g)].flatMap((m) =>
    index.find(m[0]).map((h) => ({ key: h.values[0]!, start: m.index + h.start, end: m.index + h.end })),
  );
}

function lineFood(room: Room, name: string, lang: TLanguage): string | null {
  return foodsIn(room, name, lang)[0]?.key ?? null;
}

/** A line's or a mention's food is the asked one, or a kind of it (chicken thighs for chicken). */
function isFood(room: Room, key: string | null, asked: string): boolean {
  return key !== null && (key === asked || room.foods.get(key)?.of === asked);
}

/**
 * A step's mention is the line's food: the food itself, a kind of it, or what the line is a kind
 * of ("Brown the beef" for the ground beef listed).
 */
function callsLine(room: Room, key: string | null, line: string): boolean {
  return isFood(room, key, line) || (key !== null && room.foods.get(line)?.of === key);
}

/** Fats, liquids and seasonings are what a step cooks in or with: its verbs are not theirs. */
const MEDIA = new Set(['fat', 'liquid', 'seasoning', 'spice', 'herb', 'sauce', 'condiment', 'sweet']);

type Out = { ok: true; note: string } | { ok: false; reason: string };

function scale(room: Room, d: TRecipeDraft, servings: number, lang: TLanguage): Out {
  const factor = servings / Math.max(1, d.servings);
  const before = d.ingredients.map((i) => i.amount.trim()).filter((a) => /\d/.test(a));
  // Whole pieces round to what a kitchen can use: halves where the food's record says a half is
  // usual (half an orange), whole ones otherwise (2 eggs for 1 1/2); a rounding is said.
  const rounded: string[] = [];
  d.ingredients = d.ingredients.map((i) => {
    const halves = room.foods.get(lineFood(room, i.name, lang) ?? '')?.halves ?? false;
    const exact = scaleAmount(i.amount, factor, lang);
    const out = scaleIngredient(i.amount, i.name, factor, lang, lang, halves);
    if (out.amount !== exact && parseAmountDetail(exact)?.min && !parseAmountDetail(exact)?.unit)
      rounded.push(say(lang, 'edits', 'roundedCount', { line: `${out.amount} ${out.name}`, exact }));
    return out;
  });
  // The same amount written in a step ("add the 2 cups of broth") changes with the list.
  const after = d.ingredients.map((i) => i.amount.trim());
  d.instructions = d.instructions.map((s) => {
    let out = s;
    for (const a of new Set(before)) {
      if (a.length < 3 || !/[a-zà-ú]/i.test(a)) continue;
      const esc = a.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      out = out.replace(new RegExp(`(?<![\\d/.,])${esc}(?![\\p{L}\\d])`, 'gu'), () => scaleAmount(a, factor, lang));
    }
    return out;
  });
  void after;
  d.servings = servings;
  const note = say(lang, 'edits', 'scaledText', { count: servings });
  return { ok: true, note: rounded.length ? `${note} ${rounded.join(' ')}` : note };
}

/**
 * "450 g (450 g)" → "450 g": a measure restated in brackets in its own system ("1 lb (16 oz)")
 * converts to the same figure twice; it is written once.
 */
function withoutEcho(amount: string): string {
  const m = /^(.*?)\s*\(([^()]*)\)\s*$/.exec(amount);
  return m && m[1]!.trim().toLowerCase() === m[2]!.trim().toLowerCase() ? m[1]!.trim() : amount;
}

function units(d: TRecipeDraft, system: 'metric' | 'imperial', lang: TLanguage, amountsOnly = false): Out {
  const before = JSON.stringify([d.ingredients, d.instructions]);
  d.ingredients = d.ingredients.map((i) => ({
    ...i,
    amount: withoutEcho(convertIngredientAmount(i.amount, foodFacts(i.name, languageWords(lang)), system, lang)),
  }));
  // Units named ("in grams"): the steps' temperatures and sizes stay as written.
  if (!amountsOnly)
    d.instructions = d.instructions.map((s) =>
      convertLengthsInText(convertTemperaturesInText(s, system), system, lang),
    );
  const name = say(lang, 'edits', `system.${system}`);
  // Nothing to convert: said so, not claimed as done.
  if (JSON.stringify([d.ingredients, d.instructions]) === before)
    return { ok: true, note: say(lang, 'edits', 'alreadyUnits', { system: name }) };
  return { ok: true, note: say(lang, 'edits', amountsOnly ? 'convertedAmounts' : 'converted', { system: name }) };
}

const BAKES: Record<TLanguage, RegExp> = {
  en: /\b(?:bake[sd]?|baking|oven)\b/i,
  'pt-BR': /\b(?:ass[ae]|assar|asse-?\w*|forno)\b/i,
};

/** A sentence that puts foods on the plate as they are: a topping, a garnish, a side. */
const SERVES: Record<TLanguage, RegExp> = {
  en: /^(?:to serve,?\s+)?(?:serve[sd]?|garnish|top (?:each|it|them|with)|sprinkle .* (?:over|on top)|scatter)\b/i,
  'pt-BR': /^(?:para servir,?\s+)?(?:sirva|decore|guarneça|cubra cada|polvilhe .* por cima|espalhe .* por cima)/i,
};

/**
 * How the recipe uses a food: baked or not, mixed in a sentence with other foods or on its own. A
 * sentence that only serves it with the rest ("Serve topped with sour cream and cheddar") does not
 * mix it in: a topping is not what holds the dish.
 */
function useIn(room: Room, d: TRecipeDraft, food: string, lang: TLanguage): Use {
  const sentences = d.instructions.flatMap((s) => s.split(SENTENCE));
  const mixed = sentences.some((sen) => {
    if (SERVES[lang].test(sen.trim())) return false;
    const foods = foodsIn(room, sen, lang);
    return foods.some((f) => isFood(room, f.key, food)) && foods.some((f) => !isFood(room, f.key, food));
  });
  return { bakes: sentences.some((s) => BAKES[lang].test(s)), mixed };
}

/**
 * A food the dish cannot go without, as the recipe uses it: its role, and the stand-in its record
 * lists for that role that `ok` accepts. Null when the food only flavours or garnishes.
 */
function structuralUse(
  room: Room,
  d: TRecipeDraft,
  line: string,
  asked: string,
  lang: TLanguage,
  ok: (food: string) => boolean,
) {
  const key = lineFood(room, line, lang) ?? asked;
  const food = room.foods.get(key);
  if (!food) return null;
  const use = useIn(room, d, key, lang);
  const role = roleOf(food, use);
  if (!isStructural(role, use)) return null;
  return { key, role, sub: standIn(room, key, role, ok) ?? (key !== asked ? standIn(room, asked, role, ok) : null) };
}

type Structural = NonNullable<ReturnType<typeof structuralUse>>;

/** The food swapped for its stand-in in the list and the steps, its amount by the record's ratio. */
function putStandIn(
  room: Room,
  d: TRecipeDraft,
  s: Structural & { sub: TSubstitute },
  words: string,
  lang: TLanguage,
): Out {
  const at = d.ingredients.flatMap((i, n) => (isFood(room, lineFood(room, i.name, lang), s.key) ? [n] : []));
  const system = writtenSystem(d) ?? (lang === 'pt-BR' ? 'metric' : 'imperial');
  const out = swap(room, d, s.key, s.sub.food, words, lang);
  if (!out.ok) return out;
  const ratio = s.sub.ratio ?? 1;
  // A count of something of another size goes by weight ("4 chicken breasts" → grams of tofu).
  const byCount = (amount: string) => {
    const p = parseAmount(amount);
    if (!p || p.unit || p.toTaste || !p.quantity || p.quantityMax) return null;
    return countAmount(room, s.key, s.sub, p.quantity, lang, system);
  };
  d.ingredients = d.ingredients.map((i, n) => {
    if (!at.includes(n) || !/\d/.test(i.amount)) return i;
    const counted = byCount(i.amount);
    if (counted) {
      const names = room.names(s.sub.food, lang);
      return { ...i, amount: counted.amount, name: counted.plural ? names.many : names.one };
    }
    return ratio !== 1 ? { ...i, amount: scaleAmount(i.amount, ratio, lang) } : i;
  });
  return { ok: true, note: standInNote(room, s.key, s.sub, s.role, lang) };
}

/** What a food is fried in or seasoned with: a sentence about the food and these is about it alone. */
const COOKED_IN = new Set(['fat', 'seasoning', 'spice']);

function remove(room: Room, d: TRecipeDraft, food: string, words: string, lang: TLanguage): Out {
  const lines = d.ingredients.filter((i) => isFood(room, lineFood(room, i.name, lang), food));
  if (!lines.length) return { ok: false, reason: notInRecipe(lang, ownWord(room, food, words, lang)) };
  // The steps may call a line by what it is a kind of: "Italian sausage" listed, "the sausage" cooked.
  const called = new Set<string>([food]);
  for (const i of lines) {
    const k = lineFood(room, i.name, lang)!;
    called.add(k);
    const of = room.foods.get(k)?.of;
    if (of) called.add(of);
  }
  const mine = (key: string) => called.has(key) || isFood(room, key, food);
  // Each step read as the cookbook's are: the foods it names become placeholders, the clauses about
  // the food alone go ("Frite o bacon com a cebola" → "Frite a cebola"), and the words come back.
  const kinds = new Map<string, string>();
  const steps: string[] = [];
  for (const s of d.instructions) {
    if (/[{}]/.test(s))
      return { ok: false, reason: say(lang, 'edits', 'cannotRemoveMixed', { food: words, steps: `“${s}”` }) };
    let marked = '';
    let at = 0;
    for (const f of foodsIn(room, s, lang)) {
      if (f.start < at) continue;
      const id = mine(f.key) ? 'left-out' : f.key;
      kinds.set(id, room.foods.get(f.key)?.kind ?? 'other');
      marked += `${s.slice(at, f.start)}{${id}=${s.slice(f.start, f.end)}}`;
      at = f.end;
    }
    marked += s.slice(at);
    if (!marked.includes('{left-out=')) {
      steps.push(s);
      continue;
    }
    const out = stepWithout(marked, 'left-out', (x) => kinds.get(x) ?? 'other', lang);
    if (out === null) {
      const sentence = s.split(SENTENCE).find((x) => foodsIn(room, x, lang).some((f) => mine(f.key))) ?? s;
      return {
        ok: false,
        reason: sayOf(
          room,
          lang,
          'cannotRemoveMixed',
          lines[0] ? (lineFood(room, lines[0].name, lang) ?? food) : food,
          {
            food: words,
            steps: `“${sentence}”`,
          },
        ),
      };
    }
    const plain = out.replace(/\{[a-z0-9-]+=([^}]*)\}/g, '$1').trim();
    if (plain) steps.push(plain);
  }
  // A fat or seasoning only those sentences used leaves the list with them.
  const named = (texts: string[]) => new Set(texts.flatMap((t) => foodsIn(room, t, lang).map((f) => f.key)));
  const was = named(d.instructions);
  const now = named(steps);
  const kept = d.ingredients.filter((i) => {
    if (lines.includes(i)) return false;
    const k = lineFood(room, i.name, lang);
    return !(k && COOKED_IN.has(room.foods.get(k)?.kind ?? 'other') && was.has(k) && !now.has(k));
  });
  // Fried first for the fat the rest cooks in, with no other fat left: how much oil is the cook's call.
  const fried = d.instructions
    .flatMap((s) => s.split(SENTENCE))
    .some(
      (sen) =>
        foodsIn(room, sen, lang).some((f) => mine(f.key)) &&
        VERBS[lang].some(([a, re]) => ['fry', 'brown', 'saute'].includes(a) && re.test(sen)),
    );
  const fat = (k: string | null) => room.foods.get(k ?? '')?.kind === 'fat';
  if (fried && [...called].some((k) => givesFat(room, k)) && !kept.some((i) => fat(lineFood(room, i.name, lang))))
    return {
      ok: false,
      reason: onlyFat(
        room,
        [...called].find((k) => givesFat(room, k))!,
        lang,
      ),
    };
  d.ingredients = kept;
  d.instructions = steps;
  // The title loses it where it names it beside others ("Pea and Ham Pasta" → "Pea Pasta").
  const title = titleWithout(room, d.title, (values) => values.some(mine), lang);
  if (title) d.title = title;
  // The description's sentences and the tips that name it were about it: they go.
  const names = (t: string) => foodsIn(room, t, lang).some((f) => mine(f.key));
  d.description = d.description
    .split(SENTENCE)
    .filter((x) => !names(x))
    .join(' ');
  d.tips = d.tips.filter((t) => !names(t));
  return { ok: true, note: say(lang, 'edits', 'removed', { food: words }) };
}

/** A food that renders the fat a dish cooks in (bacon, sausage): its record's cues or substitutes say so. */
function givesFat(room: Room, key: string): boolean {
  const f = room.foods.get(key);
  if (!f) return false;
  return (
    (f.subs ?? []).some((x) => x.for?.includes('fat')) ||
    Object.values(f.cook ?? {}).some((c) => /\bfat\b/i.test(c?.cue?.en ?? ''))
  );
}

function onlyFat(room: Room, food: string, lang: TLanguage): string {
  const n = room.names(food, lang);
  const g = grammarOf(lang);
  const text = g.agree(
    say(lang, 'edits', 'reason.onlyFat', { food: `${g.article(n.g ?? 'm', false)} ${n.one}` }),
    n.g ?? 'm',
    false,
  );
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * A diet (or "without pork") on a cook's recipe: each excluded food left out as `remove` does.
 * Refused, saying why, when the dish is named for one, when one is cooked together with the rest,
 * or when one is fried first and its fat is the only fat the rest cooks in.
 */
function leaveOut(room: Room, d: TRecipeDraft, bad: string[], r: Restrictions, label: string, lang: TLanguage): Out {
  const work = structuredClone(d);
  const fats = (x: TRecipeDraft) =>
    x.ingredients.filter((i) => room.foods.get(lineFood(room, i.name, lang) ?? '')?.kind === 'fat').length;
  const names: string[] = [];
  const swaps: string[] = [];
  for (const food of [...new Set(bad)]) {
    const line = work.ingredients.find((i) => isFood(room, lineFood(room, i.name, lang), food));
    if (!line) continue;
    const word = room.names(food, lang).one;
    // The dish is named for it ("Bacon beans"): without it, it is another dish. A food the title
    // lists after the first ("Macarrão com salsicha") is a component, left out like the rest.
    const head = [...foodsIn(room, d.title, lang)].sort((a, b) => a.start - b.start)[0];
    if (head && (isFood(room, head.key, food) || isFood(room, food, head.key)))
      return {
        ok: false,
        reason: `${say(lang, 'edits', 'forDiet', { diet: label })} ${say(lang, 'edits', 'cannotRemove', { food: line.name.trim() })}`,
      };
    // The dish's main food, with no other left once the diet has taken what it excludes: a dish
    // of onion and ketchup is no sloppy joe. A stand-in its record lists as a main that cooks the
    // way the steps cook it takes its place, or the edit is refused saying so.
    if (isMainLeft(room, work, food, r, lang)) {
      const key = lineFood(room, line.name, lang) ?? food;
      const sub = mainStandIn(room, work, key, lang, (k) => !excludes(room, r, k));
      if (!sub) return { ok: false, reason: noStandIn(room, key, 'main', lang, label) };
      const out = putStandIn(room, work, { key, role: 'main', sub }, line.name.trim(), lang);
      if (!out.ok) return { ok: false, reason: `${say(lang, 'edits', 'forDiet', { diet: label })} ${out.reason}` };
      work.instructions = withoutDraining(room, work.instructions, key, sub.food, lang);
      swaps.push(standInPart(room, key, sub, 'main', lang));
      continue;
    }
    // What holds, raises, moistens or greases the dish is not left out: its stand-in for that job.
    const st = structuralUse(room, work, line.name, food, lang, (k) => !excludes(room, r, k));
    if (st) {
      if (!st.sub) return { ok: false, reason: noStandIn(room, st.key, st.role, lang, label) };
      const out = putStandIn(room, work, { ...st, sub: st.sub }, line.name.trim(), lang);
      if (!out.ok) return { ok: false, reason: `${say(lang, 'edits', 'forDiet', { diet: label })} ${out.reason}` };
      swaps.push(standInPart(room, st.key, st.sub, st.role, lang));
      continue;
    }
    const fried = d.instructions
      .flatMap((s) => s.split(SENTENCE))
      .some((sen) => {
        const foods = foodsIn(room, sen, lang);
        return (
          foods.some((f) => isFood(room, f.key, food)) &&
          VERBS[lang].some(([a, re]) => ['fry', 'brown', 'saute'].includes(a) && re.test(sen))
        );
      });
    const out = remove(room, work, food, word, lang);
    if (!out.ok) return { ok: false, reason: `${say(lang, 'edits', 'forDiet', { diet: label })} ${out.reason}` };
    if (fried && givesFat(room, food) && fats(work) === 0)
      return {
        ok: false,
        reason: `${say(lang, 'edits', 'forDiet', { diet: label })} ${onlyFat(room, food, lang)}`,
      };
    names.push(line.name.trim());
  }
  Object.assign(d, work);
  const g = grammarOf(lang);
  const parts = [
    ...(names.length ? [say(lang, 'edits', 'dietLeftOut', { diet: label, foods: g.list(names) })] : []),
    ...(swaps.length ? [say(lang, 'edits', 'dietSwapped', { diet: label, swaps: g.list(swaps) })] : []),
  ];
  return { ok: true, note: parts.join(' ') };
}

/** Kinds a dish is about: without one of them it has no main food. */
const MAIN_KINDS = new Set(['protein', 'legume']);

/**
 * Whether `food` is the recipe's main food and the only one: of the kinds a dish is about, and no
 * other line of those kinds is left that the restrictions keep.
 */
function isMainLeft(room: Room, d: TRecipeDraft, food: string, r: Restrictions, lang: TLanguage): boolean {
  if (!MAIN_KINDS.has(room.foods.get(food)?.kind ?? '')) return false;
  const another = d.ingredients.some((i) => {
    const k = lineFood(room, i.name, lang);
    return (
      k !== null && !isFood(room, k, food) && MAIN_KINDS.has(room.foods.get(k)?.kind ?? '') && !excludes(room, r, k)
    );
  });
  if (another) return false;
  // A component of a dish of something else (the sausage of a pasta with peas) leaves as it is:
  // the dish is what gives most of its energy. Not known, it is taken as the dish's main food.
  const energy = d.ingredients.map((i) => ({ key: lineFood(room, i.name, lang), kcal: lineEnergy(room, i, lang) }));
  const its = energy.filter((x) => isFood(room, x.key, food));
  if (its.some((x) => x.kcal === null)) return true;
  const total = energy.reduce((n, x) => n + (x.kcal ?? 0), 0);
  return total > 0 && its.reduce((n, x) => n + x.kcal!, 0) / total >= MAIN_SHARE;
}

/** From this share of a dish's energy a food is what the dish is made of. */
const MAIN_SHARE = 0.5;

/** Energy of a cook's line, from its food's USDA row and the amount written; null when not known. */
function lineEnergy(room: Room, i: { name: string; amount: string }, lang: TLanguage): number | null {
  const key = lineFood(room, i.name, lang);
  const food = key ? foodByKey(key) : null;
  const row = food?.usda ? SR24_FOODS[food.usda] : undefined;
  if (!food || !row) return null;
  const grams = gramsOfAmount(food, i.amount);
  return grams === null ? null : (grams * (row[0][0] ?? 0)) / 100;
}

/** The actions the sentences naming `from` ask of it (those its own record takes). */
function actionsOn(room: Room, d: TRecipeDraft, from: string, lang: TLanguage): TAction[] {
  const own = room.foods.get(from)?.cook ?? {};
  const out = new Set<TAction>();
  for (const sen of d.instructions.flatMap((x) => x.split(SENTENCE)))
    if (foodsIn(room, sen, lang).some((f) => callsLine(room, f.key, from)))
      for (const [a, re] of VERBS[lang]) if (re.test(sen) && own[a]) out.add(a);
  return [...out];
}

/**
 * The first substitute the food's record lists as a main that `ok` accepts and that takes every
 * action the steps ask of the food (lentils do not brown; finely chopped mushrooms do).
 */
function mainStandIn(
  room: Room,
  d: TRecipeDraft,
  from: string,
  lang: TLanguage,
  ok: (food: string) => boolean,
): TSubstitute | null {
  const actions = actionsOn(room, d, from, lang);
  return (
    (room.foods.get(from)?.subs ?? []).find(
      (x) =>
        x.for.includes('main') &&
        room.foods.has(x.food) &&
        ok(x.food) &&
        actions.every((a) => room.foods.get(x.food)?.cook?.[a]),
    ) ?? null
  );
}

/** Fat per 100 g of a food, from its USDA row; null when not known. */
function fatIn(room: Room, food: string): number | null {
  const usda = room.foods.get(food)?.usda;
  const fat = usda ? SR24_FOODS[usda]?.[0]?.[5] : undefined;
  return typeof fat === 'number' ? fat : null;
}

/** "…, drain", "and drain off the fat", "Escorra a gordura.": pouring off what a fatty food gave off. */
const DRAIN: Record<TLanguage, { clause: RegExp; sentence: RegExp }> = {
  en: {
    clause:
      /(?:,?\s+(?:and|then|and then)\s+|,\s*)(?:pour off|drain)(?:\s+(?:off\s+)?(?:the\s+|any\s+)?(?:excess\s+)?(?:fat|grease))?(?=\s*[.;!]|$)/i,
    sentence: /^(?:pour off|drain)(?:\s+(?:off\s+)?(?:the\s+|any\s+)?(?:excess\s+)?(?:fat|grease))?\s*[.!]?$/i,
  },
  'pt-BR': {
    clause: /(?:,?\s+e\s+|,\s*)(?:escorra|descarte)(?:\s+(?:o excesso de\s+|a\s+)?gordura)?(?=\s*[.;!]|$)/i,
    sentence: /^(?:escorra|descarte)(?:\s+(?:o excesso de\s+|a\s+)?gordura)?\s*[.!]?$/i,
  },
};

/**
 * The steps without the draining of fat the swapped food gave off, when its stand-in gives off
 * next to none (mushrooms for ground beef: less than half the fat).
 */
function withoutDraining(room: Room, steps: string[], from: string, to: string, lang: TLanguage): string[] {
  const own = fatIn(room, from);
  const theirs = fatIn(room, to);
  if (own === null || theirs === null || theirs * 2 >= own) return steps;
  const words = DRAIN[lang];
  return steps
    .map((step) => {
      const sentences = step.split(SENTENCE);
      return sentences
        .map((sen, n) => {
          const names = foodsIn(room, sen, lang).some((f) => isFood(room, f.key, to));
          if (names) return sen.replace(words.clause, '');
          const after = n > 0 && foodsIn(room, sentences[n - 1]!, lang).some((f) => isFood(room, f.key, to));
          return after && words.sentence.test(sen.trim()) ? '' : sen;
        })
        .filter(Boolean)
        .join(' ');
    })
    .filter(Boolean);
}

/** Cooking verbs a sentence may use on a food, per language, and the action each means. */
const VERBS: Record<TLanguage, [TAction, RegExp][]> = {
  en: [
    ['fry', /\b(?:fry|fried|frying|pan-fry)\b/i],
    ['brown', /\b(?:brown|browned|sear|seared)\b/i],
    ['simmer', /\b(?:simmer|stew|braise)\b/i],
    ['boil', /\b(?:boil|boiled|boiling)\b/i],
    ['roast', /\b(?:roast|roasted)\b/i],
    ['bake', /\b(?:bake|baked)\b/i],
    ['grill', /\b(?:grill|grilled|broil)\b/i],
    ['stirfry', /\bstir[- ]fry/i],
    ['saute', /\b(?:saut[eé]|cook|soften)\b/i],
  ],
  'pt-BR': [
    ['fry', /\b(?:frit[aeo]|fritar|frite)\b/i],
    ['brown', /\b(?:dour[ae]|dourar|sel[ae])\b/i],
    ['simmer', /\b(?:cozinhe|cozinhar|ensopad)/i],
    ['boil', /\b(?:ferv[ae]|ferver)\b/i],
    ['roast', /\b(?:ass[ae]|assar)\b/i],
    ['grill', /\b(?:grelh[ae]|grelhar)\b/i],
    ['stirfry', /\b(?:saltei[ae]|saltear)\b/i],
    ['saute', /\b(?:refogu[ae]|refogar)\b/i],
  ],
};
const MINUTES = /(\d+)(?:\s*(?:–|-|to|a)\s*(\d+))?\s*(?:min|minutos?|minutes?)\b/i;

/**
 * Why `to` cannot take the place of `from` in a sentence that cooks it for a time: the verb's
 * action is not one `to` takes, or `to` takes it for a time that does not meet the one written.
 */
function timeProblem(room: Room, sentence: string, from: string, to: string, lang: TLanguage): string | null {
  const m = MINUTES.exec(sentence);
  if (!m) return null;
  const lo = Number(m[1]);
  const hi = Number(m[2] ?? m[1]);
  const toFood = room.foods.get(to)!;
  for (const [action, re] of VERBS[lang]) {
    if (!re.test(sentence)) continue;
    const range = toFood.cook?.[action]?.min;
    if (!range) return say(lang, 'edits', 'reason.action', { to: room.names(to, lang).one, step: `“${sentence}”` });
    if (range[1] < lo || range[0] > hi)
      return say(lang, 'edits', 'reason.time', {
        to: room.names(to, lang).one,
        lo: range[0],
        hi: range[1],
        step: `“${sentence}”`,
      });
    return null;
  }
  void from;
  return null;
}

function swap(room: Room, d: TRecipeDraft, from: string, to: string, fromWords: string, lang: TLanguage): Out {
  const lines = d.ingredients.filter((i) => isFood(room, lineFood(room, i.name, lang), from));
  if (!lines.length) return { ok: false, reason: notInRecipe(lang, ownWord(room, from, fromWords, lang)) };
  const g = grammarOf(lang);
  const lineKey = lineFood(room, lines[0]!.name, lang) ?? from;
  const kind = room.foods.get(lineKey)?.kind ?? 'other';
  const newName = room.names(to, lang);
  const oldNames = room.names(lineFood(room, lines[0]!.name, lang) ?? from, lang);
  for (const s of d.instructions)
    for (const sentence of s.split(SENTENCE)) {
      if (MEDIA.has(kind) || !foodsIn(room, sentence, lang).some((h) => callsLine(room, h.key, lineKey))) continue;
      const problem = timeProblem(room, sentence, from, to, lang);
      if (problem)
        return { ok: false, reason: say(lang, 'edits', 'cannotSwapFree', { from: fromWords, reason: problem }) };
    }
  const replaceIn = (text: string): string => {
    const hits = foodsIn(room, text, lang)
      .filter((h) => isFood(room, h.key, from) || callsLine(room, h.key, lineKey))
      .reverse();
    let out = text;
    for (const h of hits) {
      // A mass of small pieces is said in the plural ("the mushrooms" for "the ground beef").
      const plural =
        (text.slice(h.start, h.end).toLowerCase() === oldNames.many.toLowerCase() && oldNames.many !== oldNames.one) ||
        (oldNames.many === oldNames.one && newName.many !== newName.one);
      let before = out.slice(0, h.start);
      const m = /(\S+)(\s+)$/.exec(before);
      const art = m ? g.articleBefore(m[1]!) : null;
      if (m && art)
        before = before.slice(0, before.length - m[0].length) + g.article(newName.g ?? 'm', plural, art.with_) + m[2];
      out = before + (plural ? newName.many : newName.one) + out.slice(h.end);
    }
    return out;
  };
  d.instructions = d.instructions.map(replaceIn);
  d.ingredients = d.ingredients.map((i) => (lines.includes(i) ? { ...i, name: replaceIn(i.name) } : i));
  return { ok: true, note: say(lang, 'edits', 'swappedPlain', { from: oldNames.one, to: newName.one }) };
}

/** Lines of the foods `pick` chooses, their amounts multiplied; the steps keep their words. */
function scaleFoods(
  room: Room,
  d: TRecipeDraft,
  lang: TLanguage,
  pick: (food: string) => boolean,
  factor: number,
  done: string,
  none: string,
): Out {
  const hits = d.ingredients.filter((i) => {
    const f = lineFood(room, i.name, lang);
    return f !== null && pick(f) && /\d/.test(i.amount);
  });
  if (!hits.length) return { ok: false, reason: say(lang, 'edits', none) };
  d.ingredients = d.ingredients.map((i) =>
    hits.includes(i) ? { ...i, amount: scaleAmount(i.amount, factor, lang) } : i,
  );
  const names = grammarOf(lang).list(hits.map((i) => i.name));
  const key = done === 'milder' ? 'milder' : done;
  const params: Record<string, string> =
    key === 'milder' ? { changes: say(lang, 'edits', 'milderHalf', { food: names }) } : { foods: names };
  return { ok: true, note: say(lang, 'edits', key, params) };
}

export function editText(room: Room, recipe: TChefRecipe, ops: Op[], lang: TLanguage, ui: TLanguage): EditResult {
  const d = draftOf(recipe);
  const original = draftOf(recipe);
  const notes: string[] = [];
  const refuse = (reason: string): EditResult => ({
    success: false,
    updated_recipe: original,
    summary: reason,
    reasoning: `${reason} ${say(ui, 'edits', 'abilities')}`,
  });
  const notDone: string[] = [];
  const { ops: doable, opposed } = withoutOpposites(ops);
  if (opposed) notDone.push(say(lang, 'edits', 'heatBoth'));
  for (const op of doable) {
    let out: Out;
    const before = structuredClone(d);
    switch (op.kind) {
      case 'servings':
        out = scale(room, d, op.servings, lang);
        break;
      case 'factor':
        out = scale(room, d, Math.max(1, Math.round(d.servings * op.factor)), lang);
        break;
      case 'units':
        out = units(d, op.system, lang, op.amountsOnly);
        break;
      case 'remove': {
        if (!op.food) {
          out = { ok: false, reason: say(ui, 'edits', 'unknownFood', { food: op.words }) };
          break;
        }
        const asked = op.food;
        const line = d.ingredients.find((i) => isFood(room, lineFood(room, i.name, lang), asked));
        const st = line ? structuralUse(room, d, line.name, asked, lang, () => true) : null;
        if (st)
          out = st.sub
            ? putStandIn(room, d, { ...st, sub: st.sub }, op.words, lang)
            : { ok: false, reason: noStandIn(room, st.key, st.role, lang) };
        else out = remove(room, d, asked, op.words, lang);
        break;
      }
      case 'swap': {
        if (op.byKind && op.to) {
          const target = swapTarget(
            room,
            d.ingredients.map((i) => lineFood(room, i.name, lang)),
            op.to,
            lang,
          );
          out =
            'from' in target
              ? swap(room, d, target.from, op.to, room.names(target.from, lang).one, lang)
              : 'already' in target
                ? { ok: true, note: say(lang, 'edits', 'swapAlready', { to: room.names(op.to, lang).one }) }
                : { ok: false, reason: target.reason };
          break;
        }
        out =
          op.from && op.to
            ? swap(room, d, op.from, op.to, op.fromWords, lang)
            : { ok: false, reason: say(ui, 'edits', 'unknownFood', { food: op.from ? op.toWords : op.fromWords }) };
        break;
      }
      case 'diet':
      case 'avoid': {
        // Exactly: when nothing in it is excluded it already is; otherwise each excluded food is
        // left out where the steps allow it.
        const r =
          op.kind === 'diet' ? restrictionsOf(room, [op.diet], [], []) : restrictionsOf(room, [], op.cats, op.foods);
        const bad = d.ingredients
          .map((i) => lineFood(room, i.name, lang))
          .filter((f): f is string => f !== null && excludes(room, r, f));
        const label =
          op.kind === 'diet'
            ? freeOfDiet(room, op.diet, lang)
            : grammarOf(lang).list(freePhrases(room, lang, { cats: op.cats, foods: op.foods }));
        out = bad.length
          ? leaveOut(room, d, bad, r, label, lang)
          : { ok: true, note: say(lang, 'edits', 'alreadyDiet', { diet: label }) };
        break;
      }
      case 'less-salt':
        out = scaleFoods(room, d, lang, (k) => k === 'salt' || k.endsWith('-salt'), 2 / 3, 'lessSalt', 'noSalt');
        break;
      case 'less-sugar':
        out = scaleFoods(
          room,
          d,
          lang,
          (k) => room.foods.get(k)?.kind === 'sweet' && (room.foods.get(k)?.diet.includes('sugar') ?? false),
          0.75,
          'lessSugar',
          'noSugar',
        );
        break;
      case 'milder':
        out = scaleFoods(
          room,
          d,
          lang,
          (k) => room.foods.get(k)?.diet.includes('chili') ?? false,
          0.5,
          'milder',
          'noChili',
        );
        if (
          !out.ok &&
          d.ingredients.every((i) => !room.foods.get(lineFood(room, i.name, lang) ?? '')?.diet.includes('chili'))
        )
          out = { ok: true, note: say(lang, 'edits', 'noChili') };
        break;
      case 'spicy':
        out = scaleFoods(
          room,
          d,
          lang,
          (k) => room.foods.get(k)?.diet.includes('chili') ?? false,
          2,
          'spicier',
          'noChiliToAdd',
        );
        break;
      case 'add':
        out = { ok: false, reason: say(ui, 'edits', 'cannotAdd', { food: op.words }) };
        break;
      case 'quick':
      case 'healthy':
      case 'method':
        out = {
          ok: false,
          reason: say(ui, 'edits', 'cannotFreeText', {
            what: say(
              ui,
              'edits',
              op.kind === 'method' ? 'what.method' : op.kind === 'quick' ? 'what.quick' : 'what.healthy',
            ),
          }),
        };
        break;
    }
    // What cannot be done is said; the rest of the request is still done.
    if (!out.ok) {
      Object.assign(d, before);
      notDone.push(out.reason);
    } else notes.push(out.note);
  }
  if (!notes.length) return refuse(notDone.join(' '));
  const summary = [...notes, ...notDone].join(' ');
  return { success: true, updated_recipe: d, summary, reasoning: `${summary} ${say(ui, 'edits', 'freeText')}` };
}
