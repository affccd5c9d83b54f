import { load } from 'cheerio/slim';

/** Text cleanup shared by every extractor: entities, stray tags, odd spaces. */

const BLOCK_TAGS = /<\s*(br|\/p|p|\/li|li|\/div|div|\/h[1-6]|h[1-6]|\/tr|\/ol|\/ul|ol|ul)\b[^>]*>/gi;
const SPACES = /[\s\u00a0\u2000-\u200a\u202f\u205f\u3000]+/g;
// eslint-disable-next-line no-control-regex
const INVISIBLE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u200b-\u200d\u2060\ufeff\u00ad]/g;

const COMMON_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  rsquo: '’',
  lsquo: '‘',
  rdquo: '”',
  ldquo: '“',
  deg: '°',
  frac12: '½',
  frac14: '¼',
  frac34: '¾',
  eacute: 'é',
  egrave: 'è',
  ecirc: 'ê',
  aacute: 'á',
  agrave: 'à',
  acirc: 'â',
  atilde: 'ã',
  ccedil: 'ç',
  iacute: 'í',
  oacute: 'ó',
  ocirc: 'ô',
  otilde: 'õ',
  uacute: 'ú',
  uuml: 'ü',
  ouml: 'ö',
  auml: 'ä',
  szlig: 'ß',
  times: '×',
  reg: '®',
  copy: '©',
  trade: '™',
  middot: '·',
  bull: '•',
  shy: '',
};

function decodeOnce(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|[a-z][a-z0-9]*);?/gi, (m: string, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      if (!Number.isFinite(code) || code <= 0 || code > 0x10ffff) return m;
      return String.fromCodePoint(code);
    }
    const hit = COMMON_ENTITIES[body.toLowerCase()] ?? COMMON_ENTITIES[body];
    if (hit !== undefined && m.endsWith(';')) return hit;
    if (hit !== undefined && ['amp', 'lt', 'gt', 'quot', 'nbsp'].includes(body.toLowerCase())) return hit;
    return m;
  });
}

/** Rare named entities: let the HTML parser decode them. */
function decodeRare(s: string): string {
  if (!/&[a-z][a-z0-9]*;/i.test(s)) return s;
  return load(`<i>${s.replace(/</g, '&lt;')}</i>`, null, false).text();
}

export function decodeEntities(s: string): string {
  if (!s.includes('&')) return s;
  let out = decodeOnce(s);
  // Twice-encoded text ("&amp;#39;") is common in JSON-LD written by plugins.
  if (/&(#x?[0-9a-f]+|[a-z]+);/i.test(out)) out = decodeOnce(out);
  return decodeRare(out);
}

function stripTags(s: string): string {
  return s
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<\/?[a-z][^<>]*>/gi, ' ');
}

/**
 * "butter ((1/2 stick))" → "butter (1/2 stick)": recipe plugins wrap a note that already has its
 * parentheses in another pair, and that doubling reached the ingredient list.
 */
export function undoubleParentheses(s: string): string {
  let out = s;
  for (let before = ''; before !== out;) {
    before = out;
    out = out.replace(/\(\s*\(([^()]*)\)\s*\)/g, '($1)');
  }
  return out;
}

/** One line of plain text: tags removed, entities decoded, whitespace collapsed, parentheses single. */
export function cleanText(value: unknown): string {
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') return '';
  let s = value;
  if (s.includes('<')) s = stripTags(s);
  s = decodeEntities(s);
  if (s.includes('<')) s = stripTags(s); // tags that were entity-encoded
  s = s.replace(INVISIBLE, '').replace(SPACES, ' ').trim();
  return s.includes('((') ? undoubleParentheses(s) : s;
}

/** Text that may hold HTML blocks or line breaks, as separate non-empty lines. */
export function textLines(value: unknown): string[] {
  if (typeof value !== 'string') return [];
  let s = value;
  if (/&lt;\s*\/?\s*(p|br|li|ol|ul|div)\b/i.test(s)) s = decodeEntities(s);
  s = s.replace(BLOCK_TAGS, '\n');
  return s
    .split(/\r?\n|\r|\u2028|\u2029/)
    .map((l) => cleanText(l))
    .filter((l) => l !== '');
}
