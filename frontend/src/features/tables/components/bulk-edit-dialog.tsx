import { useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { MESSAGES } from '@shared/messages';
import { valueSchema, type ColumnSpec } from '@shared/tables/columns';
import type { TableInfo } from '@shared/tables/types';
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
import { OptionSelect } from '../../../components/ui/select';
import { toast } from '../../../components/ui/sonner';
import { ApiError } from '../../../lib/api-client';
import type { Option } from '../api/get-dependent-table-columns';
import { useBulkEdit } from '../api/update-model-multiple-rows';
import { FieldInput } from './field-input';
import { useSchemaForm } from '../../../lib/schema-form';

type BulkEditValues = { column: string; value: string };

/** The chosen column's value, checked by that column's own schema (the server's). */
const bulkEditSchema = (columns: readonly ColumnSpec[]) =>
  z
    .object({ column: z.string(), value: z.string() })
    .superRefine(({ column: name, value }, ctx) => {
      const column = columns.find((c) => c.name === name);
      if (!column) return;
      const parsed = valueSchema(column).safeParse(value);
      if (!parsed.success)
        ctx.addIssue({
          code: 'custom',
          path: ['value'],
          message: parsed.error.issues[0]?.message ?? 'Not valid',
        });
    });

/** Bulk edit (admins): one column set to one value on every selected row, in one change. */
export function BulkEditDialog({
  table,
  ids,
  open,
  onOpenChange,
  options,
  onDone,
}: {
  table: TableInfo;
  ids: string[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  options: Record<string, Option[]>;
  onDone: () => void;
}) {
  const editable = table.columns.filter((c) => !c.readOnly);
  // Sent as typed: the server parses the value again.
  const { form } = useSchemaForm<BulkEditValues>(bulkEditSchema(editable), {
    column: editable[0]?.name ?? '',
    value: '',
  });
  const columnName = useWatch({ control: form.control, name: 'column' });
  const [problem, setProblem] = useState<string | null>(null);
  const bulkEdit = useBulkEdit();
  const column = editable.find((c) => c.name === columnName);

  const apply = form.handleSubmit(async ({ value }) => {
    if (!column) return;
    setProblem(null);
    try {
      const { updated } = await bulkEdit.mutateAsync({
        table: table.name,
        column: column.name,
        ids,
        value,
      });
      toast.success(`${MESSAGES.dataUpdated}: ${updated} of ${ids.length} rows changed`);
      onDone();
      onOpenChange(false);
    } catch (error) {
      setProblem(error instanceof ApiError ? error.message : MESSAGES.oops);
    }
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit {ids.length} rows</DialogTitle>
          <DialogDescription>
            Set one column to the same value on every selected row.
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-4">
          <Controller
            control={form.control}
            name="column"
            render={({ field: chosen }) => (
              <FormField label="Column">
                {(field) => (
                  <OptionSelect
                    {...field}
                    className="w-full"
                    value={chosen.value}
                    onValueChange={(next) => {
                      chosen.onChange(next);
                      // Another column: its value starts empty, and the old message goes.
                      form.resetField('value', { defaultValue: '' });
                    }}
                    options={editable.map((c) => ({ value: c.name, label: c.label }))}
                  />
                )}
              </FormField>
            )}
          />
          {column && (
            <Controller
              control={form.control}
              name="value"
              render={({ field: value, fieldState }) => (
                <FormField
                  label="New value"
                  required={column.required}
                  error={fieldState.error?.message}
                >
                  {(field) => (
                    <FieldInput
                      column={column}
                      value={value.value}
                      onChange={value.onChange}
                      options={options[column.name]}
                      field={field}
                    />
                  )}
                </FormField>
              )}
            />
          )}
          <FormAlert>{problem}</FormAlert>
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button onClick={(event) => void apply(event)} loading={bulkEdit.isPending}>
            Apply to {ids.length} rows
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
