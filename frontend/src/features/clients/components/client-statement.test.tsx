import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientStatement } from '@shared/finance/client-statement';
import { formatDate } from '@shared/time/sast';
import { fakeApi, renderForCompany, testCompany } from '../../../lib/test-render';
import type { ClientStatementReply } from '../api/get-client-statement';
import { ClientStatementButton } from './client-statement';

const downloads = vi.hoisted(() => [] as Array<{ blob: Blob; name: string }>);
vi.mock('../../../lib/download', () => ({
  downloadBlob: (blob: Blob, name: string) => downloads.push({ blob, name }),
}));

const company = testCompany({ emis: '500211834', name: 'Vula Trading', domain: 'vula.localhost' });

const reply: ClientStatementReply = {
  issuer: {
    name: 'Vula Trading',
    address: ['12 Umgeni Road', 'Durban'],
    tax_rate: 15,
    prices_include_vat: true,
    currency: 'ZAR',
  },
  client: { id: '01CLIENT', name: 'Umhlanga Office Park', client_reference: 'UOP-1' },
  currency: 'ZAR',
  statement: clientStatement(
    [{ number: 7, date: '2026-03-10', total: 230_000 }],
    [],
    '2026-03-01',
    '2026-03-31',
  ),
};

/** Renders the Statement button and opens its dialog. */
async function openStatement() {
  renderForCompany(
    company,
    '/client-profile',
    <ClientStatementButton clientId="01CLIENT" name="Umhlanga Office Park" />,
  );
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Statement' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Statement of account' }) };
}

afterEach(() => {
  vi.unstubAllGlobals();
  downloads.length = 0;
});

describe('Client statement', () => {
  it('asks for this year to today by default, reads the statement and downloads its PDF', async () => {
    const api = fakeApi(() => ({ body: reply }));
    vi.stubGlobal('fetch', api.fetch);
    const { user, dialog } = await openStatement();
    expect(within(dialog).queryByRole('status')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Download PDF' }));

    await waitFor(() => expect(downloads).toHaveLength(1), { timeout: 20_000 });
    const today = formatDate(new Date());
    const from = `${today.slice(0, 4)}-01-01`;
    expect(api.calls).toEqual([
      {
        path: '/auth/get-client-statement',
        // A page of up to 50 lines; the reply's null cursor says it was the last (issue 24).
        body: { clientID: '01CLIENT', dateFrom: from, dateTo: today, limit: 50 },
      },
    ]);
    expect(downloads[0]?.name).toBe(`Statement-Umhlanga_Office_Park-${from}-${today}.pdf`);
    expect(downloads[0]?.blob.type).toBe('application/pdf');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the server’s message when the statement cannot be read, and keeps the dialog open', async () => {
    vi.stubGlobal(
      'fetch',
      fakeApi(() => ({ status: 404, body: { error: 'No such client' } })).fetch,
    );
    const { user, dialog } = await openStatement();
    await user.click(within(dialog).getByRole('button', { name: 'Download PDF' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('No such client');
    expect(downloads).toHaveLength(0);
  });
});
