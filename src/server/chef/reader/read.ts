/**
 * Reading a recipe the chef did not write (a cook's own, an import, a model's answer): which foods
 * its lines and sentences name, by phrase, and their diet categories, from the food records.
 *
 * - A text is read in the language whose food names cover most of it ("pasta de amendoim" is
 *   peanut paste in a Portuguese line, "farinha de trigo" wheat flour, not "farinha").
 * - A negated mention is no ingredient: "without bacon", "instead of chicken broth", "sem carne"
 *   (lang/<code>/reader.json `negations`), with the foods joined to it ("no meat or fish").
 * - A diet's name next to a food takes away what the diet excludes: "vegan cheese", "queijo
 *   vegano", "gluten-free pasta", "hambúrguer sem carne" (the names of diets.json). In an
 *   ingredient line it speaks for the whole line.
 * - A shape a dish is made into (reading.json `shapes`: meatballs, a burger, "carne") next to a
 *   plant food is made of it: "lentil meatballs", "hambúrguer de grão-de-bico", "carne de jaca".
 * - In a line, a note in brackets is no ingredient ("(for the dough)"), an alternative is
 *   ("(or pancetta)").
 */
import { LANGUAGES, type TLanguage } from '../../../shared/i18n/languages.ts';
import type { TDietCategory, TSubstitute } from '../../../shared/knowledge/food-schema.ts';
import { fold, PhraseIndex, wordsOf, type PhraseHit } from '../../../shared/knowledge/phrase-index.ts';
import type { Room } from '../../knowledge/room.ts';
import { wishPack } from '../cookbook/wish.ts';
import { readerOf, readerPack } from './pack.ts';

/** One food named in a text. */
export interface Mention {
  food: string;
  /** Its diet categories here (a vegan cheese has no dairy; lentil meatballs no meat). */
  cats: TDietCategory[];
  start: number;
  end: number;
  /** Said not to be in the dish ("without bacon"). */
  negated: boolean;
}

export interface Reading {
  lang: TLanguage;
  mentions: Mention[];
  /** The foods named and not negated, in order, once each. */
  foods: string[];
  cats: Set<TDietCategory>;
}

/** A line names one ingredient; prose (a title, a step) names several, each with its own words. */
export type ReadMode = 'line' | 'prose';

const FLESH: readonly TDietCategory[] = ['meat', 'beef', 'pork', 'lamb', 'poultry', 'fish', 'shellfish'];
const MEATS: readonly TDietCategory[] = ['beef', 'pork', 'lamb', 'poultry'];
/** What a starch brings that a vegetable in its shape does not. */
const STARCH: readonly TDietCategory[] = ['gluten', 'grain', 'starch'];
const ANIMAL: readonly TDietCategory[] = [...FLESH, 'dairy', 'egg', 'honey', 'gelatin'];
/** Kinds of food a shape can be made of (a bean burger, mushroom "carne", jackfruit). */
const PLANT_KINDS = new Set(['legume', 'vegetable', 'grain', 'nut', 'seed', 'protein', 'starch', 'fruit', 'flour']);

interface Indexes {
  diets: PhraseIndex<string>;
  negations: Map<TLanguage, PhraseIndex<true>>;
  words: Map<
    TLanguage,
    { joins: Set<string>; articles: Set<string>; with: Set<string>; categories: Set<string>; head: 'first' | 'last' }
  >;
  /** Words that open an alternative in brackets, in any language. */
  alternatives: Set<string>;
  madeOf: Map<TLanguage, PhraseIndex<true>>;
  shapes: Set<string>;
  starchShapes: Set<string>;
}
const indexes = new WeakMap<Room, Indexes>();

