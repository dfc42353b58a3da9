import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from './test-render';
import { AddMatterDialog } from './add-matter-dialog';

/** A fetch stand-in answering by path, recording what was sent. */
function fakeApi() {
  const calls: Array<{ path: string; body: unknown }> = [];
  const fetch = (path: string, init: RequestInit) => {
    const body = init.body ? (JSON.parse(init.body as string) as unknown) : undefined;
    calls.push({ path, body });
    let reply: unknown = { rows: [], cursor: null, total: 0 };
    if (path.startsWith('/auth/get-all-clients'))
      reply = {
        rows: [{ id: 'client-1', name: 'Thabo Molefe', id_number: '7803155678083' }],
        cursor: null,
      };
    if (path === '/auth/get-table-rows')
      reply = { rows: [{ id: `${(body as { table: string }).table}-1`, name: 'One' }] };
    if (path === '/auth/check-matter-conflicts')
      reply = { checked: [], clients: [], parties: [], conflicts: 0, more: false };
    if (path === '/auth/add-case')
      reply = {
        status: 'success',
        id: 'matter-9',
        case: { id: 'matter-9', title: 'X', start_date: '2027-01-22', end_date: '2027-01-22' },
      };
    return Promise.resolve(new Response(JSON.stringify(reply), { status: 200 }));
  };
  return { fetch, calls };
}

describe('the add-matter dialog', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows Submit only once client, file number and title are set, and sends caseObj', async () => {
    const api = fakeApi();
    vi.stubGlobal('fetch', api.fetch);
    const created = vi.fn();
    renderAt('/manage-matters', <AddMatterDialog onOpenChange={() => {}} onCreated={created} />);
    const dialog = await screen.findByRole('dialog', { name: 'Add Matter' });
    const user = userEvent.setup();
    expect(within(dialog).getByText(/Dates left empty are set 60 days ahead/)).toBeVisible();
    expect(within(dialog).getByLabelText('Applicant(s)')).toBeInTheDocument();
    const submit = () => within(dialog).queryByRole('button', { name: 'Submit' });

    await user.type(within(dialog).getByLabelText(/File number/), 'MOK/2026/010');
    await user.type(within(dialog).getByLabelText(/^Title/), 'Molefe v Dube');
    expect(submit()).toBeNull();
    const picker = within(dialog).getByRole('combobox', { name: /Client/ });
    await waitFor(() => expect(picker).toBeEnabled());
    await user.click(picker);
    await user.click(await screen.findByRole('option', { name: /Thabo Molefe/ }));
    expect(submit()).toBeVisible();

    await user.click(submit()!);
    await waitFor(() => expect(created).toHaveBeenCalledWith('matter-9'));
    const sent = api.calls.find((call) => call.path === '/auth/add-case')?.body as {
      caseObj: Record<string, string>;
    };
    expect(sent.caseObj).toMatchObject({
      selectedClientID: 'client-1',
      fileNumber: 'MOK/2026/010',
      caseTitle: 'Molefe v Dube',
      startDate: '',
    });
  });
});
