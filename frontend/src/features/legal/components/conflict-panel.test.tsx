import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AddMatterDialog } from './add-matter-dialog';
import { CONFLICT_DEBOUNCE_MS, conflictInput } from './conflict-panel';
import type { ConflictsReply } from '../api/legal-api';
import { renderAt } from './test-render';

const FOUND: ConflictsReply = {
  checked: ['Sandton Motors'],
  clients: [
    {
      id: 'client-7',
      name: 'Sandton Motors (Pty) Ltd',
      client_reference: 'C007',
      matched: 'Sandton Motors',
      score: 1,
    },
  ],
  parties: [
    {
      matter_id: 'matter-3',
      title: 'Molefe v Sandton Motors (Pty) Ltd',
      file_number: 'MOK/2026/001',
      client_id: 'client-1',
      role: 'respondent',
      name: 'Sandton Motor',
      matched: 'Sandton Motors',
      score: 0.92,
    },
  ],
  conflicts: 2,
  more: false,
};

/** A fetch stand-in: the dialog's lists, and the conflict check's answer (or failure). */
function fakeApi(conflicts: () => { status?: number; body: unknown }) {
  const calls: Array<{ path: string; body: unknown }> = [];
  const fetch = (path: string, init: RequestInit) => {
    const body = init.body ? (JSON.parse(init.body as string) as unknown) : undefined;
    calls.push({ path, body });
    let reply: { status?: number; body: unknown } = { body: { rows: [], cursor: null } };
    if (path === '/auth/check-matter-conflicts') reply = conflicts();
    return Promise.resolve(
      new Response(JSON.stringify(reply.body), { status: reply.status ?? 200 }),
    );
  };
  return { fetch, checks: () => calls.filter((c) => c.path === '/auth/check-matter-conflicts') };
}

async function openDialog() {
  renderAt('/manage-matters', <AddMatterDialog onOpenChange={() => {}} />);
  return screen.findByRole('dialog', { name: 'Add Matter' });
}

describe('the conflict check of a new matter', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('checks the chosen client and the party fields with at least 3 characters', () => {
    expect(conflictInput('', 'Mo', '  ')).toEqual({});
    expect(conflictInput('client-1', ' Mok ', undefined)).toEqual({
      clientID: 'client-1',
      petitioners: 'Mok',
    });
    expect(conflictInput(undefined, undefined, 'Sandton Motors')).toEqual({
      respondents: 'Sandton Motors',
    });
  });

  it('waits for the typing to pause, then lists the resembling clients and parties before Submit', async () => {
    const api = fakeApi(() => ({ body: FOUND }));
    vi.stubGlobal('fetch', api.fetch);
    const dialog = await openDialog();
    const field = within(dialog).getByLabelText('Respondent(s)');
    // The debounce on a fake clock: the test, not the machine's speed, says how long a pause is.
    vi.useFakeTimers();
    fireEvent.change(field, { target: { value: 'Sa' } });
    await act(() => vi.advanceTimersByTimeAsync(CONFLICT_DEBOUNCE_MS + 200));
    // Fewer than 3 characters: nothing is checked.
    expect(api.checks()).toHaveLength(0);

    // Typed on with each pause shorter than the debounce: one check once the typing pauses.
    for (const value of ['San', 'Sand', 'Sandton', 'Sandton Mo', 'Sandton Motors']) {
      fireEvent.change(field, { target: { value } });
      await act(() => vi.advanceTimersByTimeAsync(CONFLICT_DEBOUNCE_MS - 100));
    }
    expect(api.checks()).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(100));
    const panel = await vi.waitFor(() =>
      within(dialog).getByRole('region', { name: 'Possible conflicts' }),
    );
    // One check, for the name as it stood when the typing paused: not one per key.
    expect(api.checks().map((c) => c.body)).toEqual([{ respondents: 'Sandton Motors' }]);
    expect(panel).toHaveTextContent('Possible conflicts (2)');
    const items = within(panel).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent(
      'Sandton Motors (Pty) Ltd (C007) — Client; like “Sandton Motors” · 100 % match',
    );
    expect(items[1]).toHaveTextContent(
      'Sandton Motor — Respondent in MOK/2026/001: Molefe v Sandton Motors (Pty) Ltd; like “Sandton Motors” · 92 % match',
    );
    // Announced as it appears.
    expect(panel.closest('[aria-live="polite"]')).not.toBeNull();
  });

  it('says so quietly when the check fails, and never blocks', async () => {
    const api = fakeApi(() => ({ status: 503, body: { error: 'The service is busy.' } }));
    vi.stubGlobal('fetch', api.fetch);
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByLabelText('Applicant(s)'), {
      target: { value: 'Thabo Molefe' },
    });
    expect(
      await within(dialog).findByText(/The conflict check could not run just now/),
    ).toHaveTextContent('The service is busy.');
    expect(within(dialog).queryByRole('alert')).toBeNull();
    await waitFor(() => expect(api.checks()).toHaveLength(1));
  });

  it('says when more names resemble than the check lists', async () => {
    vi.stubGlobal('fetch', fakeApi(() => ({ body: { ...FOUND, more: true } })).fetch);
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByLabelText('Respondent(s)'), {
      target: { value: 'Sandton Motors' },
    });
    const panel = await within(dialog).findByRole('region', { name: 'Possible conflicts' });
    expect(panel).toHaveTextContent('Possible conflicts (2+)');
    expect(panel).toHaveTextContent(
      'More names resemble these than are listed: the closest 25 of each kind are shown.',
    );
  });

  it('says when nothing resembles', async () => {
    vi.stubGlobal(
      'fetch',
      fakeApi(() => ({
        body: { checked: ['Zanele'], clients: [], parties: [], conflicts: 0, more: false },
      })).fetch,
    );
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByLabelText('Applicant(s)'), {
      target: { value: 'Zanele Dlamini' },
    });
    expect(await within(dialog).findByText(/No possible conflict/)).toBeInTheDocument();
  });
});
