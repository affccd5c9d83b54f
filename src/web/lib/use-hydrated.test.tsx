import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useHydrated } from './use-hydrated.ts';

function Field() {
  const hydrated = useHydrated();
  return (
    <fieldset disabled={!hydrated} className="contents">
      <input aria-label="wish" />
    </fieldset>
  );
}

describe('useHydrated', () => {
  it('is false on the server, then true once React has taken the HTML over', () => {
    const html = renderToString(<Field />);
    expect(html).toContain('disabled=""');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    expect(screen.getByRole('textbox', { name: 'wish' }).matches(':disabled')).toBe(true);
    render(<Field />, { container, hydrate: true });
    expect(screen.getByRole('textbox', { name: 'wish' }).matches(':disabled')).toBe(false);
    container.remove();
  });

  it('is true at once in a page rendered in the browser', () => {
    render(<Field />);
    expect(screen.getByRole('textbox', { name: 'wish' }).matches(':disabled')).toBe(false);
  });
});
