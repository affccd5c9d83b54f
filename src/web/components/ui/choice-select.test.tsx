import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ChoiceSelect } from './choice-select.tsx';

const SIZES = [10, 20, 50] as const;

function Harness({ onChange }: { onChange: (size: number) => void }) {
  const [size, setSize] = useState<number>(20);
  return (
    <>
      <label htmlFor="size">Per page</label>
      <ChoiceSelect
        id="size"
        value={size}
        choices={SIZES}
        label={(n) => `${n} per page`}
        onChange={(n) => {
          onChange(n);
          setSize(n);
        }}
      />
    </>
  );
}

describe('ChoiceSelect', () => {
  it('offers the choices in order by their labels and gives back the chosen value itself', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Per page' });
    expect(select.textContent).toBe('20 per page');
    await userEvent.click(select);
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      '10 per page',
      '20 per page',
      '50 per page',
    ]);
    await userEvent.click(screen.getByRole('option', { name: '50 per page' }));
    expect(onChange).toHaveBeenCalledWith(50);
    expect(screen.getByRole('combobox', { name: 'Per page' }).textContent).toBe('50 per page');
  });
});
