/**
 * A version of a cookbook recipe as a cook reads it, in one language and unit system, for a number
 * of servings: the list lines from the foods' names, amounts scaled and written the kitchen way,
 * steps with their placeholders filled (a swapped food named with its own words and articles).
 * Nothing here edits prose: every word is the recipe's, the food's or the language pack's.
 */
import type { TUnitSystem } from '../../../shared/constants.ts';
import type { TLanguage } from '../../../shared/i18n/languages.ts';
import type { TCookbookIngredient } from '../../../shared/knowledge/cookbook-schema.ts';
import type { TFood, TText } from '../../../shared/knowledge/food-schema.ts';
import { grammarOf, type Gender, type Grammar } from '../../../shared/knowledge/grammar.ts';
import { parseStep, PlaceholderError } from '../../../shared/knowledge/placeholders.ts';
import type { TRecipeDraft } from '../../../shared/schemas/recipe.ts';
import { ingredientId } from '../../knowledge/cookbook-check.ts';
import type { Room } from '../../knowledge/room.ts';
import {
  gramsOf,
  kindDensities,
  lengthText,
  measure,
  pieceGrams,
  packText,
  qtyText,
  rangeText,
  temperatureText,
  type KindDensities,
  type Measured,
  type Unit,
} from './amount.ts';
import type { Version } from './facts.ts';
import { pack, say, type ChefPack } from './pack.ts';

/** A left-out ingredient is cooked together with others in a way the text cannot lose cleanly. */
export class CannotDrop extends Error {}

export interface RenderOptions {
  lang: TLanguage;
  system: TUnitSystem;
  /** The system of the steps' temperatures and sizes, when not `system` ("in grams" keeps °F). */
  textSystem?: TUnitSystem;
  servings: number;
  /** Ingredients left out (optional ones a diet excludes), by id. */
  drop?: ReadonlySet<string>;
  /** Ingredients replaced by another food, by id (a substitution the food records allow). */
  swap?: ReadonlyMap<string, TCookbookIngredient>;
  /** Amounts multiplied for some ingredients (less salt, milder), by id. */
  tweak?: ReadonlyMap<string, number>;
  /** Tips and ingredient notes to leave out (they name a food the cook excludes: "or lard"). */
  keepTip?: (tip: string) => boolean;
  tags?: string[];
}

/** Pieces of the food itself: a Portuguese participle agrees with them ("2 dentes de alho picados"). */
const PIECE_UNITS: readonly Unit[] = ['clove', 'slice', 'head', 'stalk', 'leaf', 'sheet', 'piece', 'sprig'];

interface Ctx {
  room: Room;
  g: Grammar;
  p: ChefPack;
  o: RenderOptions;
  factor: number;
  byId: Map<string, TCookbookIngredient>;
  /** Ids whose food changed: their `{id=words}` are rewritten with the new food's names. */
  swapped: Set<string>;
}

function kindsOf(ctx: Ctx): KindDensities {
  return kindDensities(ctx.room.foods);
}

function foodOf(ctx: Ctx, i: TCookbookIngredient): TFood {
  const f = ctx.room.foods.get(i.food);
  if (!f) throw new Error(`unknown food ${i.food}`);
  return f;
}

function unitWord(ctx: Ctx, unit: Unit, value: number): string {
  const forms = ctx.p.units[unit] ?? [unit, unit];
  return forms[ctx.g.unitPlural(value) ? 1 : 0];
}

/**
 * Whether a weight of a counted food is several of them: "500 g de batatas", but "150 g de
 * aipo-rábano" (a piece of one root). Without a known piece weight, several.
 */
function severalPieces(food: TFood, i: TCookbookIngredient, factor: number, kinds: KindDensities): boolean {
  if (food.measure !== 'count') return false;
  const grams = gramsOf(i, food, factor, kinds);
  const piece = pieceGrams(food, i.size);
  return grams === null || piece === null || grams >= 1.5 * piece;
}

