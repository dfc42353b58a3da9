import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RECEIVABLES_MESSAGES } from '@shared/receivables/schemas';
import { toast } from '../../../components/ui/sonner';
import { fakeApi, renderForCompany, testCompany } from '../../../lib/test-render';
import { InvoiceRemindersPanel } from './invoice-reminders';

const user = vi.hoisted(() => ({ alevel: 9 }));
vi.mock('../../../lib/api/current-user', () => ({ useSignedInUser: () => user }));
vi.mock('../../../components/ui/sonner', () => ({
  toast: { success: vi.fn(), error: vi.fn() },
}));

const company = testCompany({
  emis: 'vula-trading',
  name: 'Vula Trading',
  domain: 'shop.localhost',
});
const SETTINGS = { enabled: true, daysBefore: 3, onDueDate: true, daysAfter: 7, sms: false };

function setup() {
  const api = fakeApi((path, body) =>
    path.endsWith('/auth/save-invoice-reminders')
      ? { body: { ...(body as object), message: RECEIVABLES_MESSAGES.remindersSaved } }
      : { body: SETTINGS },
  );
  vi.stubGlobal('fetch', api.fetch);
  renderForCompany(company, '/invoices', <InvoiceRemindersPanel />);
  return { api, saved: () => api.calls.filter((c) => c.path.endsWith('/save-invoice-reminders')) };
}

afterEach(() => vi.unstubAllGlobals());

describe('Invoice reminders', () => {
  it('says under the days what is wrong as it is typed, refuses to save, then saves numbers', async () => {
    user.alevel = 9;
    const { saved } = setup();
    const before = await screen.findByRole('textbox', { name: 'Days before the due date' });
    expect(before).toHaveValue('3');

    await userEvent.clear(before);
    await userEvent.type(before, '91');
    await waitFor(() => expect(before).toBeInvalid());
    expect(before).toHaveAccessibleDescription(
      `${RECEIVABLES_MESSAGES.reminderDays} 0: none before`,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save reminders' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(RECEIVABLES_MESSAGES.reminderDays);
    expect(saved()).toHaveLength(0);

    await userEvent.clear(before);
    await userEvent.type(before, '5');
    await waitFor(() => expect(before).not.toBeInvalid());
    expect(
      screen.getByText(/one reminder 5 days before, on the due date, 7 days after the due date/),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('switch', { name: /Also by SMS/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save reminders' }));
    await waitFor(() =>
      expect(saved()[0]?.body).toEqual({ ...SETTINGS, daysBefore: 5, sms: true }),
    );
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(RECEIVABLES_MESSAGES.remindersSaved),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('turned off, keeps the days chosen and says nobody is reminded', async () => {
    user.alevel = 9;
    const { saved } = setup();
    await userEvent.click(
      await screen.findByRole('switch', { name: 'Remind clients of unpaid invoices' }),
    );
    expect(screen.getByRole('textbox', { name: 'Days after the due date' })).toBeDisabled();
    expect(screen.getByText('Clients are not reminded of invoices due.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Save reminders' }));
    await waitFor(() => expect(saved()[0]?.body).toEqual({ ...SETTINGS, enabled: false }));
  });

  it('shows others the choice in words without a form', async () => {
    user.alevel = 7;
    setup();
    expect(await screen.findByText(/one reminder 3 days before/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Save reminders' })).toBeNull();
  });
});
