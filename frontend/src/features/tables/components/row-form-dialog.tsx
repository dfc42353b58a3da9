import { Check } from 'lucide-react';
import { useEffect, useState } from 'react';
import { MESSAGES } from '@shared/messages';
import type { TableInfo, TableRow } from '@shared/tables/types';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { toast } from '../../../components/ui/sonner';
import { ApiError } from '../../../lib/api-client';
import type { Option } from '../api/get-dependent-table-columns';
import { useSaveFormData } from '../api/save-form-data';
import { useFieldSaver } from '../hooks/use-field-saver';
import { useRowForm, type RowValues } from '../lib/row-form';
import { ColumnField } from './column-field';
import { asInputText } from './field-input';

/** The spec's close delay after 'Data Saved Successfully'. */
export const CLOSE_DELAY_MS = 2000;

type Props = {
  table: TableInfo;
  mode: 'new' | 'edit';
  row?: TableRow;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  options: Record<string, Option[]>;
  /** New rows of a related table start with the parent's reference filled in. */
  presets?: Record<string, string>;
};

/** Add a row ('new': the whole row at once) or change one ('edit': each changed field at once). */
export function RowFormDialog({
  table,
  mode,
  row,
  open,
  onOpenChange,
  options,
  presets = {},
}: Props) {
  const columns = table.columns;
  const form = useRowForm(
    columns,
    Object.fromEntries(
      columns.map((c) => [
        c.name,
        mode === 'edit' ? asInputText(row?.[c.name]) : (presets[c.name] ?? ''),
      ]),
    ),
  );
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const save = useSaveFormData();
  const fields = useFieldSaver(table.name, mode === 'edit' ? row?.id : undefined, form);
  const editable = mode === 'new' ? table.can.create : table.can.edit;

  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(() => onOpenChange(false), CLOSE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [saved, onOpenChange]);

  // Edit mode: each field is saved as the person leaves it; 'Save Changes' saves what is left,
  // field by field, and stops at the first that cannot be saved.
  const saveChanges = async () => {
    for (const column of columns)
      if (!(await fields.commit(column, form.getValues(column.name) ?? ''))) return;
    toast.success(MESSAGES.dataUpdated);
    onOpenChange(false);
  };

  // New mode: the whole row at once, checked first by the columns' own schemas.
  const saveRow = form.handleSubmit(async (values: RowValues) => {
    try {
      const data = Object.fromEntries(
        columns
          .filter((c) => !c.readOnly && values[c.name] !== '')
          .map((c) => [c.name, values[c.name]]),
      );
      await save.mutateAsync({ table: table.name, data });
      setSaved(true);
    } catch (error) {
      if (error instanceof ApiError) {
        for (const [name, message] of Object.entries(error.fields))
          form.setError(name, { message });
        setFailure(error.message);
      } else setFailure(MESSAGES.oops);
    }
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>
            {mode === 'new'
              ? `Add to ${table.label}`
              : editable
                ? `Edit ${table.label}`
                : table.label}
          </DialogTitle>
          <DialogDescription>
            {mode === 'new'
              ? 'Fill in the row and save it.'
              : editable
                ? 'Each change is saved as soon as you leave the field.'
                : 'You may look at this row but not change it.'}
          </DialogDescription>
        </DialogHeader>
        {saved ? (
          <p
            role="status"
            className="flex items-center gap-2 rounded-md bg-success/10 p-4 font-medium text-success"
          >
            <Check aria-hidden="true" /> {MESSAGES.dataSaved}
          </p>
        ) : (
          <form
            noValidate
            aria-label={`${table.label} row`}
            className="grid gap-4 sm:grid-cols-2"
            onSubmit={(event) => {
              setFailure(null);
              if (mode === 'new') return void saveRow(event);
              event.preventDefault();
              void saveChanges();
            }}
          >
            {columns.map((column) => (
              <ColumnField
                key={column.name}
                form={form}
                column={column}
                state={fields.states[column.name]}
                onCommit={(value) => void fields.commit(column, value)}
                options={options[column.name]}
                disabled={!editable || column.readOnly}
              />
            ))}
            <div className="sm:col-span-2">
              <FormAlert>{failure}</FormAlert>
            </div>
            <DialogFooter className="sm:col-span-2">
              <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
                {editable ? 'Cancel' : 'Close'}
              </Button>
              {editable && (
                <Button type="submit" loading={save.isPending || fields.pending}>
                  {mode === 'new' ? 'Save Data' : 'Save Changes'}
                </Button>
              )}
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
