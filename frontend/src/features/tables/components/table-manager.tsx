import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { isHiddenColumn } from '@shared/tables/columns';
import { MESSAGES } from '@shared/messages';
import type { TableInfo, TableRow } from '@shared/tables/types';
import { ConfirmDialog } from '../../../components/ui/alert-dialog';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { Pagination } from '../../../components/ui/pagination';
import { toast } from '../../../components/ui/sonner';
import { ApiError } from '../../../lib/api-client';
import { useDeleteRows } from '../api/bulk-delete';
import { useReferenceOptions } from '../api/get-dependent-table-columns';
import { useTableExport } from '../hooks/use-table-export';
import { useTablePages, type Scope } from '../hooks/use-table-pages';
import { BulkEditDialog } from './bulk-edit-dialog';
import { HistoryDialog } from './history-dialog';
import { ImportDialog } from './import-dialog';
import { RowActions } from './row-actions';
import { RowFormDialog } from './row-form-dialog';
import { RowsTable } from './rows-table';
import { TableHistoryDialog } from './table-history-dialog';
import { TableToolbar } from './table-toolbar';

/** Columns a list starts with (the picker shows more). */
const FIRST_COLUMNS = 6;

type FormState = { mode: 'new' } | { mode: 'edit'; row: TableRow };

/**
 * Manage Database for one table: search, 10 rows a page (a cursor per page), the column picker,
 * add, edit, bulk edit, delete and bulk delete with confirmation, history, related tables,
 * 'Join Now', export and import. What the buttons offer follows what the server says the
 * caller may do; the server checks it again on every call. This file holds which dialog is
 * open; the pages, the export, the toolbar and a row's buttons have their own files.
 */
export function TableManager({ table, scope }: { table: TableInfo; scope?: Scope }) {
  const listable = useMemo(
    () => table.columns.filter((c) => !isHiddenColumn(c.name) && c.name !== scope?.column),
    [table.columns, scope?.column],
  );
  const [shown, setShown] = useState(() => listable.slice(0, FIRST_COLUMNS).map((c) => c.name));
  const [selected, setSelected] = useState<string[]>([]);
  const [form, setForm] = useState<FormState | null>(null);
  const [bulkEditing, setBulkEditing] = useState(false);
  const [importing, setImporting] = useState(false);
  const [doomed, setDoomed] = useState<string[] | null>(null);
  const [historyOf, setHistoryOf] = useState<TableRow | null>(null);
  const [tableHistory, setTableHistory] = useState(false);

  const pages = useTablePages(table.name, scope);
  const { page, rows, pageIndex } = pages;
  const columns = listable.filter((c) => shown.includes(c.name));
  const exports = useTableExport(table.name, pages.filter, columns);
  const hasReferences = table.columns.some((c) => c.type === 'reference');
  const options = useReferenceOptions(table.name, hasReferences).data ?? {};
  const remove = useDeleteRows();

  const labelColumn = listable[0]?.name;
  const rowLabel = (row: TableRow) =>
    (labelColumn && row[labelColumn] ? String(row[labelColumn]) : '') || `row ${row.id}`;
  const canAdd = table.can.create && !table.single;

  const needSelection = (then: () => void) => {
    if (selected.length === 0) toast.warning(MESSAGES.selectAtLeastOneItem);
    else then();
  };

  const confirmDelete = async () => {
    if (!doomed) return;
    try {
      const count = await remove.mutateAsync({ table: table.name, ids: doomed });
      setSelected((current) => current.filter((id) => !doomed.includes(id)));
      // A deletion that empties the page goes back one page.
      if (pageIndex > 0 && rows.every((row) => doomed.includes(row.id))) pages.back();
      toast.success(count === 1 ? 'The row was deleted' : `${count} rows were deleted`);
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : MESSAGES.oops);
      throw error;
    }
  };

  return (
    <section aria-label={`${table.label} rows`} className="grid gap-3">
      <TableToolbar
        table={table}
        onSearch={pages.onSearch}
        onAdd={() => setForm({ mode: 'new' })}
        onBulkEdit={() => needSelection(() => setBulkEditing(true))}
        onDeleteSelected={() => needSelection(() => setDoomed(selected))}
        exporting={exports.exporting}
        onExport={(format) => void exports.exportAs(format)}
        onImport={() => setImporting(true)}
        onChanges={() => setTableHistory(true)}
        columns={listable}
        shown={shown}
        onShownChange={setShown}
      />

      {page.isError ? (
        <div className="grid justify-items-start gap-3">
          <FormAlert>{page.error.message}</FormAlert>
          <Button variant="outline" onClick={() => void page.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <RowsTable
          caption={`${table.label}, page ${pageIndex + 1}`}
          columns={columns}
          rows={rows}
          loading={pages.loading}
          options={options}
          selectable={!table.single && (table.can.bulkDelete || table.can.bulkEdit)}
          selected={selected}
          onSelectedChange={setSelected}
          rowLabel={rowLabel}
          empty={
            pages.search ? (
              `No rows match “${pages.search}”.`
            ) : (
              <span className="grid justify-items-center gap-3">
                {`${table.label} has no rows yet.`}
                {canAdd && (
                  <Button size="sm" onClick={() => setForm({ mode: 'new' })}>
                    <Plus aria-hidden="true" /> Add the first
                  </Button>
                )}
              </span>
            )
          }
          actions={(row) => (
            <RowActions
              table={table}
              row={row}
              label={rowLabel(row)}
              onEdit={() => setForm({ mode: 'edit', row })}
              onHistory={() => setHistoryOf(row)}
              onDelete={() => setDoomed([row.id])}
            />
          )}
        />
      )}

      <div className="flex flex-col items-center gap-2 text-sm text-muted-foreground sm:flex-row sm:justify-between">
        <p role="status">{selected.length > 0 ? `${selected.length} selected` : ''}</p>
        {(pageIndex > 0 || pages.hasNext) && (
          <Pagination
            page={pageIndex + 1}
            hasNext={pages.hasNext}
            onPageChange={pages.goTo}
            label={`${table.label} pages`}
          />
        )}
      </div>

      {form && (
        <RowFormDialog
          key={form.mode === 'edit' ? form.row.id : 'new'}
          table={table}
          mode={form.mode}
          row={form.mode === 'edit' ? form.row : undefined}
          open
          onOpenChange={(open) => !open && setForm(null)}
          options={options}
          presets={scope ? { [scope.column]: scope.value } : undefined}
        />
      )}
      {bulkEditing && (
        <BulkEditDialog
          table={table}
          ids={selected}
          open
          onOpenChange={setBulkEditing}
          options={options}
          onDone={() => setSelected([])}
        />
      )}
      {importing && <ImportDialog table={table} open onOpenChange={setImporting} />}
      <TableHistoryDialog table={table} open={tableHistory} onOpenChange={setTableHistory} />
      <HistoryDialog
        table={table}
        rowId={historyOf?.id ?? null}
        rowLabel={historyOf ? rowLabel(historyOf) : ''}
        onClose={() => setHistoryOf(null)}
      />
      <ConfirmDialog
        open={doomed !== null}
        onOpenChange={(open) => !open && setDoomed(null)}
        title={MESSAGES.confirmDeleteItem}
        description={
          doomed?.length === 1
            ? 'The row and its values will be removed. Its history is kept.'
            : `${doomed?.length ?? 0} rows will be removed. Their history is kept.`
        }
        confirmLabel="Delete"
        destructive
        onConfirm={confirmDelete}
      />
    </section>
  );
}
