import { load } from 'cheerio/slim';
import type { AnyNode, Element } from 'domhandler';
import { blockLines, isHidden } from './dom-text.ts';

const NOT_CONTENT_TAGS = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'nav',
  'header',
  'footer',
  'aside',
  'form',
  'iframe',
  'button',
  'select',
]);
const NOT_CONTENT_CLASS =
  /(^|[\s_-])(nav|menu|footer|header|sidebar|comments?|cookie|consent|newsletter|share|social|related|breadcrumbs?|ads?|advert)([\s_-]|$)/i;

/**
 * The readable text of a page, one block per line, without menus, footers, comments and scripts:
 * what the text parser and an LLM read when the markup holds no recipe.
 */
export function pageText(html: string, maxChars = 100_000): string {
  const $ = load(html);
  const body = $('body').length ? $('body') : $.root();
  const skip = (el: Element) =>
    NOT_CONTENT_TAGS.has(el.name) ||
    isHidden(el) ||
    NOT_CONTENT_CLASS.test(`${el.attribs?.class ?? ''} ${el.attribs?.id ?? ''}`) ||
    el.attribs?.role === 'navigation';
  const lines = blockLines(body as unknown as import('cheerio/slim').Cheerio<AnyNode>, skip);
  let out = '';
  for (const l of lines) {
    if (out.length + l.length + 1 > maxChars) break;
    out += `${l}\n`;
  }
  return out.trim();
}
