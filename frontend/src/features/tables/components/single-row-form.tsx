import { Check, LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import type { TableInfo, TableRow } from '@shared/tables/types';
import { FormField } from '../../../components/ui/form-field';
import { useFieldSaver } from '../hooks/use-field-saver';
import { asInputText, FieldInput } from './field-input';

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
  const [values, setValues] = useState(() =>
    Object.fromEntries(columns.map((c) => [c.name, asInputText(row[c.name])])),
  );
  const fields = useFieldSaver(table.name, row.id, values);
  const editable = table.can.edit;

  return (
    <form
      noValidate
      aria-label={table.label}
      className="grid gap-4 sm:grid-cols-2"
      onSubmit={(event) => event.preventDefault()}
    >
      {columns.map((column) => (
        <FormField
          key={column.name}
          label={
            <span className="inline-flex items-center gap-2">
              {column.label}
              {fields.states[column.name] === 'saving' && (
                <LoaderCircle className="size-3.5 animate-spin" aria-label="Saving" />
              )}
              {fields.states[column.name] === 'saved' && (
                <Check className="size-3.5 text-success" aria-label="Saved" />
              )}
            </span>
          }
          required={column.required}
          error={fields.errors[column.name] || undefined}
          className={column.type === 'longtext' ? 'sm:col-span-2' : undefined}
        >
          {(field) => (
            <FieldInput
              column={column}
              value={values[column.name] ?? ''}
              onChange={(value) => setValues((current) => ({ ...current, [column.name]: value }))}
              onCommit={(value) => void fields.commit(column, value)}
              disabled={!editable || column.readOnly}
              field={field}
            />
          )}
        </FormField>
      ))}
    </form>
  );
}
