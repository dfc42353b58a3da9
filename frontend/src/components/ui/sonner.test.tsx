import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { toast as sonner } from 'sonner';
import { toast, Toaster } from './sonner';

afterEach(() => sonner.dismiss());

describe('toast', () => {
  it('shows the same message twice once, and two different messages both', async () => {
    render(<Toaster />);
    act(() => {
      toast.success('Form Submitted Successfully!');
    });
    expect(await screen.findByText('Form Submitted Successfully!')).toBeInTheDocument();
    act(() => {
      toast.success('Form Submitted Successfully!');
      toast.error('Select a client');
    });
    await screen.findByText('Select a client');
    expect(screen.getAllByText('Form Submitted Successfully!')).toHaveLength(1);
    // Sonner itself stacks them: the wrapper is what keeps one.
    act(() => {
      sonner.success('Saved');
      sonner.success('Saved');
    });
    await waitFor(() => expect(screen.getAllByText('Saved')).toHaveLength(2));
  });

  it('shows the message again while its last toast is closing', async () => {
    render(<Toaster duration={300} />);
    act(() => {
      toast.info('Copied');
    });
    const first = (await screen.findByText('Copied')).closest('[data-sonner-toast]');
    // Auto-closed: the toast stays for its exit animation, marked removed.
    await waitFor(() => expect(first).toHaveAttribute('data-removed', 'true'));
    act(() => {
      toast.info('Copied');
    });
    // The closing one goes; the new one shows.
    await waitFor(() => expect(first).not.toBeInTheDocument());
    const again = screen.getByText('Copied').closest('[data-sonner-toast]');
    expect(again).toHaveAttribute('data-removed', 'false');
  });

  it('keeps an explicit id', async () => {
    render(<Toaster />);
    act(() => {
      toast.warning('No data found', { id: 'client-not-found' });
      toast.warning('No data found', { id: 'another' });
    });
    await waitFor(() => expect(screen.getAllByText('No data found')).toHaveLength(2));
  });
});
