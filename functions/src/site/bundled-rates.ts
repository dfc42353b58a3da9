/**
 * Rates bundled with the code, the last resort when the rate service cannot be reached and
 * nothing is cached. Units of each currency for 1 ZAR, as published around the date below.
 */
export const BUNDLED_RATES = {
  base: 'ZAR',
  asOf: '2026-11-01T00:00:00.000Z',
  rates: {
    ZAR: 1,
    USD: 0.0571,
    EUR: 0.0493,
    GBP: 0.0431,
    AUD: 0.0871,
    CAD: 0.0797,
    CHF: 0.0457,
    CNY: 0.407,
    JPY: 8.61,
    INR: 4.98,
    AED: 0.2097,
    BWP: 0.766,
    NAD: 1,
    LSL: 1,
    SZL: 1,
    MZN: 3.65,
    ZMW: 1.52,
    ZWG: 1.47,
    MWK: 99.1,
    KES: 7.38,
    NGN: 86.9,
    GHS: 0.71,
    MUR: 2.63,
    TZS: 151.2,
    UGX: 207.5,
  } as Record<string, number>,
};
