import type { Cheerio } from 'cheerio/slim';
import type { AnyNode, Element } from 'domhandler';
import { cleanText } from './text.ts';

/** Text of DOM nodes with block structure kept as separate lines. */

const BLOCK = new Set([
  'p',
  'div',
  'li',
  'ul',
  'ol',
  'br',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'tr',
  'td',
  'th',
  'table',
  'section',
  'article',
  'header',
  'footer',
  'blockquote',
  'dd',
  'dt',
  'dl',
  'figure',
  'figcaption',
  'hr',
  'pre',
  'aside',
  'nav',
  'form',
  'fieldset',
  'details',
  'summary',
  'main',
]);
const PART_CLASS = /amount|unit|quantity|qty|measure|ingredient|name|notes?\b/i;
const SKIP = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'button',
  'select',
  'textarea',
  'iframe',
  'input',
  'head',
  'object',
]);

function walk(node: AnyNode, out: string[], skip: (el: Element) => boolean): void {
  if (node.type === 'text') {
    out[out.length - 1] += (node as unknown as { data: string }).data;
    return;
  }
  if (node.type !== 'tag' && node.type !== 'root' && node.type !== 'script' && node.type !== 'style') return;
  const el = node as Element;
  const name = el.name?.toLowerCase() ?? '';
  if (SKIP.has(name) || (node.type === 'tag' && skip(el))) return;
  const block = BLOCK.has(name);
  // The parts of an ingredient line (amount | unit | name spans) are laid out apart by CSS even when
  // the markup has no space between them. (Not every styled span: a drop cap is part of its word.)
  const spaced = !block && node.type === 'tag' && PART_CLASS.test(el.attribs?.class ?? '');
  if (block) out.push('');
  else if (spaced) out[out.length - 1] += ' ';
  for (const child of el.children ?? []) walk(child, out, skip);
  if (block) out.push('');
  else if (spaced) out[out.length - 1] += ' ';
}

export function blockLines(nodes: Cheerio<AnyNode>, skip: (el: Element) => boolean = () => false): string[] {
  const out: string[] = [''];
  nodes.each((_, n) => {
    walk(n, out, skip);
    out.push('');
  });
  return out
    .map((l) =>
      cleanText(l)
        .replace(/\s+([,.;)])/g, '$1')
        .replace(/\(\s+/g, '('),
    )
    .filter((l) => l !== '');
}

/** All text of a node on one line. */
export function inlineText(nodes: Cheerio<AnyNode>, skip: (el: Element) => boolean = () => false): string {
  return blockLines(nodes, skip).join(' ').trim();
}

/** Hidden by inline style or attribute (screen-reader-only copies, print-only blocks). */
export function isHidden(el: Element): boolean {
  const a = el.attribs ?? {};
  if ('hidden' in a || a['aria-hidden'] === 'true') return true;
  const style = (a.style ?? '').replace(/\s+/g, '').toLowerCase();
  if (style.includes('display:none') || style.includes('visibility:hidden')) return true;
  const cls = ` ${(a.class ?? '').toLowerCase()} `;
  return /\s(sr-only|screen-reader-text|visually-hidden|visuallyhidden|hidden|d-none|print-only)\s/.test(cls);
}
