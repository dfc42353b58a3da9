import { createHash } from 'node:crypto';

/**
 * The card gateway's signatures (REFERENCE.md "Card payments"): a checkout's field set and a
 * notification's posted fields are each turned into a parameter string, PHP `urlencode` style,
 * and signed with MD5 over that string plus the passphrase. Server-side only: the passphrase
 * never leaves the server.
 */

/** The checkout fields in the gateway's documented order: the order signs, not the caller's. */
export const CHECKOUT_FIELD_ORDER = [
  'merchant_id',
  'merchant_key',
  'return_url',
  'cancel_url',
  'notify_url',
  'notify_method',
  'name_first',
  'name_last',
  'email_address',
  'cell_number',
  'm_payment_id',
  'amount',
  'item_name',
  'item_description',
  'custom_int1',
  'custom_int2',
  'custom_int3',
  'custom_int4',
  'custom_int5',
  'custom_str1',
  'custom_str2',
  'custom_str3',
  'custom_str4',
  'custom_str5',
  'email_confirmation',
  'confirmation_address',
  'currency',
  'payment_method',
  'subscription_type',
  'billing_date',
  'recurring_amount',
  'frequency',
  'cycles',
] as const;

export type CheckoutField = (typeof CHECKOUT_FIELD_ORDER)[number];
export type CheckoutFields = Partial<Record<CheckoutField, string>>;

/**
 * PHP's `urlencode`: letters, digits and `-_.` stay, a space is `+`, everything else is `%XX` in
 * upper-case hex over UTF-8 bytes (so `!'()*~`, which `encodeURIComponent` leaves, are encoded).
 */
export function phpUrlencode(value: string): string {
  return encodeURIComponent(value)
    .replace(/[!'()*~]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, '+');
}

const md5 = (text: string): string => createHash('md5').update(text, 'utf8').digest('hex');

const withPassphrase = (params: string, passphrase: string | undefined): string => {
  const phrase = passphrase?.trim() ?? '';
  return phrase === '' ? params : `${params}&passphrase=${phpUrlencode(phrase)}`;
};

/**
 * A checkout's parameter string: the non-blank fields in the documented order, each trimmed and
 * encoded. `0` is not blank.
 */
export function checkoutParamString(fields: CheckoutFields): string {
  return CHECKOUT_FIELD_ORDER.flatMap((name) => {
    const value = fields[name]?.trim() ?? '';
    return value === '' ? [] : [`${name}=${phpUrlencode(value)}`];
  }).join('&');
}

/** The signature of a checkout's field set. */
export function checkoutSignature(fields: CheckoutFields, passphrase?: string): string {
  return md5(withPassphrase(checkoutParamString(fields), passphrase));
}

/**
 * A notification's parameter string: every posted field in the order received, up to (not
 * including) `signature`, empty values kept, each trimmed and encoded. The same string is what
 * the gateway's validate call receives.
 */
export function notifyParamString(posted: ReadonlyArray<readonly [string, string]>): string {
  const pairs: string[] = [];
  for (const [name, value] of posted) {
    if (name === 'signature') break;
    pairs.push(`${name}=${phpUrlencode(value.trim())}`);
  }
  return pairs.join('&');
}

/** The signature a notification's posted fields should carry. */
export function notifySignature(
  posted: ReadonlyArray<readonly [string, string]>,
  passphrase?: string,
): string {
  return md5(withPassphrase(notifyParamString(posted), passphrase));
}

/** Whether a signature matches, compared in constant time (both are 32 lower-case hex). */
export function signatureMatches(expected: string, given: string | undefined): boolean {
  if (given === undefined || given.length !== expected.length) return false;
  let difference = 0;
  for (let i = 0; i < expected.length; i += 1) {
    difference |= expected.charCodeAt(i) ^ given.toLowerCase().charCodeAt(i);
  }
  return difference === 0;
}
