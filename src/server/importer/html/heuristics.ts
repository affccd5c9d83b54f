import type { Cheerio, CheerioAPI } from 'cheerio/slim';
import type { AnyNode, Element } from 'domhandler';
import { parseDurationMinutes } from '../values.ts';
import { emptyCandidate, type ImageCandidate, type RecipeCandidate } from './candidate.ts';
import { blockLines, inlineText, isHidden } from './dom-text.ts';
import { classOf, closest, descendants, leafItems, type PageDom } from './dom.ts';
import type { PageMeta } from './page-meta.ts';

/**
 * A recipe read from markup alone, for pages without schema.org data: recipe-plugin classes
 * (WP Recipe Maker, Tasty, Mediavine Create, Zip, EasyRecipe, Yoast...), generic classes that
 * name ingredients or instructions, and lists that follow an "Ingredients" / "Modo de preparo"
 * heading.
 */

const INGREDIENT_CLASS = /ingredient|zutat|ingredien|skladnik|składnik|ingrediens/i;
const INSTRUCTION_CLASS =
  /instruction|direction|method|preparation|recipe-?steps|preparo|zubereitung|steps?-?list|how-?to|(?:^|[\s_-])steps(?:[\s_-]|$)/i;
const NOT_CONTENT =
  /nutrition|comment|related|widget|sidebar|footer|share|social|rating|review|newsletter|breadcrumb|menu|nav/i;

const INGREDIENT_HEADING =
  /^(?:ingredients?|ingredientes|ingredienser|ingrédients?|ingredienti|zutaten|składniki|sk[lł]adniki|ingrediënten|malzemeler|suroviny|ingredience|what you(?:'|’)?ll need|you(?:'|’)?ll need|shopping list)\b[^.!?]{0,40}$/i;
const INSTRUCTION_HEADING =
  /^(?:instructions?|directions?|method|preparation|steps|how to make(?: it)?|modo de (?:preparo|fazer)|preparo|preparação|como fazer|zubereitung|préparation|fremgangsmåde|tilberedning|gör så här|instruktioner|przygotowanie|sposób przygotowania|yapılışı|postup(?: prípravy)?|příprava|bereiding|istruzioni|procedimento|elaboración|preparación)\b[^.!?]{0,40}$/i;

const HEADING_TAGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

function attrText(el: Element): string {
  const a = el.attribs ?? {};
  return `${a.class ?? ''} ${a.id ?? ''}`;
}

function isElement(n: AnyNode): n is Element {
  return n.type === 'tag' || n.type === 'script' || n.type === 'style';
}

/** Items of a list container: its <li>s (innermost), else repeated rows, else its block lines. */
function itemsOf($: CheerioAPI, el: Element): string[] {
  if (isNavigation(el)) return [];
  // Tabs (US / metric units): read the pane that is shown.
  const panes = descendants(el, (d) => d.attribs?.role === 'tabpanel' || /(^|\s)tab-pane(\s|$)/.test(classOf(d)));
  if (panes.length >= 2) {
    const shown = panes.find(
      (p) =>
        /\b(active|show|selected|current)\b/.test(p.attribs?.class ?? '') || p.attribs?.['aria-hidden'] === 'false',
    );
    return itemsOf($, shown ?? panes[0]);
  }
  const leaves = leafItems(el).filter((li) => !isHidden(li));
  if (leaves.length > 0) {
    return withoutLinkLists($, leaves)
      .map((li) => inlineText($(li), isHidden))
      .filter(Boolean);
  }
  const rows = repeatedRows(el);
  if (rows) return rows.map((r) => inlineText($(r), isHidden)).filter(Boolean);
  return blockLines($(el) as Cheerio<AnyNode>, isHidden);
}

