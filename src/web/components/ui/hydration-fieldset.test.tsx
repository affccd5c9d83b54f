import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HydrationFieldset } from './hydration-fieldset.tsx';

let renders = 0;
function Wish() {
  renders += 1;
  return <input aria-label="wish" />;
}

const form = (
  <HydrationFieldset className="contents">
    <Wish />
  </HydrationFieldset>
);

describe('HydrationFieldset', () => {
  it('is disabled in the server HTML and enabled once hydrated, without rendering its children again', () => {
    const html = renderToString(form);
    expect(html).toContain('disabled=""');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    expect(screen.getByRole('textbox', { name: 'wish' }).matches(':disabled')).toBe(true);
    renders = 0;
    render(form, { container, hydrate: true });
    expect(screen.getByRole('textbox', { name: 'wish' }).matches(':disabled')).toBe(false);
    expect(renders).toBe(1);
    container.remove();
  });
});
