import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TRUST_MESSAGES, trustStatement, type TrustEntryView } from '@shared/legal/trust';
import { formatDate } from '@shared/time/sast';
import { renderAt } from './test-render';
import type { SelectedCase } from '../api/types';
import { TrustTab } from './trust-tab';

const downloads = vi.hoisted(() => [] as Array<{ blob: Blob; name: string }>);
vi.mock('../../../lib/download', () => ({
  downloadBlob: (blob: Blob, name: string) => downloads.push({ blob, name }),
}));

const matter = {
  id: 'matter-1',
  title: 'Molefe v Sandton Motors (Pty) Ltd',
  file_number: 'MOK/2026/001',
  client_id: 'client-1',
  client_reference: 'C001',
  client: { id: 'client-1', name: 'Thabo Molefe', client_reference: 'C001' },
  outcome: null,
  invoices: [{ invoice_number: 12, total: 109_250 }],
} as unknown as SelectedCase;

const entry = (seq: number, more: Partial<TrustEntryView>): TrustEntryView => ({
  seq,
  kind: 'deposit',
  label: 'Deposit',
  amount: 100_000,
  delta: 100_000,
  balance_after: 100_000,
  date: '2026-03-02',
  reference: null,
  invoice_number: null,
  recorded_by: 'user-1',
  recorded_at: '2026-03-02T08:00:00.000Z',
  ...more,
});

/** Newest first, as get-matter-trust answers. */
const ENTRIES = [
  entry(2, {
    kind: 'transfer',
    label: 'Transfer to business',
    amount: 60_000,
    delta: -60_000,
    balance_after: 40_000,
    date: '2026-03-05',
    invoice_number: 12,
  }),
  entry(1, { reference: 'EFT from T Molefe' }),
];

type Reply = { status?: number; body: unknown };

/** A fetch stand-in answering by path (a function may vary the answer), recording what was sent. */
function fakeApi(overrides: Record<string, (body: unknown, calls: number) => Reply> = {}) {
  const calls: Array<{ path: string; body: unknown }> = [];
  const fetch = (path: string, init: RequestInit) => {
    const body = init.body ? (JSON.parse(init.body as string) as unknown) : undefined;
    calls.push({ path, body });
    const seen = calls.filter((call) => call.path === path).length;
    let reply: Reply = { body: {} };
    if (path === '/auth/get-matter-trust')
      reply = {
        body: {
          matter: { id: matter.id, title: matter.title, file_number: matter.file_number },
          client: matter.client,
          balance: 40_000,
          entries: ENTRIES,
          cursor: null,
        },
      };
    if (path === '/auth/get-invoices-selected-data')
      reply = {
        body: [{ invoice_number: 12, invoice_date: '2026-03-01', total: 109_250, total_paid: 0 }],
      };
    if (path === '/auth/get-table-rows')
      reply = {
        body: {
          rows: [
            { id: 'status-open', name: 'Open' },
            { id: 'status-closed', name: 'Closed' },
          ],
        },
      };
    const override = overrides[path];
    if (override) reply = override(body, seen);
    return Promise.resolve(
      new Response(JSON.stringify(reply.body), { status: reply.status ?? 200 }),
    );
  };
  return { fetch, calls };
}