/** The food's name for a line or a mention, in the number the amount asks for. */
function nameFor(ctx: Ctx, i: TCookbookIngredient, m: Measured | null): { name: string; plural: boolean; g: Gender } {
  const food = foodOf(ctx, i);
  const n = ctx.room.names(i.food, ctx.o.lang);
  // A count agrees with its number, whatever the food's name is otherwise ("1 maraschino cherry").
  const plural =
    m !== null && m.unit === null
      ? m.plural
      : food.plural === true ||
        (m !== null &&
          m.unit !== null &&
          ['g', 'kg', 'oz', 'lb'].includes(m.unit) &&
          severalPieces(food, i, ctx.factor, kindsOf(ctx)));
  // A name with one form for both numbers agrees as it reads ("feijão-fradinho lavado").
  return {
    name: plural ? n.many : n.one,
    plural: n.one === n.many ? ctx.g.readsPlural(n.one, plural) : plural,
    g: n.g ?? 'm',
  };
}

function prepText(ctx: Ctx, i: TCookbookIngredient): string {
  if (!i.prep) return '';
  if (typeof i.prep === 'string') return ctx.room.vocab.preps[i.prep]?.[ctx.o.lang] ?? '';
  return i.prep[ctx.o.lang];
}

export function lineOf(ctx: Ctx, i: TCookbookIngredient): { name: string; amount: string } {
  const food = foodOf(ctx, i);
  const m = measure(i, food, ctx.factor, ctx.o.system, kindsOf(ctx));
  const own = i.name && !ctx.swapped.has(ingredientId(i)) ? i.name[ctx.o.lang] : null;
  const named = nameFor(ctx, i, m);
  const { name, g } = named;
  // A recipe's own name is in the number it was written in ("lentilha", not "lentilhas"): the
  // preparation agrees with it ("300 g de lentilha lavada").
  const plural = own ? ownPlural(ctx, i, own, named.plural) : named.plural;
  const unitPlural = m ? ctx.g.unitPlural(Math.max(m.lo, m.hi)) : false;
  return ctx.g.line({
    qty: m ? rangeText(m, ctx.g) : '',
    unit: m?.unit ? unitWord(ctx, m.unit, Math.max(m.lo, m.hi)) : '',
    unitGender: m?.unit ? ctx.p.unitGender?.[m.unit] : undefined,
    unitIsPiece: m?.unit ? PIECE_UNITS.includes(m.unit) : false,
    plural: m?.unit && PIECE_UNITS.includes(m.unit) ? unitPlural : plural,
    size: i.size && !own ? (ctx.p.sizes[i.size] ?? '') : '',
    name: own ?? name,
    gender: g,
    prep: prepText(ctx, i),
    pack: i.pack ? packText(i.pack, ctx.o.system, ctx.g) : '',
    packs: m !== null && Math.max(m.lo, m.hi) > 1,
    note: noteOf(ctx, i),
    optional: i.optional ? ctx.p.line.optional : '',
    toTaste: i.taste ? ctx.p.line.toTaste : '',
  });
}

/** Whether a recipe's own name for a food is plural: it begins with the food's plural or singular. */
function ownPlural(ctx: Ctx, i: TCookbookIngredient, own: string, otherwise: boolean): boolean {
  const n = ctx.room.names(i.food, ctx.o.lang);
  if (n.one === n.many) return otherwise;
  const starts = (name: string) =>
    own.toLowerCase() === name.toLowerCase() || own.toLowerCase().startsWith(`${name.toLowerCase()} `);
  if (starts(n.many)) return true;
  if (starts(n.one)) return false;
  return otherwise;
}

/** The line's note, unless it offers what the cook excludes ("or lard" for a vegetarian). */
function noteOf(ctx: Ctx, i: TCookbookIngredient): string {
  const note = i.note?.[ctx.o.lang] ?? '';
  return note && (ctx.o.keepTip?.(note) ?? true) ? note : '';
}

/** Whether the text ends with a noun of parts and its link ("os gomos de "): the name after is singular. */
function endsWithPart(ctx: Ctx, text: string): boolean {
  const link = ctx.p.partLink;
  if (!link) return false;
  const m = new RegExp(`(\\p{L}+)\\s+${link}\\s+$`, 'u').exec(text);
  return !!m && (ctx.p.partNounsBefore ?? []).includes(m[1]!.toLowerCase());
}

function startsWithPart(ctx: Ctx, text: string): boolean {
  const word = /^ (\p{L}+)/u.exec(text)?.[1]?.toLowerCase();
  return !!word && (ctx.p.partNouns ?? []).includes(word);
}

