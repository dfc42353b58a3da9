import { Plus } from 'lucide-react';
import { useState } from 'react';
import type { StaffView } from '@shared/clients/schemas';
import { Button } from '../../../components/ui/button';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { useCompany } from '../../../lib/company';
import { useStaff } from '../api/get-all-staff';
import { ListError } from './list-error';
import { StaffDialog } from './staff-dialog';

const COLUMNS: DataTableColumn<StaffView>[] = [
  { key: 'name', header: 'Names', cell: (s) => <span className="font-medium">{s.name}</span> },
  { key: 'id', header: 'ID number', cell: (s) => s.id_number, className: 'whitespace-nowrap' },
  { key: 'phone', header: 'Phone', cell: (s) => s.phone, className: 'whitespace-nowrap' },
  { key: 'email', header: 'Email', cell: (s) => s.email ?? '—' },
  { key: 'city', header: 'City', cell: (s) => s.city ?? '—' },
];

export function StaffTab({ canCreate }: { canCreate: boolean }) {
  const { labels } = useCompany();
  const staff = useStaff();
  const [creating, setCreating] = useState(false);
  return (
    <>
      {staff.isError ? (
        <ListError error={staff.error} onRetry={staff.retry} />
      ) : (
        <DataTable
          caption={labels.staff}
          columns={COLUMNS}
          rows={staff.rows}
          more={staff}
          getRowId={(s) => s.id}
          loading={staff.isPending}
          searchText={(s) => `${s.name} ${s.id_number} ${s.phone} ${s.email ?? ''} ${s.city ?? ''}`}
          searchPlaceholder={`Search ${labels.staff.toLowerCase()}`}
          emptyText={`No ${labels.staff.toLowerCase()} yet.`}
          toolbar={
            canCreate && (
              <Button onClick={() => setCreating(true)}>
                <Plus aria-hidden="true" /> New {labels.staff.toLowerCase()}
              </Button>
            )
          }
        />
      )}
      {creating && <StaffDialog onOpenChange={setCreating} />}
    </>
  );
}
