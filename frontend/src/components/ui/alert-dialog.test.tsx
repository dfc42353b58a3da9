// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog, type ConfirmDialogProps } from './alert-dialog';
import './test-setup';

function Harness(props: Pick<ConfirmDialogProps, 'onConfirm'>) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <p>{open ? 'open' : 'closed'}</p>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Delete this client?"
        description="Their invoices stay."
        confirmLabel="Delete"
        destructive
        {...props}
      />
    </>
  );
}

describe('ConfirmDialog', () => {
  it('calls onConfirm and closes', async () => {
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this client?' });
    expect(dialog).toHaveAccessibleDescription('Their invoices stay.');

    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByText('closed')).toBeInTheDocument();
  });

  it('does not call onConfirm on Cancel', async () => {
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByText('closed')).toBeInTheDocument();
  });

  it('waits for an async onConfirm, and stays open when it fails', async () => {
    let fail: (error: Error) => void = () => {};
    const onConfirm = vi.fn(() => new Promise<void>((_, reject) => (fail = reject)));
    render(<Harness onConfirm={onConfirm} />);
    const confirm = screen.getByRole('button', { name: 'Delete' });

    await userEvent.click(confirm);
    expect(confirm).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();

    fail(new Error('network'));
    // Found at once (it is there, disabled): wait for the failure to re-enable it.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete' })).toBeEnabled());
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });
});
