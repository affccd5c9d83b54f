import { load } from 'cheerio/slim';
import { splitIngredientLine } from '../ingredient-line.ts';
import { normalizeSteps, splitBlob } from '../steps.ts';
import type { ImportedRecipe } from '../types.ts';
import { parseServings } from '../values.ts';
import { candidateWeight, type RecipeCandidate } from './candidate.ts';
import { indexPage, type PageDom } from './dom.ts';
import { findContentImages, findTimes, findYield, readHeuristics } from './heuristics.ts';
import { absoluteUrl, pickImage } from './images.ts';
import { readJsonLd } from './json-ld.ts';
import { readMicrodata, readRdfa } from './microdata.ts';
import { readPageMeta, type PageMeta } from './page-meta.ts';
import { cleanText } from './text.ts';

export { readJsonLd } from './json-ld.ts';

/**
 * Reads the recipe of a saved web page: schema.org JSON-LD first, then microdata and RDFa, then
 * heuristics over recipe-plugin markup and plain headings. Never touches the network.
 * Returns null when the page holds no recognisable recipe (no ingredients and no steps).
 */
export function parseRecipeHtml(html: string, pageUrl: string): ImportedRecipe | null {
  const dom = indexPage(load(html));
  const page = readPageMeta(dom);
  const base = absoluteUrl(page.canonicalUrl, pageUrl) ?? pageUrl;
  const titles = [page.ogTitle, page.h1, page.title].map(titleKey).filter(Boolean);
  const structured = [...readJsonLd(dom), ...readMicrodata(dom), ...readRdfa(dom)]
    .map((c, i) => ({
      c,
      i,
      w: candidateWeight(c),
      t: namesPage(c, titles) ? 1 : 0,
      full: c.ingredients.length > 0 && c.instructions.length > 0 ? 1 : 0,
      rank: SOURCE_RANK[c.source] ?? 9,
    }))
    // The recipe the page is about (its name is the page title) leads; then a complete one, JSON-LD
    // before microdata before RDFa (JSON-LD is written for machines), then the richest.
    .sort((a, b) => b.t - a.t || b.full - a.full || a.rank - b.rank || b.w - a.w || a.i - b.i)
    .map((x) => x.c);
  const lead = structured[0];
  const needHeuristics =
    !lead ||
    lead.ingredients.length === 0 ||
    lead.instructions.length === 0 ||
    lead.ingredients.every((l) => !/\d/.test(l));
  const heuristic = needHeuristics ? readHeuristics(dom, page) : null;
  if (
    heuristic &&
    lead &&
    lead.ingredients.length > 0 &&
    prefersHeuristicIngredients(lead.ingredients, heuristic.ingredients)
  ) {
    lead.ingredients = heuristic.ingredients;
  }
  const pool = [...structured, ...(heuristic ? [heuristic] : [])];
  if (pool.length === 0) return null;
  const recipe = buildRecipe(pool, page, base || pageUrl);
  if (recipe) fillFromPage(dom, recipe, base || pageUrl);
  return recipe;
}

const SOURCE_RANK: Partial<Record<string, number>> = { 'json-ld': 0, microdata: 1, rdfa: 2 };