function indexesOf(room: Room): Indexes {
  let ix = indexes.get(room);
  if (ix) return ix;
  const diets = new PhraseIndex<string>();
  for (const [key, d] of Object.entries(room.diets))
    for (const l of LANGUAGES) for (const n of d.names[l]) diets.add(n, key);
  const negations = new Map<TLanguage, PhraseIndex<true>>();
  const madeOf = new Map<TLanguage, PhraseIndex<true>>();
  const words: Indexes['words'] = new Map();
  const alternatives = new Set<string>();
  for (const l of LANGUAGES) {
    const p = readerPack(room, l);
    const neg = new PhraseIndex<true>();
    for (const w of p.negations) neg.add(w, true);
    negations.set(l, neg);
    const mo = new PhraseIndex<true>();
    for (const w of p.madeOf) mo.add(w, true);
    madeOf.set(l, mo);
    words.set(l, {
      joins: new Set(p.joins.map(fold)),
      articles: new Set(p.articles.map(fold)),
      with: new Set(wishPack(l).with.map(fold)),
      categories: new Set(
        Object.values(wishPack(l).categories).flatMap((ws) => (ws ?? []).flatMap((w) => wordsOf(w).map((x) => x.w))),
      ),
      head: p.head,
    });
    for (const w of p.alternatives) alternatives.add(fold(w));
  }
  ix = {
    diets,
    negations,
    words,
    alternatives,
    madeOf,
    shapes: new Set(readerOf(room).reading.shapes),
    starchShapes: new Set(readerOf(room).reading.starchShapes),
  };
  indexes.set(room, ix);
  return ix;
}

/** Brackets in a line are notes ("(for the dough)"), blanked; an alternative ("(or milk)") stays. */
function withoutNotes(text: string, alternatives: Set<string>): string {
  return text.replace(/\(([^()]*)\)/g, (m, inner: string) => {
    const first = wordsOf(inner)[0]?.w;
    return first && alternatives.has(first) ? ` ${inner} ` : ' '.repeat(m.length);
  });
}

const coverage = (hits: PhraseHit<string>[]) => hits.reduce((n, h) => n + (h.end - h.start), 0);

/** The words strictly between two positions of a text. */
const gapWords = (text: string, from: number, to: number) => wordsOf(text.slice(from, Math.max(from, to)));

function isPlant(room: Room, food: string): boolean {
  const f = room.foods.get(food);
  return !!f && PLANT_KINDS.has(f.kind) && !f.diet.some((c) => ANIMAL.includes(c));
}

