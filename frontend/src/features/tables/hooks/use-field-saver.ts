import { useRef, useState } from 'react';
import { MESSAGES } from '@shared/messages';
import { valueSchema, type ColumnSpec } from '@shared/tables/columns';
import { ApiError } from '../../../lib/api-client';
import { useUpdateItem } from '../api/update-item';

export type FieldState = 'idle' | 'saving' | 'saved';

/** The column's own check (the server's, shared): null when the value may be saved. */
export function checkValue(column: ColumnSpec, value: string): string | null {
  const parsed = valueSchema(column).safeParse(value);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Not valid');
}

/**
 * Edit mode of a row: a field the person is done with is saved at once (one update-item call),
 * if it changed since it was last saved. Each field has its own saving state and message.
 */
export function useFieldSaver(
  table: string,
  rowId: string | undefined,
  initial: Record<string, string>,
) {
  const update = useUpdateItem();
  const saved = useRef({ ...initial });
  const [states, setStates] = useState<Record<string, FieldState>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = <T>(
    setter: (fn: (c: Record<string, T>) => Record<string, T>) => void,
    name: string,
    value: T,
  ) => setter((current) => ({ ...current, [name]: value }));

  /** Saves the field if it changed; resolves false when it could not be saved. */
  const commit = async (column: ColumnSpec, value: string): Promise<boolean> => {
    if (!rowId || column.readOnly || value === saved.current[column.name]) return true;
    const problem = checkValue(column, value);
    set(setErrors, column.name, problem ?? '');
    if (problem) return false;
    set(setStates, column.name, 'saving');
    try {
      await update.mutateAsync({ table, id: rowId, column: column.name, value });
      saved.current[column.name] = value;
      set<FieldState>(setStates, column.name, 'saved');
      return true;
    } catch (error) {
      set<FieldState>(setStates, column.name, 'idle');
      const message =
        error instanceof ApiError ? (error.fields[column.name] ?? error.message) : MESSAGES.oops;
      set(setErrors, column.name, message);
      return false;
    }
  };

  return { commit, states, errors, setErrors, pending: update.isPending };
}
