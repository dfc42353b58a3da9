import { Eye, History, Pencil, Trash2, Video } from 'lucide-react';
import { Link } from 'react-router';
import type { TableInfo, TableRow } from '@shared/tables/types';
import { Button } from '../../../components/ui/button';

/** A row's buttons: Join Now, its related tables, edit (or view), history and delete. */
export function RowActions({
  table,
  row,
  label,
  onEdit,
  onHistory,
  onDelete,
}: {
  table: TableInfo;
  row: TableRow;
  label: string;
  onEdit: () => void;
  onHistory: () => void;
  onDelete: () => void;
}) {
  return (
    <>
      {table.joinNow && (
        <Button asChild size="sm">
          <Link to={`/live-videos?lesson=${encodeURIComponent(row.id)}&table=${table.name}`}>
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
              label,
            })}`}
          >
            {related.label}
          </Link>
        </Button>
      ))}
      <Button
        size="icon"
        variant="ghost"
        aria-label={`${table.can.edit ? 'Edit' : 'View'} ${label}`}
        onClick={onEdit}
      >
        {table.can.edit ? <Pencil aria-hidden="true" /> : <Eye aria-hidden="true" />}
      </Button>
      <Button size="icon" variant="ghost" aria-label={`History of ${label}`} onClick={onHistory}>
        <History aria-hidden="true" />
      </Button>
      {table.can.delete && !table.single && (
        <Button
          size="icon"
          variant="ghost"
          className="text-destructive hover:bg-destructive/10 hover:text-destructive"
          aria-label={`Delete ${label}`}
          onClick={onDelete}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      )}
    </>
  );
}
