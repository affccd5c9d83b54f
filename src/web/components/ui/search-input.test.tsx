import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { SearchInput } from './search-input.tsx';

function Harness() {
  const [value, setValue] = useState('');
  return (
    <>
      <SearchInput
        aria-label="Search recipes"
        placeholder="Title or tag"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        wrapperClassName="max-w-md"
        className="h-9"
      />
      <output>{value}</output>
    </>
  );
}

describe('SearchInput', () => {
  it('is a searchbox with its name, placeholder and value, the icon hidden from assistive tech', async () => {
    render(<Harness />);
    const box = screen.getByRole('searchbox', { name: 'Search recipes' });
    expect(box.getAttribute('placeholder')).toBe('Title or tag');
    await userEvent.type(box, 'pasta');
    expect(screen.getByRole('status').textContent).toBe('pasta');
    // The field leaves room for the icon and keeps the caller's classes; the wrapper sizes both.
    expect(box.className).toMatch(/\bpl-9\b/);
    expect(box.className).toMatch(/\bh-9\b/);
    const wrapper = box.parentElement as HTMLElement;
    expect(wrapper.className).toBe('relative max-w-md');
    expect(wrapper.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });
});
