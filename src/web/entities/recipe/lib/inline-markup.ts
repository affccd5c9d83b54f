/**
 * Instructions may carry **bold** and *italic* (spec section 2, Recipe editors). They are parsed
 * here into a small tree that components render as <strong>/<em> elements: user text is never
 * handed to the browser as HTML. Markers without a partner, or with
 * spaces inside them, are kept as written.
 */
export type MarkupNode =
  { type: 'text'; text: string } | { type: 'strong'; children: MarkupNode[] } | { type: 'em'; children: MarkupNode[] };

function pushText(nodes: MarkupNode[], text: string): void {
  if (!text) return;
  const last = nodes[nodes.length - 1];
  if (last?.type === 'text') last.text += text;
  else nodes.push({ type: 'text', text });
}

/** Index of the next single '*' at or after `from` that is not part of '**'; -1 if none. */
function findSingleStar(text: string, from: number): number {
  for (let i = from; i < text.length; i += 1) {
    if (text[i] !== '*') continue;
    if (text[i + 1] === '*') {
      i += 1;
      continue;
    }
    return i;
  }
  return -1;
}

/** Like Markdown, a marker pair must hug its text: "2 * 3 * 4" is not italic. */
function hugs(inner: string): boolean {
  return inner !== '' && inner.trim() === inner;
}

function parse(text: string, allowStrong: boolean): MarkupNode[] {
  const nodes: MarkupNode[] = [];
  let i = 0;
  while (i < text.length) {
    const star = text.indexOf('*', i);
    if (star === -1) {
      pushText(nodes, text.slice(i));
      break;
    }
    pushText(nodes, text.slice(i, star));
    if (text.startsWith('**', star)) {
      const close = allowStrong ? text.indexOf('**', star + 2) : -1;
      const inner = close === -1 ? '' : text.slice(star + 2, close);
      if (close !== -1 && hugs(inner)) {
        nodes.push({ type: 'strong', children: parse(inner, false) });
        i = close + 2;
      } else {
        pushText(nodes, '**');
        i = star + 2;
      }
      continue;
    }
    const close = findSingleStar(text, star + 1);
    const inner = close === -1 ? '' : text.slice(star + 1, close);
    if (close !== -1 && hugs(inner)) {
      nodes.push({ type: 'em', children: parse(inner, allowStrong) });
      i = close + 1;
    } else {
      pushText(nodes, '*');
      i = star + 1;
    }
  }
  return nodes;
}

export function parseInlineMarkup(text: string): MarkupNode[] {
  return parse(text, true);
}

/** The text without its markers, for places that show plain text (titles, share texts). */
export function stripInlineMarkup(text: string): string {
  const flat = (nodes: MarkupNode[]): string =>
    nodes.map((n) => (n.type === 'text' ? n.text : flat(n.children))).join('');
  return flat(parseInlineMarkup(text));
}
