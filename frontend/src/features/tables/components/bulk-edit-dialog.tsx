import { useState } from 'react';
import { MESSAGES } from '@shared/messages';
import { valueSchema } from '@shared/tables/columns';
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
  const [columnName, setColumnName] = useState(editable[0]?.name ?? '');
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const bulkEdit = useBulkEdit();
  const column = editable.find((c) => c.name === columnName);

  const apply = async () => {
    if (!column) return;
    const parsed = valueSchema(column).safeParse(value);
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? 'Not valid');
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
  };

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
          <FormField label="Column">
            {(field) => (
              <OptionSelect
                {...field}
                className="w-full"
                value={columnName}
                onValueChange={(next) => {
                  setColumnName(next);
                  setValue('');
                }}
                options={editable.map((c) => ({ value: c.name, label: c.label }))}
              />
            )}
          </FormField>
          {column && (
            <FormField label="New value" required={column.required}>
              {(field) => (
                <FieldInput
                  column={column}
                  value={value}
                  onChange={setValue}
                  options={options[column.name]}
                  field={field}
                />
              )}
            </FormField>
          )}
          <FormAlert>{problem}</FormAlert>
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button onClick={() => void apply()} loading={bulkEdit.isPending}>
            Apply to {ids.length} rows
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
