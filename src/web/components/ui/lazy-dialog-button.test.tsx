import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { lazyOnDemand } from '../../lib/lazy-on-demand.ts';
import { renderWithProviders } from '../../test-utils.tsx';
import { LazyDialogButton, type DialogOpenProps } from './lazy-dialog-button.tsx';

function NoteDialog({ note, open, onOpenChange }: { note: string } & DialogOpenProps) {
  return open ? (
    <div role="dialog" aria-label="Note">
      {note}
      <button type="button" onClick={() => onOpenChange(false)}>
        Close
      </button>
    </div>
  ) : null;
}

function onDemandNote() {
  const load = vi.fn(() => Promise.resolve(NoteDialog));
  return { load, dialog: lazyOnDemand(load) };
}

describe('LazyDialogButton', () => {
  it('is an icon named by its title, and fetches the dialog only when pointed at, focused or used', async () => {
    const { load, dialog } = onDemandNote();
    renderWithProviders(
      <LazyDialogButton dialog={dialog} dialogProps={{ note: 'Buy basil' }} icon={<svg />} title="Add a note" />,
    );
    const button = screen.getByRole('button', { name: 'Add a note' });
    expect(button.getAttribute('title')).toBe('Add a note');
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    expect(button.textContent).toBe('');
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();

    await userEvent.hover(button);
    expect(load).toHaveBeenCalledTimes(1);
    await userEvent.click(button);
    expect((await screen.findByRole('dialog', { name: 'Note' })).textContent).toContain('Buy basil');
    expect(load).toHaveBeenCalledTimes(1);

    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows its text when given one, named by it rather than by the title', async () => {
    const { load, dialog } = onDemandNote();
    renderWithProviders(
      <LazyDialogButton
        dialog={dialog}
        dialogProps={{ note: 'Buy basil' }}
        icon={<svg />}
        text="Note"
        title="Add a note"
      />,
    );
    const button = screen.getByRole('button', { name: 'Note' });
    expect(button.hasAttribute('aria-label')).toBe(false);
    expect(button.getAttribute('title')).toBe('Add a note');
    button.focus();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
