import type { AnyNode, Element } from 'domhandler';

/** Small DOM walks used in hot paths (css-select queries per element made pages 10x slower). */

export const isTag = (n: AnyNode): n is Element => n.type === 'tag' || n.type === 'script' || n.type === 'style';

/** Descendant elements of `root` (document order) for which `pred` holds; `prune` stops descent. */
export function descendants(
  root: Element,
  pred: (el: Element) => boolean,
  prune: (el: Element) => boolean = () => false,
): Element[] {
  const out: Element[] = [];
  const stack: AnyNode[] = [...(root.children ?? [])].reverse();
  while (stack.length > 0) {
    const n = stack.pop()!;
    if (!isTag(n)) continue;
    if (pred(n)) out.push(n);
    if (prune(n)) continue;
    const kids = n.children ?? [];
    for (let i = kids.length - 1; i >= 0; i--) stack.push(kids[i]);
  }
  return out;
}

export function hasDescendant(root: Element, pred: (el: Element) => boolean): boolean {
  const stack: AnyNode[] = [...(root.children ?? [])];
  while (stack.length > 0) {
    const n = stack.pop()!;
    if (!isTag(n)) continue;
    if (pred(n)) return true;
    stack.push(...(n.children ?? []));
  }
  return false;
}

/** The nearest ancestor (or the element itself) for which `pred` holds. */
export function closest(el: Element, pred: (el: Element) => boolean): Element | null {
  let cur: Element | null = el;
  while (cur && isTag(cur)) {
    if (pred(cur)) return cur;
    cur = cur.parent && isTag(cur.parent as AnyNode) ? (cur.parent as Element) : null;
  }
  return null;
}

/** The innermost <li>s of a list (nested lists yield their own items, not their parent's). */
export function leafItems(root: Element): Element[] {
  const isLi = (el: Element) => el.name === 'li';
  return descendants(root, (el) => isLi(el) && !hasDescendant(el, isLi));
}

export const classOf = (el: Element): string => el.attribs?.class ?? '';

/** A loaded page with its elements listed once, in document order, and grouped by tag. */
export interface PageDom {
  $: import('cheerio/slim').CheerioAPI;
  all: Element[];
  tag: (name: string) => Element[];
}

export function indexPage($: import('cheerio/slim').CheerioAPI): PageDom {
  const root = $.root()[0] as unknown as Element;
  const all = descendants(root, () => true);
  const byTag = new Map<string, Element[]>();
  for (const el of all) {
    const list = byTag.get(el.name);
    if (list) list.push(el);
    else byTag.set(el.name, [el]);
  }
  return { $, all, tag: (name) => byTag.get(name) ?? [] };
}
