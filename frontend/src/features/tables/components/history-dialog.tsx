import { History } from 'lucide-react';
import type { AuditEntry, TableInfo } from '@shared/tables/types';
import { Badge } from '../../../components/ui/badge';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { Skeleton } from '../../../components/ui/skeleton';
import { useRowHistory } from '../api/get-row-history';

const ACTIONS: Record<AuditEntry['action'], string> = {
  create: 'Added',
  update: 'Changed',
  delete: 'Deleted',
  import: 'Imported',
};

function describe(entry: AuditEntry, table: TableInfo): string {
  if (entry.action !== 'update')
    return entry.action === 'delete'
      ? 'The row was deleted.'
      : 'The row was written with its values.';
  const label = table.columns.find((c) => c.name === entry.field)?.label ?? entry.field ?? '';
  const shown = (value: string | null) =>
    value === null || value === '' ? '(empty)' : `“${value}”`;
  return `${label}: ${shown(entry.old_value)} → ${shown(entry.new_value)}`;
}

/** Changes, newest first; in a table's history each names its row. */
export function HistoryEntries({
  table,
  entries,
  withRow = false,
}: {
  table: TableInfo;
  entries: AuditEntry[];
  withRow?: boolean;
}) {
  return (
    <ol className="space-y-3" aria-label="Changes">
      {entries.map((entry) => (
        <li key={entry.id} className="rounded-md border p-3">
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <Badge
              variant={
                entry.action === 'delete'
                  ? 'destructive'
                  : entry.action === 'create'
                    ? 'success'
                    : 'secondary'
              }
            >
              {ACTIONS[entry.action]}
            </Badge>
            {withRow && <span className="font-semibold">{entry.row_label ?? entry.row_id}</span>}
            <span className="font-medium">{entry.user_name}</span>
            <time className="text-muted-foreground">{entry.at}</time>
          </div>
          <p className="mt-2 text-sm break-words">{describe(entry, table)}</p>
        </li>
      ))}
    </ol>
  );
}

/** A row's changes, newest first: who, when, which field, old and new value. */
export function HistoryDialog({
  table,
  rowId,
  rowLabel,
  onClose,
}: {
  table: TableInfo;
  rowId: string | null;
  rowLabel: string;
  onClose: () => void;
}) {
  const history = useRowHistory(table.name, rowId ?? undefined);
  return (
    <Dialog open={rowId !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[85vh] overflow-y-auto sm:max-w-xl">
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <History className="size-5" aria-hidden="true" /> History of {rowLabel}
          </DialogTitle>
          <DialogDescription>
            Every change made through Manage Database, newest first.
          </DialogDescription>
        </DialogHeader>
        {history.isPending ? (
          <Skeleton className="h-32 w-full" />
        ) : history.isError ? (
          <FormAlert>{history.error.message}</FormAlert>
        ) : history.data.length === 0 ? (
          <p className="py-6 text-center text-muted-foreground">No changes recorded yet.</p>
        ) : (
          <HistoryEntries table={table} entries={history.data} />
        )}
      </DialogContent>
    </Dialog>
  );
}