/** An item that is nothing but a link (a tag, a category, a menu entry). */
function isLinkOnly($: CheerioAPI, li: Element): boolean {
  const links = descendants(li, (d) => d.name === 'a');
  if (links.length === 0) return false;
  const all = inlineText($(li)).replace(/\s+/g, '');
  const linked = links
    .map((a) => inlineText($(a)))
    .join('')
    .replace(/\s+/g, '');
  return all !== '' && all === linked;
}

/** Drops lists made mostly of bare links (tag clouds, menus, "related" lists). */
function withoutLinkLists($: CheerioAPI, items: Element[]): Element[] {
  const byList = new Map<unknown, Element[]>();
  for (const li of items) {
    const group = byList.get(li.parent) ?? [];
    group.push(li);
    byList.set(li.parent, group);
  }
  const out: Element[] = [];
  for (const group of byList.values()) {
    const links = group.filter((li) => isLinkOnly($, li)).length;
    if (links / group.length < 0.6) out.push(...group);
  }
  return out;
}

/** Menus, tab strips and toolbars are not content. */
function isNavigation(el: Element): boolean {
  const role = el.attribs?.role ?? '';
  if (['tablist', 'navigation', 'menu', 'menubar', 'toolbar', 'tab'].includes(role)) return true;
  return el.name === 'nav' || /(^|\s)(nav|nav-tabs|tabs|menu|breadcrumbs?)(\s|$)/.test(el.attribs?.class ?? '');
}

function signature(el: Element): string {
  return `${el.name}.${(el.attribs?.class ?? '').replace(/\d+/g, '').trim().split(/\s+/)[0] ?? ''}`;
}

/** The first level (breadth first) whose children repeat one structure: one row per item. */
function repeatedRows(root: Element): Element[] | null {
  let level: Element[] = [root];
  for (let depth = 0; depth < 6 && level.length > 0; depth++) {
    const next: Element[] = [];
    for (const node of level) {
      const kids = (node.children ?? []).filter((k): k is Element => k.type === 'tag' && !isHidden(k as Element));
      if (kids.length >= 2) {
        const counts = new Map<string, number>();
        for (const k of kids) counts.set(signature(k), (counts.get(signature(k)) ?? 0) + 1);
        const [sig, n] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0];
        if (
          n >= 2 &&
          n / kids.length >= 0.6 &&
          !['p', 'br', 'span', 'strong', 'b', 'em', 'i', 'a'].includes(sig.split('.')[0])
        ) {
          return kids.filter((k) => signature(k) === sig);
        }
      }
      next.push(...kids);
    }
    level = next;
  }
  return null;
}

function looksLikeIngredient(line: string): boolean {
  return line.length > 1 && line.length < 160 && !/[.!?]\s+\p{Lu}.*[.!?]$/u.test(line);
}

/** The container (by class or id) whose items look most like a list of the given kind. */
function bestByClass(dom: PageDom, pattern: RegExp, accept: (lines: string[]) => number): string[] {
  let best: string[] = [];
  let bestScore = 0;
  for (const el of dom.all) {
    if (el.attribs?.class === undefined && el.attribs?.id === undefined) continue;
    const at = attrText(el);
    if (!pattern.test(at) || NOT_CONTENT.test(at) || isHidden(el)) continue;
    if (['a', 'span', 'img', 'input', 'label', 'button', 'script', 'style', 'meta', 'link'].includes(el.name)) continue;
    const items = itemsOf(dom.$, el);
    const score = accept(items);
    if (score > bestScore) {
      best = items;
      bestScore = score;
    }
  }
  return best;
}

// Rows split in two (name on one line, "1 kilogram" on the next) give many two-word number lines.
const isFragment = (l: string) => /^[\d½¼¾⅓⅔]/.test(l) && l.split(/\s+/).length <= 2;

const ingredientScore = (lines: string[]) => {
  if (lines.length < 2) return 0;
  if (lines.filter(isFragment).length / lines.length >= 0.4) return 0;
  const good = lines.filter(looksLikeIngredient).length;
  // A container with a few stray lines is still a fine ingredient list; a page of prose is not.
  return good / lines.length >= 0.7 ? good - (lines.length - good) * 2 : 0;
};

