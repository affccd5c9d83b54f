/**
 * Edits a cook would make, as operations on a recipe the chef knows: scale (every number in the
 * list and the steps), convert units, switch to an authored version (vegetarian, quick, air
 * fryer…), substitute a food whose record says it cooks the same way in those steps, less salt or
 * sugar, milder or spicier where the dish has chili. What cannot be done right is refused with the
 * reason. Recipes the chef did not write go to edit-text.ts.
 */
import type { TUnitSystem } from '../../../shared/constants.ts';
import { LANGUAGES, type TLanguage } from '../../../shared/i18n/languages.ts';
import type { TCookbookIngredient } from '../../../shared/knowledge/cookbook-schema.ts';
import { grammarOf } from '../../../shared/knowledge/grammar.ts';
import { fold } from '../../../shared/knowledge/phrase-index.ts';
import { wishWords } from './wish.ts';
import { parseStep } from '../../../shared/knowledge/placeholders.ts';
import type { TChefRecipe } from '../../../shared/schemas/chef.ts';
import type { TRecipeDraft } from '../../../shared/schemas/recipe.ts';
import { ingredientId } from '../../knowledge/cookbook-check.ts';
import type { Room } from '../../knowledge/room.ts';
import { parseAmountDetail } from '../../../shared/amounts/parse.ts';
import { UNITS } from '../../../shared/amounts/units.ts';
import { gramsOf, lengthText } from './amount.ts';
import { withoutOpposites, type Method, type Op } from './edit-parse.ts';
import { addChili } from './edit-heat.ts';
import { ACTION_WORDS, idsIn, REST_OF, says, SENTENCE } from './edit-words.ts';
import { swapTarget } from './edit-swap.ts';
import { categoriesOf, techniquesOf, type Version } from './facts.ts';
import { meetsSoft } from './find.ts';
import { freeOfDiet, freePhrases } from './free-words.ts';
import { tagsFor } from './tags.ts';
import { isStructural, noStandIn, roleOf, standIn, standInNote, standInPart, type Use } from './edit-role.ts';
import { SR24_FOODS } from '../../../shared/food/usda-sr24.generated.ts';
import type { TText } from '../../../shared/knowledge/food-schema.ts';
import type { Cookbook, Entry } from './load.ts';
import { convertMethod } from './methods.ts';
import { addedLate } from './edit-late.ts';
import { ownWord, sayOf, withoutFood } from './edit-clause.ts';
import { notInRecipe, pack, say } from './pack.ts';
import { CannotDrop, renderVersion, withoutFromList } from './render.ts';
import { entryPasses, excludes, namesExcluded, restrictionsOf, toDrop, type Restrictions } from './restrictions.ts';

export interface EditResult {
  success: boolean;
  updated_recipe: TRecipeDraft;
  summary: string;
  reasoning: string;
}

/** The entries of a cookbook by their folded name, per language (built on first use). */
const byTitle = new WeakMap<Cookbook, Map<TLanguage, Map<string, Entry[]>>>();
function entriesTitled(book: Cookbook, lang: TLanguage, title: string): Entry[] {
  let langs = byTitle.get(book);
  if (!langs) byTitle.set(book, (langs = new Map()));
  let titles = langs.get(lang);
  if (!titles) {
    titles = new Map();
    for (const e of book.entries) {
      const key = fold(e.name[lang]).trim();
      const list = titles.get(key);
      if (list) list.push(e);
      else titles.set(key, [e]);
    }
    langs.set(lang, titles);
  }
  return titles.get(title) ?? [];
}

/** The cookbook version a recipe is, when it is one the chef rendered and the cook did not rewrite. */
export function recognise(book: Cookbook, r: TChefRecipe, lang: TLanguage): Entry | null {
  for (const e of entriesTitled(book, lang, fold(r.title).trim())) {
    const v = book.version(e);
    const lines = v.ingredients.length;
    // The cook may have left out optional lines; more or other lines mean it is their own now.
    if (r.ingredients.length > lines || r.ingredients.length < v.ingredients.filter((i) => !i.optional).length)
      continue;
    const foods = new Set(v.ingredients.map((i) => i.food));
    // A line the recipe names in its own words ("fresh egg fettuccine" for fresh pasta) is read
    // by those words: the food index may find other foods in them.
    const own = v.ingredients.flatMap((i) => (i.name?.[lang] ? [fold(i.name[lang]).trim()] : []));
    const hits = r.ingredients.filter(
      (i) =>
        own.some((n) => fold(i.name).trim().startsWith(n)) ||
        book.room
          .foodIndex(lang)
          .find(i.name)
          .some((h) => h.values.some((f) => foods.has(f))),
    );
    if (hits.length >= Math.ceil(r.ingredients.length * 0.8)) return e;
  }
  return null;
}

interface State {
  entry: Entry;
  version: Version;
  servings: number;
  system: TUnitSystem;
  /** The system of the steps' temperatures and sizes: a request for grams alone keeps them. */
  textSystem: TUnitSystem;
  drop: Set<string>;
  swap: Map<string, TCookbookIngredient>;
  tweak: Map<string, number>;
  restrictions: Restrictions;
  done: Claim[];
}

/**
 * A sentence of the note, and what must still be true of the final state for it to be said: a
 * later part of the request may undo an earlier one (a version switch drops a swap).
 */
interface Claim {
  text: string;
  holds?: (s: State) => boolean;
}

/** The amounts of `ids` still moved the way a claim says: up (`dir` 1) or down (-1, or left out). */
function tweaked(ids: string[], dir: 1 | -1): (t: State) => boolean {
  return (t) =>
    ids.every((id) => {
      const f = t.tweak.get(id) ?? 1;
      return dir > 0 ? f > 1 && !t.drop.has(id) : f < 1 || t.drop.has(id);
    });
}

function claim(s: State, text: string, holds?: (t: State) => boolean): void {
  s.done.push({ text, holds });
}

/** A copy of the state to go back to when an operation is refused halfway. */
function snapshot(s: State): State {
  return {
    ...s,
    drop: new Set(s.drop),
    swap: new Map(s.swap),
    tweak: new Map(s.tweak),
    restrictions: {
      diets: [...s.restrictions.diets],
      cats: new Set(s.restrictions.cats),
      foods: new Set(s.restrictions.foods),
    },
    done: [...s.done],
  };
}

const TIME = /\b\d+(?:\s*(?:–|-|to)\s*\d+)?\s*(?:min|minutes?|hours?|seconds?)\b/i;
/** Words that tie a step to what a food is made of: a substitute does not have them. */
const PARTICULAR =
  /\b(?:render|rendered|fat has|bones?|skin|shells?|devein|deveined|pink|flakes? easily|marrow|gristle|crackling)\b/i;

function sentencesWith(v: Version, id: string): string[] {
  const re = new RegExp(`\\{${id}[.=}]`);
  return v.steps.flatMap((s) => s.en.split(SENTENCE)).filter((s) => re.test(s));
}

/** Why a food cannot stand in for an ingredient in these steps, or null when it can. */
/** Units that measure a line by volume: spoons and cups, millilitres, pinches. */
const BY_VOLUME = new Set<string>(['ml', 'l', 'tsp', 'tbsp', 'cup', 'fl-oz', 'pinch', 'dash']);

