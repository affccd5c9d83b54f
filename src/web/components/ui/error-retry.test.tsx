import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ErrorRetry } from './error-retry.tsx';

describe('ErrorRetry', () => {
  it('is an alert with the reason and a button that tries again', () => {
    const onRetry = vi.fn();
    render(<ErrorRetry message="Could not load" retryLabel="Try again" onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).toContain('Could not load');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('inline, it uses a small button that never submits a surrounding form', () => {
    const onSubmit = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <ErrorRetry variant="inline" message="Could not load" retryLabel="Try again" onRetry={() => {}} />
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Try again' });
    expect(button.getAttribute('type')).toBe('button');
    expect(button.className).toContain('h-9');
    fireEvent.click(button);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
