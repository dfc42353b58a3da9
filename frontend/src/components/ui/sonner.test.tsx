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

  it('keeps an explicit id', async () => {
    render(<Toaster />);
    act(() => {
      toast.warning('No data found', { id: 'client-not-found' });
      toast.warning('No data found', { id: 'another' });
    });
    await waitFor(() => expect(screen.getAllByText('No data found')).toHaveLength(2));
  });
});