/** "3 cups" for `{id.qty}`, scaled by the step's share. */
function qtyOf(ctx: Ctx, i: TCookbookIngredient, share: number): { text: string; unit: Unit | null; n: number } {
  const food = foodOf(ctx, i);
  const m = measure(i, food, ctx.factor * share, ctx.o.system, kindsOf(ctx));
  if (!m) return { text: '', unit: null, n: 0 };
  const n = Math.max(m.lo, m.hi);
  return {
    text: [rangeText(m, ctx.g), m.unit ? unitWord(ctx, m.unit, n) : ''].filter(Boolean).join(' '),
    unit: m.unit,
    n,
  };
}

/**
 * The writer's "about" before an amount agrees with the unit the amount is now rendered in
 * (reader 11: "umas {water.qty}" became "umas 1,9 litro"): "uns 2 litros", "umas 3 xícaras",
 * "cerca de 1,9 litro" where the unit is singular. A count keeps what was written.
 */
function aboutAgrees(ctx: Ctx, before: string, unit: Unit | null, n: number): string {
  const about = ctx.p.about;
  if (!about || !unit) return before;
  const m = new RegExp(`(?<![\\p{L}])(${about.m}|${about.f})(\\s+)$`, 'iu').exec(before);
  if (!m) return before;
  const word = ctx.g.unitPlural(n) ? about[ctx.p.unitGender?.[unit] ?? 'm'] : about.one;
  const cased = m[1]![0] !== m[1]![0]!.toLowerCase() ? word.charAt(0).toUpperCase() + word.slice(1) : word;
  return `${before.slice(0, m.index)}${cased}${m[2]}`;
}

/** Re-agrees a Portuguese article right before a swapped food ("a cebola" → "o alho-poró"). */
function fixArticle(ctx: Ctx, before: string, g: Gender, plural: boolean): string {
  const m = /(\S+)(\s+)$/.exec(before);
  if (!m) return before;
  const art = ctx.g.articleBefore(m[1]!);
  if (!art) return before;
  let word = ctx.g.article(g, plural, art.with_);
  if (m[1]![0] !== m[1]![0]!.toLowerCase()) word = word[0]!.toUpperCase() + word.slice(1);
  return before.slice(0, before.length - m[0].length) + word + m[2];
}

/** `after` with its first word re-agreed, when that word agreed with the writer's article. */
function agreeAfter(ctx: Ctx, after: string, article: string, g: Gender, plural: boolean): string {
  const m = /^ (\p{L}+)/u.exec(after);
  const wasPlural = ctx.g.articlePlural(article);
  if (!m || wasPlural === null) return after;
  const wasG: Gender = /^(?:[dn]?a|à)s?$/i.test(article) ? 'f' : 'm';
  // Only a word that agreed with the article as written is the food's: "a cebola cozida", not "o
  // caldo coado" after "a cebola".
  if (ctx.g.reagree(m[1]!, wasG, wasPlural) !== m[1]) return after;
  const word = ctx.g.reagree(m[1]!, g, plural)!;
  return ` ${word}${after.slice(m[0].length)}`;
}

