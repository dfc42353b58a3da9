import { Link } from 'react-router';
import { formatMoney } from '@shared/money/money';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { useCompany } from '../../../lib/company';
import { useProfileMore, type ClientProfile, type ProfileInvoice } from '../api/get-client-profile';
import { invoiceLink } from './account-tab';
import { InvoiceStatus } from './invoice-status';

/** extended.md §9: the invoice table shows 7 a page. */
export const INVOICE_PAGE_SIZE = 7;

/** The client's invoices, newest first: the profile's first page, then "Load more". */
export function InvoicesTab({
  profile,
}: {
  profile: Pick<ClientProfile, 'client' | 'invoices' | 'cases' | 'cursor' | 'more'>;
}) {
  const { currency, labels } = useCompany();
  // The route finds a client by id as by reference.
  const { rows: invoices, more } = useProfileMore(profile.client.id, profile, 'invoices');
  const money = (cents: number) => formatMoney(cents, currency);
  const columns: DataTableColumn<ProfileInvoice>[] = [
    {
      key: 'number',
      header: labels.invoice,
      cell: (i) => (
        <Link
          to={invoiceLink(i.invoice_number)}
          className="font-medium text-brand underline-offset-4 hover:underline"
        >
          {i.invoice_number}
        </Link>
      ),
    },
    { key: 'date', header: 'Date', cell: (i) => i.date, className: 'whitespace-nowrap' },
    { key: 'due', header: 'Due', cell: (i) => i.due_date, className: 'whitespace-nowrap' },
    {
      key: 'total',
      header: 'Total',
      cell: (i) => money(i.total),
      className: 'text-right whitespace-nowrap',
    },
    {
      key: 'paid',
      header: 'Paid',
      cell: (i) => money(i.total_paid),
      className: 'text-right whitespace-nowrap',
    },
    {
      key: 'status',
      header: 'Status',
      cell: (i) => <InvoiceStatus payment={i.payment} currency={currency} />,
    },
  ];
  return (
    <DataTable
      caption={`${labels.invoice}s`}
      columns={columns}
      rows={invoices}
      getRowId={(i) => String(i.invoice_number)}
      pageSize={INVOICE_PAGE_SIZE}
      searchText={(i) => `${i.invoice_number} ${i.date} ${i.due_date} ${i.payment.label}`}
      searchPlaceholder={`Search ${labels.invoice.toLowerCase()}s`}
      emptyText={`No ${labels.invoice.toLowerCase()}s yet.`}
      more={more}
      moreLabel={`Load more ${labels.invoice.toLowerCase()}s`}
    />
  );
}
