import type { Cheerio, CheerioAPI } from 'cheerio/slim';
import type { AnyNode, Element } from 'domhandler';
import { parseDurationMinutes } from '../values.ts';
import { emptyCandidate, type RecipeCandidate } from './candidate.ts';
import { blockLines, inlineText } from './dom-text.ts';
import { leafItems, type PageDom } from './dom.ts';
import { cleanText } from './text.ts';

/**
 * schema.org Recipe from microdata (itemscope/itemtype/itemprop) and RDFa (typeof/property).
 * Both are read the same way: a scope element, and the property elements whose nearest scope is it.
 */

interface Syntax {
  source: 'microdata' | 'rdfa';
  prop: string; // attribute naming a property
  isScope: (el: Element) => boolean;
  isRecipe: (el: Element) => boolean;
}

const MICRODATA: Syntax = {
  source: 'microdata',
  prop: 'itemprop',
  isScope: (el) => el.attribs?.itemscope !== undefined,
  isRecipe: (el) => el.attribs?.itemscope !== undefined && /(^|[\s/#:])Recipe(\s|$)/i.test(el.attribs?.itemtype ?? ''),
};

const RDFA: Syntax = {
  source: 'rdfa',
  prop: 'property',
  isScope: (el) => el.attribs?.typeof !== undefined,
  isRecipe: (el) => /(^|[\s/#:])Recipe(\s|$)/i.test(el.attribs?.typeof ?? ''),
};

function propNames(el: Element, syntax: Syntax): string[] {
  return (el.attribs?.[syntax.prop] ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((p) => p.replace(/^.*[/#:]/, ''));
}

/** Property elements that belong to `scope` (not to a scope nested inside it). */
function ownProps(scope: Element, syntax: Syntax): Map<string, Element[]> {
  const out = new Map<string, Element[]>();
  const visit = (el: Element) => {
    for (const child of el.children ?? []) {
      if (child.type !== 'tag' && child.type !== 'script' && child.type !== 'style') continue;
      const c = child as Element;
      for (const name of propNames(c, syntax)) {
        const list = out.get(name) ?? [];
        list.push(c);
        out.set(name, list);
      }
      if (!syntax.isScope(c)) visit(c);
    }
  };
  visit(scope);
  return out;
}

function attrValue(el: Element): string | null {
  const a = el.attribs ?? {};
  if (a.content !== undefined) return a.content;
  const tag = el.name.toLowerCase();
  if (tag === 'meta') return a.content ?? '';
  if (['img', 'source', 'video', 'audio', 'embed', 'iframe', 'track'].includes(tag)) {
    return a['data-lazy-src'] ?? a['data-src'] ?? a.src ?? null;
  }
  if (['a', 'area', 'link'].includes(tag)) return a.href ?? a.resource ?? null;
  if (tag === 'time') return a.datetime ?? null;
  if (tag === 'data' || tag === 'meter') return a.value ?? null;
  if (a.resource !== undefined) return a.resource;
  return null;
}

function valueOf($: CheerioAPI, el: Element): string {
  const v = attrValue(el);
  return v !== null ? cleanText(v) : inlineText($(el) as Cheerio<AnyNode>);
}

function linesOf($: CheerioAPI, el: Element): string[] {
  const node = $(el);
  const items = leafItems(el);
  if (items.length > 1) return items.map((li) => inlineText($(li))).filter(Boolean);
  const v = attrValue(el);
  if (v !== null) return [cleanText(v)].filter(Boolean);
  return blockLines(node as Cheerio<AnyNode>);
}

function stepsOf($: CheerioAPI, el: Element, syntax: Syntax): string[] {
  if (syntax.isScope(el)) {
    const props = ownProps(el, syntax);
    const nested = props.get('itemListElement') ?? props.get('step') ?? [];
    if (nested.length) return nested.flatMap((n) => stepsOf($, n, syntax));
    const text = props.get('text') ?? props.get('description');
    if (text?.length) return text.flatMap((t) => linesOf($, t));
  }
  return linesOf($, el);
}

function readScope($: CheerioAPI, scope: Element, syntax: Syntax): RecipeCandidate {
  return readProps($, ownProps(scope, syntax), syntax);
}

// The retired data-vocabulary.org Recipe names the same things differently.
const ALIASES: Record<string, string> = {
  ingredient: 'recipeIngredient',
  instructions: 'recipeInstructions',
  photo: 'image',
  summary: 'description',
  yield: 'recipeYield',
};

function readProps($: CheerioAPI, props: Map<string, Element[]>, syntax: Syntax): RecipeCandidate {
  for (const [from, to] of Object.entries(ALIASES)) {
    const list = props.get(from);
    if (list && !props.has(to)) props.set(to, list);
  }
  const first = (name: string) => {
    const el = props.get(name)?.[0];
    return el ? valueOf($, el) : '';
  };
  const all = (name: string) => (props.get(name) ?? []).map((el) => valueOf($, el)).filter(Boolean);
  const c = emptyCandidate(syntax.source);
  c.name = first('name');
  c.description = first('description');
  const ingredientEls = props.get('recipeIngredient') ?? props.get('ingredients') ?? [];
  // One property per line, or one per list (<ul itemprop="recipeIngredient"><li>...</li></ul>).
  c.ingredients = ingredientEls.flatMap((el) =>
    ingredientEls.length === 1 || leafItems(el).length > 0 ? linesOf($, el) : [valueOf($, el)].filter(Boolean),
  );
  c.instructions = (props.get('recipeInstructions') ?? []).flatMap((el) => stepsOf($, el, syntax));
  c.prepTime = parseDurationMinutes(first('prepTime'));
  c.cookTime = parseDurationMinutes(first('cookTime'));
  c.totalTime = parseDurationMinutes(first('totalTime'));
  c.yieldValue = first('recipeYield') || first('yield') || null;
  for (const el of props.get('image') ?? []) {
    if (syntax.isScope(el)) {
      const inner = ownProps(el, syntax);
      const u = inner.get('url')?.[0] ?? inner.get('contentUrl')?.[0];
      if (u) c.images.push({ url: valueOf($, u) });
    } else {
      const u = attrValue(el) ?? $(el).find('img').attr('src');
      if (u) c.images.push({ url: u.trim() });
    }
  }
  c.author = first('author');
  c.keywords = all('keywords').flatMap((k) => k.split(/\s*,\s*/));
  c.categories = [...all('recipeCategory'), ...all('recipeCuisine')];
  c.language = first('inLanguage');
  return c;
}

// Properties only a recipe has; found without a Recipe scope they still describe the page's recipe.
const RECIPE_ONLY = new Set([
  'recipeIngredient',
  'ingredients',
  'recipeInstructions',
  'recipeYield',
  'prepTime',
  'cookTime',
  'totalTime',
]);
// (data-vocabulary's "ingredient" is too generic a name to trust without a Recipe scope.)

/** Pages that mark up recipe properties but forgot (or broke) the Recipe itemscope around them. */
function orphanProps(dom: PageDom, syntax: Syntax): Map<string, Element[]> {
  const out = new Map<string, Element[]>();
  for (const el of dom.all) {
    if (el.attribs?.[syntax.prop] === undefined) continue;
    for (const name of propNames(el, syntax)) {
      if (!RECIPE_ONLY.has(name)) continue;
      const list = out.get(name) ?? [];
      list.push(el);
      out.set(name, list);
    }
  }
  return out;
}

function read(dom: PageDom, syntax: Syntax): RecipeCandidate[] {
  const out: RecipeCandidate[] = [];
  for (const el of dom.all) if (syntax.isRecipe(el)) out.push(readScope(dom.$, el, syntax));
  if (out.length === 0) {
    const orphans = orphanProps(dom, syntax);
    if (orphans.has('recipeIngredient') || orphans.has('ingredients')) out.push(readProps(dom.$, orphans, syntax));
  }
  return out;
}

export function readMicrodata(dom: PageDom): RecipeCandidate[] {
  return read(dom, MICRODATA);
}

export function readRdfa(dom: PageDom): RecipeCandidate[] {
  return read(dom, RDFA);
}