function stepText(ctx: Ctx, text: string): string {
  let out = '';
  const pieces = parseStep(text);
  for (let at = 0; at < pieces.length; at++) {
    const piece = pieces[at]!;
    if (typeof piece === 'string') {
      out += piece;
      continue;
    }
    switch (piece.kind) {
      case 'name': {
        const i = ctx.byId.get(piece.id);
        if (!i) break;
        if (piece.words && !ctx.swapped.has(piece.id)) {
          out += piece.words;
          break;
        }
        const food = foodOf(ctx, i);
        const n = ctx.room.names(i.food, ctx.o.lang);
        const qty = (Array.isArray(i.q) ? i.q[1] : (i.q ?? 1)) * ctx.factor;
        // "the potatoes" for 500 g of potatoes; "the onion" for one onion.
        const plural =
          !i.u && i.q !== undefined && !i.taste
            ? qty > 1
            : food.plural === true ||
              (food.measure === 'count' &&
                (i.u
                  ? !['clove', 'slice', 'head', 'piece'].includes(i.u) &&
                    (!['g', 'kg', 'oz', 'lb'].includes(i.u) || severalPieces(food, i, ctx.factor, kindsOf(ctx)))
                  : qty > 1));
        // The article before the name agrees with what is now there: a swapped food, or the
        // number the amount gives ("a cebola" for one, "as cebolas" for two); a name with one form
        // for both numbers keeps the singular article ("o salsão").
        // A name before a noun of its parts is a modifier, singular: "lime wedges", "potato slices".
        const next = pieces[at + 1];
        const modifier = (typeof next === 'string' && startsWithPart(ctx, next)) || endsWithPart(ctx, out);
        const pluralName = plural && n.many !== n.one && !modifier;
        const written = /(\S+)\s+$/.exec(out)?.[1];
        out = fixArticle(ctx, out, n.g ?? 'm', pluralName);
        out += pluralName ? n.many : n.one;
        // The participle after it agreed with the article the writer put there; it agrees with
        // the name as now shown ("a {onion} picada" for two onions: "as cebolas picadas").
        if (written && typeof next === 'string')
          pieces[at + 1] = agreeAfter(ctx, next, written, n.g ?? 'm', pluralName);
        break;
      }
      case 'amount': {
        const i = ctx.byId.get(piece.id);
        if (!i) break;
        const l = lineOf(ctx, {
          ...i,
          prep: undefined,
          note: undefined,
          optional: undefined,
          q: scaleQ(i.q, piece.factor),
        });
        out += [l.amount, l.name].filter(Boolean).join(' ');
        break;
      }
      case 'qty': {
        const i = ctx.byId.get(piece.id);
        if (!i) break;
        const q = qtyOf(ctx, i, piece.factor);
        out = aboutAgrees(ctx, out, q.unit, q.n) + q.text;
        break;
      }
      case 'count':
        out += String(Math.max(1, Math.round(piece.n * ctx.factor)));
        break;
      case 'serves':
        out += String(ctx.o.servings);
        break;
      case 'temp': {
        const sys = ctx.o.textSystem ?? ctx.o.system;
        out += piece.cMax
          ? `${temperatureText(piece.c, sys).replace(/ °[CF]$/, '')}–${temperatureText(piece.cMax, sys)}`
          : temperatureText(piece.c, sys);
        break;
      }
      case 'len':
        out += lengthText(piece.cm, piece.cm2, ctx.o.textSystem ?? ctx.o.system, ctx.g, ctx.p.line);
        break;
      case 'measure': {
        const fake: TCookbookIngredient = { food: 'water', q: piece.q, u: piece.u as Unit };
        const water = ctx.room.foods.get('water')!;
        const m = measure(fake, water, 1, ctx.o.system);
        if (m)
          out =
            aboutAgrees(ctx, out, m.unit, m.lo) +
            [qtyText(m.lo, m.unit, ctx.g), m.unit ? unitWord(ctx, m.unit, m.lo) : ''].filter(Boolean).join(' ');
        break;
      }
    }
  }
  return ctx.g
    .tidy(out)
    .replace(/\s+([,.;:])/g, '$1')
    .replace(/\s{2,}/g, ' ')
    .trim();
}

/** A tip read the way steps are: its temperatures, sizes and measures in the cook's units. */
function tipText(ctx: Ctx, text: string): string {
  try {
    return stepText(ctx, text);
  } catch (err) {
    if (err instanceof PlaceholderError) return text;
    throw err;
  }
}

function scaleQ(q: TCookbookIngredient['q'], f: number): TCookbookIngredient['q'] {
  if (q === undefined || f === 1) return q;
  return Array.isArray(q) ? [q[0] * f, q[1] * f] : q * f;
}

const pick = (t: TText, lang: TLanguage) => t[lang];

export const LIST_WORDS: Record<TLanguage, { and: string; or: string; articles: string; ifUsing: string }> = {
  en: {
    and: 'and',
    or: 'or',
    articles: 'the|some|a|an',
    ifUsing: 'if using|if you like|if desired|if you want|if you have (?:it|them)',
  },
  'pt-BR': {
    and: 'e',
    or: 'ou',
    articles: 'o|a|os|as|um|uma',
    ifUsing: 'se (?:for )?usar|se quiser|se desejar|se tiver',
  },
};

/** The first letter upper case, as a sentence begins. */
const capital = (t: string) => t.replace(/^\s*\p{Ll}/u, (c) => c.toUpperCase());

/**
 * A dropped ingredient taken out of a sentence, with the words that were only about it: an item of
 * a list ("the yolks, the eggs and {pepper}" → "the yolks and the eggs"), its "if using", a bracket
 * about it alone ("(and {almonds}, if using)"), a clause whose object it is ("and top with the
 * {banana}", "salpique o {dill} e sirva" → "Sirva"). The text unchanged when none of these.
 *
 * In a step every food is a placeholder, so what follows an "and" is a list item only when it is
 * one; in plain text (a description) any word may be a food, and the list reading is kept.
 */
