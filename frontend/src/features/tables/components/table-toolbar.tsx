import { Download, FileUp, History, Plus, SquarePen, Trash2 } from 'lucide-react';
import type { ColumnSpec } from '@shared/tables/columns';
import type { TableInfo } from '@shared/tables/types';
import { Button } from '../../../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';
import { SearchBox } from '../../../components/ui/search-box';
import { ColumnPicker } from './column-picker';

/**
 * Above the rows: the search, and what the server says the caller may do with the table (add,
 * bulk edit, delete selected, import), export, the table's changes and the column picker.
 */
export function TableToolbar({
  table,
  onSearch,
  onAdd,
  onBulkEdit,
  onDeleteSelected,
  exporting,
  onExport,
  onImport,
  onChanges,
  columns,
  shown,
  onShownChange,
}: {
  table: TableInfo;
  onSearch: (text: string) => void;
  onAdd: () => void;
  onBulkEdit: () => void;
  onDeleteSelected: () => void;
  exporting: boolean;
  onExport: (format: 'csv' | 'xlsx') => void;
  onImport: () => void;
  onChanges: () => void;
  columns: ColumnSpec[];
  shown: string[];
  onShownChange: (shown: string[]) => void;
}) {
  const canAdd = table.can.create && !table.single;
  return (
    <div className="flex flex-col gap-2 lg:flex-row lg:items-center lg:justify-between">
      <SearchBox
        label={`Search ${table.label}`}
        onSearch={onSearch}
        className="w-full lg:max-w-xs"
      />
      <div className="flex flex-wrap gap-2">
        {canAdd && (
          <Button onClick={onAdd}>
            <Plus aria-hidden="true" /> Add
          </Button>
        )}
        {table.can.bulkEdit && !table.single && (
          <Button variant="outline" onClick={onBulkEdit}>
            <SquarePen aria-hidden="true" /> Bulk edit
          </Button>
        )}
        {table.can.bulkDelete && !table.single && (
          <Button
            variant="outline"
            className="text-destructive hover:bg-destructive/10 hover:text-destructive"
            onClick={onDeleteSelected}
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
            <DropdownMenuItem onSelect={() => onExport('csv')}>CSV (.csv)</DropdownMenuItem>
            <DropdownMenuItem onSelect={() => onExport('xlsx')}>Excel (.xlsx)</DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
        {canAdd && (
          <Button variant="outline" onClick={onImport}>
            <FileUp aria-hidden="true" /> Import
          </Button>
        )}
        <Button variant="outline" onClick={onChanges}>
          <History aria-hidden="true" /> Changes
        </Button>
        <ColumnPicker columns={columns} shown={shown} onShownChange={onShownChange} />
      </div>
    </div>
  );
}