const instructionScore = (lines: string[]) => {
  const words = lines.join(' ').split(/\s+/).length;
  return lines.length >= 1 && words >= 8 && lines.every((l) => l.length < 3000)
    ? Math.min(words, 2000) / 10 + lines.length
    : 0;
};

/** A group heading inside a section: an h-tag, or a short paragraph that is all bold. */
function isSubheading($: CheerioAPI, el: Element): boolean {
  if (HEADING_TAGS.has(el.name)) return true;
  if (!['p', 'div', 'span'].includes(el.name)) return false;
  const kids = (el.children ?? []).filter(
    (k) => k.type === 'tag' || (k.type === 'text' && (k as unknown as { data: string }).data.trim() !== ''),
  );
  if (kids.length !== 1 || kids[0].type !== 'tag') return false;
  const only = kids[0] as Element;
  return ['strong', 'b', 'em', 'u'].includes(only.name) && inlineText($(el)).length < 50;
}

/** The lists and paragraphs that follow a heading, up to where `stop` says the section ends. */
function sectionAfter($: CheerioAPI, heading: Element, stop: (el: Element) => boolean): string[] {
  const lines: string[] = [];
  let node: Element | null = heading;
  // Climb while the heading is alone in a wrapper, so its siblings are the section's content.
  while (node && node.parent && isElement(node.parent as AnyNode) && !nextElement(node) && !prevElement(node))
    node = node.parent as Element;
  let steps = 0;
  let cur = node?.next ?? null;
  while (cur && steps < 60) {
    steps++;
    if (isElement(cur)) {
      const el = cur;
      if (stop(el)) break;
      if (
        !isHidden(el) &&
        !isSubheading($, el) &&
        !['script', 'style', 'noscript', 'figure', 'img', 'picture', 'button', 'form'].includes(el.name)
      ) {
        lines.push(...itemsOf($, el));
      }
    } else if (cur.type === 'text') {
      const t = (cur as unknown as { data: string }).data.trim();
      if (t) lines.push(t);
    }
    cur = cur.next;
  }
  return lines;
}

function nextElement(el: Element): Element | null {
  let n = el.next;
  while (n && !isElement(n) && !(n.type === 'text' && (n as unknown as { data: string }).data.trim() !== ''))
    n = n.next;
  return (n as Element | null) ?? null;
}

function prevElement(el: Element): Element | null {
  let n = el.prev;
  while (n && !isElement(n) && !(n.type === 'text' && (n as unknown as { data: string }).data.trim() !== ''))
    n = n.prev;
  return (n as Element | null) ?? null;
}

const headingLevel = (el: Element) => (HEADING_TAGS.has(el.name) ? Number(el.name[1]) : 7);

function isHeadingLike($: CheerioAPI, el: Element): string | null {
  const tag = el.name;
  if (
    HEADING_TAGS.has(tag) ||
    ((tag === 'strong' || tag === 'b' || tag === 'p' || tag === 'div' || tag === 'span' || tag === 'dt') &&
      el.children.length <= 3)
  ) {
    const t = inlineText($(el))
      .replace(/[:：]\s*$/, '')
      .trim();
    if (t.length > 0 && t.length < 60) return t;
  }
  return null;
}

const HEADINGS_AND_LISTS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'strong', 'b', 'p', 'dt', 'ol']);

