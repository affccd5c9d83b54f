import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ServingsField } from './servings-field.tsx';

function Harness() {
  const [value, setValue] = useState('2');
  return (
    <>
      <ServingsField label="Servings" value={value} onChange={setValue} />
      <output>{JSON.stringify(value)}</output>
    </>
  );
}

describe('ServingsField', () => {
  it('is a whole-number field of 1 to 100 named by its label, reporting the typed text', async () => {
    render(<Harness />);
    const field = screen.getByRole('spinbutton', { name: 'Servings' });
    expect(field).toHaveProperty('value', '2');
    expect([field.getAttribute('min'), field.getAttribute('max'), field.getAttribute('step')]).toEqual([
      '1',
      '100',
      '1',
    ]);
    await userEvent.clear(field);
    expect(screen.getByRole('status').textContent).toBe('""');
    await userEvent.type(field, '6');
    expect(screen.getByRole('status').textContent).toBe('"6"');
  });
});