/** Words that open a phrase of its own, not a list item: "with rice", "com arroz", "served on". */
const PHRASE_START: Record<TLanguage, RegExp> = {
  en: /^(?:with|without|in|on|over|under|into|for|from|served|topped|alongside)\s/i,
  'pt-BR': /^(?:com|sem|em|no|na|nos|nas|sobre|para|servid[oa]s?|coberto|cobertas?)\s/i,
};

export function withoutFromList(text: string, id: string, lang: TLanguage): string {
  const w = LIST_WORDS[lang];
  const p = pack(lang);
  // The food with its article and a noun of its parts: "the {nori} strips", "as tiras de {nori}".
  const partBefore =
    p.partNounsBefore?.length && p.partLink ? `(?:(?:${p.partNounsBefore.join('|')})\\s+${p.partLink}\\s+)?` : '';
  const partAfter = p.partNouns?.length ? `(?:\\s+(?:${p.partNouns.join('|')})(?!\\p{L}))?` : '';
  const ph = `(?:(?:${w.articles})\\s+)?${partBefore}\\{${id}(?:[.=][^}]*)?\\}${partAfter}`;
  // Its "if using", with both commas when it sits mid-sentence (", if using, into the rice").
  const qualified = `(?:,\\s+(?:${w.ifUsing})\\b,?|\\s+(?:${w.ifUsing})\\b|\\s*\\((?:${w.ifUsing})\\))`;
  const qual = `${qualified}?`;
  const conj = `(?:${w.and}|${w.or})`;
  const placeheld = new RegExp(`\\{(?!${id}[.=}])[a-z0-9-]+[.=}]`).test(text);
  // What a list item begins with: a food placeholder in a step, any word in plain text.
  const item = placeheld ? `(?=(?:(?:${w.articles})\\s+)?\\{)` : '';
  // A list item after a comma: a food with at most a few words of its own ("the rest of the {x}").
  const itemOnly = /^(?:[\p{L}-]+\s+){0,4}\{[^}]*\}(?:\s+[\p{L}-]+){0,2}(?:\s+\([^()]*\))?$/u;
  // …and one follows an item, not a clause ("when the {cumin} darkens a shade, add {garlic}").
  const itemBefore = /\}(?:\s+[\p{L}-]+){0,2}(?:\s+\([^()]*\))?$/u;
  // The comma that closes an "and, if using," is not a list's.
  const afterQual = new RegExp(`(?:${w.ifUsing})$`);
  const notQual = `(?<!(?:${w.ifUsing}))`;
  // A bracket about the food alone: "(and {x}, if using)", "(com o {sugar}, se quiser adoçado)".
  const bracket = new RegExp(`\\s*\\([^(){}]*${ph}[^(){}]*\\)`, 'u');
  if (bracket.test(text)) return text.replace(bracket, '');
  // Last of a list: "A, B and {x}" → "A and B"; "A and {x}" → "A".
  const last = new RegExp(`,?\\s+${conj}\\s+${ph}${qual}`, 'u');
  const m = last.exec(text);
  if (m) {
    const before = text.slice(0, m.index);
    const comma = before.lastIndexOf(', ');
    const sentenceStart = Math.max(before.lastIndexOf('. '), before.lastIndexOf('\n'));
    // The comma before is a list's only when an item follows it ("A, B" → "A and B").
    // In plain text a phrase of its own after the comma ("…, com arroz branco e {x}") is no item.
    const phrase = !placeheld && PHRASE_START[lang].test(before.slice(comma + 2));
    const listComma =
      comma > sentenceStart &&
      comma >= 0 &&
      !phrase &&
      (!placeheld ||
        (!afterQual.test(before.slice(0, comma)) &&
          (new RegExp(`^${item}`, 'u').test(before.slice(comma + 2)) ||
            (itemOnly.test(before.slice(comma + 2)) && itemBefore.test(before.slice(0, comma))))));
    const fixed = listComma ? `${before.slice(0, comma)} ${w.and} ${before.slice(comma + 2)}` : before;
    return fixed + text.slice(m.index + m[0].length);
  }
  // Next to last: "A, {x} and B" → "A and B".
  const beforeLast = new RegExp(`${notQual},\\s+${ph}${qual}(\\s+${conj}\\s+)${item}`, 'u');
  if (beforeLast.test(text)) return text.replace(beforeLast, '$1');
  // First or middle: "{x}, A and B" / "A, {x}, B".
  const mid = new RegExp(`${ph}${qual}(?:,\\s+|\\s+${conj}\\s+)${item}`, 'u');
  if (mid.test(text)) return text.replace(mid, '');
  if (!placeheld) return text;
  // A clause whose object it is, after an "and": "dust with {a} and top with the {x}, if you like."
  const words = `((?:[\\p{L}-]+\\s+){1,3}?)`;
  const articleOnly = new RegExp(`^(?:(?:${w.articles})\\s+)*$`, 'u');
  const tail = new RegExp(`,?\\s+${conj}(?:,\\s+(?:${w.ifUsing}),)?\\s+${words}${ph}${qual}(?=\\s*[.;:!?]|$)`, 'u');
  const t = tail.exec(text);
  if (t && !articleOnly.test(t[1]!)) {
    // "A, B and verb {x}." → "A and B.": the clauses left are joined by the "and" that went.
    let before = text.slice(0, t.index);
    const comma = before.lastIndexOf(', ');
    const from = Math.max(before.lastIndexOf('. '), before.lastIndexOf('; '), -1);
    if (comma > from && !new RegExp(`\\s${conj}\\s`, 'u').test(before.slice(comma)))
      before = `${before.slice(0, comma)} ${w.and} ${before.slice(comma + 2)}`;
    return before + text.slice(t.index + t[0].length);
  }
  // A clause whose object it is, before an "and" or a comma: "salpique o {x} e sirva" → "Sirva".
  const head = new RegExp(
    `(^|[.!?:;]\\s+|,\\s+)${words}${ph}(?:${qual}\\s+(${conj})\\s+|${qualified},?\\s+)(?!(?:${w.articles}|${conj})\\s)`,
    'u',
  );
  const h = head.exec(text);
  if (h && !articleOnly.test(h[2]!)) {
    const rest = text.slice(h.index + h[0].length);
    const starts = h[1] === '' || /[.!?]/.test(h[1]!);
    // "A, verb {x} and verb B" → "A and verb B": the "and" now joins what is left.
    const join = h[1] === ', ' && h[3] ? ` ${h[3]} ` : h[1];
    return text.slice(0, h.index) + join + (starts ? capital(rest) : rest);
  }
  return text;
}

