// South African PAYE tables as data, keyed by tax year (REFERENCE.md "South African payroll").
// A new year is a new entry here, never new code. Amounts are whole rands as SARS publishes them;
// the calculation works in cents (tax.ts).

/** One row of a tax table: income above `from` (rands) is taxed `base + rate% × (income − from)`. */
export type TaxBracket = {
  /** The bracket's lower edge in rands (the previous bracket's "up to"). */
  readonly from: number;
  /** The bracket's upper edge ("up to", inclusive) in rands; null for the top bracket. */
  readonly upTo: number | null;
  /** Tax on income up to `from`, in rands. */
  readonly base: number;
  /** Whole percent. */
  readonly rate: number;
};

export type TaxTable = {
  /** '2026/27'. */
  readonly year: string;
  /** First and last day of the tax year (YYYY-MM-DD), 1 March to the end of February. */
  readonly starts: string;
  readonly ends: string;
  readonly brackets: readonly TaxBracket[];
  /** Rands: primary (everyone), secondary (65 and older), tertiary (75 and older). */
  readonly rebates: {
    readonly primary: number;
    readonly secondary: number;
    readonly tertiary: number;
  };
  /** Rands a year below which no tax is due (published; they follow from the rebates / 18%). */
  readonly thresholds: {
    readonly under65: number;
    readonly from65: number;
    readonly from75: number;
  };
};

export const TAX_TABLES: readonly TaxTable[] = [
  {
    year: '2025/26',
    starts: '2025-03-01',
    ends: '2026-02-28',
    brackets: [
      { from: 0, upTo: 237_100, base: 0, rate: 18 },
      { from: 237_100, upTo: 370_500, base: 42_678, rate: 26 },
      { from: 370_500, upTo: 512_800, base: 77_362, rate: 31 },
      { from: 512_800, upTo: 673_000, base: 121_475, rate: 36 },
      { from: 673_000, upTo: 857_900, base: 179_147, rate: 39 },
      { from: 857_900, upTo: 1_817_000, base: 251_258, rate: 41 },
      { from: 1_817_000, upTo: null, base: 644_489, rate: 45 },
    ],
    rebates: { primary: 17_235, secondary: 9_444, tertiary: 3_145 },
    thresholds: { under65: 95_750, from65: 148_217, from75: 165_689 },
  },
  {
    year: '2026/27',
    starts: '2026-03-01',
    ends: '2027-02-28',
    brackets: [
      { from: 0, upTo: 245_100, base: 0, rate: 18 },
      { from: 245_100, upTo: 383_100, base: 44_118, rate: 26 },
      { from: 383_100, upTo: 530_200, base: 79_998, rate: 31 },
      { from: 530_200, upTo: 695_800, base: 125_599, rate: 36 },
      { from: 695_800, upTo: 887_000, base: 185_215, rate: 39 },
      { from: 887_000, upTo: 1_878_600, base: 259_783, rate: 41 },
      { from: 1_878_600, upTo: null, base: 666_339, rate: 45 },
    ],
    // The tertiary rebate is the least certain figure of the 25 Feb 2026 Budget (REFERENCE.md).
    rebates: { primary: 17_820, secondary: 9_765, tertiary: 3_249 },
    thresholds: { under65: 99_000, from65: 153_250, from75: 171_300 },
  },
];

/** UIF: 1% from the employee and 1% from the employer on pay up to R17,712 a month (cents). */
export const UIF_RATE_PERCENT = 1;
export const UIF_MONTHLY_CEILING_CENTS = 1_771_200;
/** SDL: 1% of remuneration, for employers whose payroll is expected above R500,000 a year. */
export const SDL_RATE_PERCENT = 1;
export const SDL_ANNUAL_THRESHOLD_CENTS = 50_000_000;