/** What a text names: its foods, each with its categories here, and which are negated. */
export function readText(room: Room, raw: string, lang: TLanguage, mode: ReadMode = 'prose'): Reading {
  const ix = indexesOf(room);
  const text = mode === 'line' ? withoutNotes(raw, ix.alternatives) : raw;
  // The language whose names cover most of the text reads it.
  let best: { lang: TLanguage; hits: PhraseHit<string>[] } | null = null;
  // A phrase a language knows is no food ("tortilla espanhola") counts as read in that language.
  let cover = -1;
  for (const l of [lang, ...LANGUAGES.filter((x) => x !== lang)]) {
    const all = room.foodIndex(l).find(text, true);
    const hits = all.filter((h) => h.values.length > 0);
    if (!best || coverage(all) > cover) {
      best = { lang: l, hits };
      cover = coverage(all);
    }
  }
  const readLang = best!.lang;
  // A diet's name longer than the food words it holds is the diet ("sem carne"), not the food.
  const dietAll = ix.diets.find(text);
  const within = (a: { start: number; end: number }, b: { start: number; end: number }) =>
    b.start <= a.start && b.end >= a.end;
  const hits = best!.hits.filter((h) => !dietAll.some((d) => within(h, d) && d.end - d.start > h.end - h.start));
  // In prose a diet's name inside a food's own name ("vegan cheddar") is that food's.
  const dietHits = mode === 'line' ? dietAll : dietAll.filter((d) => !hits.some((h) => within(d, h)));
  const mentions: Mention[] = hits.map((h) => ({
    food: h.values[0]!,
    cats: [...(room.foods.get(h.values[0]!)?.diet ?? [])],
    start: h.start,
    end: h.end,
    negated: false,
  }));

  // Negations cover the foods right after them, and the foods joined to those.
  // Words of a category ("no meat or fish") and articles ("without the bacon") are read past.
  const { joins, articles, categories, with: withWords } = ix.words.get(readLang)!;
  const passable = (from: number, to: number) =>
    gapWords(text, from, to).every((w) => articles.has(w.w) || categories.has(w.w) || joins.has(w.w));
  for (const neg of ix.negations.get(readLang)!.find(text)) {
    let at = neg.end;
    for (const m of mentions) {
      if (m.start < at) continue;
      if (!passable(at, m.start)) break;
      m.negated = true;
      at = m.end;
    }
  }

  // Diet names take away what the diet excludes: from the whole line, or the food next to them
  // ("vegan cheese", "vegan shredded cheese", "queijo vegano"), never across "with" or "and".
  const nextTo = (from: number, to: number) => {
    const gap = gapWords(text, from, to);
    return gap.length === 0 || (gap.length === 1 && !withWords.has(gap[0]!.w) && !joins.has(gap[0]!.w));
  };
  for (const d of dietHits) {
    const excluded = new Set(d.values.flatMap((k) => room.diets[k]?.excludes ?? []));
    // Meat is beef, pork, lamb and poultry too.
    if (excluded.has('meat')) for (const c of MEATS) excluded.add(c);
    // In a line it speaks for every food but the one whose own name holds it ("leite sem lactose").
    const targets =
      mode === 'line'
        ? mentions.filter((m) => !within(d, m))
        : mentions.filter(
            (m) =>
              (m.start >= d.end && nextTo(d.end, m.start)) ||
              (m.end <= d.start && gapWords(text, m.end, d.start).length === 0),
          );
    for (const m of targets) m.cats = m.cats.filter((c) => !excluded.has(c));
  }

  // A shape next to a plant food is made of it.
  const madeOf = ix.madeOf.get(readLang)!;
  mentions.forEach((m, i) => {
    // A starch shape next to a vegetable is made of it: "zucchini lasagna" has no pasta.
    if (ix.starchShapes.has(m.food)) {
      const prev = mentions[i - 1];
      const next = mentions[i + 1];
      const veg = (x: Mention | undefined) => x !== undefined && room.foods.get(x.food)?.kind === 'vegetable';
      const link = next
        ? gapWords(text, m.end, next.start)
            .map((w) => w.w)
            .join(' ')
        : '';
      if (
        (veg(prev) && gapWords(text, prev!.end, m.start).length === 0) ||
        (veg(next) && link !== '' && madeOf.get(link).length > 0)
      )
        m.cats = m.cats.filter((c) => !STARCH.includes(c));
      return;
    }
    if (!ix.shapes.has(m.food)) return;
    const prev = mentions[i - 1];
    const next = mentions[i + 1];
    const before = prev && isPlant(room, prev.food) && gapWords(text, prev.end, m.start).length === 0;
    const link = next
      ? gapWords(text, m.end, next.start)
          .map((w) => w.w)
          .join(' ')
      : '';
    const after = next && isPlant(room, next.food) && link !== '' && madeOf.get(link).length > 0;
    if (before || after) m.cats = m.cats.filter((c) => !FLESH.includes(c));
  });

  const foods: string[] = [];
  const cats = new Set<TDietCategory>();
  for (const m of mentions) {
    if (m.negated) continue;
    if (!foods.includes(m.food)) foods.push(m.food);
    for (const c of m.cats) cats.add(c);
  }
  return { lang: readLang, mentions, foods, cats };
}

/** The foods an ingredient line names, not negated. */
export function foodsOfLine(room: Room, name: string, lang: TLanguage): string[] {
  return readText(room, name, lang, 'line').foods;
}

/** The food a line is about: its head noun ("garlic butter" is butter, "manteiga de alho" manteiga). */
export function headFood(room: Room, name: string, lang: TLanguage): string | null {
  const r = readText(room, name, lang, 'line');
  const live = r.mentions.filter((m) => !m.negated);
  if (live.length === 0) return null;
  // The first run of foods written next to each other; its head is where the language puts it.
  const run = [live[0]!];
  for (const m of live.slice(1)) {
    if (gapWords(name, run[run.length - 1]!.end, m.start).length > 0) break;
    run.push(m);
  }
  const head = indexesOf(room).words.get(r.lang)!.head;
  return (head === 'last' ? run[run.length - 1]! : run[0]!).food;
}

/** A food and the more general foods it is a kind of (jasmine rice → rice). */
export function lineage(room: Room, food: string): string[] {
  const out: string[] = [];
  for (let f: string | undefined = food; f && !out.includes(f); f = room.foods.get(f)?.of) out.push(f);
  return out;
}

/**
 * What stands in for a food: its own substitutes, or, for a kind of a food with none of its own,
 * those of the nearest food it is a kind of (boxed table cream takes heavy cream's), never itself.
 */
export function subsOf(room: Room, food: string): TSubstitute[] {
  const subs = lineage(room, food)
    .map((f) => room.foods.get(f)?.subs ?? [])
    .find((s) => s.length > 0);
  return subs?.filter((s) => s.food !== food) ?? [];
}
