import * as z from 'zod';
import { PLATFORM_MESSAGES } from '../messages';
import { parseMoney } from '../money/money';
import { EMAIL_PATTERN, pageCursor } from '../validation/fields';

/**
 * Field types of the client and catalogue forms. Every field here is optional on its own
 * (empty text, null and a missing value all become undefined): which ones a form needs is said
 * once by `requireFields`, so the spec's one alert covers them all.
 */

const blank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** Optional text: trimmed, numbers taken as text (an ID number typed as digits), empty is undefined. */
export function text(max = 200) {
  return z
    .union([z.string(), z.number(), z.null()], { error: 'Must be text' })
    .optional()
    .transform((value) => (blank(value) ? undefined : String(value).trim()))
    .refine((value) => value === undefined || value.length <= max, `At most ${max} characters`);
}

/** Optional phone number: digits, spaces, brackets and dashes, with an optional leading +. */
export function phone() {
  return text(20).refine(
    (value) => value === undefined || /^\+?[0-9 ()-]{7,20}$/.test(value),
    'Must be a phone number',
  );
}

/** Optional email: text@text, lower-cased. */
export function email() {
  return text(254)
    .refine((value) => value === undefined || EMAIL_PATTERN.test(value), 'E-mail must be valid')
    .transform((value) => value?.toLowerCase());
}

/** Optional id of a row (a category, supplier, client...). */
export function rowId(message = 'Not a valid id') {
  return text(64).refine((value) => value === undefined || /^[A-Za-z0-9_-]+$/.test(value), message);
}

/** The largest amount accepted: R 10 billion, in cents. */
const MAX_CENTS = 1_000_000_000_000;

/**
 * Optional money as a person types it (`'1,250.50'`, `'R 99'`, `12.5`): whole cents inside,
 * commas and a currency symbol ignored; anything else is refused, never guessed.
 */
export function money() {
  return z
    .union([z.string().max(40), z.number(), z.null()], { error: PLATFORM_MESSAGES.moneyInvalid })
    .optional()
    .transform((value, ctx) => {
      if (blank(value)) return undefined;
      const cents = parseMoney(value as string | number);
      if (cents === null || cents > MAX_CENTS) {
        ctx.addIssue({ code: 'custom', message: PLATFORM_MESSAGES.moneyInvalid });
        return z.NEVER;
      }
      return cents;
    });
}

/** Optional whole number of items (`'1,200'` is 1200), at least `min`. */
export function count(min = 0, max = 1_000_000, error?: string) {
  const message =
    error ??
    (min === 0 ? PLATFORM_MESSAGES.quantityInvalid : `Enter a whole number of at least ${min}`);
  return z
    .union([z.string().max(20), z.number(), z.null()], { error: message })
    .optional()
    .transform((value, ctx) => {
      if (blank(value)) return undefined;
      const number = typeof value === 'number' ? value : Number(String(value).replace(/,/g, ''));
      if (!Number.isInteger(number) || number < min || number > max) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return number;
    });
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/;

function realDate(value: string): boolean {
  const [y, m, d] = value.slice(0, 10).split('-').map(Number);
  const date = new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1));
  return date.getUTCFullYear() === y && date.getUTCMonth() + 1 === m && date.getUTCDate() === d;
}

/** Optional date `YYYY-MM-DD` (a date-time's date part is taken). */
export function date() {
  return text(19)
    .refine(
      (value) =>
        value === undefined || ((DATE.test(value) || DATE_TIME.test(value)) && realDate(value)),
      'Use a date like 2026-11-23',
    )
    .transform((value) => value?.slice(0, 10));
}

/** Optional date and time `YYYY-MM-DD HH:mm:ss` (a bare date is taken at midnight). */
export function dateTime() {
  return text(19)
    .refine(
      (value) =>
        value === undefined ||
        (DATE.test(value) && realDate(value)) ||
        (DATE_TIME.test(value) &&
          realDate(value) &&
          Number(value.slice(11, 13)) < 24 &&
          Number(value.slice(14, 16)) < 60 &&
          Number(value.slice(17, 19) || '0') < 60),
      'Use a date and time like 2026-11-23 14:30:00',
    )
    .transform((value) => {
      if (value === undefined) return undefined;
      if (DATE.test(value)) return `${value} 00:00:00`;
      return value.length === 16 ? `${value}:00` : value;
    });
}

/** The store listing flag: 'Yes' or 'No' (also yes/no, true/false), 'No' when not given. */
export function yesNo() {
  return z
    .union([z.string(), z.boolean(), z.null()], { error: "Must be 'Yes' or 'No'" })
    .optional()
    .transform((value, ctx): 'Yes' | 'No' => {
      if (blank(value) || value === false) return 'No';
      if (value === true) return 'Yes';
      const word = String(value).trim().toLowerCase();
      if (word === 'yes' || word === 'true') return 'Yes';
      if (word === 'no' || word === 'false') return 'No';
      ctx.addIssue({ code: 'custom', message: "Must be 'Yes' or 'No'" });
      return z.NEVER;
    });
}

type Present<T, K extends PropertyKey> = Omit<T, K> & {
  [P in K & keyof T]-?: Exclude<T[P], undefined>;
};

/**
 * A form's object with its required fields: when any is missing the first issue is the spec's
 * one alert (so it is the reply's message), then one issue per missing field with
 * `fieldMessage`. The output type says the required fields are present.
 */
export function requireFields<S extends z.ZodRawShape, K extends keyof S & string>(
  shape: S,
  required: readonly K[],
  alert: string,
  fieldMessage: string = alert,
) {
  return z
    .object(shape)
    .superRefine((value, ctx) => {
      const record = value as Record<string, unknown>;
      const missing = required.filter((key) => record[key] === undefined);
      if (missing.length === 0) return;
      ctx.addIssue({ code: 'custom', path: [], message: alert });
      for (const key of missing)
        ctx.addIssue({ code: 'custom', path: [key], message: fieldMessage });
    })
    .transform((value) => value as Present<z.output<z.ZodObject<S>>, K>);
}

/** GET lists: a page of rows after `cursor` (the previous page's), `limit` rows at most. */
export const listQuery = z.object({
  cursor: pageCursor,
  limit: z.coerce.number().int().min(1).max(1000).default(200),
});
export type ListQuery = z.output<typeof listQuery>;

/** A page of a list and the cursor of the next page (null on the last page). */
export type ListPage<T> = { rows: T[]; cursor: string | null };
