import { Search } from 'lucide-react';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Checkbox } from './checkbox';
import { Input } from './input';
import { LOADED_ROWS_HINT, LoadMore, type LoadMoreState } from './load-more';
import { Pagination } from './pagination';
import { Skeleton } from './skeleton';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from './table';

export type DataTableColumn<T> = {
  key: string;
  header: string;
  cell: (row: T) => ReactNode;
  className?: string;
};

export type DataTableProps<T> = {
  columns: DataTableColumn<T>[];
  rows: T[];
  getRowId: (row: T) => string;
  /** Names the table for screen readers; shown only when `showCaption`. */
  caption: string;
  showCaption?: boolean;
  /** Rows per page: the spec's 10 unless told otherwise. */
  pageSize?: number;
  /** Shows a search box filtering on this text (case-insensitive, substring). */
  searchText?: (row: T) => string;
  searchPlaceholder?: string;
  selectable?: boolean;
  selectedIds?: string[];
  onSelectedIdsChange?: (ids: string[]) => void;
  /** Rows that may not be chosen (an invoiced bill): their checkbox is disabled. */
  isRowSelectable?: (row: T) => boolean;
  /** Names a row's checkbox: "Select <label>". Defaults to the row's id. */
  getRowLabel?: (row: T) => string;
  loading?: boolean;
  emptyText?: ReactNode;
  /** Buttons beside the search box (e.g. "New client"). */
  toolbar?: ReactNode;
  /**
   * A paged list's "Load more" (lib/use-paged-list.ts): shown below the table while the server
   * has more rows; the search then says it filters the loaded rows only.
   */
  more?: LoadMoreState;
  /** The "Load more" button's text. */
  moreLabel?: string;
  /**
   * Rows with nothing to focus (a read-only list): the sideways-scrolling wrapper becomes a
   * focusable region named by the caption, so a keyboard can scroll it on a phone.
   */
  scrollRegion?: boolean;
  className?: string;
};

/**
 * A client-side table: search, pages, optional row selection, and "Load more" for a paged list. The header checkbox selects or
 * clears the rows on the current page only (what the person can see), keeping other choices.
 */
