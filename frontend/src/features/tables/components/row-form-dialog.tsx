import { Check, LoaderCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { MESSAGES } from '@shared/messages';
import type { ColumnSpec } from '@shared/tables/columns';
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
import { FormField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/sonner';
import { ApiError } from '../../../lib/api-client';
import type { Option } from '../api/get-dependent-table-columns';
import { useSaveFormData } from '../api/save-form-data';
import { checkValue, useFieldSaver } from '../hooks/use-field-saver';
import { asInputText, FieldInput } from './field-input';

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
  const initial = () =>
    Object.fromEntries(
      columns.map((c) => [
        c.name,
        mode === 'edit' ? asInputText(row?.[c.name]) : (presets[c.name] ?? ''),
      ]),
    );
  const [values, setValues] = useState<Record<string, string>>(initial);
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const save = useSaveFormData();
  const fields = useFieldSaver(table.name, mode === 'edit' ? row?.id : undefined, values);
  const { errors, setErrors, states } = fields;
  const editable = mode === 'new' ? table.can.create : table.can.edit;

  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(() => onOpenChange(false), CLOSE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [saved, onOpenChange]);

  const setValue = (name: string, value: string) =>
    setValues((current) => ({ ...current, [name]: value }));
  const commitField = (column: ColumnSpec, value: string) =>
    mode === 'edit' ? fields.commit(column, value) : Promise.resolve(true);

  const submit = async () => {
    setFailure(null);
    if (mode === 'edit') {
      for (const column of columns)
        if (!(await commitField(column, values[column.name] ?? ''))) return;
      toast.success(MESSAGES.dataUpdated);
      onOpenChange(false);
      return;
    }
    const problems = Object.fromEntries(
      columns
        .filter((c) => !c.readOnly)
        .flatMap((c) => {
          const problem = checkValue(c, values[c.name] ?? '');
          return problem ? [[c.name, problem]] : [];
        }),
    );
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
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
        setErrors(error.fields);
        setFailure(error.message);
      } else setFailure(MESSAGES.oops);
    }
  };

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
              event.preventDefault();
              void submit();
            }}
          >
            {columns.map((column) => (
              <FormField
                key={column.name}
                label={
                  <span className="inline-flex items-center gap-2">
                    {column.label}
                    {states[column.name] === 'saving' && (
                      <LoaderCircle className="size-3.5 animate-spin" aria-label="Saving" />
                    )}
                    {states[column.name] === 'saved' && (
                      <Check className="size-3.5 text-success" aria-label="Saved" />
                    )}
                  </span>
                }
                required={column.required}
                error={errors[column.name] || undefined}
                className={column.type === 'longtext' ? 'sm:col-span-2' : undefined}
              >
                {(field) => (
                  <FieldInput
                    column={column}
                    value={values[column.name] ?? ''}
                    onChange={(value) => setValue(column.name, value)}
                    onCommit={(value) => void commitField(column, value)}
                    options={options[column.name]}
                    disabled={!editable || column.readOnly}
                    field={field}
                  />
                )}
              </FormField>
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
