import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from './test-render';
import { AddNoteForm } from './add-note-form';

describe('the matter note form', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows Add note only once there is text, sends the note and clears the form', async () => {
    const sent: unknown[] = [];
    vi.stubGlobal('fetch', (path: string, init: RequestInit) => {
      if (path === '/auth/save-matter-note') sent.push(JSON.parse(init.body as string));
      return Promise.resolve(new Response(JSON.stringify({ status: 'success' }), { status: 200 }));
    });
    renderAt('/manage-matters', <AddNoteForm caseID="matter-1" />);
    const user = userEvent.setup();
    const add = () => screen.queryByRole('button', { name: 'Add note' });
    expect(add()).toBeNull();
    const note = screen.getByLabelText('Note');
    await user.type(note, '   ');
    expect(add()).toBeNull();
    await user.clear(note);
    await user.type(note, 'Client called about the trial date');
    await user.click(add()!);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      caseID: 'matter-1',
      description: 'Client called about the trial date',
    });
    await waitFor(() => expect(note).toHaveValue(''));
  });

  it('shows the server’s message when the note is refused', async () => {
    vi.stubGlobal('fetch', () =>
      Promise.resolve(new Response(JSON.stringify({ error: 'No such matter' }), { status: 404 })),
    );
    renderAt('/manage-matters', <AddNoteForm caseID="matter-1" />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Note'), 'A note');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('No such matter')).toBeVisible();
  });
});
