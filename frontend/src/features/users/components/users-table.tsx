import type { UserFilter, MemberView } from '@shared/users/schemas';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { FormAlert } from '../../../components/ui/form-alert';
import { Label } from '../../../components/ui/label';
import { OptionSelect } from '../../../components/ui/select';
import { toast } from '../../../components/ui/sonner';
import { useSpecificUsers } from '../api/get-specific-users';
import { useUnbanUser } from '../api/unban-user';
import { levelName } from '../lib/level-name';

const FILTERS = [
  { value: 'all', label: 'All' },
  { value: 'unban', label: 'Active' },
  { value: 'ban', label: 'Deactivated' },
] as const satisfies ReadonlyArray<{ value: UserFilter; label: string }>;

type Props = {
  filter: UserFilter;
  onFilterChange: (filter: UserFilter) => void;
  canChange: (member: MemberView) => boolean;
  onBan: (member: MemberView) => void;
  onOpen: (member: MemberView) => void;
};

/** The users table: the All / Active / Deactivated filter, Ban and Unban on each row. */
export function UsersTable({ filter, onFilterChange, canChange, onBan, onOpen }: Props) {
  const users = useSpecificUsers(filter);
  const unban = useUnbanUser();

  const columns: DataTableColumn<MemberView>[] = [
    {
      key: 'name',
      header: 'Name',
      cell: (m) => (
        <Button variant="link" className="h-auto p-0 text-left" onClick={() => onOpen(m)}>
          {m.name}
        </Button>
      ),
    },
    // An address kept whole: on a phone the table scrolls rather than break it mid-word.
    { key: 'email', header: 'Email', className: 'whitespace-nowrap', cell: (m) => m.email },
    { key: 'level', header: 'Access level', cell: (m) => levelName(m.alevel) },
    {
      key: 'status',
      header: 'Status',
      cell: (m) =>
        m.banned_at ? (
          <Badge variant="destructive" title={m.ban_reason ?? undefined}>
            Deactivated
          </Badge>
        ) : (
          <Badge variant="success">Active</Badge>
        ),
    },
    {
      key: 'action',
      header: 'Action',
      cell: (m) =>
        !canChange(m) ? null : m.banned_at ? (
          <Button
            size="sm"
            variant="outline"
            aria-label={`Unban ${m.email}`}
            loading={unban.isPending && unban.variables === m.id}
            onClick={() =>
              unban.mutate(m.id, {
                onSuccess: () => {
                  toast.success(`${m.email} is active again`);
                  onFilterChange('unban');
                },
                onError: (error) => toast.error(error.message),
              })
            }
          >
            Unban
          </Button>
        ) : (
          <Button
            size="sm"
            variant="destructive"
            aria-label={`Ban ${m.email}`}
            onClick={() => onBan(m)}
          >
            Ban
          </Button>
        ),
    },
  ];

  return (
    <section aria-labelledby="users-heading" className="grid min-w-0 gap-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="users-heading" className="text-lg font-semibold">
          Users
        </h2>
        <div className="grid gap-1.5">
          <Label htmlFor="users-filter">Show</Label>
          <OptionSelect
            id="users-filter"
            className="w-44"
            value={filter}
            onValueChange={(value) => onFilterChange(value as UserFilter)}
            options={FILTERS}
          />
        </div>
      </div>
      {users.isError ? (
        <div className="grid justify-items-start gap-2">
          <FormAlert>{users.error.message}</FormAlert>
          <Button variant="outline" onClick={() => void users.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <DataTable
          caption="Users"
          columns={columns}
          rows={users.data ?? []}
          getRowId={(m) => m.id}
          loading={users.isPending}
          searchText={(m) => `${m.name} ${m.email}`}
          searchPlaceholder="Search users"
          emptyText={
            filter === 'ban'
              ? 'No deactivated accounts.'
              : filter === 'unban'
                ? 'No active accounts.'
                : 'No users yet. Invite someone to get started.'
          }
        />
      )}
    </section>
  );
}
