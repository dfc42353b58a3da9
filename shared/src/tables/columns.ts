import * as z from 'zod';
import { EMAIL_PATTERN, keyForm } from '../validation/fields';

/** What a data-table column holds; the manager picks its input from this (and the column name). */
export type ColumnType =
  | 'text'
  | 'longtext'
  | 'number'
  | 'email'
  | 'phone'
  | 'url'
  | 'color'
  | 'date'
  | 'datetime'
  | 'enum'
  | 'reference';

export type ColumnSpec = {
  name: string;
  label: string;
  type: ColumnType;
  required?: boolean;
  /** enum: the allowed values. */
  options?: readonly string[];
  /** reference (names ending in _id): the table it points at and the column that names a row. */
  references?: { table: string; labelColumn: string };
  /** Shown but never written through the manager (the company's domain, its plan...). */
  readOnly?: boolean;
  min?: number;
  max?: number;
  /** number: whole numbers only (money in cents, quantities). */
  integer?: boolean;
};

/** Columns the lists never show: id, emis and any name containing _at. */
export function isHiddenColumn(name: string): boolean {
  return name === 'id' || name === 'emis' || name.includes('_at');
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

function realDate(value: string): boolean {
  const [y, m, d] = value.slice(0, 10).split('-').map(Number);
  const date = new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1));
  return date.getUTCFullYear() === y && date.getUTCMonth() + 1 === m && date.getUTCDate() === d;
}

const REQUIRED = 'This field is required';

/**
 * The zod schema of one column's value. Text is trimmed; an empty value is null (cleared) unless
 * the column is required. Numbers accept numeric strings and lose thousands commas.
 */
export function valueSchema(column: ColumnSpec): z.ZodType<string | number | null> {
  const empty = (value: unknown) =>
    value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
  const base = (() => {
    switch (column.type) {
      case 'number':
        return z
          .union(
            [
              z.number(),
              z
                .string()
                .trim()
                .transform((v) => v.replace(/,/g, '')),
            ],
            { error: 'Must be a number' },
          )
          .transform((v) => (typeof v === 'number' ? v : Number(v)))
          .refine((v) => Number.isFinite(v), 'Must be a number')
          .refine((v) => !column.integer || Number.isInteger(v), 'Must be a whole number')
          .refine((v) => column.min === undefined || v >= column.min, `At least ${column.min}`)
          .refine((v) => column.max === undefined || v <= column.max, `At most ${column.max}`);
      case 'email':
        return z
          .string({ error: 'Must be text' })
          .trim()
          .max(254)
          .regex(EMAIL_PATTERN, 'E-mail must be valid')
          .transform((v) => v.toLowerCase());
      case 'phone':
        return z
          .string({ error: 'Must be text' })
          .trim()
          .regex(/^\+?[0-9 ()-]{7,20}$/, 'Must be a phone number');
      case 'url':
        return z
          .string({ error: 'Must be text' })
          .trim()
          .max(2000)
          .refine((v) => /^https?:\/\/[^\s]+$/i.test(v), 'Must be an http(s) address');
      case 'color':
        return z
          .string({ error: 'Must be text' })
          .trim()
          .regex(/^#[0-9a-fA-F]{6}$/, 'Must be a colour such as #0e7490');
      case 'date':
        return z
          .string({ error: 'Must be text' })
          .trim()
          .refine((v) => DATE.test(v) && realDate(v), 'Must be a date YYYY-MM-DD');
      case 'datetime':
        return z
          .string({ error: 'Must be text' })
          .trim()
          .refine(
            (v) =>
              DATE_TIME.test(v) &&
              realDate(v) &&
              Number(v.slice(11, 13)) < 24 &&
              Number(v.slice(14, 16)) < 60 &&
              Number(v.slice(17, 19)) < 60,
            'Must be a date and time YYYY-MM-DD HH:mm:ss',
          );
      case 'enum':
        return z
          .string({ error: 'Must be text' })
          .trim()
          .refine(
            (v) => (column.options ?? []).includes(v),
            `Must be one of ${(column.options ?? []).join(', ')}`,
          );
      case 'reference':
        return z
          .string({ error: 'Must be text' })
          .trim()
          .max(64)
          .regex(/^[A-Za-z0-9_-]+$/, 'Must be a reference');
      case 'longtext':
        return z
          .string({ error: 'Must be text' })
          .trim()
          .max(column.max ?? 5000, `At most ${column.max ?? 5000} characters`);
      default: {
        // The limit holds in the key form too: any text column may be a table's unique one, whose
        // value keys a uniqueness marker in NFKC (where U+FDFA is 18 characters).
        const max = column.max ?? 200;
        const message = `At most ${max} characters`;
        return z
          .string({ error: 'Must be text' })
          .trim()
          .max(max, message)
          .refine((v) => keyForm(v).length <= max, message);
      }
    }
  })();
  return z.unknown().transform((value, ctx): string | number | null => {
    if (empty(value)) {
      if (column.required) ctx.addIssue({ code: 'custom', message: REQUIRED });
      return null;
    }
    const parsed = (base as z.ZodType<string | number>).safeParse(value);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        ctx.addIssue({ code: 'custom', message: issue.message });
      return null;
    }
    return parsed.data;
  });
}

/** The lower-case text a row is searched by: its text-like columns, joined. */
export function searchTextOf(row: Record<string, unknown>, columns: readonly ColumnSpec[]): string {
  return columns
    .filter((c) => !['number', 'color', 'reference'].includes(c.type))
    .map((c) => row[c.name])
    .filter((v): v is string | number => typeof v === 'string' || typeof v === 'number')
    .join(' ')
    .toLowerCase()
    .slice(0, 2000);
}
