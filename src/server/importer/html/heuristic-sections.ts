// Ingredient and instruction lists found as the sections that follow an "Ingredients" / "Modo de preparo" heading.
import type { CheerioAPI } from 'cheerio/slim';
import type { AnyNode, Element } from 'domhandler';
import { inlineText, isHidden } from './dom-text.ts';
import type { PageDom } from './dom.ts';
import { isElement, itemsOf, looksLikeIngredient } from './heuristic-lists.ts';

export const INGREDIENT_HEADING =
  /^(?:ingredients?|ingredientes|ingredienser|ingrédients?|ingredienti|zutaten|składniki|sk[lł]adniki|ingrediënten|malzemeler|suroviny|ingredience|what you(?:'|’)?ll need|you(?:'|’)?ll need|shopping list)\b[^.!?]{0,40}$/i;
export const INSTRUCTION_HEADING =
  /^(?:instructions?|directions?|method|preparation|steps|how to make(?: it)?|modo de (?:preparo|fazer)|preparo|preparação|como fazer|zubereitung|préparation|fremgangsmåde|tilberedning|gör så här|instruktioner|przygotowanie|sposób przygotowania|yapılışı|postup(?: prípravy)?|příprava|bereiding|istruzioni|procedimento|elaboración|preparación)\b[^.!?]{0,40}$/i;

export const HEADING_TAGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

/** A group heading inside a section: an h-tag, or a short paragraph that is all bold. */
export function isSubheading($: CheerioAPI, el: Element): boolean {
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
export function sectionAfter($: CheerioAPI, heading: Element, stop: (el: Element) => boolean): string[] {
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

export function nextElement(el: Element): Element | null {
  let n = el.next;
  while (n && !isElement(n) && !(n.type === 'text' && (n as unknown as { data: string }).data.trim() !== ''))
    n = n.next;
  return (n as Element | null) ?? null;
}

export function prevElement(el: Element): Element | null {
  let n = el.prev;
  while (n && !isElement(n) && !(n.type === 'text' && (n as unknown as { data: string }).data.trim() !== ''))
    n = n.prev;
  return (n as Element | null) ?? null;
}

export const headingLevel = (el: Element) => (HEADING_TAGS.has(el.name) ? Number(el.name[1]) : 7);

export function isHeadingLike($: CheerioAPI, el: Element): string | null {
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

export const HEADINGS_AND_LISTS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'strong', 'b', 'p', 'dt', 'ol']);

export function byHeadings(dom: PageDom): { ingredients: string[]; instructions: string[] } {
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
