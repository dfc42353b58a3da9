import { z } from 'zod';
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

/** A site host name such as `hope.localhost` or `www.example.co.za` (no scheme, no path). */
export const domainName = z
  .string({ error: 'Domain must be text' })
  .trim()
  .toLowerCase()
  .min(1, 'Domain is required')
  .max(253, 'Domain is too long')
  .regex(/^[a-z0-9.-]+(:\d+)?$/, 'Domain must be a host name such as example.co.za')
  .transform((value) => value.replace(/:\d+$/, ''));

/** Company code (emis): letters, digits, dashes and underscores. */
export const emisCode = z
  .string({ error: 'emis must be text' })
  .trim()
  .min(1, 'emis is required')
  .max(64, 'emis is too long')
  .regex(/^[A-Za-z0-9_-]+$/, 'emis may hold letters, digits, dashes and underscores only');
