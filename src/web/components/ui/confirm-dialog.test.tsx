import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';

function Harness({
  pending,
  pendingLabel,
  onConfirm,
}: {
  pending: boolean;
  pendingLabel?: string;
  onConfirm: () => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={<Button>Leave</Button>}
      title="Leave?"
      description="You lose access."
      cancelLabel="Cancel"
      confirmLabel="Yes, leave"
      pending={pending}
      pendingLabel={pendingLabel}
      onConfirm={onConfirm}
    />
  );
}

describe('ConfirmDialog', () => {
  it('asks, then runs the action on confirm and closes on cancel', async () => {
    const onConfirm = vi.fn();
    render(<Harness pending={false} onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole('button', { name: 'Leave' }));
    expect(screen.getByRole('alertdialog', { name: 'Leave?' })).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Yes, leave' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('while pending, disables both buttons and shows the pending label when given', async () => {
    const { rerender } = render(<Harness pending={false} pendingLabel="Leaving…" onConfirm={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Leave' }));
    rerender(<Harness pending pendingLabel="Leaving…" onConfirm={() => {}} />);
    expect((screen.getByRole('button', { name: 'Leaving…' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true);
    rerender(<Harness pending onConfirm={() => {}} />);
    expect((screen.getByRole('button', { name: 'Yes, leave' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
