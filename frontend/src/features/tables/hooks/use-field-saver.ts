import { useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { MESSAGES } from '@shared/messages';
import { valueSchema, type ColumnSpec } from '@shared/tables/columns';
import { ApiError } from '../../../lib/api-client';
import { useUpdateItem } from '../api/update-item';
import type { RowValues } from '../lib/row-form';

export type FieldState = 'idle' | 'saving' | 'saved';

/** The column's own check (the server's, shared): null when the value may be saved. */
export function checkValue(column: ColumnSpec, value: string): string | null {
  const parsed = valueSchema(column).safeParse(value);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Not valid');
}

/**
 * Edit mode of a row: a field the person is done with is saved at once (one update-item call),
 * if it changed since it was last saved. Each field has its own saving state; its message goes
 * to the form, under the field.
 */
export function useFieldSaver(
  table: string,
  rowId: string | undefined,
  form: UseFormReturn<RowValues>,
) {
  const update = useUpdateItem();
  const saved = useRef({ ...form.formState.defaultValues });
  const [states, setStates] = useState<Record<string, FieldState>>({});
  const setState = (name: string, state: FieldState) =>
    setStates((current) => ({ ...current, [name]: state }));
  const setProblem = (name: string, message: string | null) =>
    message ? form.setError(name, { message }) : form.clearErrors(name);

  /** Saves the field if it changed; resolves false when it could not be saved. */
  const commit = async (column: ColumnSpec, value: string): Promise<boolean> => {
    if (!rowId || column.readOnly || value === saved.current[column.name]) return true;
    const problem = checkValue(column, value);
    setProblem(column.name, problem);
    if (problem) return false;
    setState(column.name, 'saving');
    try {
      await update.mutateAsync({ table, id: rowId, column: column.name, value });
      saved.current[column.name] = value;
      setState(column.name, 'saved');
      return true;
    } catch (error) {
      setState(column.name, 'idle');
      setProblem(
        column.name,
        error instanceof ApiError ? (error.fields[column.name] ?? error.message) : MESSAGES.oops,
      );
      return false;
    }
  };

  return { commit, states, pending: update.isPending };
}
