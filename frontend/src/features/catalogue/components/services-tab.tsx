import { Plus } from 'lucide-react';
import { useState } from 'react';
import type { ServiceView } from '@shared/catalogue/schemas';
import { formatMoney } from '@shared/money/money';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { useCompany } from '../../../lib/company';
import { useServices } from '../api/get-all-services';
import { ListError } from './list-error';
import { ServiceDialog } from './service-dialog';

export function ServicesTab({ canCreate }: { canCreate: boolean }) {
  const { labels, currency } = useCompany();
  const services = useServices();
  const [creating, setCreating] = useState(false);
  const money = (cents: number) => formatMoney(cents, currency);
  const columns: DataTableColumn<ServiceView>[] = [
    {
      key: 'name',
      header: 'Name',
      cell: (s) => (
        <span className="grid">
          <span className="font-medium">{s.name}</span>
          {s.code && <span className="text-xs text-muted-foreground">{s.code}</span>}
        </span>
      ),
    },
    { key: 'category', header: 'Category', cell: (s) => s.category_name ?? '—' },
    {
      key: 'price',
      header: labels.price,
      cell: (s) => money(s.price),
      className: 'text-right whitespace-nowrap',
    },
    {
      key: 'cost',
      header: 'Cost',
      cell: (s) => money(s.cost),
      className: 'text-right whitespace-nowrap',
    },
    {
      key: 'list',
      header: 'On store',
      cell: (s) => <Badge variant={s.list === 'Yes' ? 'success' : 'secondary'}>{s.list}</Badge>,
    },
  ];
  return (
    <>
      {services.isError ? (
        <ListError error={services.error} onRetry={services.retry} />
      ) : (
        <DataTable
          caption={labels.services}
          columns={columns}
          rows={services.rows}
          more={services}
          getRowId={(s) => s.id}
          loading={services.isPending}
          searchText={(s) => `${s.name} ${s.code ?? ''} ${s.category_name ?? ''}`}
          searchPlaceholder={`Search ${labels.services.toLowerCase()}`}
          emptyText={`No ${labels.services.toLowerCase()} yet.`}
          toolbar={
            canCreate && (
              <Button onClick={() => setCreating(true)}>
                <Plus aria-hidden="true" /> New {labels.service.toLowerCase()}
              </Button>
            )
          }
        />
      )}
      {creating && <ServiceDialog onOpenChange={setCreating} />}
    </>
  );
}
