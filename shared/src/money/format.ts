/** Symbols for the currencies Kantoor's tenants use; others are shown by their code. */
const SYMBOLS: Record<string, string> = {
  ZAR: 'R',
  USD: '$',
  EUR: '€',
  GBP: '£',
  BWP: 'P',
  NAD: 'N$',
  AUD: 'A$',
  CAD: 'C$',
  KES: 'KSh',
  NGN: '₦',
  JPY: '¥',
  INR: '₹',
};

export function currencySymbol(currency: string): string {
  return SYMBOLS[currency.toUpperCase()] ?? currency.toUpperCase();
}

/** `1,234.56`: two decimals, '.' as decimal mark and ',' between thousands (the spec's format). */
export function formatAmount(cents: number): string {
  const negative = cents < 0;
  const whole = Math.abs(Math.round(cents));
  const rands = Math.floor(whole / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const rest = String(whole % 100).padStart(2, '0');
  return `${negative ? '-' : ''}${rands}.${rest}`;
}

/** `R 1,234.56`, `$ 77.64`, `BWP 10.00`: the currency's symbol before the amount. */
export function formatMoney(cents: number, currency = 'ZAR'): string {
  const amount = formatAmount(cents);
  const symbol = currencySymbol(currency);
  return amount.startsWith('-') ? `-${symbol} ${amount.slice(1)}` : `${symbol} ${amount}`;
}

/** Whole cents from a rand amount, rounding half away from zero (no float drift: 1.005 -> 101). */
export function toCents(amount: number): number {
  const sign = amount < 0 ? -1 : 1;
  return sign * Math.round(Number((Math.abs(amount) * 100).toFixed(6)));
}

/** An amount in cents converted at `rate`, rounded half away from zero to whole cents. */
export function convertCents(cents: number, rate: number): number {
  return toCents((cents / 100) * rate);
}