function byHeadings(dom: PageDom): { ingredients: string[]; instructions: string[] } {
  const { $ } = dom;
  let ingredients: string[] = [];
  let instructions: string[] = [];
  let ingredientsHeading: Element | null = null;
  let olAfterIngredients: string[] = [];
  const isTitled = (el: Element, re: RegExp) => {
    const t = isHeadingLike($, el);
    return t !== null && re.test(t);
  };
  for (const el of dom.all) {
    if (!HEADINGS_AND_LISTS.has(el.name)) continue;
    if (el.name === 'ol') {
      if (ingredientsHeading && instructions.length === 0 && olAfterIngredients.length === 0) {
        const items = itemsOf($, el);
        const sentences = items.filter((i) => i.split(/\s+/).length >= 5).length;
        if (items.length >= 2 && sentences / items.length >= 0.6 && !ingredients.includes(items[0]))
          olAfterIngredients = items;
      }
      continue;
    }
    const t = isHeadingLike($, el);
    if (t === null) continue;
    if (ingredients.length === 0 && INGREDIENT_HEADING.test(t)) {
      const level = headingLevel(el);
      // Group headings below the section's level ("For the sauce") stay inside the section.
      const stop = (x: Element) =>
        isTitled(x, INSTRUCTION_HEADING) ||
        (HEADING_TAGS.has(x.name) && headingLevel(x) <= level) ||
        (level === 7 && HEADING_TAGS.has(x.name) && !isSubheading($, x));
      const lines = sectionAfter($, el, stop).filter(looksLikeIngredient);
      if (lines.length >= 2) {
        ingredients = lines;
        ingredientsHeading = el;
      }
    } else if (instructions.length === 0 && INSTRUCTION_HEADING.test(t)) {
      const level = headingLevel(el);
      const stop = (x: Element) =>
        isTitled(x, INGREDIENT_HEADING) || (HEADING_TAGS.has(x.name) && headingLevel(x) <= level);
      const lines = sectionAfter($, el, stop);
      if (lines.length >= 1) instructions = lines;
    }
  }
  return { ingredients, instructions: instructions.length > 0 ? instructions : olAfterIngredients };
}

const CARD_TITLE =
  /(?:^|[\s_-])(?:recipe[-_]?(?:card[-_]?)?(?:name|title|heading)|wprm-recipe-name|tasty-recipes-title|mv-create-title|ERSName|zlrecipe-title)(?:[\s_-]|$)/i;
const CARD_SUMMARY =
  /(?:^|[\s_-])(?:recipe[-_]?(?:card[-_]?)?(?:summary|description|intro|excerpt)|wprm-recipe-summary|tasty-recipes-description(?:-body)?|mv-create-description|ERSSummary)(?:[\s_-]|$)/i;

/** The text of the first visible element whose class or id names the recipe card's part. */
function cardText(dom: PageDom, pattern: RegExp, max: number): string {
  for (const el of dom.all) {
    if (el.attribs?.class === undefined && el.attribs?.id === undefined) continue;
    if (
      !pattern.test(attrText(el)) ||
      isHidden(el) ||
      ['script', 'style', 'meta', 'img', 'input', 'a', 'button'].includes(el.name)
    )
      continue;
    const t = inlineText(dom.$(el), isHidden);
    if (t.length >= 2 && t.length <= max) return t;
  }
  return '';
}

export function readHeuristics(dom: PageDom, page: PageMeta): RecipeCandidate {
  const c = emptyCandidate('heuristic');
  // The recipe card's own title names the dish; the page title often adds a pitch ("Easy ...!").
  c.name = cardText(dom, CARD_TITLE, 150) || page.ogTitle || page.h1 || page.title;
  c.description = cardText(dom, CARD_SUMMARY, 2000) || page.description;
  const headed = byHeadings(dom);
  const classIngredients = bestByClass(dom, INGREDIENT_CLASS, ingredientScore);
  c.ingredients =
    ingredientScore(classIngredients) >= ingredientScore(headed.ingredients) ? classIngredients : headed.ingredients;
  // A wrapper holding the ingredients too is not the method.
  const ingredientSet = new Set(c.ingredients);
  const classSteps = bestByClass(dom, INSTRUCTION_CLASS, (lines) =>
    lines.some((l) => ingredientSet.has(l)) ? 0 : instructionScore(lines),
  );
  const steps = classSteps.length > 0 ? classSteps : headed.instructions;
  c.instructions = steps;
  return c;
}

