import {
  Download,
  FileUp,
  History,
  Pencil,
  Plus,
  Eye,
  SquarePen,
  Trash2,
  Video,
} from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { isHiddenColumn } from '@shared/tables/columns';
import { MESSAGES } from '@shared/messages';
import { formatDate } from '@shared/time/sast';
import type { TableInfo, TableRow } from '@shared/tables/types';
import { ConfirmDialog } from '../../../components/ui/alert-dialog';
import { Button } from '../../../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';
import { FormAlert } from '../../../components/ui/form-alert';
import { SearchBox } from '../../../components/ui/search-box';
import { Pagination } from '../../../components/ui/pagination';
import { toast } from '../../../components/ui/sonner';
import { ApiError } from '../../../lib/api-client';
import { useDeleteRows } from '../api/bulk-delete';
import { useReferenceOptions } from '../api/get-dependent-table-columns';
import { getAllRows, useTableRows, type RowsFilter } from '../api/get-table-rows';
import { BulkEditDialog } from './bulk-edit-dialog';
import { ColumnPicker } from './column-picker';
import { HistoryDialog } from './history-dialog';
import { ImportDialog } from './import-dialog';
import { RowFormDialog } from './row-form-dialog';
import { RowsTable } from './rows-table';
import { TableHistoryDialog } from './table-history-dialog';

/** The spec's data-table page size. */
export const PAGE_SIZE = 10;
/** Columns a list starts with (the picker shows more). */
const FIRST_COLUMNS = 6;

/** A related table opened from a row: its rows that point at that row, and new ones that will. */
export type Scope = { column: string; value: string };

type FormState = { mode: 'new' } | { mode: 'edit'; row: TableRow };

const files = () => import('../lib/table-files');

/**
 * Manage Database for one table: search, 10 rows a page (a cursor per page), the column picker,
 * add, edit, bulk edit, delete and bulk delete with confirmation, history, related tables,
 * 'Join Now', export and import. What the buttons offer follows what the server says the
 * caller may do; the server checks it again on every call.
 */
