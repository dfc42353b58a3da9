import { History } from 'lucide-react';
import type { TableInfo } from '@shared/tables/types';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { Skeleton } from '../../../components/ui/skeleton';
import { useTableHistory } from '../api/get-table-history';
import { HistoryEntries } from './history-dialog';

/** A table's changes, newest first, deleted rows included (50 a page, then 'Show older'). */
export function TableHistoryDialog({
  table,
  open,
  onOpenChange,
}: {
  table: TableInfo;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const history = useTableHistory(table.name, open);
  const entries = history.data?.pages.flatMap((page) => page.entries) ?? [];
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[85vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <History className="size-5" aria-hidden="true" /> Changes to {table.label}
          </DialogTitle>
          <DialogDescription>
            Every row added, changed, imported or deleted, newest first.
          </DialogDescription>
        </DialogHeader>
        {history.isPending ? (
          <Skeleton className="h-32 w-full" />
        ) : history.isError ? (
          <FormAlert>{history.error.message}</FormAlert>
        ) : entries.length === 0 ? (
          <p className="py-6 text-center text-muted-foreground">No changes recorded yet.</p>
        ) : (
          <>
            <HistoryEntries table={table} entries={entries} withRow />
            {history.hasNextPage && (
              <Button
                variant="outline"
                loading={history.isFetchingNextPage}
                onClick={() => void history.fetchNextPage()}
              >
                Show older changes
              </Button>
            )}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
