import type { TableInfo, TableRow } from '@shared/tables/types';
import { useFieldSaver } from '../hooks/use-field-saver';
import { useRowForm } from '../lib/row-form';
import { ColumnField } from './column-field';
import { asInputText } from './field-input';

/**
 * The company's one-row settings as a form: each field is saved as soon as the person leaves it
 * (or picks a colour, a date or a choice), the spec's edit mode. A colour change reaches the
 * theme at once (the reply carries the company).
 */
export function SingleRowForm({
  table,
  row,
  only,
}: {
  table: TableInfo;
  row: TableRow;
  /** The columns to show, in this order (all of the table's by default). */
  only?: string[];
}) {
  const columns = only
    ? only.flatMap((name) => table.columns.filter((c) => c.name === name))
    : table.columns;
  const form = useRowForm(
    columns,
    Object.fromEntries(columns.map((c) => [c.name, asInputText(row[c.name])])),
  );
  const fields = useFieldSaver(table.name, row.id, form);
  const editable = table.can.edit;

  return (
    <form
      noValidate
      aria-label={table.label}
      className="grid gap-4 sm:grid-cols-2"
      // Nothing to submit: each field is saved as it is left.
      onSubmit={(event) => event.preventDefault()}
    >
      {columns.map((column) => (
        <ColumnField
          key={column.name}
          form={form}
          column={column}
          state={fields.states[column.name]}
          onCommit={(value) => void fields.commit(column, value)}
          disabled={!editable || column.readOnly}
        />
      ))}
    </form>
  );
}
