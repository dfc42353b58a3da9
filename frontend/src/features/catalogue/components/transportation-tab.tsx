import { Plus } from 'lucide-react';
import { useState } from 'react';
import type { TransportationView } from '@shared/catalogue/schemas';
import { formatMoney } from '@shared/money/money';
import { Button } from '../../../components/ui/button';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { useCompany } from '../../../lib/company';
import { useTransportations } from '../api/get-all-transportations';
import { ListError } from './list-error';
import { TransportationDialog } from './transportation-dialog';

export function TransportationTab({ canCreate }: { canCreate: boolean }) {
  const { labels, currency } = useCompany();
  const transportations = useTransportations();
  const [creating, setCreating] = useState(false);
  const money = (cents: number) => formatMoney(cents, currency);
  const columns: DataTableColumn<TransportationView>[] = [
    { key: 'name', header: 'Name', cell: (t) => <span className="font-medium">{t.name}</span> },
    { key: 'category', header: 'Category', cell: (t) => t.category_name ?? '—' },
    {
      key: 'price',
      header: 'Unit price',
      cell: (t) => money(t.unit_price),
      className: 'text-right whitespace-nowrap',
    },
    {
      key: 'cost',
      header: 'Unit cost',
      cell: (t) => money(t.unit_cost),
      className: 'text-right whitespace-nowrap',
    },
  ];
  const noun = labels.transportation.toLowerCase();
  return (
    <>
      {transportations.isError ? (
        <ListError error={transportations.error} onRetry={transportations.retry} />
      ) : (
        <DataTable
          caption={labels.transportation}
          columns={columns}
          rows={transportations.rows}
          more={transportations}
          getRowId={(t) => t.id}
          loading={transportations.isPending}
          searchText={(t) => `${t.name} ${t.category_name ?? ''}`}
          searchPlaceholder={`Search ${noun}`}
          emptyText={`No ${noun} yet.`}
          toolbar={
            canCreate && (
              <Button onClick={() => setCreating(true)}>
                <Plus aria-hidden="true" /> New {noun}
              </Button>
            )
          }
        />
      )}
      {creating && <TransportationDialog onOpenChange={setCreating} />}
    </>
  );
}