export function TableManager({ table, scope }: { table: TableInfo; scope?: Scope }) {
  const listable = useMemo(
    () => table.columns.filter((c) => !isHiddenColumn(c.name) && c.name !== scope?.column),
    [table.columns, scope?.column],
  );
  const [shown, setShown] = useState(() => listable.slice(0, FIRST_COLUMNS).map((c) => c.name));
  const [search, setSearch] = useState('');
  const [cursors, setCursors] = useState<Array<string | null>>([null]);
  const [pageIndex, setPageIndex] = useState(0);
  const [selected, setSelected] = useState<string[]>([]);
  const [form, setForm] = useState<FormState | null>(null);
  const [bulkEditing, setBulkEditing] = useState(false);
  const [importing, setImporting] = useState(false);
  const [doomed, setDoomed] = useState<string[] | null>(null);
  const [historyOf, setHistoryOf] = useState<TableRow | null>(null);
  const [exporting, setExporting] = useState(false);
  const [tableHistory, setTableHistory] = useState(false);

  const filter: RowsFilter = scope
    ? { column: scope.column, value: scope.value, ...(search ? { search } : {}) }
    : search
      ? { search }
      : '1=1';
  const page = useTableRows(table.name, filter, cursors[pageIndex] ?? null, PAGE_SIZE);
  const hasReferences = table.columns.some((c) => c.type === 'reference');
  const options = useReferenceOptions(table.name, hasReferences).data ?? {};
  const remove = useDeleteRows();

  const rows = page.data?.rows ?? [];
  const loading = page.isPending || (page.isPlaceholderData && page.isFetching);
  const columns = listable.filter((c) => shown.includes(c.name));
  const labelColumn = listable[0]?.name;
  const rowLabel = (row: TableRow) =>
    (labelColumn && row[labelColumn] ? String(row[labelColumn]) : '') || `row ${row.id}`;
  const canAdd = table.can.create && !table.single;

  const onSearch = useCallback((text: string) => {
    setSearch(text);
    setCursors([null]);
    setPageIndex(0);
  }, []);
  const next = () => {
    const cursor = page.data?.cursor;
    if (!cursor) return;
    setCursors((current) => [...current.slice(0, pageIndex + 1), cursor]);
    setPageIndex(pageIndex + 1);
  };

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
      if (pageIndex > 0 && rows.every((row) => doomed.includes(row.id)))
        setPageIndex(pageIndex - 1);
      toast.success(count === 1 ? 'The row was deleted' : `${count} rows were deleted`);
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : MESSAGES.oops);
      throw error;
    }
  };

  const exportAs = async (format: 'csv' | 'xlsx') => {
    setExporting(true);
    try {
      const [{ exportRows }, all] = await Promise.all([files(), getAllRows(table.name, filter)]);
      await exportRows(format, `${table.name}-${formatDate(new Date())}`, columns, all);
      toast.success(`${all.length} rows exported`);
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : MESSAGES.oops);
    } finally {
      setExporting(false);
    }
  };

  return (
    <section aria-label={`${table.label} rows`} className="grid gap-3">
      <div className="flex flex-col gap-2 lg:flex-row lg:items-center lg:justify-between">
        <SearchBox
          label={`Search ${table.label}`}
          onSearch={onSearch}
          className="w-full lg:max-w-xs"
        />
        <div className="flex flex-wrap gap-2">
          {canAdd && (
            <Button onClick={() => setForm({ mode: 'new' })}>
              <Plus aria-hidden="true" /> Add
            </Button>
          )}
          {table.can.bulkEdit && !table.single && (
            <Button variant="outline" onClick={() => needSelection(() => setBulkEditing(true))}>
              <SquarePen aria-hidden="true" /> Bulk edit
            </Button>
          )}
          {table.can.bulkDelete && !table.single && (
            <Button
              variant="outline"
              className="text-destructive hover:bg-destructive/10 hover:text-destructive"
              onClick={() => needSelection(() => setDoomed(selected))}
            >
              <Trash2 aria-hidden="true" /> Delete selected
            </Button>
          )}
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button variant="outline" loading={exporting}>
                <Download aria-hidden="true" /> Export
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end">
              <DropdownMenuItem onSelect={() => void exportAs('csv')}>CSV (.csv)</DropdownMenuItem>
              <DropdownMenuItem onSelect={() => void exportAs('xlsx')}>
                Excel (.xlsx)
              </DropdownMenuItem>
            </DropdownMenuContent>
          </DropdownMenu>
          {canAdd && (
            <Button variant="outline" onClick={() => setImporting(true)}>
              <FileUp aria-hidden="true" /> Import
            </Button>
          )}
          <Button variant="outline" onClick={() => setTableHistory(true)}>
            <History aria-hidden="true" /> Changes
          </Button>
          <ColumnPicker columns={listable} shown={shown} onShownChange={setShown} />
        </div>
      </div>

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
          loading={loading}
          options={options}
          selectable={!table.single && (table.can.bulkDelete || table.can.bulkEdit)}
          selected={selected}
          onSelectedChange={setSelected}
          rowLabel={rowLabel}
          empty={
            search ? (
              `No rows match “${search}”.`
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
            <>
              {table.joinNow && (
                <Button asChild size="sm">
                  <Link
                    to={`/live-videos?lesson=${encodeURIComponent(row.id)}&table=${table.name}`}
                  >
                    <Video aria-hidden="true" /> Join Now
                  </Link>
                </Button>
              )}
              {table.related.map((related) => (
                <Button key={related.table} asChild size="sm" variant="outline">
                  <Link
                    to={`/related-table?${new URLSearchParams({
                      table: related.table,
                      column: related.column,
                      value: row.id,
                      from: table.name,
                      label: rowLabel(row),
                    })}`}
                  >
                    {related.label}
                  </Link>
                </Button>
              ))}
              <Button
                size="icon"
                variant="ghost"
                aria-label={`${table.can.edit ? 'Edit' : 'View'} ${rowLabel(row)}`}
                onClick={() => setForm({ mode: 'edit', row })}
              >
                {table.can.edit ? <Pencil aria-hidden="true" /> : <Eye aria-hidden="true" />}
              </Button>
              <Button
                size="icon"
                variant="ghost"
                aria-label={`History of ${rowLabel(row)}`}
                onClick={() => setHistoryOf(row)}
              >
                <History aria-hidden="true" />
              </Button>
              {table.can.delete && !table.single && (
                <Button
                  size="icon"
                  variant="ghost"
                  className="text-destructive hover:bg-destructive/10 hover:text-destructive"
                  aria-label={`Delete ${rowLabel(row)}`}
                  onClick={() => setDoomed([row.id])}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              )}
            </>
          )}
        />
      )}

      <div className="flex flex-col items-center gap-2 text-sm text-muted-foreground sm:flex-row sm:justify-between">
        <p role="status">{selected.length > 0 ? `${selected.length} selected` : ''}</p>
        {(pageIndex > 0 || page.data?.cursor) && (
          <Pagination
            page={pageIndex + 1}
            hasNext={Boolean(page.data?.cursor)}
            onPageChange={(target) => (target > pageIndex + 1 ? next() : setPageIndex(target - 1))}
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
