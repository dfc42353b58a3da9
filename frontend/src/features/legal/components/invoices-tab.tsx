import { Link } from 'react-router';
import { formatMoney } from '@shared/money/money';
import { Button } from '../../../components/ui/button';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { FormAlert } from '../../../components/ui/form-alert';
import { useCompany } from '../../../lib/company';
import { useMatterInvoices } from '../api/matters';
import type { MatterInvoice } from '../api/types';
import { invoiceLink } from './billings-tab';

/** The invoice table's page size (extended.md §9). */
const PAGE = 7;

/** Manage Invoices: the matter's invoices, each opening in edit-and-print-invoice. */
export function InvoicesTab({ caseID }: { caseID: string }) {
  const { currency, labels } = useCompany();
  const invoices = useMatterInvoices(caseID);
  if (invoices.isError)
    return (
      <div className="grid justify-items-start gap-3">
        <FormAlert>{invoices.error.message}</FormAlert>
        <Button variant="outline" onClick={() => void invoices.refetch()}>
          Try again
        </Button>
      </div>
    );
  const columns: DataTableColumn<MatterInvoice>[] = [
    {
      key: 'number',
      header: 'Number',
      cell: (i) => (
        <Link
          to={invoiceLink(i.invoice_number)}
          className="font-medium text-brand underline-offset-4 hover:underline"
        >
          {labels.invoice} {i.invoice_number}
        </Link>
      ),
    },
    { key: 'date', header: 'Date', cell: (i) => i.invoice_date, className: 'whitespace-nowrap' },
    { key: 'due', header: 'Due', cell: (i) => i.due_date ?? '—', className: 'whitespace-nowrap' },
    {
      key: 'total',
      header: 'Total',
      cell: (i) => formatMoney(i.total, currency),
      className: 'text-right whitespace-nowrap tabular-nums',
    },
    {
      key: 'paid',
      header: 'Paid',
      cell: (i) => formatMoney(i.total_paid ?? 0, currency),
      className: 'text-right whitespace-nowrap tabular-nums',
    },
  ];
  return (
    <DataTable
      caption={`${labels.invoice}s of this matter`}
      columns={columns}
      rows={invoices.data ?? []}
      getRowId={(i) => String(i.invoice_number)}
      pageSize={PAGE}
      loading={invoices.isPending}
      searchText={(i) => `${i.invoice_number} ${i.invoice_date} ${i.comment ?? ''}`}
      searchPlaceholder={`Search ${labels.invoice.toLowerCase()}s`}
      emptyText={`No ${labels.invoice.toLowerCase()}s for this matter yet.`}
    />
  );
}