export function DataTable<T>({
  columns,
  rows,
  getRowId,
  caption,
  showCaption = false,
  pageSize = 10,
  searchText,
  searchPlaceholder = 'Search…',
  selectable = false,
  selectedIds = [],
  onSelectedIdsChange,
  isRowSelectable,
  getRowLabel,
  loading = false,
  emptyText = 'Nothing here yet.',
  toolbar,
  more,
  moreLabel,
  scrollRegion = false,
  className,
}: DataTableProps<T>) {
  const searchId = useId();
  const hintId = useId();
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  // After "Load more", the first page of the new rows is shown (where the person reads on):
  // adjusted while rendering, once the new rows are in.
  const [loadedBefore, setLoadedBefore] = useState<number | null>(null);
  if (loadedBefore !== null && rows.length > loadedBefore) {
    setLoadedBefore(null);
    if (!query.trim()) setPage(Math.floor(loadedBefore / pageSize) + 1);
  }
  const moreState: LoadMoreState | undefined = more && {
    ...more,
    loadMore: () => {
      setLoadedBefore(rows.length);
      more.loadMore();
    },
  };
  const searchesLoaded = Boolean(more?.hasMore && query.trim());

  const filtered = useMemo(() => {
    const needle = query.trim().toLowerCase();
    if (!searchText || !needle) return rows;
    return rows.filter((row) => searchText(row).toLowerCase().includes(needle));
  }, [rows, query, searchText]);

  const pageCount = Math.max(1, Math.ceil(filtered.length / pageSize));
  // Rows may shrink under us (a deletion): never show a page past the end.
  const current = Math.min(page, pageCount);
  const start = (current - 1) * pageSize;
  const pageRows = filtered.slice(start, start + pageSize);

  const selected = new Set(selectedIds);
  const pageIds = pageRows.filter((row) => !isRowSelectable || isRowSelectable(row)).map(getRowId);
  const pageSelected = pageIds.filter((id) => selected.has(id)).length;
  const allChecked =
    pageSelected === 0 ? false : pageSelected === pageIds.length ? true : 'indeterminate';

  const setRow = (id: string, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    onSelectedIdsChange?.([...next]);
  };
  const setPageRows = (on: boolean) => {
    const next = new Set(selected);
    for (const id of pageIds) {
      if (on) next.add(id);
      else next.delete(id);
    }
    onSelectedIdsChange?.([...next]);
  };

  const columnCount = columns.length + (selectable ? 1 : 0);
  const empty = !loading && pageRows.length === 0;

  return (
    <div className={cn('grid grid-cols-1 gap-3', className)} data-slot="data-table">
      {(searchText || toolbar) && (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
          {searchText && (
            <div className="w-full sm:max-w-xs">
              <div className="relative">
                <label htmlFor={searchId} className="sr-only">
                  {searchPlaceholder}
                </label>
                <Search
                  className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
                  aria-hidden="true"
                />
                <Input
                  id={searchId}
                  type="search"
                  placeholder={searchPlaceholder}
                  value={query}
                  onChange={(event) => {
                    setQuery(event.target.value);
                    setPage(1);
                  }}
                  className="pl-9"
                  aria-describedby={searchesLoaded ? hintId : undefined}
                />
              </div>
              {searchesLoaded && (
                <p id={hintId} className="mt-1 text-xs text-muted-foreground">
                  {LOADED_ROWS_HINT}
                </p>
              )}
            </div>
          )}
          {toolbar && <div className="flex flex-wrap gap-2 sm:ml-auto">{toolbar}</div>}
        </div>
      )}

      <div className="rounded-md border border-border">
        <Table aria-busy={loading || undefined} regionLabel={scrollRegion ? caption : undefined}>
          <TableCaption className={cn(!showCaption && 'sr-only')}>{caption}</TableCaption>
          <TableHeader>
            <TableRow className="hover:bg-transparent">
              {selectable && (
                <TableHead className="w-10">
                  <Checkbox
                    aria-label="Select all rows on this page"
                    checked={allChecked}
                    disabled={loading || pageIds.length === 0}
                    onCheckedChange={(value) => setPageRows(value === true)}
                  />
                </TableHead>
              )}
              {columns.map((column) => (
                <TableHead key={column.key} className={column.className}>
                  {column.header}
                </TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {loading &&
              Array.from({ length: Math.min(pageSize, 5) }, (_, index) => (
                <TableRow key={`skeleton-${index}`} className="hover:bg-transparent">
                  {Array.from({ length: columnCount }, (_, cell) => (
                    <TableCell key={cell}>
                      <Skeleton className="h-4 w-full max-w-40" />
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            {!loading &&
              pageRows.map((row) => {
                const id = getRowId(row);
                const canSelect = !isRowSelectable || isRowSelectable(row);
                const isSelected = canSelect && selected.has(id);
                return (
                  <TableRow key={id} data-state={isSelected ? 'selected' : undefined}>
                    {selectable && (
                      <TableCell>
                        <Checkbox
                          aria-label={`Select ${getRowLabel ? getRowLabel(row) : id}`}
                          checked={isSelected}
                          disabled={!canSelect}
                          onCheckedChange={(value) => setRow(id, value === true)}
                        />
                      </TableCell>
                    )}
                    {columns.map((column) => (
                      <TableCell key={column.key} className={column.className}>
                        {column.cell(row)}
                      </TableCell>
                    ))}
                  </TableRow>
                );
              })}
            {empty && (
              <TableRow className="hover:bg-transparent">
                <TableCell colSpan={columnCount} className="h-24 text-muted-foreground">
                  {/* Held in the scrolling box's visible width (a phone's), not centred across
                      columns wider than the screen where its end would be cut off. */}
                  <span className="sticky left-0 block max-w-[calc(100vw-4rem)] text-center sm:max-w-none">
                    {rows.length > 0 && query
                      ? `No results for “${query.trim()}”${more?.hasMore ? ' in the loaded rows' : ''}.`
                      : emptyText}
                  </span>
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </div>

      {!loading && filtered.length > 0 && (
        <div className="flex flex-col items-center gap-2 text-sm text-muted-foreground sm:flex-row sm:justify-between">
          <p>
            Showing {start + 1}–{start + pageRows.length} of {filtered.length}
            {more?.hasMore && ' loaded'}
            {selectable && selected.size > 0 && ` · ${selected.size} selected`}
          </p>
          {pageCount > 1 && (
            <Pagination page={current} pageCount={pageCount} onPageChange={setPage} />
          )}
        </div>
      )}
      {!loading && moreState && <LoadMore more={moreState} label={moreLabel} />}
    </div>
  );
}