/** `text` with each food of `renames` (by any of its names) called by its stand-in's name. */
function renameFoods(room: Room, text: string, renames: ReadonlyMap<string, string>, lang: TLanguage): string {
  let out = '';
  let at = 0;
  for (const hit of room.foodIndex(lang).find(text)) {
    const to = hit.values.map((f) => renames.get(f)).find(Boolean);
    if (!to) continue;
    const from = room.names(
      hit.values.find((f) => renames.has(f))!,
      lang,
    );
    const n = room.names(to, lang);
    const written = text.slice(hit.start, hit.end);
    let name = written.toLowerCase() === from.many.toLowerCase() && from.many !== from.one ? n.many : n.one;
    if (written[0] && written[0] !== written[0].toLowerCase()) name = name[0]!.toUpperCase() + name.slice(1);
    out += text.slice(at, hit.start) + name;
    at = hit.end;
  }
  return out + text.slice(at);
}

/** Intl.DurationFormat (Node 24), typed here: the project's TypeScript lib predates it. */
const DurationFormat = (
  Intl as unknown as {
    DurationFormat: new (lang: string, o: { style: 'long' }) => { format(d: Record<string, number>): string };
  }
).DurationFormat;

/** A wait in the unit a cook plans it in: minutes, hours (to the half hour), or days. */
export function waitText(minutes: number, lang: TLanguage): string {
  const f = new DurationFormat(lang, { style: 'long' });
  if (minutes < 90) return f.format({ minutes });
  if (minutes < 48 * 60) {
    const half = Math.round(minutes / 30);
    return f.format({ hours: Math.floor(half / 2), minutes: (half % 2) * 30 });
  }
  return f.format({ days: Math.round(minutes / 1440) });
}

/** The recipe's wait, said apart from its prep time. */
function restTip(minutes: number, lang: TLanguage): string {
  return say(lang, 'notes', 'restApart', { time: waitText(minutes, lang) });
}

