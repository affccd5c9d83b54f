import { Suspense, useState } from 'react';
import { configure, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n.ts';
import { RatingStars } from './rating-stars.tsx';

// findBy* waits up to 5 s: the first render loads a translation chunk, slow on a busy machine.
configure({ asyncUtilTimeout: 5000 });

beforeEach(async () => {
  await i18n.changeLanguage('en');
});

function Controlled({ initial, onChange }: { initial: number | string; onChange?: (v: number) => void }) {
  const [value, setValue] = useState<number | string>(initial);
  return (
    <RatingStars
      value={value}
      onChange={(v) => {
        setValue(v);
        onChange?.(v);
      }}
    />
  );
}

const star = (n: number) => document.querySelector(`[data-star="${n}"]`)!;

async function renderStars(ui: React.ReactElement) {
  render(<Suspense fallback={null}>{ui}</Suspense>);
  await screen.findByText((_, el) => el?.getAttribute('data-star') === '1' || el?.getAttribute('role') === 'img');
}

describe('RatingStars', () => {
  it('sets the clicked star, and half a star less when the current star is clicked again', async () => {
    const onChange = vi.fn();
    await renderStars(<Controlled initial={0} onChange={onChange} />);
    const slider = screen.getByRole('slider', { name: 'Rating' });
    expect(slider.getAttribute('aria-valuetext')).toBe('No rating yet');
    fireEvent.click(star(4));
    expect(onChange).toHaveBeenLastCalledWith(4);
    fireEvent.click(star(4));
    expect(onChange).toHaveBeenLastCalledWith(3.5);
    fireEvent.click(star(5));
    expect(onChange).toHaveBeenLastCalledWith(5);
    fireEvent.click(star(5));
    expect(onChange).toHaveBeenLastCalledWith(4.5);
    expect(slider.getAttribute('aria-valuenow')).toBe('4.5');
    expect(slider.getAttribute('aria-valuetext')).toBe('4.5 out of 5 stars');
  });

  it('accepts a numeric string value', async () => {
    const onChange = vi.fn();
    await renderStars(<RatingStars value="3" onChange={onChange} />);
    expect(screen.getByRole('slider').getAttribute('aria-valuenow')).toBe('3');
    fireEvent.click(star(3));
    expect(onChange).toHaveBeenCalledWith(2.5);
  });

  it('does nothing when read-only, and presents the value as an image', async () => {
    const onChange = vi.fn();
    await renderStars(<RatingStars value="4.5" readOnly onChange={onChange} />);
    expect(screen.queryByRole('slider')).toBeNull();
    const img = screen.getByRole('img', { name: '4.5 out of 5 stars' });
    for (const el of img.querySelectorAll('*')) fireEvent.click(el);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('is operated with the keyboard in half-star steps between 1 and 5', async () => {
    const onChange = vi.fn();
    await renderStars(<Controlled initial={0} onChange={onChange} />);
    const slider = screen.getByRole('slider');
    expect(slider.tabIndex).toBe(0);
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    expect(onChange).toHaveBeenLastCalledWith(1);
    fireEvent.keyDown(slider, { key: 'ArrowUp' });
    expect(onChange).toHaveBeenLastCalledWith(1.5);
    fireEvent.keyDown(slider, { key: 'End' });
    expect(onChange).toHaveBeenLastCalledWith(5);
    fireEvent.keyDown(slider, { key: 'ArrowLeft' });
    expect(onChange).toHaveBeenLastCalledWith(4.5);
    fireEvent.keyDown(slider, { key: '2' });
    expect(onChange).toHaveBeenLastCalledWith(2);
    fireEvent.keyDown(slider, { key: 'Home' });
    expect(onChange).toHaveBeenLastCalledWith(1);
    onChange.mockClear();
    fireEvent.keyDown(slider, { key: 'ArrowDown' }); // already at 1: stays
    expect(onChange).not.toHaveBeenCalled();
  });

  it('speaks Portuguese with a comma decimal', async () => {
    await i18n.changeLanguage('pt-BR');
    await renderStars(<RatingStars value={3.5} readOnly />);
    expect(screen.getByRole('img', { name: '3,5 de 5 estrelas' })).toBeDefined();
  });
});
