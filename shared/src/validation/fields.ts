import * as z from 'zod';
import { MESSAGES } from '../messages';

/** text@text, as the spec's forms check it. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+$/;

/**
 * A required trimmed string. A missing value or an empty one gives `required`; a value of
 * another type says so.
 */
export function requiredText(required: string, max = 200) {
  return z
    .string({
      error: (issue) =>
        issue.input === undefined || issue.input === null ? required : 'Must be text',
    })
    .trim()
    .min(1, required)
    .max(max, `At most ${max} characters`);
}

/** An optional trimmed string; empty becomes undefined. */
export function optionalText(max = 200) {
  return z
    .string({ error: 'Must be text' })
    .trim()
    .max(max, `At most ${max} characters`)
    .optional()
    .transform((value) => (value === '' ? undefined : value));
}

/** A required email, lower-cased, matching text@text. */
export function requiredEmail(required: string = MESSAGES.allFieldsRequired) {
  return requiredText(required, 254)
    .regex(EMAIL_PATTERN, MESSAGES.emailMustBeValid)
    .transform((value) => value.toLowerCase());
}

/** A host name's limit (RFC 1035): a longer `domain` can be no site's. */
export const HOST_NAME_MAX = 253;
export const DOMAIN_TOO_LONG = 'Domain is too long';

/** A site host name such as `hope.localhost` or `www.example.co.za` (no scheme, no path). */
export const domainName = z
  .string({ error: 'Domain must be text' })
  .trim()
  .toLowerCase()
  .min(1, 'Domain is required')
  .max(HOST_NAME_MAX, DOMAIN_TOO_LONG)
  .regex(/^[a-z0-9.-]+(:\d+)?$/, 'Domain must be a host name such as example.co.za')
  .transform((value) => value.replace(/:\d+$/, ''));

/** Company code (emis): letters, digits, dashes and underscores. */
export const emisCode = z
  .string({ error: 'emis must be text' })
  .trim()
  .min(1, 'emis is required')
  .max(64, 'emis is too long')
  .regex(/^[A-Za-z0-9_-]+$/, 'emis may hold letters, digits, dashes and underscores only');

/**
 * Keys. DynamoDB refuses a partition key over 2,048 bytes and a sort key over 1,024 bytes (UTF-8)
 * with an error the API could only answer with a 500, so every string a request can put into a
 * key is checked at the edge, by the schema (400, the field's message, nothing written).
 */

/** The most bytes one part of a key may take: alone in a sort key, with room for a prefix. */
export const KEY_PART_MAX_BYTES = 1000;

/** The message of a value too long to be part of a key when its field has none of its own. */
export const KEY_PART_TOO_LONG = 'Too long: use fewer characters';

const encoder = new TextEncoder();

/** UTF-8 bytes of a string, as DynamoDB counts them. */
export function utf8Bytes(value: string): number {
  return encoder.encode(value).length;
}

/**
 * The largest form a key stores a value in: NFKC and lower case, the form a uniqueness marker is
 * keyed on (`uniqueValue`). NFKC can make a string much longer: U+FDFA is 18 characters.
 */
export function keyForm(value: string): string {
  return value.normalize('NFKC').toLowerCase();
}

/** Whether a value fits one part of a key, as given and in its key form. */
export function fitsKey(value: string, maxBytes = KEY_PART_MAX_BYTES): boolean {
  return utf8Bytes(value) <= maxBytes && utf8Bytes(keyForm(value)) <= maxBytes;
}

/**
 * A string field that becomes part of a DynamoDB key (a unique name, a reference): `schema`'s
 * own rules and messages first, then the key's limit in bytes of the key form.
 */
export function keyPart<S extends z.ZodType<string | undefined>>(
  schema: S,
  message: string = KEY_PART_TOO_LONG,
): S {
  return schema.refine((value) => value === undefined || fitsKey(value), message) as S;
}

/**
 * The id of a row (a ULID, a client's id...): letters, digits, `_` and `-`, 1 to `max`
 * characters. `message` when it is not one, `missing` when it is not text at all.
 */
export function idField(message: string, missing: string = message, max = 64) {
  return z
    .string({ error: missing })
    .trim()
    .regex(new RegExp(`^[A-Za-z0-9_-]{1,${max}}$`), message);
}

/**
 * A list's page cursor (the last key of the previous page, base64url JSON). Ours are a few
 * hundred characters; 1,200 decode to at most 900 bytes, so no part of a forged one can exceed a
 * key's limit when it is handed to DynamoDB as the start key.
 */
export const CURSOR_MAX = 1200;
export const pageCursor = z
  .string({ error: 'The page cursor is not valid' })
  .max(CURSOR_MAX, 'The page cursor is not valid')
  .optional();
