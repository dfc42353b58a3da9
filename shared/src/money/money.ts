// Money is whole cents inside Kantoor; these helpers are the only way in (parse) and out
// (format) of that representation, so the browser, the API and the PDFs agree to the cent.

/** Symbols for the currencies Kantoor's tenants use; other codes are shown as they are. */
const SYMBOLS: Readonly<Record<string, string>> = {
  ZAR: 'R',
  USD: '$',
  EUR: '€',
  GBP: '£',
  BWP: 'P',
  NAD: 'N$',
  KES: 'KSh',
  NGN: '₦',
  GHS: 'GH₵',
  MUR: 'Rs',
  ZMW: 'K',
  MZN: 'MT',
  LSL: 'L',
  SZL: 'E',
  // Also known to the older format helper (plans section), kept so both agree.
  AUD: 'A$',
  CAD: 'C$',
  JPY: '¥',
  INR: '₹',
};

// Digits, an optional '.' and at most two decimals; '12.' and '.5' are what people type.
const AMOUNT = /^(\d*)(?:\.(\d{0,2}))?$/;
// A leading symbol or code: 'R', 'ZAR', '$', 'N$', 'GH₵', 'KSh'... (letters and currency signs).
const LEADING_CURRENCY = /^[\p{L}\p{Sc}]{1,4}/u;
// Thousands separators people paste: commas, spaces, no-break and narrow no-break spaces.
const SEPARATORS = /[,\s\u00a0\u202f]/g;

function centsFromDecimal(text: string): number | null {
  const match = AMOUNT.exec(text);
  if (!match) return null;
  const whole = match[1] ?? '';
  const fraction = match[2] ?? '';
  if (whole === '' && fraction === '') return null;
  const cents = Number(`${whole || '0'}${fraction.padEnd(2, '0')}`);
  return Number.isSafeInteger(cents) ? cents : null;
}

/**
 * Whole cents from what a person typed: `'R 1,234.5'` → 123450, `'1 234.56'` → 123456,
 * `12.5` → 1250. Thousands commas, spaces and one leading currency symbol or code are ignored;
 * more than two decimals, negatives, empty or non-numeric input give `null`.
 */
export function parseMoney(value: string | number): number | null {
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value < 0) return null;
    // The shortest decimal that JavaScript prints for the number: 12.5 -> '12.5', 1.005 stays
    // '1.005' (three decimals, refused) instead of being rounded by a float multiplication.
    return centsFromDecimal(String(value));
  }
  const text = value.trim().replace(LEADING_CURRENCY, '').replace(SEPARATORS, '');
  return centsFromDecimal(text);
}

/**
 * `1,234.56`: two decimals, '.' as the decimal mark and ',' between thousands (the spec's money
 * format); negatives as `-1,234.56`. Throws a RangeError for a non-finite value.
 */
export function formatAmount(cents: number): string {
  if (!Number.isFinite(cents)) throw new RangeError(`Not an amount of money: ${cents}`);
  const whole = Math.round(Math.abs(cents));
  const units = Math.floor(whole / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const rest = String(whole % 100).padStart(2, '0');
  return `${cents < 0 && whole > 0 ? '-' : ''}${units}.${rest}`;
}

/** The symbol of an ISO 4217 code (`ZAR` → `R`, `NGN` → `₦`); an unknown code is its own symbol. */
export function currencySymbol(code: string): string {
  const upper = code.trim().toUpperCase();
  return SYMBOLS[upper] ?? upper;
}

/** `R 1,234.56`: the currency's symbol, a plain space, the amount; negatives as `-R 12.00`. */
export function formatMoney(cents: number, currency: string): string {
  const amount = formatAmount(cents);
  const symbol = currencySymbol(currency);
  return amount.startsWith('-') ? `-${symbol} ${amount.slice(1)}` : `${symbol} ${amount}`;
}

/**
 * `numerator / denominator` rounded half up (an exact half goes up), for non-negative
 * numerators and positive denominators: the rounding of every VAT amount.
 */
export function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  if (numerator < 0n || denominator <= 0n) {
    throw new RangeError('divideHalfUp takes a non-negative numerator and a positive denominator');
  }
  const quotient = numerator / denominator;
  const remainder = numerator % denominator;
  return remainder * 2n >= denominator ? quotient + 1n : quotient;
}

/** Whole cents from an amount of rands, rounding half away from zero (no float drift: 1.005 -> 101). */
export function toCents(amount: number): number {
  const sign = amount < 0 ? -1 : 1;
  return sign * Math.round(Number((Math.abs(amount) * 100).toFixed(6)));
}

/** An amount in cents converted at `rate`, rounded half away from zero to whole cents. */
export function convertCents(cents: number, rate: number): number {
  return toCents((cents / 100) * rate);
}
