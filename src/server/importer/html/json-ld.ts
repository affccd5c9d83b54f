import { jsonDepth, MAX_JSON_DEPTH } from '../json-depth.ts';
import type { PageDom } from './dom.ts';
import { isEmptyStep, stripStepPrefix } from '../steps.ts';
import { parseDurationMinutes } from '../values.ts';
import { emptyCandidate, type ImageCandidate, type RecipeCandidate } from './candidate.ts';
import { cleanText, textLines } from './text.ts';

/** schema.org Recipe objects from <script type="application/ld+json"> blocks. */

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const asArray = (v: unknown): unknown[] => (Array.isArray(v) ? v : v === undefined || v === null ? [] : [v]);

function typeNames(node: Json): string[] {
  return asArray(node['@type'])
    .filter((t): t is string => typeof t === 'string')
    .map((t) => t.replace(/^.*[/#:]/, '').toLowerCase());
}

export function hasType(node: Json, type: string): boolean {
  return typeNames(node).includes(type.toLowerCase());
}

/** Parses a JSON-LD block, forgiving what CMSs commonly get wrong; null for JSON nested absurdly deep. */
export function parseJsonLoose(text: string): unknown {
  if (jsonDepth(text) > MAX_JSON_DEPTH) return null;
  let t = text
    .trim()
    .replace(/^<!\[CDATA\[|\]\]>$/g, '')
    .replace(/^<!--|-->$/g, '')
    .trim();
  if (t.endsWith(';')) t = t.slice(0, -1);
  try {
    return JSON.parse(t);
  } catch {
    /* try the usual repairs */
  }
  // Raw newlines/tabs inside strings, trailing commas.
  const repaired = escapeControlsInStrings(t).replace(/,\s*([}\]])/g, '$1');
  try {
    return JSON.parse(repaired);
  } catch {
    /* several objects in one block */
  }
  try {
    return JSON.parse(`[${repaired.replace(/}\s*{/g, '},{')}]`);
  } catch {
    return null;
  }
}

/** Escapes raw control characters inside JSON strings (keeping line breaks as \n). */
function escapeControlsInStrings(t: string): string {
  let out = '';
  let inString = false;
  for (let i = 0; i < t.length; i++) {
    const ch = t[i];
    if (inString) {
      if (ch === '\\') {
        out += ch + (t[i + 1] ?? '');
        i++;
        continue;
      }
      if (ch === '"') inString = false;
      const code = ch.charCodeAt(0);
      if (code < 0x20) {
        out += ch === '\n' ? '\\n' : ch === '\r' ? '' : ' ';
        continue;
      }
    } else if (ch === '"') inString = true;
    out += ch;
  }
  return out;
}

interface Graph {
  ids: Map<string, Json>;
  recipes: Json[];
}

function collect(data: unknown, graph: Graph, depth = 0): void {
  if (depth > 12) return;
  if (Array.isArray(data)) {
    for (const d of data) collect(d, graph, depth + 1);
    return;
  }
  if (!isObject(data)) return;
  if (typeof data['@id'] === 'string' && Object.keys(data).length > 1 && !graph.ids.has(data['@id'])) {
    graph.ids.set(data['@id'], data);
  }
  if (hasType(data, 'Recipe')) graph.recipes.push(data);
  for (const [k, v] of Object.entries(data)) {
    if (k === '@context') continue;
    if (v && typeof v === 'object') collect(v, graph, depth + 1);
  }
}

function deref(v: unknown, graph: Graph): unknown {
  if (isObject(v) && typeof v['@id'] === 'string' && Object.keys(v).length === 1) return graph.ids.get(v['@id']) ?? v;
  return v;
}

function text(v: unknown, graph: Graph): string {
  const d = deref(v, graph);
  if (typeof d === 'string' || typeof d === 'number') return cleanText(d);
  if (Array.isArray(d))
    return d
      .map((x) => text(x, graph))
      .filter(Boolean)
      .join(', ');
  if (isObject(d)) return text(d.name ?? d.text ?? d['@value'] ?? '', graph);
  return '';
}

function stringList(v: unknown, graph: Graph): string[] {
  const out: string[] = [];
  for (const item of asArray(deref(v, graph))) {
    const d = deref(item, graph);
    if (typeof d === 'string') out.push(...d.split(/\s*,\s*/));
    else out.push(text(d, graph));
  }
  return out.map((s) => s.trim()).filter(Boolean);
}

export function ingredientList(v: unknown, graph?: Graph): string[] {
  const g = graph ?? { ids: new Map(), recipes: [] };
  const out: string[] = [];
  for (const item of asArray(v)) {
    const d = deref(item, g);
    if (typeof d === 'string') out.push(...textLines(d));
    else if (isObject(d)) {
      // Some sites nest groups: {name: 'For the sauce', recipeIngredient: [...]} or PropertyValue.
      const nested = d.recipeIngredient ?? d.ingredients ?? d.itemListElement;
      if (nested) out.push(...ingredientList(nested, g));
      else {
        const t = text(d.text ?? d.name ?? d.value ?? '', g);
        if (t) out.push(t);
      }
    } else if (Array.isArray(d)) out.push(...ingredientList(d, g));
  }
  return out;
}

/** Step texts without their own numbering ("Step 1:"), so headings can be put in front. */
function leafSteps(text: string): string[] {
  return textLines(text)
    .map((l) => (isEmptyStep(l) ? '' : stripStepPrefix(l)))
    .filter(Boolean);
}

/** Steps from a string, HowToStep/HowToSection/ItemList tree, or a mix. */
export function instructionList(v: unknown, graph?: Graph, depth = 0): string[] {
  const g = graph ?? { ids: new Map(), recipes: [] };
  if (depth > 8) return [];
  const d = deref(v, g);
  if (typeof d === 'string') {
    return leafSteps(d);
  }
  if (Array.isArray(d)) return d.flatMap((x) => instructionList(x, g, depth + 1));
  if (!isObject(d)) return [];
  if (hasType(d, 'HowToTip')) return [];
  const children = d.itemListElement ?? d.steps ?? d.step;
  if (
    children !== undefined &&
    (hasType(d, 'HowToSection') || hasType(d, 'ItemList') || Array.isArray(children) || isObject(children))
  ) {
    const steps = instructionList(children, g, depth + 1);
    // A section's name ("For the sauce") is not a step of its own: it leads the section's first step.
    const name = hasType(d, 'HowToSection') ? cleanText(d.name) : '';
    if (name && steps.length > 0) steps[0] = `**${name}** ${steps[0]}`;
    return steps;
  }
  if (hasType(d, 'ListItem') && d.item !== undefined) return instructionList(d.item, g, depth + 1);
  const body = d.text ?? d.description ?? d['@value'];
  if (typeof body === 'string' && body.trim() !== '') {
    const steps = leafSteps(body);
    const title = stepTitle(cleanText(d.name), steps);
    // A step's own short title ("Brown the meat") leads it in bold, as the recipe editor shows it.
    if (title && steps.length > 0) steps[0] = `**${title}** ${steps[0]}`;
    return steps;
  }
  const name = cleanText(d.name);
  return name ? [name] : [];
}

/** A step name worth keeping: not a number, not a copy or cut of the step's text. */
function stepTitle(name: string, steps: string[]): string {
  if (name === '' || steps.length === 0 || /^(?:step|passo|etapa|schritt|étape|paso)?\s*\d+\s*[.:)]?$/i.test(name))
    return '';
  const norm = (x: string) =>
    x
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim();
  const n = norm(name.replace(/(?:\.\.\.|…)$/, ''));
  const body = norm(steps.join(' '));
  if (n === '' || body.startsWith(n) || n.startsWith(body) || name.length > 120) return '';
  return name;
}