describe('the Trust tab', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the balance and the ledger newest first, with kind, amount, reference and balance after', async () => {
    vi.stubGlobal('fetch', fakeApi().fetch);
    renderAt('/manage-matters', <TrustTab matter={matter} canManage />);
    await waitFor(() =>
      expect(screen.getByLabelText('Trust balance')).toHaveTextContent('R 400.00'),
    );
    const table = screen.getByRole('table', { name: 'Trust ledger' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('2026-03-05');
    expect(rows[0]).toHaveTextContent('Transfer to business');
    expect(rows[0]).toHaveTextContent('-R 600.00');
    expect(within(rows[0]!).getByRole('link', { name: 'Invoice 12' })).toBeInTheDocument();
    expect(rows[0]).toHaveTextContent('R 400.00');
    expect(rows[1]).toHaveTextContent('Deposit');
    expect(rows[1]).toHaveTextContent('EFT from T Molefe');
    expect(rows[1]).toHaveTextContent('R 1,000.00');
  });

  it('says so when the matter has no trust entries', async () => {
    vi.stubGlobal(
      'fetch',
      fakeApi({
        '/auth/get-matter-trust': () => ({
          body: { matter: {}, client: {}, balance: 0, entries: [], cursor: null },
        }),
      }).fetch,
    );
    renderAt('/manage-matters', <TrustTab matter={matter} canManage={false} />);
    expect(
      await screen.findByText('No trust money has been recorded on this matter.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Trust balance')).toHaveTextContent('R 0.00');
  });

  it('offers staff the statement only, and admins the movements and closing too', async () => {
    vi.stubGlobal('fetch', fakeApi().fetch);
    renderAt('/manage-matters', <TrustTab matter={matter} canManage={false} />);
    const actions = await screen.findByRole('group', { name: 'Trust actions' });
    expect(within(actions).getByRole('button', { name: 'Trust statement' })).toBeInTheDocument();
    for (const name of ['Deposit', 'Transfer to business', 'Refund', 'Close matter'])
      expect(within(actions).queryByRole('button', { name })).toBeNull();
  });

  it('lets an admin deposit rands as exact cents, and resends a failed submission with the same request id', async () => {
    const api = fakeApi({
      '/auth/trust-deposit': (_body, seen) =>
        seen === 1
          ? { status: 503, body: { error: 'The service is busy. Try again.' } }
          : {
              body: {
                status: 'success',
                message: 'Trust deposit recorded',
                entry: entry(3, { amount: 123_456 }),
                balance: 163_456,
                replayed: false,
              },
            },
    });
    vi.stubGlobal('fetch', api.fetch);
    renderAt('/manage-matters', <TrustTab matter={matter} canManage />);
    const user = userEvent.setup();
    const actions = await screen.findByRole('group', { name: 'Trust actions' });
    for (const name of ['Deposit', 'Transfer to business', 'Refund', 'Close matter'])
      expect(within(actions).getByRole('button', { name })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByLabelText('Trust balance')).toHaveTextContent('R 400.00'),
    );

    await user.click(within(actions).getByRole('button', { name: 'Deposit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deposit into trust' });
    await user.type(within(dialog).getByLabelText(/Amount/), 'R 1,234.56');
    await user.type(within(dialog).getByLabelText('Reference'), 'EFT');
    await user.click(within(dialog).getByRole('button', { name: 'Record deposit' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The service is busy. Try again.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Record deposit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const sent = api.calls.filter((c) => c.path === '/auth/trust-deposit').map((c) => c.body);
    expect(sent).toHaveLength(2);
    expect(sent[0]).toMatchObject({ caseID: 'matter-1', amount: 123_456, reference: 'EFT' });
    expect((sent[0] as { requestId: string }).requestId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(sent[1]).toEqual(sent[0]);
    // The balance and the matter's totals are read again after each attempt.
    await waitFor(() =>
      expect(api.calls.filter((c) => c.path === '/auth/get-matter-trust')).toHaveLength(3),
    );
  });

  it('proposes min(outstanding, balance) for a transfer and asks before sending it', async () => {
    const api = fakeApi({
      '/auth/trust-transfer': () => ({
        body: {
          status: 'success',
          message: 'Trust transfer recorded',
          entry: entry(3, { kind: 'transfer', amount: 40_000, delta: -40_000 }),
          balance: 0,
          replayed: false,
        },
      }),
    });
    vi.stubGlobal('fetch', api.fetch);
    renderAt('/manage-matters', <TrustTab matter={matter} canManage />);
    const user = userEvent.setup();
    await waitFor(() =>
      expect(screen.getByLabelText('Trust balance')).toHaveTextContent('R 400.00'),
    );
    await user.click(screen.getByRole('button', { name: 'Transfer to business' }));
    const dialog = await screen.findByRole('dialog', { name: 'Transfer to business' });
    await user.click(await within(dialog).findByRole('combobox', { name: /Invoice/ }));
    await user.click(await screen.findByRole('option', { name: /Invoice 12 · R 1,092.50 due/ }));
    // R 1,092.50 outstanding, R 400.00 held: R 400.00.
    await waitFor(() => expect(within(dialog).getByLabelText(/Amount/)).toHaveValue('400.00'));
    await user.click(within(dialog).getByRole('button', { name: 'Transfer to business…' }));
    expect(within(dialog).getByRole('group', { name: 'Confirm' })).toHaveTextContent(
      'Transfer R 400.00 from trust to the business account, paying invoice 12?',
    );
    expect(api.calls.some((c) => c.path === '/auth/trust-transfer')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm transfer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.find((c) => c.path === '/auth/trust-transfer')?.body).toMatchObject({
      caseID: 'matter-1',
      amount: 40_000,
      invoiceNumber: 12,
    });
  });

  it('refuses a refund beyond the balance with the server’s own message, before sending it', async () => {
    const api = fakeApi();
    vi.stubGlobal('fetch', api.fetch);
    renderAt('/manage-matters', <TrustTab matter={matter} canManage />);
    const user = userEvent.setup();
    await waitFor(() =>
      expect(screen.getByLabelText('Trust balance')).toHaveTextContent('R 400.00'),
    );
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund to client' });
    await user.type(within(dialog).getByLabelText(/Amount/), '500');
    await user.click(within(dialog).getByRole('button', { name: 'Refund to client…' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      TRUST_MESSAGES.insufficient(40_000),
    );
    expect(api.calls.some((c) => c.path === '/auth/trust-refund')).toBe(false);
  });

  it('shows the server’s 409 when closing a matter that still holds trust money', async () => {
    const message = TRUST_MESSAGES.holdsMoney(40_000);
    const api = fakeApi({
      '/auth/close-matter': () => ({ status: 409, body: { error: message } }),
    });
    vi.stubGlobal('fetch', api.fetch);
    renderAt('/manage-matters', <TrustTab matter={matter} canManage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Close matter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close matter' });
    // The only closing status (Closed) is chosen.
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: /Closing status/ })).toHaveTextContent(
        'Closed',
      ),
    );
    await user.type(within(dialog).getByLabelText('Outcome'), 'Settled');
    await user.click(within(dialog).getByRole('button', { name: 'Close matter…' }));
    expect(within(dialog).getByRole('group', { name: 'Confirm' })).toHaveTextContent(
      `Close ${matter.title} as Closed?`,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Confirm close' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(api.calls.find((c) => c.path === '/auth/close-matter')?.body).toEqual({
      caseID: 'matter-1',
      statusID: 'status-closed',
      outcome: 'Settled',
    });
  });

  it('downloads the trust statement of a period as a PDF made in the browser', async () => {
    const api = fakeApi({
      '/auth/get-trust-statement': () => ({
        body: {
          matter: { id: matter.id, title: matter.title, file_number: matter.file_number },
          client: matter.client,
          ...trustStatement([...ENTRIES].reverse()),
          date: '2026-03-06',
        },
      }),
    });
    vi.stubGlobal('fetch', api.fetch);
    renderAt('/manage-matters', <TrustTab matter={matter} canManage={false} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Trust statement' }));
    const dialog = await screen.findByRole('dialog', { name: 'Trust statement' });
    await user.click(within(dialog).getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(downloads).toHaveLength(1), { timeout: 20_000 });
    const today = formatDate(new Date());
    expect(api.calls.find((c) => c.path === '/auth/get-trust-statement')?.body).toEqual({
      caseID: 'matter-1',
      dateTo: today,
    });
    expect(downloads[0]?.name).toBe(`Trust-Statement-MOK-2026-001-start-${today}.pdf`);
    expect(downloads[0]?.blob.type).toBe('application/pdf');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
