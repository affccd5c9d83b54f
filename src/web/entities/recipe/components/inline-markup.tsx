import type { ReactNode } from 'react';
import { parseInlineMarkup, type MarkupNode } from '../lib/inline-markup.ts';

function renderNodes(nodes: MarkupNode[]): ReactNode[] {
  return nodes.map((node, index) => {
    switch (node.type) {
      case 'text':
        return node.text;
      case 'strong':
        return <strong key={index}>{renderNodes(node.children)}</strong>;
      case 'em':
        return <em key={index}>{renderNodes(node.children)}</em>;
    }
  });
}

/** Shows text with **bold** and *italic* as <strong>/<em>; everything else stays plain text. */
export function InlineMarkup({ text }: { text: string }) {
  return <>{renderNodes(parseInlineMarkup(text))}</>;
}