function num(v: unknown): number | undefined {
  const n = typeof v === 'number' ? v : typeof v === 'string' ? parseFloat(v) : NaN;
  return Number.isFinite(n) && n > 0 ? n : undefined;
}

export function imageList(v: unknown, graph?: Graph, depth = 0): ImageCandidate[] {
  const g = graph ?? { ids: new Map(), recipes: [] };
  if (depth > 4) return [];
  const d = deref(v, g);
  if (typeof d === 'string') return d.trim() ? [{ url: d.trim() }] : [];
  if (Array.isArray(d)) return d.flatMap((x) => imageList(x, g, depth + 1));
  if (!isObject(d)) return [];
  const url = d.url ?? d.contentUrl ?? d['@id'];
  if (typeof url !== 'string' || url.trim() === '' || url.startsWith('#')) {
    return d.url || d.contentUrl ? imageList(d.url ?? d.contentUrl, g, depth + 1) : [];
  }
  return [{ url: url.trim(), width: num(d.width), height: num(d.height) }];
}

function candidateFrom(node: Json, graph: Graph): RecipeCandidate {
  const c = emptyCandidate('json-ld');
  c.name = text(node.name ?? node.headline, graph);
  c.description = text(node.description, graph);
  c.ingredients = ingredientList(node.recipeIngredient ?? node.ingredients, graph);
  c.instructions = instructionList(node.recipeInstructions, graph);
  c.prepTime = parseDurationMinutes(node.prepTime);
  c.cookTime = parseDurationMinutes(node.cookTime);
  c.totalTime = parseDurationMinutes(node.totalTime);
  c.yieldValue = node.recipeYield ?? node.yield ?? null;
  c.images = imageList(node.image ?? node.thumbnailUrl, graph);
  c.author = asArray(deref(node.author, graph))
    .map((a) => text(a, graph))
    .filter(Boolean)
    .join(', ');
  c.keywords = stringList(node.keywords, graph);
  c.categories = [...stringList(node.recipeCategory, graph), ...stringList(node.recipeCuisine, graph)];
  c.language = text(node.inLanguage, graph);
  return c;
}

export function readJsonLd(dom: PageDom): RecipeCandidate[] {
  const graph: Graph = { ids: new Map(), recipes: [] };
  for (const el of dom.tag('script')) {
    const type = (el.attribs?.type ?? '').toLowerCase();
    if (!type.includes('ld+json')) continue;
    const data = parseJsonLoose(dom.$(el).text());
    if (data !== null) collect(data, graph);
  }
  return graph.recipes.map((r) => candidateFrom(r, graph));
}