export function swapProblem(room: Room, v: Version, id: string, to: string): string[] | null {
  const from = v.ingredients.find((i) => ingredientId(i) === id);
  const fromFood = from ? room.foods.get(from.food) : undefined;
  const toFood = room.foods.get(to);
  if (!from || !fromFood || !toFood) return ['unknown'];
  const problems: string[] = [];
  // A food counted whole takes no spoonful or cupful of the line ("1/2 tsp vanilla bean").
  if (toFood.measure === 'count' && fromFood.measure !== 'count' && from.u && BY_VOLUME.has(from.u))
    problems.push('measure');
  // The food's own record names this stand-in: what it is made of is not in the way.
  const listed = fromFood.subs?.some((x) => x.food === to) ?? false;
  // Bacon renders its fat as guanciale does: a word tied to what a food is made of is fine when
  // the stand-in's own cooking cues say it too.
  const ownCues = Object.values(toFood.cook ?? {})
    .map((c) => c?.cue?.en ?? '')
    .join(' ')
    .toLowerCase();
  for (const sentence of sentencesWith(v, id)) {
    const particular = PARTICULAR.exec(sentence)?.[0]?.toLowerCase();
    if (particular && !listed && !ownCues.includes(particular.replace(/(?:ed|s)$/, ''))) problems.push('particular');
    const others = idsIn(sentence).filter((x) => x !== id);
    // "do not let it boil", "sem deixar ferver": a verb said not to happen is not an action.
    // A food's id is no verb: "{brown-sugar}" browns nothing, "{fried-shallots}" fry nothing.
    const affirmed = sentence
      .replace(/\{[^}]*\}/g, ' food ')
      .replace(/\b(?:do not|don't|never|without|not)\s+(?:let(?:ting)?\s+(?:it|them)\s+)?\w+/gi, ' ');
    // A fat or liquid a sentence cooks other foods in ("heat the butter and fry the patties") is
    // the medium of that verb: the patties fry, the butter does not need to.
    const kindOf = (x: string) => room.foods.get(v.ingredients.find((i) => ingredientId(i) === x)?.food ?? '')?.kind;
    // A fat is the medium too where it is heated or something cooks in or with it ("fry in the
    // butter", "brushing with the butter"); browning butter alone is cooking the butter itself.
    const esc = id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const fatMedium =
      fromFood.kind === 'fat' &&
      (others.length > 0 ||
        /\b(?:heat|melt)\b/i.test(sentence) ||
        new RegExp(`\\b(?:in|with)\\s+(?:the\\s+)?(?:\\w+\\s+)?\\{${esc}[.=}]`, 'i').test(sentence));
    const medium =
      fatMedium ||
      ((fromFood.kind === 'liquid' || fromFood.kind === 'dairy') &&
        others.some((x) => !MEDIA_KINDS.has(kindOf(x) ?? 'other')));
    for (const [action, re] of ACTION_WORDS) {
      if (medium || !re.test(affirmed)) continue;
      const a = action as keyof NonNullable<typeof toFood.cook>;
      // An action on the dish as a whole (simmer the stew) does not need the stand-in to take it alone.
      if (others.length > 1 && !['brown', 'fry', 'deepfry', 'grill', 'stirfry'].includes(action)) continue;
      if (!toFood.cook?.[a]) problems.push(action);
      else if (TIME.test(sentence) && others.length === 0) {
        const own = fromFood.cook?.[a]?.min;
        const theirs = toFood.cook[a]!.min;
        if (!own || theirs[0] > own[1] || theirs[1] < own[0]) problems.push(`${action}-time`);
      }
    }
  }
  return problems.length ? problems : null;
}

/** The dish is named for the food: its title, in either language, names it or what it is a kind of. */
function namedFor(room: Room, v: Version, i: TCookbookIngredient): boolean {
  const food = room.foods.get(i.food);
  if (!food) return false;
  // The first food a title names is what the dish is; the ones listed after it ("… with Chicken,
  // Sausage and Shrimp") are components beside it.
  for (const lang of LANGUAGES) {
    const first = [...room.foodIndex(lang).find(v.name[lang])].sort((a, b) => a.start - b.start)[0];
    if (first?.values.some((x) => x === i.food || room.foods.get(x)?.of === i.food || food.of === x)) return true;
  }
  return false;
}

/**
 * The recipe's line a cook's words name: the food, a kind of it, or else the one line whose name
 * holds the words ("sausage" for the smoked sausage, "linguiça" for the linguiça defumada).
 */
function asked(room: Room, v: Version, food: string, words: string, lang: TLanguage): TCookbookIngredient | undefined {
  const exact = v.ingredients.find((x) => x.food === food || room.foods.get(x.food)?.of === food);
  if (exact) return exact;
  const hits = namedBy(room, v, words, lang);
  return hits.length === 1 ? hits[0] : undefined;
}

/** The recipe's lines whose name holds the cook's words ("chocolate" in "chocolate em pó"). */
function namedBy(room: Room, v: Version, words: string, lang: TLanguage): TCookbookIngredient[] {
  const w = fold(words).trim();
  if (!w) return [];
  const re = new RegExp(`\\b${w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`);
  const seen = new Set<string>();
  return v.ingredients.filter(
    (x) => re.test(fold(foodName(room, x.food, lang))) && !seen.has(x.food) && !!seen.add(x.food),
  );
}

/** The ingredient the dish is about: named in its title, or its main protein. */
function isHeart(room: Room, v: Version, i: TCookbookIngredient): boolean {
  // Components a title lists after its first food are weighed like the rest below.
  if (namedFor(room, v, i)) return true;
  const food = room.foods.get(i.food);
  if (!food || (food.kind !== 'protein' && food.kind !== 'legume')) return false;
  const grams = (x: TCookbookIngredient) => gramsOf(x, room.foods.get(x.food)!) ?? 0;
  const proteins = v.ingredients.filter((x) => ['protein', 'legume'].includes(room.foods.get(x.food)?.kind ?? ''));
  return proteins.every((x) => grams(x) <= grams(i));
}

/**
 * Text with what names a gone food taken out: the item of a list that names it ("…, pan-fried pork
 * chops, sautéed collards…"), or the sentence when the food is its subject.
 */
function withoutNaming(text: string, names: (t: string) => boolean): string {
  return text
    .split(SENTENCE)
    .map((sentence) => {
      if (!names(sentence)) return sentence;
      const items = sentence.split(/,\s+/);
      if (items.length < 3 || names(items[0]!)) return '';
      const kept = items.filter((x, n) => n === 0 || !names(x));
      const out = kept.join(', ');
      return names(out) ? '' : /[.!?]$/.test(out) ? out : `${out}.`;
    })
    .filter(Boolean)
    .join(' ');
}

/** Fat per 100 g of a food, from its USDA row, or null when not known. */
function fatOf(room: Room, food: string): number | null {
  const usda = room.foods.get(food)?.usda;
  const fat = usda ? SR24_FOODS[usda]?.[0]?.[5] : undefined;
  return typeof fat === 'number' ? fat : null;
}

/**
 * The dish's main foods swapped for others ("ground beef" for lentils): the family of each (the
 * food, what it is a kind of, its other kinds), and what stands in for it.
 */
function heartSwaps(
  room: Room,
  s: State,
): { id: string; family: Set<string>; to: TCookbookIngredient; name: Record<TLanguage, string> }[] {
  const out: { id: string; family: Set<string>; to: TCookbookIngredient; name: Record<TLanguage, string> }[] = [];
  for (const [id, to] of s.swap) {
    const from = s.version.ingredients.find((i) => ingredientId(i) === id);
    if (!from || from.food === to.food || !isHeart(room, s.version, from)) continue;
    // "Vegan butter" for the butter of a dairy-free pound cake: the title would call the dish
    // vegan, so it takes the stand-in's other name that says only the diets kept ("dairy-free
    // butter", "manteiga vegetal"), or keeps its own when it has none. A stand-in named for the
    // diet the cook asked ("gluten-free pasta" in a gluten-free carbonara) says what the dish now
    // keeps, and names it.
    const name = standInNames(room, to.food, s.restrictions.diets);
    if (!name) continue;
    const parent = room.foods.get(from.food)?.of;
    const family = new Set([from.food, ...(parent ? [parent] : [])]);
    for (const [f, food] of room.foods) if (food.of && family.has(food.of)) family.add(f);
    family.delete(to.food);
    out.push({ id, family, to, name });
  }
  return out;
}

/**
 * What a stand-in is called in each language where it takes a main food's place in a title: the
 * first of its names (its own, then its other names) that says the diets kept and no other ("dairy-
 * free butter"), else one that says no diet ("plant butter"). Portuguese writes the diet after the
 * food, agreeing with it ("bolo de manteiga vegana" is a cake of vegan butter, not a vegan cake), so
 * there the stand-in's own name serves; English reads "Vegan Butter Pound Cake" as a vegan cake, so
 * with no such name the title keeps its words (null).
 */
function standInNames(room: Room, food: string, kept: readonly string[]): Record<TLanguage, string> | null {
  const out = {} as Record<TLanguage, string>;
  for (const l of LANGUAGES) {
    const n = room.names(food, l);
    const all = [n.one, ...(n.syn ?? [])];
    const said = new Map(all.map((x) => [x, dietsSaid(room, x, l)]));
    const clean = all.filter((x) => said.get(x)!.every((d) => kept.includes(d)));
    const name = clean.find((x) => said.get(x)!.length > 0) ?? clean[0] ?? (l === 'pt-BR' ? n.one : undefined);
    if (!name) return null;
    out[l] = name;
  }
  return out;
}

/** The diets a name says in its words ("vegan butter" says vegan, "dairy-free butter" dairy-free). */
function dietsSaid(room: Room, written: string, l: TLanguage): string[] {
  const name = ` ${fold(written)} `;
  return Object.entries(room.diets)
    .filter(([, d]) => [...d.names[l], d.label[l]].some((w) => w && name.includes(` ${fold(w).trim()} `)))
    .map(([key]) => key);
}

/**
 * The steps with what only the swapped food did taken out: a sentence naming no food that spoons
 * off fat right after the food cooked goes when its stand-in gives off next to none (lentils for
 * ground beef). Each language reads its own words.
 */
function withoutFoodsOwnSteps(room: Room, s: State): Version {
  const gone = [...s.swap].filter(([id, to]) => {
    const from = s.version.ingredients.find((i) => ingredientId(i) === id);
    const own = from ? fatOf(room, from.food) : null;
    const theirs = fatOf(room, to.food);
    return own !== null && theirs !== null && theirs * 2 < own;
  });
  if (!gone.length) return s.version;
  const re = new RegExp(`\\{(?:${gone.map(([id]) => id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})[.=}]`);
  const langs = LANGUAGES;
  const fatRes = new Map(
    langs.map((l) => [
      l,
      new RegExp(`(?<![\\p{L}])(?:${(pack(l).fatWords ?? []).map((w) => fold(w)).join('|')})(?![\\p{L}])`, 'u'),
    ]),
  );
  const steps = s.version.steps.map((step) => {
    const out = { ...step };
    for (const l of langs) {
      const text = step[l];
      if (!text || !(pack(l).fatWords ?? []).length) continue;
      const sentences = text.split(SENTENCE);
      const kept = sentences.filter(
        (x, n) => n === 0 || !re.test(sentences[n - 1]!) || idsIn(x).length > 0 || !fatRes.get(l)!.test(fold(x)),
      );
      if (kept.length < sentences.length) out[l] = kept.join(' ');
    }
    return out;
  });
  return { ...s.version, steps };
}

/**
 * Steps whose "half the remaining {garlic}" or "o restante do {cheddar}" is left after the edit
 * took out the earlier use of that food (the bacon's clause that had the first half): the step
 * takes the whole of it. Only for a food the edit took mentions of out of the steps.
 */
function restWithoutEarlierUse(base: Version, v: Version): Version {
  const count = (steps: TText[], id: string) => steps.filter((st) => mentionsId(st.en, id)).length;
  const ids = new Set(v.steps.flatMap((st) => idsIn(st.en)));
  const fewer = [...ids].filter((id) => count(v.steps, id) < count(base.steps, id));
  if (!fewer.length) return v;
  let changed = false;
  const steps = v.steps.map((st, n) => {
    const out = { ...st };
    for (const l of LANGUAGES) {
      let text = st[l];
      if (!text) continue;
      for (const id of fewer) {
        const ph = `\\{${id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:[.=][^}]*)?\\}`;
        for (const [pattern, whole] of REST_OF[l]) {
          const re = new RegExp(pattern.replace('ID', ph), 'iu');
          const m = re.exec(text);
          if (!m) continue;
          const earlier = [...v.steps.slice(0, n).map((x) => x[l] ?? ''), text.slice(0, m.index)].join(' ');
          if (new RegExp(ph).test(earlier)) continue;
          text = text.slice(0, m.index) + m[0].replace(re, whole) + text.slice(m.index + m[0].length);
          changed = true;
        }
      }
      out[l] = text;
    }
    return out;
  });
  return changed ? { ...v, steps } : v;
}

/**
 * Text with the name of a swapped main food given to its stand-in ("Ground Beef Tacos" → "Mushroom
 * Tacos"): only where the text calls it by its own name in that language (not a synonym that is
 * also a dish's or a brand's, "Hamburger Helper"); a capital stays a capital.
 */
function renamed(room: Room, text: string, swaps: ReturnType<typeof heartSwaps>, lang: TLanguage): string {
  let t = text;
  for (const sw of swaps) {
    // Its own name, or the word its own name is made on ("iogurte" of "iogurte natural").
    const own = new Set(
      [...sw.family].flatMap((f) => {
        const n = room.names(f, lang);
        const names = [fold(n.one), fold(n.many)];
        const heads = (n.syn ?? [])
          .map(fold)
          .filter((x) => names.some((m) => m.startsWith(`${x} `) || m.endsWith(` ${x}`)));
        return [...names, ...heads];
      }),
    );
    const hits = room
      .foodIndex(lang)
      .find(t)
      .filter(
        (h) => h.values.length > 0 && h.values.every((f) => sw.family.has(f)) && own.has(fold(t.slice(h.start, h.end))),
      )
      .sort((a, b) => b.start - a.start);
    const name = sw.name[lang];
    for (const h of hits) {
      const was = t.slice(h.start, h.end);
      const cap = /^\p{Lu}/u.test(was);
      const titled =
        cap && was.split(/\s+/).every((w) => /^\p{Lu}/u.test(w))
          ? name.replace(/(^|\s)(\p{L})/gu, (_, a: string, b: string) => a + b.toUpperCase())
          : cap
            ? name.charAt(0).toUpperCase() + name.slice(1)
            : name;
      t = t.slice(0, h.start) + titled + t.slice(h.end);
    }
  }
  return t;
}

function render(book: Cookbook, s: State, lang: TLanguage): TRecipeDraft {
  const room = book.room;
  const swaps = heartSwaps(room, s);
  // The lines the recipe now has: its diet tags are theirs.
  const final = s.version.ingredients
    .filter((i) => !s.drop.has(ingredientId(i)))
    .map((i) => s.swap.get(ingredientId(i)) ?? i);
  // Foods the edit took out of the dish: no text field names them any more.
  const kept = new Set(s.version.ingredients.filter((i) => !s.drop.has(ingredientId(i))).map((i) => i.food));
  for (const i of s.swap.values()) kept.add(i.food);
  const gone = new Set(
    book
      .version(s.entry)
      .ingredients.map((i) => i.food)
      .filter(
        (f) =>
          !kept.has(f) &&
          ![...s.swap.keys()].some((id) => s.version.ingredients.find((i) => ingredientId(i) === id)?.food === f),
      ),
  );
  // A tip may name a food in the dish's own language ("add torresmo and linguiça"): both are read.
  const other: TLanguage = lang === 'en' ? 'pt-BR' : 'en';
  // A kind of food none of which is left ("Leave out the alcohol for children" once the marsala
  // went) is named by its own words; a kind some food of the dish still is stays nameable.
  const left = new Set([...kept].flatMap((f) => room.foods.get(f)?.diet ?? []));
  const goneKinds = [...new Set([...gone].flatMap((f) => room.foods.get(f)?.diet ?? []))].filter((c) => !left.has(c));
  const kindWords = goneKinds.flatMap((c) => [lang, other].flatMap((l) => wishWords(l).categories[c] ?? []));
  const kindRe = kindWords.length
    ? new RegExp(
        `(?<![\\p{L}])(?:${kindWords.map((w) => fold(w).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})(?![\\p{L}])`,
        'u',
      )
    : null;
  // A tip about the swapped main food's own kind ("thighs stay juicier than breast") is not about
  // its stand-in.
  const aboutSwapped = (t: string) =>
    swaps.some((sw) =>
      [lang, other].some((l) =>
        room
          .foodIndex(l)
          .find(t)
          .some((h) => h.values.length > 0 && h.values.every((f) => sw.family.has(f))),
      ),
    );
  const names = (t: string) =>
    !!kindRe?.test(fold(t)) ||
    [lang, other].some(
      (l) =>
        namesExcluded(room, s.restrictions, t, l) ||
        room
          .foodIndex(l)
          .find(t)
          .some((h) => h.values.every((f) => gone.has(f))),
    );
  const rendered = renderVersion(room, restWithoutEarlierUse(book.version(s.entry), withoutFoodsOwnSteps(room, s)), {
    lang,
    system: s.system,
    textSystem: s.textSystem,
    servings: s.servings,
    drop: s.drop,
    swap: s.swap,
    tweak: s.tweak,
    tags: tagsFor(
      room,
      {
        ...s.entry,
        cats: categoriesOf(room, final),
        optionalFoods: final.filter((i) => i.optional).map((i) => i.food),
      },
      lang,
    ),
    keepTip: (t) => !names(t) && !aboutSwapped(t),
  });
  const draft = swaps.length
    ? {
        ...rendered,
        title: renamed(room, rendered.title, swaps, lang),
        description: renamed(room, rendered.description, swaps, lang),
      }
    : rendered;
  if (!names(draft.description)) return draft;
  // "smoky andouille and chicken browned with…": a food in a list leaves the list first.
  const outOfList = (sentence: string): string => {
    const hits = room
      .foodIndex(lang)
      .find(sentence)
      .filter((h) => h.values.every((f) => gone.has(f)))
      .sort((a, b) => b.start - a.start);
    // Only a food that is an item of its own: "fried egg and fried banana" keeps its "fried".
    const item = /(?:^|[,:;]\s*|\s(?:and|e|or|ou)\s+)(?:(?:the|a|an|o|os|as|um|uma)\s+)?$/i;
    if (hits.some((h) => !item.test(sentence.slice(0, h.start)))) return sentence;
    let t = sentence;
    for (const h of hits) t = `${t.slice(0, h.start)}{left-out}${t.slice(h.end)}`;
    // A Portuguese pair left one food: the words after it agreed with two ("frango dourados").
    if (lang === 'pt-BR' && !/,\s[^,.:;]*\{left-out\}|\{left-out\}[^,.:;]*,/.test(t)) return sentence;
    for (const _ of hits) t = withoutFromList(t, 'left-out', lang);
    return t.includes('{left-out}') || names(t) ? sentence : t;
  };
  const listed = draft.description.split(SENTENCE).map(outOfList).join(' ');
  return { ...draft, description: withoutNaming(listed, names) };
}

function foodName(room: Room, food: string, lang: TLanguage): string {
  return room.names(food, lang).one;
}

/** Dishes of the same kind that keep a diet, for a refusal's "try instead". */
function sameKind(
  book: Cookbook,
  e: Entry,
  r: Restrictions,
  lang: TLanguage,
  extra: (x: Entry) => boolean = () => true,
): string {
  const list = book.entries
    .filter((x) => x.recipeId !== e.recipeId && x.dish === e.dish && entryPasses(book.room, r, x) && extra(x))
    .slice(0, 3)
    .map((x) => `“${x.name[lang]}”`);
  return list.length ? grammarOf(lang).list(list) : '';
}

type Outcome = { ok: true } | { ok: false; reason: string };

/** Kinds a step cooks a food in or seasons it with: a sentence about the food and these is about it. */
const MEDIA_KINDS = new Set(['fat', 'liquid', 'seasoning', 'spice', 'herb', 'aromatic', 'condiment', 'sauce']);

/** How the version uses an ingredient: baked or not; mixed with other foods, and with a flour. */
function useOf(room: Room, v: Version, id: string): Use {
  const sentences = sentencesWith(v, id);
  const kind = (x: string) => room.foods.get(v.ingredients.find((i) => ingredientId(i) === x)?.food ?? '')?.kind;
  const others = sentences.map((sen) => idsIn(sen).filter((x) => x !== id));
  const flour = others.some((ids) => ids.some((x) => kind(x) === 'flour' || kind(x) === 'leaven'));
  const bakes = techniquesOf(v).has('oven');
  // Beaten in after the butter and sugar ("Beat in the eggs one at a time, then the vanilla"): in
  // a baked dish an egg in a step with the batter's foods is in the batter.
  const inBatter =
    bakes &&
    room.foods.get(v.ingredients.find((i) => ingredientId(i) === id)?.food ?? '')?.kind === 'egg' &&
    v.steps.some(
      (st) => mentionsId(st.en, id) && idsIn(st.en).some((x) => x !== id && !MEDIA_KINDS.has(kind(x) ?? 'other')),
    );
  return {
    bakes,
    // The step that cooks it thickens with it, and bakes nothing: the béchamel of a lasagna.
    thickens: v.steps.some(
      (st) => mentionsId(st.en, id) && /\bthick(?:en|ens|ened|ening)?\b/i.test(st.en) && !says(st.en, 'bake'),
    ),
    // An egg fried beside the bananas is not in a batter: mixed means a flour, or other foods, in it.
    mixed: flour || inBatter || others.some((ids) => ids.some((x) => !MEDIA_KINDS.has(kind(x) ?? 'other'))),
  };
}

/**
 * The version without one of its components, when it is served beside the rest rather than cooked
 * into it (the chop of a virado): sentences about it (with its own seasonings and fat) go, it leaves
 * the lists it is in, and seasonings only it used go with it. Null when a step cooks it with others.
 */
export function withoutComponent(room: Room, v: Version, id: string): Version | null {
  const langs = LANGUAGES;
  const mentions = (x: string) => new RegExp(`\\{${x}[.=}]`);
  const sentences = v.steps.flatMap((st) => st.en.split(SENTENCE));
  // An ingredient every sentence of which also names the component, and never on the plate itself,
  // belongs to it (its marinade); the bananas fried beside the eggs are a component of their own.
  const its = (x: string) =>
    sentences.filter((sen) => mentions(x).test(sen)).every((sen) => mentions(id).test(sen) && !SERVES.test(sen));
  const kind = (x: string) => room.foods.get(v.ingredients.find((i) => ingredientId(i) === x)?.food ?? '')?.kind;
  const steps: TText[] = [];
  for (const st of v.steps) {
    const out = { en: '', 'pt-BR': '' };
    for (const lang of langs) {
      const kept: string[] = [];
      for (const sen of st[lang].split(SENTENCE)) {
        const ids = idsIn(sen);
        if (!ids.includes(id)) {
          kept.push(sen);
          continue;
        }
        if (ids.every((x) => x === id || its(x) || MEDIA_KINDS.has(kind(x) ?? 'other'))) continue;
        // With other foods only where they meet on the plate; cooked or tossed with them it is in the dish.
        if (lang === 'en' && (!SERVES.test(sen) || COMBINES.test(sen) || ACTION_WORDS.some(([, re]) => re.test(sen))))
          return null;
        const left = withoutFromList(sen, id, lang);
        if (mentions(id).test(left)) return null;
        kept.push(left);
      }
      out[lang] = kept.join(' ').trim();
    }
    if (!out.en !== !out['pt-BR']) return null;
    if (out.en) steps.push(out);
  }
  const used = new Set(steps.flatMap((st) => [...idsIn(st.en), ...idsIn(st['pt-BR'])]));
  const ingredients = v.ingredients.filter((i) => used.has(ingredientId(i)));
  if (steps.length === 0 || ingredients.length === v.ingredients.length) return null;
  return { ...v, steps, ingredients };
}

/** Energy of an ingredient line, from its food's USDA row (grams when the row is not known). */
function energyOf(room: Room, i: TCookbookIngredient): number {
  const food = room.foods.get(i.food);
  if (!food || i.optional) return 0;
  const grams = gramsOf(i, food) ?? 0;
  const row = food.usda ? SR24_FOODS[food.usda] : undefined;
  return row ? (grams * (row[0][0] ?? 0)) / 100 : grams;
}

/** Every sentence naming the food has it in a list it can simply leave (the drop path does that). */
function onlyListed(v: Version, id: string, lang: TLanguage): boolean {
  return v.steps.every((st) =>
    st[lang].split(SENTENCE).every((sen) => !mentionsId(sen, id) || !mentionsId(withoutFromList(sen, id, lang), id)),
  );
}

const mentionsId = (text: string, id: string) => new RegExp(`\\{${id}[.=}]`).test(text);

/** A sentence that puts foods on the plate together, and one that cooks or mixes them. */
const SERVES = /\b(?:serve|served|serving|plate|arrange|divide)\b/i;
const COMBINES = /\b(?:add|stir|toss|mix|fold|combine|return|pour|cover)\b/i;

/** Below this share of the dish's energy left, leaving a component out leaves no dish. */
const DISH_LEFT = 0.5;

/** The version without a side component, when at least DISH_LEFT of the dish's energy stays. */
function sideWithout(room: Room, v: Version, id: string): Version | null {
  const without = withoutComponent(room, v, id);
  if (!without) return null;
  const total = v.ingredients.reduce((n, i) => n + energyOf(room, i), 0);
  const keeps = without.ingredients.reduce((n, i) => n + energyOf(room, i), 0);
  return total > 0 && keeps / total >= DISH_LEFT ? without : null;
}

/**
 * The version with the food's clauses taken out of the steps it cooks in with others, when the
 * dish is not named for it and at least DISH_LEFT of its energy stays; the steps it was in.
 */
function outOfSteps(
  room: Room,
  v: Version,
  id: string,
  base: Version = v,
): { version: Version; steps: number[] } | null {
  const i = v.ingredients.find((x) => ingredientId(x) === id);
  if (!i || namedFor(room, v, i)) return null;
  const without = withoutFood(room, v, id);
  if (!without) return null;
  // Against the dish as it was written: a diet taking out one meat after another leaves no dish.
  const total = base.ingredients.reduce((n, x) => n + energyOf(room, x), 0);
  const keeps = without.ingredients.reduce((n, x) => n + energyOf(room, x), 0);
  if (!(total > 0 && keeps / total >= DISH_LEFT)) return null;
  const steps = v.steps.map((st, n) => (mentionsId(st.en, id) ? n + 1 : 0)).filter(Boolean);
  return { version: without, steps };
}

function stepList(steps: number[], lang: TLanguage): string {
  return grammarOf(lang).list(steps.map((n) => (lang === 'pt-BR' ? `etapa ${n}` : `step ${n}`)));
}

function applyDiet(
  book: Cookbook,
  s: State,
  diet: string | null,
  own: Restrictions,
  lang: TLanguage,
  label: string,
): Outcome {
  const room = book.room;
  // What this part of the request takes out is its own diet's (the note names it by that diet: the
  // peanuts of a vegan pad thai go for the peanut allergy, not for "vegan"); every stand-in keeps
  // all of the request (s.restrictions).
  const r = s.restrictions;
  const current = book.byKey.get(s.entry.key)!;
  if (
    entryPasses(room, own, current) &&
    s.version.ingredients.every((i) => !excludes(room, own, i.food) || i.optional)
  ) {
    const dropped = toDrop(room, own, s.version);
    const swapped = leaveOrSwap(book, s, dropped, r, lang);
    // Optional lines the diet excludes leave: the note says so, not that nothing changed.
    const optional = s.version.ingredients.filter(
      (i) => dropped.has(ingredientId(i)) && s.drop.has(ingredientId(i)) && excludes(room, own, i.food),
    );
    const parts = [
      ...(optional.length
        ? [
            say(lang, 'edits', 'dietLeftOut', {
              diet: label,
              foods: grammarOf(lang).list([...new Set(optional.map((i) => foodName(room, i.food, lang)))]),
            }),
          ]
        : []),
      ...(swapped.length
        ? [say(lang, 'edits', 'dietSwapped', { diet: label, swaps: grammarOf(lang).list(swapped) })]
        : []),
    ];
    claim(s, parts.length ? parts.join(' ') : say(lang, 'edits', 'alreadyDiet', { diet: label }));
    return { ok: true };
  }
  // An authored version of the dish that keeps the diet.
  const variant = book.entries.find(
    (x) => x.recipeId === s.entry.recipeId && x.key !== s.entry.key && entryPasses(room, own, x),
  );
  if (variant) {
    s.entry = variant;
    s.version = book.version(variant);
    s.swap.clear();
    const swapped = leaveOrSwap(book, s, toDrop(room, own, s.version), r, lang);
    if (swapped.length)
      claim(s, say(lang, 'edits', 'dietSwapped', { diet: label, swaps: grammarOf(lang).list(swapped) }));
    claim(
      s,
      say(lang, 'edits', 'toVariant', { name: variant.name[lang], kind: label }),
      (t) => t.entry.key === variant.key,
    );
    return { ok: true };
  }
  const swaps: string[] = [];
  const hearts: string[] = [];
  const noStand: string[] = [];
  const mixed: string[] = [];
  const left: string[] = [];
  const cut: { food: string; steps: number[] }[] = [];
  // Most of the meat stays (the chicken and shrimp of a jambalaya without its sausage): the foods
  // that go are components, not the heart; when most of it goes (a feijoada's pork) they are.
  const meat = (keep: boolean) =>
    s.version.ingredients
      .filter((x) => !x.optional && room.foods.get(x.food)?.kind === 'protein' && excludes(room, own, x.food) !== keep)
      .reduce((n, x) => n + (gramsOf(x, room.foods.get(x.food)!) ?? 0), 0);
  const keepsProtein = meat(true) > meat(false);
  const base = s.version;
  for (const i of s.version.ingredients) {
    const id = ingredientId(i);
    if (!excludes(room, own, i.food)) continue;
    if (i.optional) {
      swaps.push(...leaveOrSwap(book, s, new Set([id]), r, lang));
      continue;
    }
    const food = room.foods.get(i.food)!;
    const use = useOf(room, s.version, id);
    // For a diet the pasta or noodles are what the dish is made on (the lasagna's sheets): they are
    // swapped for a stand-in in the same function, never cut out of the steps.
    const role = roleOf(food, use) ?? (food.kind === 'pasta' ? 'body' : null);
    const structural = role !== null && (isStructural(role, use) || food.kind === 'pasta');
    // A stand-in its record lists for what it does here (for binder, for fat…) that takes the step.
    const subs = (food.subs ?? []).filter(
      (x) =>
        (!role || x.for.includes(role)) &&
        !excludes(room, r, x.food) &&
        swapProblem(room, s.version, id, x.food) === null,
    );
    const same = subs.find((x) => room.foods.get(x.food)?.by === food.by);
    const sub = same ?? subs[0];
    if (sub) {
      s.swap.set(id, {
        ...i,
        food: sub.food,
        q: i.q === undefined ? i.q : scaleQ(i.q, sub.ratio ?? 1),
        name: undefined,
        // "Large" was the eggs' size, not the flax eggs'.
        size: undefined,
        prep: i.prep,
      });
      swaps.push(
        structural
          ? standInPart(room, i.food, sub, role, lang)
          : say(lang, 'edits', 'swapOne', { from: foodName(room, i.food, lang), to: foodName(room, sub.food, lang) }),
      );
      continue;
    }
    if (structural) {
      noStand.push(noStandIn(room, i.food, role, lang, label));
      continue;
    }
    // Cooked with others but not what the dish is named for: its clauses leave the steps.
    // A meat leaves when most of the meat stays (the jambalaya's chicken and shrimp) or when it is
    // the only one, in a dish mostly of something else (the macarrão's sausage); not when most of
    // the meat goes and some stays (a feijoada without its pork is not a feijoada).
    const out = keepsProtein || meat(true) === 0 ? outOfSteps(room, s.version, id, base) : null;
    if (out) {
      s.version = out.version;
      cut.push({ food: i.food, steps: out.steps });
      continue;
    }
    // Served beside the rest and not what the dish is named for: the plate goes without it.
    if (!namedFor(room, s.version, i)) {
      const without = sideWithout(room, s.version, id);
      if (without) {
        s.version = without;
        left.push(i.food);
        continue;
      }
    }
    // Neither what the dish is named for nor its main protein (the sausage of a chicken, sausage
    // and shrimp jambalaya): the true reason is the steps it cooks in with the rest.
    if (!isHeart(room, s.version, i) && keepsProtein) {
      const steps = s.version.steps
        .map((st, n) => (new RegExp(`\\{${id}[.=}]`).test(st.en) ? n + 1 : 0))
        .filter(Boolean)
        .map((n) => (lang === 'pt-BR' ? `na etapa ${n}` : `step ${n}`));
      if (steps.length) {
        mixed.push(
          sayOf(room, lang, 'cannotRemoveMixed', i.food, { steps: grammarOf(lang).list(steps) }).replace(
            /\bem na etapa\b/,
            'na etapa',
          ),
        );
        continue;
      }
    }
    hearts.push(foodName(room, i.food, lang));
  }
  if (mixed.length && !hearts.length && !noStand.length) return { ok: false, reason: mixed.join(' ') };
  if (noStand.length && !hearts.length) {
    const instead = sameKind(book, s.entry, r, lang);
    return {
      ok: false,
      reason: [...noStand, instead ? say(lang, 'edits', 'tryInstead', { diet: label, list: instead }) : '']
        .filter(Boolean)
        .join(' '),
    };
  }
  if (hearts.length) {
    const instead = sameKind(book, s.entry, r, lang);
    return {
      ok: false,
      reason: [
        say(lang, 'edits', 'noDietVersionList', {
          diet: label,
          name: s.entry.name[lang],
          foods: grammarOf(lang).list(hearts),
          count: hearts.length,
        }),
        instead ? say(lang, 'edits', 'tryInstead', { diet: label, list: instead }) : '',
      ]
        .filter(Boolean)
        .join(' '),
    };
  }
  void diet;
  const key = s.entry.key;
  const version = s.version;
  const g = grammarOf(lang);
  for (const food of left)
    claim(s, sayOf(room, lang, 'leftComponent', food), (t) => t.version === version || t.entry.key === key);
  for (const c of cut)
    claim(
      s,
      sayOf(room, lang, 'leftOutOfSteps', c.food, { steps: stepList(c.steps, lang) }),
      (t) => t.version === version || t.entry.key === key,
    );
  if (swaps.length)
    claim(
      s,
      // Two lines of one food (the batter's butter and the pan's) are one swap to say.
      say(lang, 'edits', 'dietSwapped', { diet: label, swaps: g.list([...new Set(swaps)]) }),
      (t) => t.entry.key === key && t.swap.size > 0,
    );
  // Nothing left to take out: said only when no earlier part of the request took it out already
  // ("no peanuts and no nuts": the first part's note names the cashews that went).
  if (!swaps.length && !left.length && !cut.length && !s.done.length)
    claim(s, say(lang, 'edits', 'alreadyDiet', { diet: label }));
  return { ok: true };
}

/**
 * Lines a diet takes out that the dish can go without (optional, to taste): each leaves where its
 * steps can lose it; where a step still needs it ("soak the liver in the milk", "yogurt on the
 * side") a stand-in its record lists that keeps the diet and takes that step goes in its place.
 * The stand-ins put in, as the note says them.
 */
function leaveOrSwap(book: Cookbook, s: State, ids: Set<string>, r: Restrictions, lang: TLanguage): string[] {
  const room = book.room;
  const out: string[] = [];
  for (const id of ids) {
    s.drop.add(id);
    if (tryRender(book, s, lang)) continue;
    const i = s.version.ingredients.find((x) => ingredientId(x) === id);
    const subs = (room.foods.get(i?.food ?? '')?.subs ?? []).filter(
      (x) => room.foods.has(x.food) && !excludes(room, r, x.food) && swapProblem(room, s.version, id, x.food) === null,
    );
    const sub = subs.find((x) => room.foods.get(x.food)?.by === room.foods.get(i!.food)?.by) ?? subs[0];
    if (!i || !sub) continue;
    s.drop.delete(id);
    s.swap.set(id, { ...i, food: sub.food, q: scaleQ(i.q, sub.ratio ?? 1), name: undefined, size: undefined });
    out.push(say(lang, 'edits', 'swapOne', { from: foodName(room, i.food, lang), to: foodName(room, sub.food, lang) }));
  }
  return out;
}

function scaleQ(q: TCookbookIngredient['q'], f: number): TCookbookIngredient['q'] {
  if (q === undefined) return q;
  return Array.isArray(q) ? [q[0] * f, q[1] * f] : q * f;
}

function toVariantOfKind(
  book: Cookbook,
  s: State,
  pred: (e: Entry) => boolean,
  lang: TLanguage,
  kindLabel: string,
): boolean {
  const v = book.entries.find(
    (x) =>
      x.recipeId === s.entry.recipeId && x.key !== s.entry.key && pred(x) && entryPasses(book.room, s.restrictions, x),
  );
  if (!v) return false;
  s.entry = v;
  s.version = book.version(v);
  claim(s, say(lang, 'edits', 'toVariant', { name: v.name[lang], kind: kindLabel }), (t) => t.entry.key === v.key);
  return true;
}

/** A step's marinade and its wait: "marinate for 10 minutes", "deixe marinar por 30 minutos". */
const MARINADE: Record<TLanguage, RegExp> = {
  en: /\bmarinat(?:e|ing)\b[^.]*?\bfor (?:at least )?(\d+)(?:\s*[–-]\s*\d+)?\s*(minutes?|hours?)\b/i,
  'pt-BR': /\bmarin(?:ar|e|ando)\b[^.]*?\bpor (?:pelo menos )?(\d+)(?:\s*(?:a|–|-)\s*\d+)?\s*(minutos?|horas?)\b/i,
};

/** Minutes the steps wait for a marinade, which a cook short of time can skip (less flavour). */
function marinadeMinutes(v: Version, lang: TLanguage): number {
  let total = 0;
  for (const st of v.steps) {
    const m = MARINADE[lang].exec(st[lang]);
    if (m) total += Number(m[1]) * (/^h/i.test(m[2]!) ? 60 : 1);
  }
  return total;
}

/** A length this big in a step is the dish or pan the recipe is cooked in, not a cut. */
const PAN_CM = 15;

/**
 * Scaled well past its servings, a recipe no longer fits the dish its steps name: says which size
 * holds the new amount (the same depth: the area grows with the servings), or to use two.
 */
function panNote(s: State, lang: TLanguage): string | null {
  const base = s.version.recipe.servings;
  const f = s.servings / base;
  if (f > 0.7 && f < 1.3) return null;
  let pan: { cm: number; cm2?: number } | null = null;
  for (const step of s.version.steps)
    for (const piece of parseStep(step[lang]))
      if (!pan && typeof piece !== 'string' && piece.kind === 'len' && piece.cm >= PAN_CM) pan = piece;
  if (!pan) return null;
  const g = grammarOf(lang);
  const words = pack(lang).line;
  const side = Math.sqrt(f);
  const fit = (cm: number) => Math.round(cm * side);
  return say(lang, 'edits', f > 1 ? 'panBigger' : 'panSmaller', {
    count: base,
    size: lengthText(pan.cm, pan.cm2, s.textSystem, g, words),
    fit: lengthText(fit(pan.cm), pan.cm2 ? fit(pan.cm2) : undefined, s.textSystem, g, words),
  });
}

function apply(book: Cookbook, s: State, op: Op, lang: TLanguage): Outcome {
  const room = book.room;
  const name = s.entry.name[lang];
  switch (op.kind) {
    case 'servings':
    case 'factor': {
      const servings = op.kind === 'servings' ? op.servings : Math.max(1, Math.round(s.servings * op.factor));
      s.servings = servings;
      claim(s, say(lang, 'edits', 'scaled', { count: servings }), (t) => t.servings === servings);
      const pan = panNote(s, lang);
      if (pan) claim(s, pan, (t) => t.servings === servings);
      return { ok: true };
    }
    case 'units': {
      const system = say(lang, 'edits', `system.${op.system}`);
      // Asked for the system it is in, nothing converts: said so, not claimed as done.
      const text = op.amountsOnly ? s.textSystem : op.system;
      if (s.system === op.system && s.textSystem === text) claim(s, say(lang, 'edits', 'alreadyUnits', { system }));
      else
        claim(
          s,
          say(lang, 'edits', op.amountsOnly ? 'convertedAmounts' : 'converted', { system }),
          (t) => t.system === op.system && t.textSystem === text,
        );
      s.system = op.system;
      s.textSystem = text;
      return { ok: true };
    }
    case 'diet': {
      const r = restrictionsOf(room, [op.diet], [], []);
      s.restrictions = merge(s.restrictions, r);
      if (op.kept) return { ok: true };
      return applyDiet(book, s, op.diet, r, lang, freeOfDiet(room, op.diet, lang));
    }
    case 'avoid': {
      const r = restrictionsOf(room, [], op.cats, op.foods);
      s.restrictions = merge(s.restrictions, r);
      if (op.kept) return { ok: true };
      const label = grammarOf(lang).list(freePhrases(room, lang, { cats: op.cats, foods: op.foods }));
      return applyDiet(book, s, null, r, lang, label);
    }
    case 'quick': {
      const limit = op.minutes ?? null;
      const fits = (e: Entry) => e.variantKind === 'quick' && (limit === null || e.minutes + e.rest <= limit);
      if (toVariantOfKind(book, s, fits, lang, lang === 'pt-BR' ? 'rápida' : 'quick')) return { ok: true };
      const minutes = s.entry.minutes + s.entry.rest;
      if (minutes <= (limit ?? 30)) {
        claim(s, say(lang, 'edits', 'alreadyQuick', { count: minutes }));
        return { ok: true };
      }
      if (limit !== null) {
        // Below the time it takes, the cook is told what can go (the marinade's wait) or that it
        // cannot be ready in time, with dishes of its kind that can.
        const wait = marinadeMinutes(s.version, lang);
        const left = minutes - wait;
        const within = sameKind(book, s.entry, s.restrictions, lang, (x) => x.minutes + x.rest <= limit);
        return {
          ok: false,
          reason: [
            wait > 0 && left <= limit
              ? say(lang, 'edits', 'quickSkipMarinade', { total: minutes, wait, left })
              : say(lang, 'edits', 'cannotQuickIn', { limit, total: minutes }),
            within ? say(lang, 'edits', 'quickerDishesIn', { limit, list: within }) : '',
          ]
            .filter(Boolean)
            .join(' '),
        };
      }
      const quicker = sameKind(book, s.entry, s.restrictions, lang, (x) => x.minutes + x.rest <= minutes / 2);
      return {
        ok: false,
        reason: [
          say(lang, 'edits', 'cannotQuick', { name, count: minutes }),
          quicker ? say(lang, 'edits', 'quickerDishes', { list: quicker }) : '',
        ]
          .filter(Boolean)
          .join(' '),
      };
    }
    case 'healthy': {
      if (toVariantOfKind(book, s, (e) => e.variantKind === 'light', lang, lang === 'pt-BR' ? 'leve' : 'light'))
        return { ok: true };
      // A topping bought fried (the batata palha on a strogonoff) is left off where the dish only
      // serves it; fried foods it is made with stay, and are said.
      const fried = s.version.ingredients.filter(
        (i) => room.foods.get(i.food)?.fried && !s.drop.has(ingredientId(i)) && !s.swap.has(ingredientId(i)),
      );
      const off: TCookbookIngredient[] = [];
      for (const i of fried.filter((x) => x.optional)) {
        s.drop.add(ingredientId(i));
        if (tryRender(book, s, lang)) off.push(i);
        else s.drop.delete(ingredientId(i));
      }
      // "tirei a batata palha": Portuguese says the food with its article.
      const the = (food: string) =>
        lang === 'pt-BR'
          ? `${grammarOf(lang).article(room.names(food, lang).g ?? 'm', false)} ${foodName(room, food, lang)}`
          : foodName(room, food, lang);
      const foods = (list: TCookbookIngredient[]) => grammarOf(lang).list([...new Set(list.map((i) => the(i.food)))]);
      if (off.length) {
        const ids = off.map(ingredientId);
        claim(s, say(lang, 'edits', 'lighterNoFried', { foods: foods(off) }), (t) => ids.every((id) => t.drop.has(id)));
      }
      const still = fried.filter((i) => !off.includes(i));
      if (meetsSoft(room, s.entry, 'light')) {
        const kcal = Math.round(s.entry.nutrition.kcal / 10) * 10;
        if (!off.length)
          claim(
            s,
            still.length
              ? say(lang, 'edits', 'alreadyLightFried', { kcal, foods: foods(still) })
              : say(lang, 'edits', 'alreadyLight', { kcal }),
          );
        return { ok: true };
      }
      if (off.length) return { ok: true };
      return { ok: false, reason: say(lang, 'edits', 'cannotLight', { name }) };
    }
    case 'spicy': {
      const chili = heatOf(room, s, name, lang);
      if (!chili.length) {
        // None of its own: a chili of its cuisine joins the step where its aromatics cook.
        const added = addChili(room, s.version, s.entry.cuisine);
        if (!added) return { ok: false, reason: say(lang, 'edits', 'noChiliToAdd') };
        s.version = added.version;
        const n = room.names(added.food, lang);
        const the = grammarOf(lang).article(n.g ?? 'f', added.plural);
        claim(
          s,
          say(lang, 'edits', 'chiliAdded', {
            food: `${the} ${added.plural ? n.many : n.one}`,
            count: added.plural ? 2 : 1,
          }),
          (t) => t.version === added.version,
        );
        return { ok: true };
      }
      for (const i of chili) s.tweak.set(ingredientId(i), (s.tweak.get(ingredientId(i)) ?? 1) * 2);
      claim(
        s,
        say(lang, 'edits', 'spicier', { foods: grammarOf(lang).list(chili.map((i) => foodName(room, i.food, lang))) }),
        tweaked(chili.map(ingredientId), 1),
      );
      return { ok: true };
    }
    case 'milder': {
      const chili = heatOf(room, s, name, lang, true);
      if (!chili.length) {
        // The heat is the dish's own food (kimchi in a kimchi stew): it cannot go or be halved.
        const own = s.version.ingredients.find((i) => isChili(room, i.food) && !s.drop.has(ingredientId(i)));
        if (own)
          return { ok: false, reason: say(lang, 'edits', 'cannotRemove', { food: foodName(room, own.food, lang) }) };
        claim(s, say(lang, 'edits', 'noChili'));
        return { ok: true };
      }
      const changes: string[] = [];
      for (const i of chili) {
        const id = ingredientId(i);
        const f = foodName(room, i.food, lang);
        if (i.optional) {
          s.drop.add(id);
          changes.push(say(lang, 'edits', 'milderLeft', { food: f }));
        } else {
          s.tweak.set(id, (s.tweak.get(id) ?? 1) * 0.5);
          changes.push(say(lang, 'edits', 'milderHalf', { food: f }));
        }
      }
      claim(
        s,
        say(lang, 'edits', 'milder', { changes: grammarOf(lang).list(changes) }),
        tweaked(chili.map(ingredientId), -1),
      );
      return { ok: true };
    }
    case 'less-salt':
    case 'less-sugar': {
      const salt = op.kind === 'less-salt';
      const hits = s.version.ingredients.filter((i) => {
        if (i.taste || s.drop.has(ingredientId(i))) return false;
        const f = room.foods.get(i.food);
        return salt ? i.food === 'salt' || i.food.endsWith('-salt') : f?.diet.includes('sugar') && f.kind === 'sweet';
      });
      if (!hits.length) return { ok: false, reason: say(lang, 'edits', salt ? 'noSalt' : 'noSugar') };
      for (const i of hits) s.tweak.set(ingredientId(i), (s.tweak.get(ingredientId(i)) ?? 1) * (salt ? 2 / 3 : 0.75));
      claim(
        s,
        say(lang, 'edits', salt ? 'lessSalt' : 'lessSugar', {
          foods: grammarOf(lang).list(hits.map((i) => foodName(room, i.food, lang))),
        }),
        tweaked(hits.map(ingredientId), -1),
      );
      return { ok: true };
    }
    case 'remove': {
      if (!op.food) return { ok: false, reason: say(lang, 'edits', 'unknownFood', { food: op.words }) };
      const exact = s.version.ingredients.find((x) => x.food === op.food || room.foods.get(x.food)?.of === op.food);
      // Not the food itself: the lines whose names hold the cook's words ("sem chocolate" on a
      // brigadeiro of chocolate em pó and chocolate granulado) each go, or the first that cannot
      // says why.
      const named = exact ? [exact] : namedBy(room, s.version, op.words, lang);
      if (!named.length) return { ok: false, reason: notInRecipe(lang, ownWord(room, op.food, op.words, lang)) };
      if (!exact) {
        for (const x of named) {
          const out = apply(book, s, { kind: 'remove', food: x.food, words: foodName(room, x.food, lang) }, lang);
          if (!out.ok) return out;
        }
        // A dish still called after them ("… com cobertura de chocolate": the title's chocolate is
        // not a line the steps could lose) would keep a name it is not.
        const w = new RegExp(
          `(?<![\\p{L}])${fold(op.words)
            .trim()
            .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}])`,
          'u',
        );
        if (w.test(fold(s.version.name[lang])))
          return {
            ok: false,
            reason: say(lang, 'edits', 'cannotRemove', { food: foodName(room, named[0]!.food, lang) }),
          };
        return { ok: true };
      }
      const i = exact;
      const id = ingredientId(i);
      const f = room.foods.get(i.food)!;
      // What holds, raises, moistens or greases the dish goes only for a stand-in listed for that job.
      const use = useOf(room, s.version, id);
      const role = roleOf(f, use);
      if (isStructural(role, use) && !i.optional) {
        const sub = standIn(room, i.food, role, (x) => swapProblem(room, s.version, id, x) === null);
        if (!sub) return { ok: false, reason: noStandIn(room, i.food, role, lang) };
        s.swap.set(id, { ...i, food: sub.food, name: undefined, size: undefined, q: scaleQ(i.q, sub.ratio ?? 1) });
        const key = s.entry.key;
        claim(
          s,
          standInNote(room, i.food, sub, role, lang),
          (t) => t.entry.key === key && t.swap.get(id)?.food === sub.food,
        );
        return { ok: true };
      }
      // What a dish can go without: garnishes, herbs and spices, and the aromatics and vegetables
      // that are not what it is about. What it is about (its title's food, its main protein, its
      // flour or base) stays.
      const minor =
        i.optional ||
        ['herb', 'spice', 'other', 'condiment', 'seed', 'nut', 'aromatic', 'vegetable', 'fruit', 'cheese'].includes(
          f.kind,
        ) ||
        i.food === 'black-pepper';
      // Cooked in a step with others (the sausage browned before the chicken): its clauses leave.
      if (!i.optional && !(minor && !s.version.steps.some((st) => mentionsId(st.en, id)))) {
        const out = outOfSteps(room, s.version, id);
        if (out && (!minor || !onlyListed(s.version, id, lang))) {
          s.version = out.version;
          const version = out.version;
          const key = s.entry.key;
          claim(
            s,
            sayOf(room, lang, 'leftOutOfSteps', i.food, { steps: stepList(out.steps, lang) }),
            (t) => t.version === version || t.entry.key === key,
          );
          return { ok: true };
        }
      }
      // A component served beside the rest (the fried egg of a virado) leaves with its own sentences.
      if (!minor && !namedFor(room, s.version, i)) {
        const without = sideWithout(room, s.version, id);
        if (without) {
          s.version = without;
          const key = s.entry.key;
          claim(s, sayOf(room, lang, 'leftComponent', i.food), (t) => t.version === without || t.entry.key === key);
          return { ok: true };
        }
      }
      if (isHeart(room, s.version, i) || (!minor && !s.version.steps.some((st) => mentionsId(st.en, id))))
        return {
          ok: false,
          reason: say(lang, 'edits', 'cannotRemove', { food: foodName(room, i.food, lang), steps: '' }),
        };
      // In a list it can leave ("the yolks, the eggs and the pepper"); cooked with others it cannot.
      const mixed =
        !minor ||
        s.version.steps.some((st) =>
          st[lang].split(SENTENCE).some((sen) => {
            const ids = idsIn(sen);
            return (
              ids.includes(id) &&
              ids.some((x) => x !== id) &&
              new RegExp(`\\{${id}[.=}]`).test(withoutFromList(sen, id, lang))
            );
          }),
        );
      if (mixed) {
        const steps = s.version.steps
          .map((st, n) => (new RegExp(`\\{${id}[.=}]`).test(st.en) ? n + 1 : 0))
          .filter(Boolean)
          .map((n) => (lang === 'pt-BR' ? `na etapa ${n}` : `step ${n}`));
        return {
          ok: false,
          // "em {steps}" with "na etapa 4": "na etapa 4", not "em na etapa 4".
          reason: sayOf(room, lang, 'cannotRemoveMixed', i.food, { steps: grammarOf(lang).list(steps) }).replace(
            /\bem na etapa\b/,
            'na etapa',
          ),
        };
      }
      s.drop.add(id);
      const key = s.entry.key;
      claim(
        s,
        say(lang, 'edits', 'removed', { food: foodName(room, i.food, lang) }),
        (t) => t.entry.key === key && t.drop.has(id),
      );
      return { ok: true };
    }
    case 'swap': {
      if (op.byKind && op.to && !op.from) {
        const target = swapTarget(
          room,
          s.version.ingredients.map((x) => x.food),
          op.to,
          lang,
        );
        if ('reason' in target) return { ok: false, reason: target.reason };
        if ('already' in target) {
          claim(s, say(lang, 'edits', 'swapAlready', { to: foodName(room, op.to, lang) }));
          return { ok: true };
        }
        return apply(book, s, { ...op, from: target.from, fromWords: foodName(room, target.from, lang) }, lang);
      }
      if (!op.from) return { ok: false, reason: say(lang, 'edits', 'unknownFood', { food: op.fromWords }) };
      if (!op.to) return { ok: false, reason: say(lang, 'edits', 'unknownFood', { food: op.toWords }) };
      const i = asked(room, s.version, op.from, op.fromWords, lang);
      if (!i) return { ok: false, reason: notInRecipe(lang, ownWord(room, op.from, op.fromWords, lang)) };
      const id = ingredientId(i);
      // "the sausage for more chicken": a food the dish already has takes its place by weight.
      const more = s.version.ingredients.find(
        (x) => x !== i && (x.food === op.to || room.foods.get(x.food)?.of === op.to) && !s.drop.has(ingredientId(x)),
      );
      if (more) {
        const out = outOfSteps(room, s.version, id);
        const add = gramsOf(i, room.foods.get(i.food)!);
        const has = gramsOf(more, room.foods.get(more.food)!);
        if (out && add && has) {
          const moreId = ingredientId(more);
          s.version = out.version;
          s.tweak.set(moreId, (s.tweak.get(moreId) ?? 1) * (1 + add / has));
          const the = (food: string) =>
            lang === 'pt-BR'
              ? `${grammarOf(lang).article(room.names(food, lang).g ?? 'm', false)} ${foodName(room, food, lang)}`
              : foodName(room, food, lang);
          const version = out.version;
          claim(
            s,
            sayOf(room, lang, 'swappedMore', i.food, { from: the(i.food), to: the(more.food) }),
            (t) => t.version === version && (t.tweak.get(moreId) ?? 1) > 1,
          );
          return { ok: true };
        }
      }
      // A swap the cook asks by name is measured as the cook means it.
      const problems = swapProblem(room, s.version, id, op.to)?.filter((p) => p !== 'measure') ?? null;
      // The heart of a dish changes only for a stand-in its food record names (bacon for guanciale).
      const listed = room.foods.get(i.food)?.subs?.some((x) => x.food === op.to) ?? false;
      const heart = isHeart(room, s.version, i) && !listed;
      if (problems || heart) {
        // The cookbook has the dish made with it ("Tofu Katsu Curry" for a chicken katsu curry):
        // that recipe, with its own steps, times and cues.
        const made = madeWith(book, s, i.food, op.to, lang);
        if (made) {
          s.entry = made;
          s.version = book.version(made);
          s.swap.clear();
          s.drop.clear();
          const to = foodName(room, op.to, lang);
          claim(
            s,
            say(lang, 'edits', 'toVariant', { name: made.name[lang], kind: lang === 'pt-BR' ? `com ${to}` : to }),
            (t) => t.entry.key === made.key,
          );
          return { ok: true };
        }
        const actions = problems?.filter((p) => !p.endsWith('-time') && p !== 'particular' && p !== 'unknown') ?? [];
        const verbs = actions.length
          ? grammarOf(lang).list(actions.map((a) => actionWord(a, lang, room.names(i.food, lang).g)))
          : lang === 'pt-BR'
            ? 'a base do prato'
            : 'what the dish is built on';
        const instead = sameKind(
          book,
          s.entry,
          merge(s.restrictions, restrictionsOf(room, [], [], [op.from])),
          lang,
          (x) => x.foods.includes(op.to!),
        );
        return {
          ok: false,
          reason: [
            say(lang, 'edits', 'cannotSwap', {
              from: foodName(room, i.food, lang),
              to: foodName(room, op.to, lang),
              actions: verbs,
            }),
            instead ? say(lang, 'edits', 'tryInsteadWith', { food: foodName(room, op.to, lang), list: instead }) : '',
          ]
            .filter(Boolean)
            .join(' '),
        };
      }
      const sub = room.foods.get(i.food)?.subs?.find((x) => x.food === op.to);
      s.swap.set(id, { ...i, food: op.to, name: undefined, size: undefined, q: scaleQ(i.q, sub?.ratio ?? 1) });
      // A main that cooks far quicker than the pot it joins goes in for its own last minutes.
      const late = addedLate(room, s.version, id, op.to);
      if (late) s.version = late.version;
      const to = op.to;
      const key = s.entry.key;
      claim(
        s,
        late
          ? say(lang, 'edits', 'swappedLate', {
              from: foodName(room, i.food, lang),
              to: foodName(room, op.to, lang),
              lo: late.span[0],
              hi: late.span[1],
            })
          : sub?.note
            ? say(lang, 'edits', 'swapped', {
                from: foodName(room, i.food, lang),
                to: foodName(room, op.to, lang),
                note: sub.note[lang],
              })
            : say(lang, 'edits', 'swappedPlain', {
                from: foodName(room, i.food, lang),
                to: foodName(room, op.to, lang),
              }),
        (t) => t.entry.key === key && t.swap.get(id)?.food === to,
      );
      return { ok: true };
    }
    case 'add':
      // Where a new food goes, and how long it cooks there, is a cook's call the recipe does not make.
      return { ok: false, reason: say(lang, 'edits', 'cannotAdd', { food: op.words }) };
    case 'method': {
      // Asked to keep it out of the oven, a dish that never goes in one is already that.
      if (
        op.method === 'stovetop' &&
        !techniquesOf(s.version).has('oven') &&
        !s.version.steps.some((st) => says(st.en, 'bake', 'roast'))
      ) {
        claim(s, say(lang, 'edits', 'alreadyMethod', { method: say(lang, 'edits', 'method.stovetop') }));
        return { ok: true };
      }
      if (s.version.variant?.method === op.method) {
        claim(s, say(lang, 'edits', 'alreadyMethod', { method: say(lang, 'edits', `method.${op.method}`) }));
        return { ok: true };
      }
      if (
        toVariantOfKind(
          book,
          s,
          (e) => e.variantKind === 'method' && book.version(e).variant?.method === op.method,
          lang,
          say(lang, 'edits', `method.${op.method}`),
        )
      )
        return { ok: true };
      const methodWords = say(lang, 'edits', `method.${op.method as Method}`);
      const converted = convertMethod(room, s.version, op.method, s.entry.dishes);
      if (converted?.ok) {
        s.version = converted.version;
        const version = converted.version;
        const times = { method: methodWords, from: converted.from, lo: converted.to[0], hi: converted.to[1] };
        claim(
          s,
          // Out of the fryer the note says what became of the oil, too.
          converted.oil
            ? sayOf(room, lang, 'methodFried', converted.oil, times)
            : say(
                lang,
                'edits',
                converted.pan ? 'methodPan' : converted.unit === 'h' ? 'methodHours' : 'methodMinutes',
                times,
              ),
          (t) => t.version === version,
        );
        return { ok: true };
      }
      if (converted && !converted.ok && converted.why === 'already') {
        claim(s, say(lang, 'edits', 'alreadyMethod', { method: methodWords }));
        return { ok: true };
      }
      if (converted && !converted.ok && converted.why !== 'noData')
        return {
          ok: false,
          reason: say(
            lang,
            'edits',
            `method.${converted.why}${converted.why === 'batter' && op.method === 'oven' ? 'Oven' : ''}`,
            {
              name,
              method: methodWords,
              food: converted.food ? foodName(room, converted.food, lang) : '',
            },
          ),
        };
      return {
        ok: false,
        reason: say(lang, 'edits', 'noMethodVersion', {
          name,
          method: say(lang, 'edits', `method.${op.method as Method}`),
        }),
      };
    }
  }
}

/**
 * A recipe of the cookbook that is this dish made with `to` in place of `from`: of the same dish
 * type, with `to` and without `from`, keeping the request's restrictions, and whose name holds this
 * one's once the food's words are taken out ("Katsu Curry" of "Chicken Katsu Curry").
 */
function madeWith(book: Cookbook, s: State, from: string, to: string, lang: TLanguage): Entry | null {
  const room = book.room;
  const title = s.entry.name[lang];
  const hits = room
    .foodIndex(lang)
    .find(title)
    .filter((h) => h.values.some((f) => f === from || room.foods.get(from)?.of === f));
  if (!hits.length) return null;
  let rest = title;
  for (const h of [...hits].sort((a, b) => b.start - a.start)) rest = rest.slice(0, h.start) + rest.slice(h.end);
  const core = fold(rest.replace(/\([^)]*\)/g, ' '))
    .replace(/[^\p{L}\s]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (core.replace(/\s/g, '').length < 4) return null;
  // The food asked in any cut or state of it: shredded cooked chicken is an escondidinho de frango's
  // chicken breast, cooked and shredded in its own steps.
  const of = (f: string) => room.foods.get(f)?.of;
  const sameFood = (f: string, g: string) => f === g || of(f) === g || of(g) === f || (!!of(f) && of(f) === of(g));
  return (
    book.entries.find(
      (x) =>
        x.key !== s.entry.key &&
        x.dish === s.entry.dish &&
        x.foods.some((f) => sameFood(f, to)) &&
        !x.foods.includes(from) &&
        entryPasses(room, s.restrictions, x) &&
        ` ${fold(x.name[lang])
          .replace(/[^\p{L}\s]/gu, ' ')
          .replace(/\s+/g, ' ')} `.includes(` ${core} `),
    ) ?? null
  );
}

/** What a step does to a food, said of it; Portuguese agrees with the food ("a carne-seca é fervida"). */
function actionWord(a: string, lang: TLanguage, g?: 'm' | 'f'): string {
  const en: Record<string, string> = {
    brown: 'browned',
    fry: 'fried',
    deepfry: 'deep-fried',
    simmer: 'simmered',
    boil: 'boiled',
    roast: 'roasted',
    bake: 'baked',
    grill: 'grilled',
    stirfry: 'stir-fried',
    saute: 'sautéed',
  };
  const pt: Record<string, string> = {
    brown: 'dourado',
    fry: 'frito',
    deepfry: 'frito por imersão',
    simmer: 'cozido em fogo baixo',
    boil: 'fervido',
    roast: 'assado',
    bake: 'assado',
    grill: 'grelhado',
    stirfry: 'salteado',
    saute: 'refogado',
  };
  const word = (lang === 'pt-BR' ? pt : en)[a] ?? a;
  return lang === 'pt-BR' && g === 'f' ? word.replace(/^(\p{L}+)o\b/u, '$1a') : word;
}

function merge(a: Restrictions, b: Restrictions): Restrictions {
  return {
    diets: [...a.diets, ...b.diets],
    cats: new Set([...a.cats, ...b.cats]),
    foods: new Set([...a.foods, ...b.foods]),
  };
}

/** Units both kitchens measure with: a Brazilian recipe says "xícara" and "colher" too. */
const SHARED_UNITS = new Set(['tsp', 'tbsp', 'cup', 'dessert-spoon', 'coffee-spoon']);
const METRIC_TEXT = /\d\s*(?:°\s*C|cm)\b/;
const IMPERIAL_TEXT = /\d\s*(?:°\s*F\b|(?:in|inch|inches|pol)\.?(?![\p{L}]))/u;

/**
 * The unit system a recipe is written in, from the measures only one system uses (grams and
 * millilitres, pounds and ounces, °C or °F and centimetres or inches in the steps); cups and
 * spoons say nothing. Null when nothing tells.
 */
export function writtenSystem(recipe: Pick<TChefRecipe, 'ingredients' | 'instructions'>): TUnitSystem | null {
  let metric = 0;
  let imperial = 0;
  for (const i of recipe.ingredients) {
    const d = parseAmountDetail(i.amount ?? '');
    const units = [d?.unit?.form.unit, d?.pack?.unit?.form.unit].filter((u): u is keyof typeof UNITS => !!u);
    for (const u of units) {
      if (SHARED_UNITS.has(u)) continue;
      if (UNITS[u].system === 'metric') metric++;
      else if (UNITS[u].system === 'imperial') imperial++;
    }
  }
  for (const step of recipe.instructions) {
    if (METRIC_TEXT.test(step)) metric++;
    if (IMPERIAL_TEXT.test(step)) imperial++;
  }
  if (metric === imperial) return null;
  return metric > imperial ? 'metric' : 'imperial';
}

export function editKnown(
  book: Cookbook,
  entry: Entry,
  recipe: TChefRecipe,
  ops: Op[],
  lang: TLanguage,
  ui: TLanguage,
): EditResult {
  // The recipe keeps the system it is written in; when nothing tells, a Brazilian kitchen weighs
  // in grams. A request for other units converts it (the 'units' operation).
  const system: TUnitSystem = writtenSystem(recipe) ?? (lang === 'pt-BR' ? 'metric' : 'imperial');
  const s: State = {
    entry,
    version: book.version(entry),
    servings: recipe.servings,
    system,
    textSystem: system,
    drop: new Set(),
    swap: new Map(),
    tweak: new Map(),
    restrictions: { diets: [], cats: new Set(), foods: new Set() },
    done: [],
  };
  // Optional lines the cook already left out stay out, where the steps can lose them ("with the
  // rice" at the table cannot; a line the cook renamed reads as missing, and then it stays).
  for (const i of s.version.ingredients)
    if (
      i.optional &&
      !recipe.ingredients.some((l) =>
        book.room
          .foodIndex(lang)
          .find(l.name)
          .some((h) => h.values.includes(i.food)),
      )
    ) {
      s.drop.add(ingredientId(i));
      if (!tryRender(book, s, lang)) s.drop.delete(ingredientId(i));
    }
  const original = render(book, s, lang);
  const notDone: string[] = [];
  const { ops: doable, opposed } = withoutOpposites(ops);
  if (opposed) notDone.push(say(lang, 'edits', 'heatBoth'));
  // Every diet and kind of food the request avoids holds for each stand-in chosen on the way: "no
  // peanuts and no nuts" never swaps the peanuts for cashews the next part takes out.
  for (const op of doable)
    if (op.kind === 'diet') s.restrictions = merge(s.restrictions, restrictionsOf(book.room, [op.diet], [], []));
    else if (op.kind === 'avoid')
      s.restrictions = merge(s.restrictions, restrictionsOf(book.room, [], op.cats, op.foods));
  for (const op of doable) {
    const before = snapshot(s);
    const out = apply(book, s, op, lang);
    // What cannot be done is said with its reason; the rest of the request is still done.
    if (!out.ok) {
      Object.assign(s, before);
      notDone.push(out.reason);
    }
  }
  // The note says what the final recipe is, from the operations that still hold in it.
  const held = s.done.filter((c) => !c.holds || c.holds(s)).map((c) => c.text);
  const undone = s.done
    .filter((c) => c.holds && !c.holds(s))
    .map((c) => say(lang, 'edits', 'undone', { what: c.text.replace(/[.]$/, '') }));
  if (!held.length) {
    const reason = [...notDone, ...undone].join(' ') || say(lang, 'edits', 'nothingChanged');
    return {
      success: false,
      updated_recipe: original,
      summary: reason,
      reasoning: `${reason} ${say(ui, 'edits', 'abilities')}`,
    };
  }
  const summary = [...held, ...undone, ...notDone].join(' ');
  const updated = tryRender(book, s, lang);
  if (!updated) {
    // An operation left out a food its steps cannot lose: nothing is claimed, the recipe stays.
    const reason = say(lang, 'edits', 'failed');
    return {
      success: false,
      updated_recipe: original,
      summary: reason,
      reasoning: `${reason} ${say(ui, 'edits', 'abilities')}`,
    };
  }
  return { success: true, updated_recipe: updated, summary, reasoning: summary };
}

function isChili(room: Room, food: string): boolean {
  return room.foods.get(food)?.diet.includes('chili') ?? false;
}

/** Kinds of food that season a dish rather than make it: a paste a cook uses more or less of. */
const SEASONING_KINDS = new Set(['sauce', 'condiment', 'spice', 'seasoning']);

/**
 * The lines that carry a dish's heat, to double or halve: its chilies, but not a food the dish is
 * named after (the kimchi of a kimchi stew is hot, and it is the stew). To make it milder, a hot
 * paste the dish is named after is among them: a green curry is still one with less of its paste,
 * and the paste is where its heat is (reread 11: "left out the chili" kept all the paste).
 */
function heatOf(room: Room, s: State, name: string, lang: TLanguage, milder = false): TCookbookIngredient[] {
  const named = new Set(
    room
      .foodIndex(lang)
      .find(name)
      .flatMap((h) => h.values),
  );
  const lessened = (food: string) => {
    const f = room.foods.get(food);
    return milder && !!f && SEASONING_KINDS.has(f.kind) && (f.heat ?? 0) > 1;
  };
  return s.version.ingredients.filter(
    (i) => isChili(room, i.food) && (!named.has(i.food) || lessened(i.food)) && !s.drop.has(ingredientId(i)),
  );
}

/** The state rendered, or null where a left-out food its steps cannot lose throws CannotDrop. */
function tryRender(book: Cookbook, s: State, lang: TLanguage): TRecipeDraft | null {
  try {
    return render(book, s, lang);
  } catch (err) {
    if (err instanceof CannotDrop) return null;
    throw err;
  }
}
