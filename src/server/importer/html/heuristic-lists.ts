// Ingredient and instruction lists found by class names and list structure, and how list-like they read.
import type { Cheerio, CheerioAPI } from 'cheerio/slim';
import type { AnyNode, Element } from 'domhandler';
import { blockLines, inlineText, isHidden } from './dom-text.ts';
import { readIngredientLine } from '../../../shared/amounts/line.ts';
import { classOf, descendants, hasDescendant, type PageDom } from './dom.ts';

export const INGREDIENT_CLASS = /ingredient|zutat|ingredien|skladnik|składnik|ingrediens/i;
export const INSTRUCTION_CLASS =
  /instruction|direction|method|preparation|recipe-?steps|preparo|zubereitung|steps?-?list|how-?to|(?:^|[\s_-])steps(?:[\s_-]|$)/i;
export const NOT_CONTENT =
  /nutrition|comment|related|widget|sidebar|footer|share|social|rating|review|newsletter|breadcrumb|menu|nav/i;

export function attrText(el: Element): string {
  const a = el.attribs ?? {};
  return `${a.class ?? ''} ${a.id ?? ''}`;
}

export function isElement(n: AnyNode): n is Element {
  return n.type === 'tag' || n.type === 'script' || n.type === 'style';
}

const isLi = (el: Element) => el.name === 'li';
const isList = (el: Element) => el.name === 'ul' || el.name === 'ol';

/**
 * An <li> holding a list of its own is one line when its own text is an ingredient with its amount
 * ("150 g onion, diced" over a nested "roughly 1 large onion" note): the nested items belong to it.
 * Otherwise (a "For the sauce" heading over its items) the nested items are the lines.
 */
function ownsNestedList($: CheerioAPI, li: Element): boolean {
  const own = inlineText($(li), (el) => isList(el) || isHidden(el));
  if (own === '') return false;
  const read = readIngredientLine(own);
  return read.quantity !== null && read.amountStart === read.start && read.rest !== '';
}

/** The <li>s that are lines: the innermost ones, and those that own a nested list (ownsNestedList). */
export function lineItems($: CheerioAPI, root: Element): Element[] {
  const whole = (el: Element) => isLi(el) && (!hasDescendant(el, isLi) || ownsNestedList($, el));
  return descendants(root, whole, whole);
}

/** Items of a list container: its <li>s (lineItems), else repeated rows, else its block lines. */
export function itemsOf($: CheerioAPI, el: Element): string[] {
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
  const leaves = lineItems($, el).filter((li) => !isHidden(li));
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
export function isLinkOnly($: CheerioAPI, li: Element): boolean {
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
export function withoutLinkLists($: CheerioAPI, items: Element[]): Element[] {
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
export function isNavigation(el: Element): boolean {
  const role = el.attribs?.role ?? '';
  if (['tablist', 'navigation', 'menu', 'menubar', 'toolbar', 'tab'].includes(role)) return true;
  return el.name === 'nav' || /(^|\s)(nav|nav-tabs|tabs|menu|breadcrumbs?)(\s|$)/.test(el.attribs?.class ?? '');
}

export function signature(el: Element): string {
  return `${el.name}.${(el.attribs?.class ?? '').replace(/\d+/g, '').trim().split(/\s+/)[0] ?? ''}`;
}

/** The first level (breadth first) whose children repeat one structure: one row per item. */
export function repeatedRows(root: Element): Element[] | null {
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

export function looksLikeIngredient(line: string): boolean {
  return line.length > 1 && line.length < 160 && !/[.!?]\s+\p{Lu}.*[.!?]$/u.test(line);
}

/** The container (by class or id) whose items look most like a list of the given kind. */
export function bestByClass(dom: PageDom, pattern: RegExp, accept: (lines: string[]) => number): string[] {
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
export const isFragment = (l: string) => /^[\d½¼¾⅓⅔]/.test(l) && l.split(/\s+/).length <= 2;

export const ingredientScore = (lines: string[]) => {
  if (lines.length < 2) return 0;
  if (lines.filter(isFragment).length / lines.length >= 0.4) return 0;
  const good = lines.filter(looksLikeIngredient).length;
  // A container with a few stray lines is still a fine ingredient list; a page of prose is not.
  return good / lines.length >= 0.7 ? good - (lines.length - good) * 2 : 0;
};

export const instructionScore = (lines: string[]) => {
  const words = lines.join(' ').split(/\s+/).length;
  return lines.length >= 1 && words >= 8 && lines.every((l) => l.length < 3000)
    ? Math.min(words, 2000) / 10 + lines.length
    : 0;
};