/** Text of a small element with the alt text of its icons ("[time] 30mins"); null when large. */
function shortLabelledText(el: Element, max: number): string | null {
  let text = '';
  let nodes = 0;
  const visit = (n: AnyNode): boolean => {
    if (++nodes > 60) return false;
    if (n.type === 'text') text += (n as unknown as { data: string }).data;
    else if (n.type === 'tag') {
      const e = n as Element;
      if (['script', 'style', 'noscript', 'svg', 'button', 'select'].includes(e.name)) return true;
      if (e.name === 'img' && e.attribs?.alt) text += ` ${e.attribs.alt} `;
      text += ' ';
      for (const c of e.children ?? []) if (!visit(c)) return false;
      text += ' ';
    }
    return text.length <= max * 2;
  };
  if (!visit(el)) return null;
  const t = text.replace(/\s+/g, ' ').trim();
  return t.length > 0 && t.length <= max ? t : null;
}

const SMALL_TAGS = new Set([
  'li',
  'p',
  'span',
  'div',
  'dt',
  'dd',
  'td',
  'th',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'strong',
  'b',
  'em',
  'small',
  'time',
  'label',
]);

const YIELD_PATTERNS = [
  /\b(?:serves|servings?|yields?|makes|portions?|porções|porcoes|porção|rende|rendimento|personnes?|portionen|personen|porcje|porcie|porsjoner|portioner|pers\.|pessoas|raciones|porciones)\s*[:\-–]?\s*(?:about|approx\.?|cerca de|ca\.?)?\s*\d/i,
  /\d+(?:\s*[-–]\s*\d+)?\s*(?:\([^)]{0,20}\)\s*)?(?:servings?|portions?|porções|porcoes|pessoas|people|persons|personnes|portionen|personen|porcje|porcie|porsjoner|portioner|raciones|porciones)\b/i,
];
const NOT_YIELD = /calor|kcal|nutrition|per serving|serving size|por porção|pro portion|par portion/i;

/** A yield line anywhere on the page: "Serves 4", "Ingredients for 5 servings", "Rende 6 porções". */
export function findYield(dom: PageDom): string | null {
  const texts: string[] = [];
  for (const el of dom.all) {
    if (!SMALL_TAGS.has(el.name)) continue;
    const t = shortLabelledText(el, 60);
    if (t !== null && !NOT_YIELD.test(t)) texts.push(t);
  }
  // A label ("Servings: 6", "Rende 12") anywhere beats a count in passing ("feeds 8 people").
  for (const p of YIELD_PATTERNS) {
    for (const t of texts) {
      const m = p.exec(t);
      // From the keyword on: "Total Time: 30 mins Servings: 6" yields 6, not 30.
      if (m) return t.slice(m.index).trim();
    }
  }
  return null;
}

// Labels at the start of a short text; an icon's alt text counts ("[time] 30 mins").
const TIME_LABELS: { key: 'prep' | 'cook' | 'total'; re: RegExp }[] = [
  {
    key: 'prep',
    re: /^(?:prep(?:aration)?(?:\s*time)?|active time|hands[- ]on(?: time)?|tempo de preparo|preparo|vorbereitung(?:szeit)?|zubereitungszeit|arbeitszeit|temps de préparation|préparation|forberedelse)\b/i,
  },
  {
    key: 'cook',
    re: /^(?:cook(?:ing)?(?:\s*time)?|bake(?:\s*time)?|baking time|tempo de cozimento|cozimento|tempo de forno|kochzeit|backzeit|garzeit|temps de cuisson|cuisson)\b/i,
  },
  { key: 'total', re: /^(?:total(?:\s*time)?|ready in|tempo total|gesamtzeit|temps total|time|tempo)\b/i },
];
const ANY_LABEL = /\b(?:prep|cook|bake|total|ready in|preparo|cozimento)\b/i;
// After the label: a duration and nothing else ("1 hr 10 mins", "about 40 minutes").
// ("Cook Time For The Crust: 12 minutes": a short qualifier may sit between label and colon.)
const DURATION_REST =
  /^(?:[^\d:]{0,30}:)?\s*[:\-–]?\s*(?:about|approx\.?|approximately|ca\.?|cerca de|aprox\.?|~)?\s*[\d½¼¾]/i;

