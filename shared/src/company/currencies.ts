/** The currencies a company may keep its books in (Southern Africa first, then the majors). */
export const CURRENCIES = [
  'ZAR',
  'BWP',
  'NAD',
  'LSL',
  'SZL',
  'MZN',
  'ZMW',
  'KES',
  'NGN',
  'GHS',
  'MUR',
  'USD',
  'EUR',
  'GBP',
] as const;

export type Currency = (typeof CURRENCIES)[number];
