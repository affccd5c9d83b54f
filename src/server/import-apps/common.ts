import type { TDifficulty } from '../../shared/constants.ts';
import type { StoredIngredient, StoredSourceRating } from '../db/schema.ts';
import { isIngredientHeading, parseRecipeHtml } from '../importer/html/index.ts';
import { ingredientList } from '../importer/html/json-ld.ts';
import { undoubleParentheses } from '../importer/html/text.ts';
import { splitIngredientLine } from '../importer/ingredient-line.ts';
import { normalizeSteps, splitBlob } from '../importer/steps.ts';
import type { ImportedRecipe } from '../importer/types.ts';
import { emptyRecipe, type AppRecipe } from './types.ts';

/** Caps on what one recipe may bring: its JSON and its picture. */
export const RECIPE_JSON_MAX_BYTES = 20 * 1024 * 1024;
export const IMAGE_FILE_MAX_BYTES = 20 * 1024 * 1024;

/** A heading line: no amount, the name ends with a colon so it reads as the start of a group. */
export function headingLine(text: string): StoredIngredient {
  const t = text
    .trim()
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/[:\s]+$/, '');
  return { amount: '', name: `${t}:` };
}

/** Ingredient lines as a cook wrote them; headings ("For the dough:", "[Sauce]") stay as headings. */
export function ingredientsFromLines(lines: string[]): StoredIngredient[] {
  const out: StoredIngredient[] = [];
  for (const raw of lines) {
    const line = undoubleParentheses(raw.replace(/\s+/g, ' ').trim());
    if (!line) continue;
    if (/^\[.+\]$/.test(line) || isIngredientHeading(line) || /^#{1,6}\s/.test(line))
      out.push(headingLine(line.replace(/^#+\s*/, '')));
    else out.push(splitIngredientLine(line));
  }
  return out;
}

export function textLines(text: unknown): string[] {
  return typeof text === 'string'
    ? text
        .split(/\r?\n/)
        .map((l) => l.trim())
        .filter(Boolean)
    : [];
}

/** Directions written as one text: one step per paragraph or line, a single paragraph by sentence. */
export function stepsFromText(text: unknown): string[] {
  const lines = textLines(text);
  if (lines.length === 1) return normalizeSteps(splitBlob(lines[0]!));
  return normalizeSteps(lines);
}

export const str = (v: unknown): string => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');

export function httpUrl(v: unknown): string | null {
  const s = str(v);
  return /^https?:\/\/\S+$/i.test(s) && s.length <= 2048 ? s : null;
}

export function stars(v: unknown, best = 5): number | null {
  const n = typeof v === 'number' ? v : Number.parseFloat(str(v));
  if (!Number.isFinite(n) || n <= 0) return null;
  return Math.min(5, Math.max(1, Math.round((n / best) * 5)));
}

const DIFFICULTY_WORDS: Array<[TDifficulty, RegExp]> = [
  ['Easy', /\b(easy|simple|beginner|basic|facil|simples|iniciante|basico|facile|einfach)\b/],
  [
    'Medium',
    /\b(medium|moderate|intermediate|average|normal|medio|media|moderado|moderada|intermediario|intermediaria|mittel)\b/,
  ],
  [
    'Hard',
    /\b(hard|difficult|advanced|expert|challenging|complex|dificil|avancado|avancada|complexo|complexa|dificile|schwer)\b/,
  ],
];

/**
 * An app's difficulty as Tempero's three levels: a word in English or Portuguese (Spanish, French
 * and German close to them), or a level out of 5 ("2", "4/5", "3 of 3"); null when it says nothing
 * that fits (the recipe then gets the default, Medium).
 */
export function difficultyFrom(v: unknown): TDifficulty | null {
  const text = str(v)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  if (!text) return null;
  const level = /^(\d+(?:[.,]\d+)?)\s*(?:\/|of|de)?\s*(\d+)?$/.exec(text);
  if (level) {
    const n = Number(level[1]!.replace(',', '.'));
    const best = Number(level[2] ?? 5);
    if (!(n > 0) || !(best > 0) || n > best) return null;
    const share = n / best;
    return share <= 0.4 ? 'Easy' : share < 0.8 ? 'Medium' : 'Hard';
  }
  const found = DIFFICULTY_WORDS.filter(([, words]) => words.test(text)).map(([d]) => d);
  return found.length === 1 ? found[0]! : null;
}

/** "1.5 cup" from a parsed quantity (a number or numeric text) and a unit name; '' when neither. */
export function amountText(quantity: unknown, unit: string): string {
  const n = typeof quantity === 'number' ? quantity : Number.parseFloat(str(quantity));
  const qty = Number.isFinite(n) && n > 0 ? String(Math.round(n * 1000) / 1000) : '';
  return [qty, unit].filter(Boolean).join(' ');
}

/**
 * A parsed ingredient's food and note as one name: "onion, diced"; a note in parentheses follows
 * the food as it is written ("butter (1/2 stick)", never "butter, ((1/2 stick))").
 */
export function foodWithNote(food: string, note: string): string {
  const n = undoubleParentheses(note.trim());
  if (!food) return n;
  if (!n) return food;
  return /^\(.*\)$/.test(n) ? `${food} ${n}` : `${food}, ${n}`;
}

export const uniq = (xs: string[]) => [...new Set(xs.map((x) => x.trim()).filter(Boolean))];

/** A recipe read by the page importer (JSON-LD, text) as an app recipe. */
export function fromImported(r: ImportedRecipe): AppRecipe {
  return {
    ...emptyRecipe(r.title),
    description: r.description,
    ingredients: r.ingredients.map((i) => ({ amount: i.amount, name: i.name })),
    instructions: r.instructions,
    prepTime: r.prepTime,
    cookTime: r.cookTime,
    totalTime: r.totalTime,
    servings: r.servings,
    tags: r.tags,
    tips: r.tips,
    sourceUrl: r.sourceUrl?.includes('import.invalid') ? null : httpUrl(r.sourceUrl),
    imageUrl:
      r.imageUrl && /^https:\/\//i.test(r.imageUrl) && !r.imageUrl.includes('import.invalid') ? r.imageUrl : null,
  };
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function hasRecipeType(o: Record<string, unknown>): boolean {
  const t = o['@type'];
  return (Array.isArray(t) ? t : [t]).some((x) => typeof x === 'string' && /(^|[:/])Recipe$/i.test(x));
}

/** Every schema.org Recipe object in a JSON-LD document: one, a list, a @graph, {recipes: [...]}. */
export function findJsonLdRecipes(doc: unknown, depth = 0): Record<string, unknown>[] {
  if (depth > 4) return [];
  if (Array.isArray(doc)) return doc.flatMap((d) => findJsonLdRecipes(d, depth + 1));
  if (!isObject(doc)) return [];
  if (hasRecipeType(doc)) return [doc];
  for (const key of ['@graph', 'recipes', 'itemListElement', 'item', 'mainEntity']) {
    if (doc[key] !== undefined) {
      const found = findJsonLdRecipes(doc[key], depth + 1);
      if (found.length) return found;
    }
  }
  return [];
}

/**
 * One schema.org Recipe object through the page importer's JSON-LD reader (durations, yields,
 * HowToSection steps, nested images), plus what a page import ignores: ingredient group headings,
 * the rating, comments named as notes, isBasedOn as the source.
 */
export function recipeFromJsonLd(
  obj: Record<string, unknown>,
  { ownRating = false }: { ownRating?: boolean } = {},
): AppRecipe | null {
  const pageUrl = httpUrl(obj.url) ?? httpUrl(obj.isBasedOn) ?? 'https://import.invalid/';
  const json = JSON.stringify({
    '@context': 'https://schema.org',
    ...obj,
    recipeInstructions: sectionHeadsIntoSteps(obj.recipeInstructions),
  }).replace(/</g, '\\u003c');
  const parsed = parseRecipeHtml(
    `<html><head><script type="application/ld+json">${json}</script></head><body></body></html>`,
    pageUrl,
  );
  if (!parsed) return null;
  const r = fromImported(parsed);
  const lines = ingredientList(obj.recipeIngredient ?? obj.ingredients);
  if (lines.length) r.ingredients = ingredientsFromLines(lines);
  const rating = isObject(obj.aggregateRating) ? obj.aggregateRating : null;
  const comments = Array.isArray(obj.comment) ? obj.comment : obj.comment ? [obj.comment] : [];
  for (const c of comments) {
    const text = typeof c === 'string' ? c : isObject(c) ? str(c.text) : '';
    if (text) r.tips.push(...textLines(text));
  }
  r.sourceUrl = httpUrl(obj.isBasedOn) ?? r.sourceUrl ?? httpUrl(obj.url);
  const cats = [obj.recipeCategory, obj.recipeCuisine].flatMap((c) => (Array.isArray(c) ? c : c ? [c] : []));
  r.tags = uniq([...r.tags, ...cats.map((c) => (typeof c === 'string' ? c : isObject(c) ? str(c.name) : ''))]);
  r.sourceKey = str(obj.identifier) || str(obj['@id']) || null;
  // Not schema.org's, but some sites and apps write one.
  r.difficulty = difficultyFrom(obj.difficulty ?? obj['tempero:difficulty']);
  // An app that writes the person's own stars as aggregateRating (RecipeSage) says so; anywhere
  // else it is the site's visitors' average ("4.58 from 1,743"), which is never the person's review.
  if (rating && ownRating) r.rating = stars(rating.ratingValue, Number(str(rating.bestRating)) || 5);
  else if (rating) r.sourceRating = sourceRatingOf(rating, r.sourceUrl);
  return r;
}

/** schema.org AggregateRating as the source's rating, or null when it holds no usable value. */
export function sourceRatingOf(rating: Record<string, unknown>, sourceUrl: string | null): StoredSourceRating | null {
  const num = (v: unknown) => (typeof v === 'number' ? v : Number.parseFloat(str(v).replace(',', '.')));
  const best = num(rating.bestRating) > 0 ? num(rating.bestRating) : 5;
  const value = num(rating.ratingValue);
  if (!Number.isFinite(value) || value <= 0 || value > best || best > 100) return null;
  const counted = num(rating.ratingCount ?? rating.reviewCount);
  let site: string | null;
  try {
    site = sourceUrl ? new URL(sourceUrl).hostname.replace(/^www\./, '') : null;
  } catch {
    site = null;
  }
  return {
    value: Math.round(value * 100) / 100,
    best,
    count: Number.isFinite(counted) && counted > 0 ? Math.round(counted) : null,
    site,
  };
}

/** A HowToSection that is only a name (RecipeSage writes its "[Header]" lines so) leads the next step in bold. */
function sectionHeadsIntoSteps(v: unknown): unknown {
  if (!Array.isArray(v)) return v;
  const out: unknown[] = [];
  let head = '';
  for (const item of v) {
    if (isObject(item) && hasType(item, 'HowToSection') && item.itemListElement === undefined && str(item.name)) {
      head = str(item.name);
      continue;
    }
    if (head) {
      const text = typeof item === 'string' ? item : isObject(item) ? str(item.text) : '';
      out.push(text ? { '@type': 'HowToStep', text: `**${head}** ${text}` } : item);
      head = '';
    } else out.push(item);
  }
  return out;
}

function hasType(o: Record<string, unknown>, type: string): boolean {
  const t = o['@type'];
  return (Array.isArray(t) ? t : [t]).includes(type);
}