/** Labelled times on the page ("Prep time: 10 mins", an icon with alt="time" next to "30mins"). */
export function findTimes(dom: PageDom): { prep: number | null; cook: number | null; total: number | null } {
  const out: { prep: number | null; cook: number | null; total: number | null } = {
    prep: null,
    cook: null,
    total: null,
  };
  for (const el of dom.all) {
    if (!SMALL_TAGS.has(el.name)) continue;
    const t = shortLabelledText(el, 60);
    if (t === null || !/\d/.test(t)) continue;
    for (const { key, re } of TIME_LABELS) {
      const m = re.exec(t);
      if (!m) continue;
      const rest = t.slice(m[0].length);
      // A wrapper of several labelled times: its children say it better.
      if (!DURATION_REST.test(rest) || ANY_LABEL.test(rest) || rest.trim().split(/\s+/).length > 8) break;
      const minutes = parseDurationMinutes(rest);
      if (minutes !== null && minutes <= 60 * 24 * 3 && out[key] === null) out[key] = minutes;
      break;
    }
    if (out.prep !== null && out.cook !== null && out.total !== null) break;
  }
  return out;
}

const NOT_PHOTO = /logo|icon|avatar|sprite|badge|gravatar|pixel|spinner|loader|placeholder|emoji|banner-ad|\/ads?\//i;

function imgSrc(el: Element): string | null {
  const a = el.attribs ?? {};
  const srcset = a['data-srcset'] ?? a.srcset ?? '';
  let best: string | null = null;
  let bestW = 0;
  for (const part of srcset.split(',')) {
    const [u, w] = part.trim().split(/\s+/);
    const width = w ? parseFloat(w) : 0;
    if (u && width > bestW) {
      best = u;
      bestW = width;
    }
  }
  const src = a['data-lazy-src'] ?? a['data-src'] ?? a['data-original'] ?? a.src ?? null;
  return best ?? (src && !src.startsWith('data:') ? src : null);
}

/** The page's main photo when it names none: large, near the content, described like the recipe. */
export function findContentImages(dom: PageDom, title: string): ImageCandidate[] {
  const words = new Set(
    title
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((w) => w.length > 3),
  );
  let best: ImageCandidate | null = null;
  let bestScore = 0;
  dom.tag('img').forEach((el, i) => {
    const src = imgSrc(el);
    if (!src || NOT_PHOTO.test(src) || NOT_PHOTO.test(el.attribs?.class ?? '') || /\.svg(?:$|[?#])/i.test(src)) return;
    const width = Number(el.attribs?.width ?? 0);
    const height = Number(el.attribs?.height ?? 0);
    if ((width > 0 && width < 150) || (height > 0 && height < 150)) return;
    const alt = (el.attribs?.alt ?? '').toLowerCase();
    const overlap = [...words].filter((w) => alt.includes(w)).length;
    const inContent =
      closest(el, (a) => a.name === 'article' || a.name === 'main' || /recipe|content|post/.test(classOf(a))) !== null;
    const score = 1 + overlap * 3 + (width >= 400 ? 2 : 0) + (inContent ? 1 : 0) - i * 0.01;
    if (score > bestScore) {
      best = { url: src, width: width || undefined, height: height || undefined };
      bestScore = score;
    }
  });
  return best ? [best] : [];
}