/** The version as a recipe draft in the reader's language, units and servings. */
export function renderVersion(room: Room, v: Version, o: RenderOptions): TRecipeDraft {
  // A swapped ingredient keeps its place and id: the steps' {guanciale} now names the bacon.
  const ingredients = v.ingredients
    .filter((i) => !o.drop?.has(ingredientId(i)))
    .map((i) => {
      const swap = o.swap?.get(ingredientId(i));
      return swap ? { ...swap, id: ingredientId(i), note: undefined } : i;
    })
    .map((i) => {
      const t = o.tweak?.get(ingredientId(i));
      return t ? { ...i, q: scaleQ(i.q, t) } : i;
    });
  // What the description and tips say of a swapped food, they now say of its stand-in.
  const swappedFoods = new Map(
    v.ingredients.flatMap((i) => {
      const swap = o.swap?.get(ingredientId(i));
      return swap && swap.food !== i.food ? [[i.food, swap.food] as const] : [];
    }),
  );
  const retold = (text: string) => (swappedFoods.size ? renameFoods(room, text, swappedFoods, o.lang) : text);
  const ctx: Ctx = {
    room,
    g: grammarOf(o.lang),
    p: pack(o.lang),
    o,
    factor: o.servings / v.recipe.servings,
    byId: new Map(ingredients.map((i) => [ingredientId(i), i])),
    swapped: new Set(o.swap?.keys() ?? []),
  };
  const steps = v.steps
    .map((s) => {
      // A step only about dropped ingredients goes; a step that mentions one keeps its other words.
      let text = s[o.lang];
      const ids = [...text.matchAll(/\{([a-z0-9-]+)[.=}]/g)].map((m) => m[1]!);
      if (ids.length > 0 && ids.every((id) => o.drop?.has(id))) return null;
      // Sentences only about dropped ingredients go; a dropped one in a list leaves the list.
      if (o.drop?.size && ids.some((id) => o.drop!.has(id))) {
        text = text
          .split(/(?<=[.!?])\s+/)
          .filter((sentence) => {
            const inIt = [...sentence.matchAll(/\{([a-z0-9-]+)[.=}]/g)].map((m) => m[1]!);
            return !(inIt.length > 0 && inIt.every((id) => o.drop!.has(id)));
          })
          .join(' ');
        for (const id of o.drop) text = withoutFromList(text, id, o.lang);
        if (new RegExp(`\\{(?:${[...o.drop].join('|')})[.=}]`).test(text)) throw new CannotDrop();
      }
      return stepText(ctx, text);
    })
    .filter((s): s is string => Boolean(s));
  // A tip about a swapped food was written for that food: it goes rather than being retold.
  const aboutSwapped = (t: string) =>
    room
      .foodIndex(o.lang)
      .find(t)
      .some((h) => h.values.some((f) => swappedFoods.has(f)));
  // A version that keeps its dish's tips keeps none about a food it is made without ("slicing is
  // easier if the pork is frozen" on the mushroom tacos al pastor), by its name or its kind's.
  const now = new Set(v.ingredients.flatMap((i) => [i.food, room.foods.get(i.food)?.of ?? i.food]));
  const without = new Set(
    v.variant && !v.variant.tips
      ? v.recipe.ingredients.flatMap((i) => [i.food, room.foods.get(i.food)?.of ?? i.food]).filter((f) => !now.has(f))
      : [],
  );
  const aboutWithout = (t: string) =>
    without.size > 0 &&
    room
      .foodIndex(o.lang)
      .find(t)
      .some((h) => h.values.some((f) => without.has(f)));
  const tips = (v.tips?.[o.lang] ?? []).filter((t) => (o.keepTip?.(t) ?? true) && !aboutSwapped(t) && !aboutWithout(t));
  return {
    title: pick(v.name, o.lang),
    description: retold(pick(v.description, o.lang)),
    // Resting, soaking and rising are no work: prep is the cook's time, the wait is said apart.
    prepTime: v.time.prep,
    cookTime: v.time.cook,
    servings: o.servings,
    difficulty: v.recipe.difficulty,
    ingredients: ingredients.map((i) => lineOf(ctx, i)),
    instructions: steps,
    tags: o.tags ?? [],
    tips: [...(v.time.rest ? [restTip(v.time.rest, o.lang)] : []), ...tips.slice(0, 5).map((t) => tipText(ctx, t))],
  };
}
