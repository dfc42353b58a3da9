import { Plus } from 'lucide-react';
import { useState } from 'react';
import type { SupplierView } from '@shared/catalogue/schemas';
import { Button } from '../../../components/ui/button';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { useCompany } from '../../../lib/company';
import { useSuppliers } from '../api/get-all-suppliers';
import { ListError } from './list-error';
import { SupplierDialog } from './supplier-dialog';

const COLUMNS: DataTableColumn<SupplierView>[] = [
  { key: 'name', header: 'Name', cell: (s) => <span className="font-medium">{s.name}</span> },
  { key: 'contact', header: 'Contact person', cell: (s) => s.contact_person },
  { key: 'phone', header: 'Phone', cell: (s) => s.phone, className: 'whitespace-nowrap' },
  { key: 'email', header: 'Email', cell: (s) => s.email ?? '—' },
  { key: 'city', header: 'City', cell: (s) => s.city ?? '—' },
];

export function SuppliersTab({ canCreate }: { canCreate: boolean }) {
  const { labels } = useCompany();
  const suppliers = useSuppliers();
  const [creating, setCreating] = useState(false);
  return (
    <>
      {suppliers.isError ? (
        <ListError error={suppliers.error} onRetry={suppliers.retry} />
      ) : (
        <DataTable
          caption="Suppliers"
          columns={COLUMNS}
          rows={suppliers.rows}
          more={suppliers}
          getRowId={(s) => s.id}
          loading={suppliers.isPending}
          searchText={(s) =>
            `${s.name} ${s.contact_person} ${s.phone} ${s.email ?? ''} ${s.city ?? ''}`
          }
          searchPlaceholder="Search suppliers"
          emptyText="No suppliers yet."
          toolbar={
            canCreate && (
              <Button onClick={() => setCreating(true)}>
                <Plus aria-hidden="true" /> New {labels.supplier.toLowerCase()}
              </Button>
            )
          }
        />
      )}
      {creating && <SupplierDialog onOpenChange={setCreating} />}
    </>
  );
}
