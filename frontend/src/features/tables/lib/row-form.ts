import { z } from 'zod';
import { valueSchema, type ColumnSpec } from '@shared/tables/columns';
import { useSchemaForm } from '../../../lib/schema-form';

/** A row as its form holds it: each column's value as the text typed (the server parses it). */
export type RowValues = Record<string, string>;

/** The row's schema: each column the person may fill in, checked by the server's own schema. */
export const rowSchema = (columns: readonly ColumnSpec[]) =>
  z.object(
    Object.fromEntries(columns.filter((c) => !c.readOnly).map((c) => [c.name, valueSchema(c)])),
  );

/**
 * react-hook-form over a table's columns: checked with the shared column schemas, the values
 * kept as typed (`raw`), so what is sent is what the person sees.
 */
export function useRowForm(columns: readonly ColumnSpec[], defaultValues: RowValues) {
  // The schema's input is unknown per column; the form holds text, sent as typed.
  return useSchemaForm<RowValues>(rowSchema(columns), defaultValues).form;
}
