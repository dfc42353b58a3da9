import { Receipt } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { SchoolPaymentView } from '@shared/school/schemas';
import { formatMoney } from '@shared/money/money';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { receiptPath } from '../lib/receipt-link';

/**
 * A student's payments, ten a page (the spec's table size), newest first: receipt number, date,
 * description, method and amount; each row links to its day's receipt. `actions` adds the
 * admin's edit and delete.
 */
export function PaymentsTable({
  payments,
  currency,
  loading,
  actions,
  caption = 'Payments',
}: {
  payments: SchoolPaymentView[];
  currency: string;
  loading?: boolean;
  actions?: (payment: SchoolPaymentView) => ReactNode;
  caption?: string;
}) {
  const rows = [...payments].sort(
    (a, b) => b.entry_date.localeCompare(a.entry_date) || b.rec_num - a.rec_num,
  );
  const columns: DataTableColumn<SchoolPaymentView>[] = [
    {
      key: 'rec',
      header: 'Receipt No',
      cell: (p) => p.rec_num,
      className: 'hidden tabular-nums sm:table-cell',
    },
    {
      key: 'date',
      header: 'Date',
      cell: (p) => p.entry_date.slice(0, 10),
      className: 'hidden whitespace-nowrap tabular-nums sm:table-cell',
    },
    {
      key: 'description',
      header: 'Description',
      cell: (p) => (
        <>
          <span className="flex flex-wrap items-center gap-1.5">
            {p.description}
            {p.source === 'online' && <Badge variant="outline">Card</Badge>}
          </span>
          {/* On a phone the number and date columns give way: they go under the description. */}
          <span className="block text-xs text-muted-foreground tabular-nums sm:hidden">
            No {p.rec_num} · {p.entry_date.slice(0, 10)}
          </span>
        </>
      ),
    },
    { key: 'method', header: 'Method', cell: (p) => p.method, className: 'hidden sm:table-cell' },
    {
      key: 'amount',
      header: 'Amount',
      cell: (p) => formatMoney(p.amount, currency),
      className: 'text-right whitespace-nowrap tabular-nums',
    },
    {
      key: 'actions',
      header: 'Actions',
      cell: (p) => (
        <span className="flex justify-end">
          <Button asChild variant="ghost" size="icon" className="size-9">
            <Link
              to={receiptPath(p.sid, p.entry_date)}
              aria-label={`Receipt ${p.rec_num}`}
              title="Receipt"
            >
              <Receipt aria-hidden="true" />
            </Link>
          </Button>
          {actions?.(p)}
        </span>
      ),
      className: 'text-right',
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={rows}
      getRowId={(p) => p.id}
      caption={caption}
      pageSize={10}
      loading={loading}
      emptyText="No payments this year yet."
    />
  );
}
