import type { ReactNode } from 'react';
import type { ColumnSpec } from '@shared/tables/columns';
import type { TableRow as Row } from '@shared/tables/types';
import { Checkbox } from '../../../components/ui/checkbox';
import { Skeleton } from '../../../components/ui/skeleton';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../../components/ui/table';
import type { Option } from '../api/get-dependent-table-columns';

/** A stored value as a list shows it: a reference by its name, a colour with its swatch. */
export function CellValue({
  column,
  value,
  options,
}: {
  column: ColumnSpec;
  value: unknown;
  options?: Option[];
}) {
  if (value === null || value === undefined || value === '')
    return <span className="text-muted-foreground">—</span>;
  const text = String(value);
  if (column.type === 'reference')
    return <>{options?.find((option) => option.value === text)?.label ?? text}</>;
  if (column.type === 'color')
    return (
      <span className="inline-flex items-center gap-2">
        <span
          className="size-4 rounded-sm border border-border"
          style={{ backgroundColor: text }}
          aria-hidden="true"
        />
        {text}
      </span>
    );
  if (column.type === 'url')
    return (
      <a
        href={text}
        target="_blank"
        rel="noreferrer"
        className="text-brand underline-offset-4 hover:underline"
      >
        {text.length > 32 ? `${text.slice(0, 32)}…` : text}
      </a>
    );
  // A value of one word (a reference "EMIS-500211834", a date) is never broken at its hyphen.
  if (text.length <= 32 && !/\s/.test(text))
    return <span className="whitespace-nowrap">{text}</span>;
  return (
    <span className="line-clamp-2 max-w-72" title={text}>
      {text}
    </span>
  );
}

type Props = {
  caption: string;
  columns: ColumnSpec[];
  rows: Row[];
  loading: boolean;
  options: Record<string, Option[]>;
  selectable: boolean;
  selected: string[];
  onSelectedChange: (ids: string[]) => void;
  rowLabel: (row: Row) => string;
  actions: (row: Row) => ReactNode;
  empty: ReactNode;
};

/** One server page of rows: a selection column, the chosen columns and an actions column. */
export function RowsTable({
  caption,
  columns,
  rows,
  loading,
  options,
  selectable,
  selected,
  onSelectedChange,
  rowLabel,
  actions,
  empty,
}: Props) {
  const chosen = new Set(selected);
  const pageIds = rows.map((row) => row.id);
  const onPage = pageIds.filter((id) => chosen.has(id)).length;
  const setRows = (ids: string[], on: boolean) => {
    const next = new Set(chosen);
    for (const id of ids) {
      if (on) next.add(id);
      else next.delete(id);
    }
    onSelectedChange([...next]);
  };
  const columnCount = columns.length + 1 + (selectable ? 1 : 0);

  return (
    <div className="overflow-x-auto rounded-md border border-border">
      <Table aria-busy={loading || undefined}>
        <TableCaption className="sr-only">{caption}</TableCaption>
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            {selectable && (
              <TableHead className="w-10">
                <Checkbox
                  aria-label="Select all rows on this page"
                  checked={
                    onPage === 0 ? false : onPage === pageIds.length ? true : 'indeterminate'
                  }
                  disabled={loading || pageIds.length === 0}
                  onCheckedChange={(value) => setRows(pageIds, value === true)}
                />
              </TableHead>
            )}
            {columns.map((column) => (
              <TableHead key={column.name}>{column.label}</TableHead>
            ))}
            <TableHead className="text-right">Actions</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {loading
            ? Array.from({ length: 5 }, (_, index) => (
                <TableRow key={`skeleton-${index}`} className="hover:bg-transparent">
                  {Array.from({ length: columnCount }, (_, cell) => (
                    <TableCell key={cell}>
                      <Skeleton className="h-4 w-full max-w-40" />
                    </TableCell>
                  ))}
                </TableRow>
              ))
            : rows.map((row) => (
                <TableRow key={row.id} data-state={chosen.has(row.id) ? 'selected' : undefined}>
                  {selectable && (
                    <TableCell>
                      <Checkbox
                        aria-label={`Select ${rowLabel(row)}`}
                        checked={chosen.has(row.id)}
                        onCheckedChange={(value) => setRows([row.id], value === true)}
                      />
                    </TableCell>
                  )}
                  {columns.map((column) => (
                    <TableCell key={column.name}>
                      <CellValue
                        column={column}
                        value={row[column.name]}
                        options={options[column.name]}
                      />
                    </TableCell>
                  ))}
                  <TableCell>
                    <div className="flex items-center justify-end gap-1 whitespace-nowrap">
                      {actions(row)}
                    </div>
                  </TableCell>
                </TableRow>
              ))}
          {!loading && rows.length === 0 && (
            <TableRow className="hover:bg-transparent">
              <TableCell colSpan={columnCount} className="h-24 text-center text-muted-foreground">
                {empty}
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </div>
  );
}
