import { formatMoney } from '@shared/money/money';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { useCompany } from '../../../lib/company';
import { useSuppliers } from '../api/get-all-suppliers';
import { useReceivings, type ReceivingRow } from '../api/get-receivings';
import { ListError } from './list-error';
import { ReceivingForm } from './receiving-form';

/** The stock ledger: what was received, when, at what cost; admins record new receivings. */
export function ReceivingsTab({ canCreate }: { canCreate: boolean }) {
  const { labels, currency } = useCompany();
  const receivings = useReceivings();
  const suppliers = useSuppliers();
  const supplierName = (id: string | null) =>
    (id && suppliers.rows.find((s) => s.id === id)?.name) || '—';
  const money = (cents: number) => formatMoney(cents, currency);

  const columns: DataTableColumn<ReceivingRow>[] = [
    { key: 'date', header: 'Date', cell: (r) => r.date, className: 'whitespace-nowrap' },
    {
      key: 'product',
      header: labels.product,
      cell: (r) => <span className="font-medium">{r.product_name ?? '—'}</span>,
    },
    {
      key: 'quantity',
      header: labels.quantity,
      cell: (r) => r.quantity.toLocaleString('en-ZA'),
      className: 'text-right tabular-nums',
    },
    {
      key: 'cost',
      header: 'Unit cost',
      cell: (r) => money(r.cost),
      className: 'text-right whitespace-nowrap',
    },
    {
      key: 'total',
      header: 'Total cost',
      cell: (r) => money(r.cost * r.quantity),
      className: 'text-right whitespace-nowrap',
    },
    { key: 'supplier', header: 'Supplier', cell: (r) => supplierName(r.supplier_id) },
  ];

  return (
    <div className="grid grid-cols-1 gap-6">
      {canCreate && <ReceivingForm />}
      {receivings.isError ? (
        <ListError error={receivings.error} onRetry={receivings.retry} />
      ) : (
        <DataTable
          caption="Receivings"
          columns={columns}
          rows={receivings.rows}
          getRowId={(r) => r.id}
          loading={receivings.isPending}
          more={receivings}
          searchText={(r) => `${r.product_name ?? ''} ${r.date} ${supplierName(r.supplier_id)}`}
          searchPlaceholder="Search receivings"
          emptyText="No stock received yet."
        />
      )}
    </div>
  );
}
