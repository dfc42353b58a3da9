import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CompanyWithDomainReply } from '@shared/company/public-company';
import { labelsFor } from '@shared/company/labels';
import type { DocumentIssuer } from '@shared/documents/types';
import { ApiError } from '../../../lib/api-client';
import { CompanyProvider } from '../../../lib/company';
import { emptyDraft } from '../lib/draft';
import { DocumentEditor } from './document-editor';

// The PDF is not this test's business: the preview never finishes, the download is recorded.
const pdf = vi.hoisted(() => ({ downloads: [] as unknown[] }));
vi.mock('../lib/pdf', () => ({
  renderPdf: () => new Promise(() => {}),
  downloadPdf: (input: unknown) => {
    pdf.downloads.push(input);
    return Promise.resolve();
  },
  fetchLogo: () => Promise.resolve(undefined),
}));

const company = {
  company: { emis: 'shop', name: 'Durban Office Supplies', domain: 'shop.localhost' },
  currency: 'ZAR',
  labels: labelsFor('General'),
  website: { services: [], faqs: [], promotions: [], goals: [] },
} as unknown as CompanyWithDomainReply;

const issuer: DocumentIssuer = {
  name: 'Durban Office Supplies',
  address: [],
  tax_rate: 15,
  prices_include_vat: false,
  currency: 'ZAR',
};

const LISTS: Record<string, unknown[]> = {
  '/auth/get-all-clients': [{ id: 'client-1', name: 'Ballito Books' }],
  '/auth/get-all-products': [{ id: 'p-1', name: 'Toner', price: 10_000 }],
  '/auth/get-all-services': [{ id: 's-1', name: 'Printer setup', price: 4_999 }],
  '/auth/get-all-transportations': [{ id: 't-1', name: 'Delivery', unit_price: 1_000 }],
};

function stubApi() {
  vi.stubGlobal('fetch', (path: string) => {
    const rows = LISTS[path.split('?')[0] ?? ''] ?? [];
    return Promise.resolve(new Response(JSON.stringify({ rows, cursor: null }), { status: 200 }));
  });
}

function renderEditor(props: Partial<Parameters<typeof DocumentEditor>[0]> = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <CompanyProvider value={company}>
        <DocumentEditor
          mode="quote"
          kind="quote"
          issuer={issuer}
          initial={emptyDraft('2027-01-15')}
          {...props}
        />
      </CompanyProvider>
    </QueryClientProvider>,
  );
  return screen.getByRole('form', { name: /editor$/ });
}

async function pick(u: UserEvent, label: string, option: string) {
  const picker = screen.getByRole('combobox', { name: label });
  await waitFor(() => expect(picker).toHaveTextContent('Choose'));
  await u.click(picker);
  await u.click(await screen.findByRole('option', { name: new RegExp(`^${option}`) }));
}

const total = (editor: HTMLElement) =>
  within(within(editor).getByLabelText('Totals')).getAllByRole('definition').at(-1);

