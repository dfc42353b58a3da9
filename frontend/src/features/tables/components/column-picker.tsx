import { Columns3 } from 'lucide-react';
import type { ColumnSpec } from '@shared/tables/columns';
import { Button } from '../../../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';

/** The column picker: which of the table's visible columns the list shows (at least one). */
export function ColumnPicker({
  columns,
  shown,
  onShownChange,
}: {
  columns: ColumnSpec[];
  shown: string[];
  onShownChange: (names: string[]) => void;
}) {
  const toggle = (name: string, on: boolean) => {
    const next = on ? [...shown, name] : shown.filter((n) => n !== name);
    // Keep the table's own order whatever order the person ticked them in.
    if (next.length > 0) onShownChange(columns.map((c) => c.name).filter((n) => next.includes(n)));
  };
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline">
          <Columns3 aria-hidden="true" /> Columns ({shown.length}/{columns.length})
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="max-h-80 overflow-y-auto">
        <DropdownMenuLabel>Columns to show</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {columns.map((column) => (
          <DropdownMenuCheckboxItem
            key={column.name}
            checked={shown.includes(column.name)}
            disabled={shown.length === 1 && shown.includes(column.name)}
            onCheckedChange={(on) => toggle(column.name, on === true)}
            onSelect={(event) => event.preventDefault()}
          >
            {column.label}
          </DropdownMenuCheckboxItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
