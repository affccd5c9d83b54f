import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InlineMarkup } from '../components/inline-markup.tsx';
import { parseInlineMarkup, stripInlineMarkup } from './inline-markup.ts';

function html(text: string): string {
  return render(<p>{<InlineMarkup text={text} />}</p>).container.querySelector('p')!.innerHTML;
}

describe('parseInlineMarkup', () => {
  it('turns **bold** and *italic* into nodes and keeps the rest as text', () => {
    expect(parseInlineMarkup('Stir **gently** for *2 minutes*.')).toEqual([
      { type: 'text', text: 'Stir ' },
      { type: 'strong', children: [{ type: 'text', text: 'gently' }] },
      { type: 'text', text: ' for ' },
      { type: 'em', children: [{ type: 'text', text: '2 minutes' }] },
      { type: 'text', text: '.' },
    ]);
  });

  it('nests italic inside bold and bold inside italic', () => {
    expect(parseInlineMarkup('**very *hot* pan**')).toEqual([
      {
        type: 'strong',
        children: [
          { type: 'text', text: 'very ' },
          { type: 'em', children: [{ type: 'text', text: 'hot' }] },
          { type: 'text', text: ' pan' },
        ],
      },
    ]);
    expect(parseInlineMarkup('*a **b** c*')).toEqual([
      {
        type: 'em',
        children: [
          { type: 'text', text: 'a ' },
          { type: 'strong', children: [{ type: 'text', text: 'b' }] },
          { type: 'text', text: ' c' },
        ],
      },
    ]);
  });

  it('keeps unmatched markers, empty pairs and spaced-out stars as text', () => {
    expect(parseInlineMarkup('2 * 3 * 4')).toEqual([{ type: 'text', text: '2 * 3 * 4' }]);
    expect(parseInlineMarkup('**open bold')).toEqual([{ type: 'text', text: '**open bold' }]);
    expect(parseInlineMarkup('a * b')).toEqual([{ type: 'text', text: 'a * b' }]);
    expect(parseInlineMarkup('****')).toEqual([{ type: 'text', text: '****' }]);
    expect(parseInlineMarkup('')).toEqual([]);
  });

  it('strips the markers for plain-text uses', () => {
    expect(stripInlineMarkup('Add **salt** and *pepper* to 2 * 3 cups')).toBe('Add salt and pepper to 2 * 3 cups');
  });
});

describe('InlineMarkup', () => {
  it('renders <strong> and <em> elements', () => {
    expect(html('Bake **until golden**, then *rest*.')).toBe('Bake <strong>until golden</strong>, then <em>rest</em>.');
  });

  it('never renders user text as HTML (XSS payloads stay text)', () => {
    const payload =
      '<img src=x onerror="alert(1)"> **<script>alert(2)</script>** *<a href="javascript:alert(3)">x</a>*';
    const { container } = render(
      <p>
        <InlineMarkup text={payload} />
      </p>,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('a')).toBeNull();
    expect(container.querySelector('strong')?.textContent).toBe('<script>alert(2)</script>');
    expect(container.querySelector('em')?.textContent).toBe('<a href="javascript:alert(3)">x</a>');
    expect(container.textContent).toContain('<img src=x onerror="alert(1)">');
    expect(container.innerHTML).toContain('&lt;img src=x onerror="alert(1)"&gt;');
  });
});
