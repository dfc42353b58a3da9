/** The country code a number without one is read in (South Africa). */
export const DEFAULT_COUNTRY_CODE = '27';

/**
 * A phone number in E.164 (`+27825550101`), or undefined when it cannot be one. Spaces, dots,
 * dashes and brackets are ignored; `00` is read as `+`; a national number with a leading 0 is
 * South African by default (`082 555 0101` -> `+27825550101`), as is `27...` without the plus.
 * South African numbers must have nine digits after the country code and must not start with 0.
 */
export function normalisePhone(
  raw: unknown,
  countryCode: string = DEFAULT_COUNTRY_CODE,
): string | undefined {
  if (typeof raw !== 'string' && typeof raw !== 'number') return undefined;
  const text = String(raw).trim();
  if (!/^\+?[0-9 ().\-/]+$/.test(text)) return undefined;
  const plus = text.startsWith('+');
  let digits = text.replace(/\D/g, '');
  if (plus) {
    // already international
  } else if (digits.startsWith('00')) {
    digits = digits.slice(2);
  } else if (digits.startsWith('0')) {
    digits = countryCode + digits.slice(1);
  } else if (!(countryCode === '27' && digits.startsWith('27') && digits.length === 11)) {
    return undefined;
  }
  if (digits.startsWith('27')) return /^27[1-9]\d{8}$/.test(digits) ? `+${digits}` : undefined;
  return /^[1-9]\d{7,14}$/.test(digits) ? `+${digits}` : undefined;
}