describe('the quotation and invoice editor', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    pdf.downloads.length = 0;
  });

  it('says at each field what keeps it from saving, and totals follow the lines added and removed', async () => {
    stubApi();
    const onSave = vi.fn(() => Promise.resolve());
    const editor = renderEditor({ onSave, saveLabel: 'Save Quote To Database' });
    const u = userEvent.setup();
    const save = within(editor).getByRole('button', { name: 'Save Quote To Database' });

    // Nothing chosen: the client's message under the picker, the lines' under the list.
    await u.click(save);
    const clientPicker = within(editor).getByRole('combobox', { name: /Client/ });
    await waitFor(() => expect(clientPicker).toHaveAttribute('aria-invalid', 'true'));
    expect(clientPicker).toHaveAccessibleDescription('Choose a client');
    expect(within(editor).getByText('Add at least one line')).toBeVisible();
    expect(onSave).not.toHaveBeenCalled();

    await pick(u, 'Client', 'Ballito Books');
    await waitFor(() => expect(clientPicker).not.toHaveAttribute('aria-invalid'));
    await pick(u, 'Add product', 'Toner');
    expect(within(editor).queryByText('Add at least one line')).toBeNull();
    expect(total(editor)).toHaveTextContent('R 115.00');
    await pick(u, 'Add service', 'Printer setup');
    // 100.00 + 49.99 = 149.99; VAT 15% = 22.50 (half up); total 172.49.
    expect(total(editor)).toHaveTextContent('R 172.49');
    await u.clear(within(editor).getByLabelText('Qty of Printer setup'));
    await u.type(within(editor).getByLabelText('Qty of Printer setup'), '2');
    expect(within(editor).getByLabelText('LineTotal of Printer setup')).toHaveTextContent(
      'R 99.98',
    );
    expect(total(editor)).toHaveTextContent('R 229.98');
    await u.click(within(editor).getByRole('button', { name: 'Remove Toner' }));
    expect(within(editor).queryByLabelText('Qty of Toner')).toBeNull();
    expect(total(editor)).toHaveTextContent('R 114.98');

    // A price that does not read: the message at that price, the totals' reason above.
    const price = within(editor).getByLabelText('Price of Printer setup');
    await u.clear(price);
    await u.type(price, '12.345');
    expect(within(editor).getByText('Line 1: enter a price like 1,234.56')).toBeVisible();
    await u.click(save);
    await waitFor(() => expect(price).toHaveAccessibleDescription('Enter a price like 1,234.56'));

    // Fixed, and a discount above the subtotal: that message is the discount's.
    await u.clear(price);
    await u.type(price, '10');
    await waitFor(() => expect(price).not.toHaveAccessibleDescription());
    const discount = within(editor).getByLabelText('Discount (R)');
    await u.clear(discount);
    await u.type(discount, '50');
    await u.click(save);
    await waitFor(() =>
      expect(discount).toHaveAccessibleDescription('The discount is more than the subtotal'),
    );
    expect(onSave).not.toHaveBeenCalled();

    await u.clear(discount);
    await u.type(discount, '5');
    await u.click(save);
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    const [draft, computed] = onSave.mock.calls[0] as unknown as [
      { client: { id: string }; lines: Array<{ name: string; priceText: string }> },
      { totals: { sub_total: number; discount: number; total: number } },
    ];
    expect(draft.client.id).toBe('client-1');
    expect(draft.lines).toMatchObject([{ name: 'Printer setup', priceText: '10.00' }]);
    // 2 × 10.00 = 20.00, less 5.00, VAT 2.25: 17.25.
    expect(computed.totals).toMatchObject({ sub_total: 2_000, discount: 500, total: 1_725 });
  });

  it('marks the line the server refused (its item deleted since it was picked) with the message', async () => {
    stubApi();
    const onSave = vi.fn(() =>
      Promise.reject(
        new ApiError(404, 'No such service: choose one from the list', {
          'services.0.id': 'No such service: choose one from the list',
        }),
      ),
    );
    const editor = renderEditor({
      onSave,
      saveLabel: 'Save Quote To Database',
      initial: {
        ...emptyDraft('2027-01-15'),
        client: { id: 'client-1', name: 'Ballito Books' },
        lines: [
          {
            item_type: 'product',
            item_id: 'p-1',
            name: 'Toner',
            priceText: '100.00',
            qtyText: '1',
          },
          {
            item_type: 'service',
            item_id: 's-gone',
            name: 'Printer setup',
            priceText: '49.99',
            qtyText: '1',
          },
        ],
      },
    });
    const u = userEvent.setup();
    await u.click(within(editor).getByRole('button', { name: 'Save Quote To Database' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    // The second line (the first service) says so; the product line does not.
    const lines = await within(editor).findAllByRole('listitem');
    await waitFor(() =>
      expect(lines[1]).toHaveTextContent(
        'Printer setup: No such service: choose one from the list',
      ),
    );
    expect(lines[0]).not.toHaveTextContent('No such');
  });

  it('the free tool adds and removes typed lines, and asks for a readable price before the PDF', async () => {
    const editor = renderEditor({ mode: 'free', kind: 'invoice' });
    const u = userEvent.setup();
    expect(within(editor).queryByRole('button', { name: /^Save/ })).toBeNull();

    await u.click(within(editor).getByRole('button', { name: 'Add a line' }));
    await u.type(within(editor).getByLabelText('Description of line 1'), 'Geyser repair');
    const price = within(editor).getByLabelText('Price of Geyser repair');
    await u.clear(price);
    await u.type(price, '1,500');
    expect(total(editor)).toHaveTextContent('R 1,725.00');
    await u.click(within(editor).getByRole('button', { name: 'Add a line' }));
    await u.type(within(editor).getByLabelText('Description of line 2'), 'Call-out');
    await u.clear(within(editor).getByLabelText('Price of Call-out'));
    await u.type(within(editor).getByLabelText('Price of Call-out'), '100');
    expect(total(editor)).toHaveTextContent('R 1,840.00');
    await u.click(within(editor).getByRole('button', { name: 'Remove Geyser repair' }));
    expect(total(editor)).toHaveTextContent('R 115.00');

    const left = within(editor).getByLabelText('Price of Call-out');
    await u.clear(left);
    await u.type(left, 'abc');
    await u.click(within(editor).getByRole('button', { name: 'Download Invoice As PDF' }));
    await waitFor(() => expect(left).toHaveAccessibleDescription('Enter a price like 1,234.56'));
    expect(pdf.downloads).toHaveLength(0);

    await u.clear(left);
    await u.type(left, '200');
    await u.tab();
    expect(left).toHaveValue('200.00');
    await u.click(within(editor).getByRole('button', { name: 'Download Invoice As PDF' }));
    await waitFor(() => expect(pdf.downloads).toHaveLength(1));
  });

  it('shows a converted quote printed-only: every field disabled, no save, the PDF as saved', async () => {
    const onSave = vi.fn(() => Promise.resolve());
    const editor = renderEditor({
      number: 7,
      readOnly: true,
      onSave,
      initial: {
        ...emptyDraft('2027-01-15'),
        client: { id: 'client-1', name: 'Ballito Books' },
        comment: 'Valid for 14 days',
        lines: [{ item_type: 'service', name: 'Printer setup', priceText: '49.99', qtyText: '2' }],
      },
    });
    const u = userEvent.setup();
    expect(within(editor).queryByRole('button', { name: /^Save/ })).toBeNull();
    for (const label of ['Qty of Printer setup', 'Price of Printer setup', 'Comment'])
      expect(within(editor).getByLabelText(label)).toBeDisabled();
    expect(within(editor).getByRole('button', { name: 'Remove Printer setup' })).toBeDisabled();
    expect(within(editor).getByLabelText('Quote Date')).toBeDisabled();
    for (const picker of within(editor).getAllByRole('combobox')) expect(picker).toBeDisabled();
    // Typing changes nothing: the totals and the PDF stay the saved quote's.
    await u.type(within(editor).getByLabelText('Price of Printer setup'), '9');
    expect(total(editor)).toHaveTextContent('R 114.98');
    await u.click(within(editor).getByRole('button', { name: 'Download Quote As PDF' }));
    await waitFor(() => expect(pdf.downloads.at(-1)).toMatchObject({ totals: { total: 11_498 } }));
    expect(onSave).not.toHaveBeenCalled();
  });
});
