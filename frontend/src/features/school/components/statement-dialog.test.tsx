import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAYMENT_MESSAGES } from '@shared/messages';
import type { StudentStatementReply } from '@shared/school/schemas';
import { studentStatement } from '@shared/school/statement';
import { formatDate } from '@shared/time/sast';
import { fakeApi, renderAt } from '../test/render';
import { StatementButton } from './statement-dialog';

const downloads = vi.hoisted(() => [] as Array<{ blob: Blob; name: string }>);
vi.mock('../../../lib/download', () => ({
  downloadBlob: (blob: Blob, name: string) => downloads.push({ blob, name }),
}));

const reply: StudentStatementReply = {
  school: {
    schname: 'Polokwane Ridge High School',
    emis: '12824090253',
    physical_address: '14 Thabo Mbeki Street',
    city: 'Polokwane',
    pcode: '0699',
    sch_tel: null,
    email: null,
    bank: null,
    account_number: null,
    account_type: 'Cheque-Current',
    primary_bg_color: '#0f4c5c',
    currency: 'ZAR',
  },
  student: {
    id: 'student-2026001',
    sid: '2026001',
    fname: 'Thabo',
    lname: 'Mokoena',
    name: 'Thabo Mokoena',
    class: 'Grade 11A',
  },
  statement: studentStatement(
    { year: 2026, opening: 120_000, fee: 2_400_000, billings: [] },
    [],
    '2026-01-01',
    '2026-01-31',
  ),
};

describe('Statement dialog', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    downloads.length = 0;
  });

  it('asks for this year to today by default, reads the statement and downloads its PDF', async () => {
    const api = fakeApi(() => ({ body: reply }));
    vi.stubGlobal('fetch', api.fetch);
    renderAt('/student-payments', <StatementButton sid="2026001" studentName="Thabo Mokoena" />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Statement' }));
    const dialog = await screen.findByRole('dialog', { name: 'Statement of account' });
    await user.click(within(dialog).getByRole('button', { name: 'Download PDF' }));

    await waitFor(() => expect(downloads).toHaveLength(1), { timeout: 20_000 });
    const today = formatDate(new Date());
    const from = `${today.slice(0, 4)}-01-01`;
    expect(api.calls).toEqual([
      {
        path: '/auth/get-student-statement',
        body: { sid: '2026001', dateFrom: from, dateTo: today },
      },
    ]);
    expect(downloads[0]?.name).toBe(`Statement-2026001-${from}-${today}.pdf`);
    expect(downloads[0]?.blob.type).toBe('application/pdf');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the server’s message when the statement cannot be read, and keeps the dialog open', async () => {
    vi.stubGlobal(
      'fetch',
      fakeApi(() => ({ status: 404, body: { error: PAYMENT_MESSAGES.noStudent } })).fetch,
    );
    renderAt('/pay-online', <StatementButton sid="2026002" studentName="Lerato Mahlangu" />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Statement' }));
    const dialog = await screen.findByRole('dialog', { name: 'Statement of account' });
    await user.click(within(dialog).getByRole('button', { name: 'Download PDF' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(PAYMENT_MESSAGES.noStudent);
    expect(downloads).toHaveLength(0);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
