import { Check, LoaderCircle } from 'lucide-react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import type { ColumnSpec } from '@shared/tables/columns';
import { FormField } from '../../../components/ui/form-field';
import type { Option } from '../api/get-dependent-table-columns';
import type { FieldState } from '../hooks/use-field-saver';
import type { RowValues } from '../lib/row-form';
import { FieldInput } from './field-input';

/**
 * One column of a row form: its label (with 'Saving' and 'Saved' while edit mode saves it), its
 * input, and its message under it.
 */
export function ColumnField({
  form,
  column,
  state,
  onCommit,
  options,
  disabled,
}: {
  form: UseFormReturn<RowValues>;
  column: ColumnSpec;
  state?: FieldState;
  /** Called when the person is done with the field (edit mode saves it then). */
  onCommit?: (value: string) => void;
  options?: Option[];
  disabled?: boolean;
}) {
  return (
    <Controller
      control={form.control}
      name={column.name}
      render={({ field: value, fieldState }) => (
        <FormField
          label={
            <span className="inline-flex items-center gap-2">
              {column.label}
              {state === 'saving' && (
                <LoaderCircle className="size-3.5 animate-spin" aria-label="Saving" />
              )}
              {state === 'saved' && <Check className="size-3.5 text-success" aria-label="Saved" />}
            </span>
          }
          required={column.required}
          error={fieldState.error?.message || undefined}
          className={column.type === 'longtext' ? 'sm:col-span-2' : undefined}
        >
          {(field) => (
            <FieldInput
              column={column}
              value={value.value ?? ''}
              onChange={value.onChange}
              onCommit={onCommit}
              options={options}
              disabled={disabled}
              field={field}
            />
          )}
        </FormField>
      )}
    />
  );
}