function titleKey(s: string): string {
  return s
    .split(/\s+[|\u2013\u2014-]\s+/)[0]
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

function namesPage(c: RecipeCandidate, titles: string[]): boolean {
  const k = titleKey(c.name);
  return k !== '' && titles.includes(k);
}

/**
 * Structured data that lists bare ingredient names while the page shows the same names with
 * quantities: the page's lines are the better record.
 */
function prefersHeuristicIngredients(structured: string[], dom: string[]): boolean {
  if (dom.length < structured.length || dom.length > structured.length * 1.5) return false;
  if (structured.some((l) => /\d/.test(l)) || !dom.some((l) => /\d/.test(l))) return false;
  const text = dom.join(' \n ').toLowerCase();
  return structured.every((l) => text.includes(l.toLowerCase().trim()));
}

/** Servings, times and the image from the page itself when the recipe data leaves them out. */
function fillFromPage(dom: PageDom, r: ImportedRecipe, base: string): void {
  if (r.servings === null) {
    const y = findYield(dom);
    if (y) {
      r.servings = parseServings(y);
      r.yieldText = y;
    }
  }
  if (r.prepTime === null && r.cookTime === null && r.totalTime === null) {
    const t = findTimes(dom);
    r.prepTime = t.prep;
    r.cookTime = t.cook;
    r.totalTime = t.total ?? (t.prep !== null || t.cook !== null ? (t.prep ?? 0) + (t.cook ?? 0) : null);
  }
  if (r.imageUrl === null) r.imageUrl = pickImage(findContentImages(dom, r.title), base);
}

function firstNonEmpty<T>(
  pool: RecipeCandidate[],
  pick: (c: RecipeCandidate) => T,
  empty: (v: T) => boolean,
): T | undefined {
  for (const c of pool) {
    const v = pick(c);
    if (!empty(v)) return v;
  }
  return undefined;
}

/** "125ml milk, 1 tsp vinegar, 60ml oil" in one field: three ingredients, not one. */
export function splitRunOnIngredients(line: string): string[] {
  const parts = line.split(/,\s+(?=(?:\d|[½¼¾⅓⅔⅛])\S*\s*\p{L})/u);
  return parts.length >= 3 ? parts.map((p) => p.trim()) : [line];
}

/** Group headings ("For the sauce:", "FOR THE FILLING") are not ingredients. */
export function isIngredientHeading(line: string): boolean {
  if (/\d/.test(line) || line.length >= 60) return false;
  if (/:\s*$/.test(line)) return true;
  return /^(?:for|para)\s+(?:the|a|o|as|os)\s+\S+(?:\s+\S+){0,3}$/i.test(line) && !/,/.test(line);
}

function pageTitle(page: PageMeta): string {
  return page.ogTitle || page.h1 || page.title;
}

function buildRecipe(pool: RecipeCandidate[], page: PageMeta, base: string): ImportedRecipe | null {
  const lead = pool[0];
  const ingredientLines = (
    firstNonEmpty(
      pool,
      (c) => c.ingredients,
      (v) => v.length === 0,
    ) ?? []
  )
    .map((l) => cleanText(l))
    .flatMap(splitRunOnIngredients)
    .filter((l) => l !== '' && !isIngredientHeading(l));
  const ingredientSource = pool.find((c) => c.ingredients.length > 0);
  const instructionCandidate = pool.find((c) => normalizeSteps(c.instructions).length > 0);
  let instructions = instructionCandidate ? normalizeSteps(instructionCandidate.instructions) : [];
  // The whole method as one paragraph: one step per sentence or numbered part.
  if (instructions.length === 1) instructions = normalizeSteps(splitBlob(instructions[0]));
  if (ingredientLines.length === 0 && instructions.length === 0) return null;

  const title =
    cleanText(lead.name) ||
    firstNonEmpty(
      pool,
      (c) => c.name,
      (v) => v === '',
    ) ||
    pageTitle(page);
  const description =
    cleanText(lead.description) ||
    firstNonEmpty(
      pool,
      (c) => c.description,
      (v) => v === '',
    ) ||
    page.description;
  const prepTime =
    firstNonEmpty(
      pool,
      (c) => c.prepTime,
      (v) => v === null,
    ) ?? null;
  const cookTime =
    firstNonEmpty(
      pool,
      (c) => c.cookTime,
      (v) => v === null,
    ) ?? null;
  let totalTime =
    firstNonEmpty(
      pool,
      (c) => c.totalTime,
      (v) => v === null,
    ) ?? null;
  if (totalTime === null && (prepTime !== null || cookTime !== null)) totalTime = (prepTime ?? 0) + (cookTime ?? 0);
  const yieldValue = firstNonEmpty(
    pool,
    (c) => c.yieldValue,
    (v) => v === null || v === '' || (Array.isArray(v) && v.length === 0),
  );
  const servings = parseServings(yieldValue);
  const yieldText = yieldText_(yieldValue);
  const images = [...pool.flatMap((c) => c.images), ...page.images];
  const tags = dedupe([...pool.flatMap((c) => c.keywords), ...pool.flatMap((c) => c.categories)]).slice(0, 30);
  const language =
    firstNonEmpty(
      pool,
      (c) => c.language,
      (v) => v === '',
    ) ??
    (page.language || null);
  return {
    title: title || '',
    description: description || '',
    ingredients: ingredientLines.map((line) => splitIngredientLine(line, language)),
    ingredientLines,
    instructions,
    prepTime,
    cookTime,
    totalTime,
    servings,
    yieldText,
    imageUrl: pickImage(images, base),
    sourceUrl: absoluteUrl(base, base),
    tags,
    tips: [],
    author:
      firstNonEmpty(
        pool,
        (c) => c.author,
        (v) => v === '',
      ) ?? null,
    language,
    source: ingredientSource?.source ?? instructionCandidate?.source ?? lead.source,
  };
}

function yieldText_(v: unknown): string | null {
  if (typeof v === 'number') return String(v);
  if (typeof v === 'string') return cleanText(v) || null;
  if (Array.isArray(v)) {
    const texts = v.map((x) => yieldText_(x)).filter((x): x is string => x !== null);
    return texts.find((t) => /\D/.test(t)) ?? texts[0] ?? null;
  }
  return null;
}

function dedupe(list: string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const t of list) {
    const k = t.toLowerCase().trim();
    if (k === '' || k.length > 60 || seen.has(k)) continue;
    seen.add(k);
    out.push(t.trim());
  }
  return out;
}
