import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { payrollTotals, payslipFigures, hoursAmount, type PayslipLine } from './payslip';
import { TAX_TABLES } from './tables';
import {
  ageOn,
  annualTax,
  birthDateFromIdNumber,
  monthlyPaye,
  rebateAge,
  sdlFor,
  taxBeforeRebates,
  taxTableFor,
  taxThreshold,
  taxYearOf,
  uifShare,
} from './tax';

// Every expected figure below is worked by hand from REFERENCE.md's tables (the working is in
// the comment beside it), not from the code.
const [Y2025, Y2026] = TAX_TABLES as [(typeof TAX_TABLES)[0], (typeof TAX_TABLES)[0]];
const R = (rands: number) => Math.round(rands * 100);

describe('tax year by pay date (1 March to the end of February)', () => {
  it.each([
    ['2025-03-01', '2025/26', true],
    ['2026-02-28', '2025/26', true],
    ['2026-03-01', '2026/27', true],
    ['2026-11-25', '2026/27', true],
    ['2027-02-28', '2026/27', true],
    ['2027-03-25', '2026/27', false], // 2027/28: no table yet, the latest one, flagged
    ['2028-02-29', '2026/27', false],
  ])('%s → %s table (exact %s)', (date, year, exact) => {
    expect(taxTableFor(date)).toEqual({ table: expect.objectContaining({ year }), exact });
  });
  it('has no table before 2025/26', () => expect(taxTableFor('2025-02-28')).toBeUndefined());
  it.each([
    ['2026-02-28', '2025/26'],
    ['2026-03-01', '2026/27'],
    ['2028-01-31', '2027/28'],
  ])('taxYearOf(%s) = %s', (date, year) => expect(taxYearOf(date)).toBe(year));
});

describe('tax before rebates at the bracket edges', () => {
  it.each([
    // 2025/26
    [Y2025, 237_100, 42_678], // 237,100 × 18% = 42,678
    [Y2025, 237_101, 42_678.26], // + 26% of R1
    [Y2025, 370_500, 77_362],
    [Y2025, 512_800, 121_475],
    [Y2025, 673_000, 179_147],
    [Y2025, 857_900, 251_258],
    [Y2025, 1_817_000, 644_489],
    [Y2025, 2_000_000, 726_839], // 644,489 + 45% × 183,000 = 644,489 + 82,350
    // 2026/27
    [Y2026, 245_100, 44_118],
    [Y2026, 245_101, 44_118.26],
    [Y2026, 383_100, 79_998],
    [Y2026, 530_200, 125_599],
    [Y2026, 695_800, 185_215],
    [Y2026, 887_000, 259_783],
    [Y2026, 1_878_600, 666_339],
    [Y2026, 2_400_000, 900_969], // 666,339 + 45% × 521,400 = 666,339 + 234,630
    [Y2026, 0, 0],
  ])('%# %s', (table, income, tax) => {
    expect(taxBeforeRebates(table, R(income))).toBe(R(tax));
  });

  it('each bracket base is the tax at its lower edge (the tables are consistent)', () => {
    for (const table of TAX_TABLES)
      for (const [i, b] of table.brackets.entries()) {
        const previous = table.brackets[i - 1];
        if (!previous) continue;
        expect(previous.base + ((b.from - previous.from) * previous.rate) / 100).toBe(b.base);
      }
  });
});

describe('rebates by age and the tax thresholds', () => {
  it.each([
    [Y2025, 64, 95_750],
    [Y2025, 65, 148_217],
    [Y2025, 75, 165_689],
    [Y2026, 64, 99_000],
    [Y2026, 65, 153_250],
    [Y2026, 75, 171_300],
  ])('%# threshold at age %s is R%s, as published', (table, age, threshold) => {
    expect(taxThreshold(table, age)).toBe(threshold);
  });

  it.each([
    [Y2026, 99_000, 64, 0], // 17,820 − 17,820
    [Y2026, 99_600, 64, 108], // 17,928 − 17,820
    [Y2026, 153_250, 65, 0], // 27,585 − (17,820 + 9,765)
    [Y2026, 153_300, 65, 9], // 27,594 − 27,585
    [Y2026, 171_300, 75, 0], // 30,834 − 30,834
    [Y2026, 171_300, 74, 3_249], // the tertiary rebate only from 75
    [Y2025, 95_750, 40, 0],
    [Y2025, 148_216, 65, 0], // 26,678.88 < 26,679: never below zero
    [Y2025, 10_000, 30, 0],
  ])('%# annual tax on R%s at age %s is R%s', (table, income, age, tax) => {
    expect(annualTax(table, R(income), age)).toBe(R(tax));
  });
});

describe('monthly PAYE, annual-equivalent method', () => {
  it.each([
    // The Done-when: 30,000 × 12 = 360,000 → 44,118 + 26% × 114,900 = 73,992;
    // − 17,820 = 56,172; / 12 = 4,681.00.
    [Y2026, 30_000, 40, 4_681],
    [Y2026, 30_000, 65, 3_867.25], // 73,992 − 27,585 = 46,407 / 12
    [Y2026, 30_000, 75, 3_596.5], // 73,992 − 30,834 = 43,158 / 12
    [Y2026, 20_425, 40, 2_191.5], // 245,100: 44,118 − 17,820 = 26,298 / 12
    [Y2026, 31_925, 40, 5_181.5], // 383,100: 79,998 − 17,820 = 62,178 / 12
    [Y2026, 156_550, 40, 54_043.25], // 1,878,600: 666,339 − 17,820 = 648,519 / 12
    [Y2026, 200_000, 40, 73_595.75], // 2,400,000: 900,969 − 17,820 = 883,149 / 12
    [Y2026, 8_250, 40, 0], // 99,000: the threshold
    [Y2026, 8_300, 40, 9], // 99,600: 108 / 12
    // 2025/26: 360,000 → 42,678 + 26% × 122,900 = 74,632; − 17,235 = 57,397 / 12 = 4,783.0833
    [Y2025, 30_000, 40, 4_783.08],
    // 240,000 → 42,678 + 26% × 2,900 = 43,432; − 26,679 = 16,753 / 12 = 1,396.0833
    [Y2025, 20_000, 65, 1_396.08],
  ])('%# R%s a month at age %s → R%s', (table, monthly, age, paye) => {
    expect(monthlyPaye({ table, age, regularCents: R(monthly) }).total).toBe(R(paye));
  });

  it('taxes a bonus as the difference it makes to the annual tax', () => {
    // 390,000 → 79,998 + 31% × 6,900 = 82,137; − 17,820 = 64,317; 64,317 − 56,172 = 8,145.
    const paye = monthlyPaye({
      table: Y2026,
      age: 40,
      regularCents: R(30_000),
      irregularCents: R(30_000),
    });
    expect(paye).toEqual({ regular: R(4_681), irregular: R(8_145), total: R(12_826) });
  });

  it('a bonus below the threshold costs no tax', () => {
    // 5,000 × 12 = 60,000, + 20,000 = 80,000 < 99,000.
    const paye = monthlyPaye({
      table: Y2026,
      age: 40,
      regularCents: R(5_000),
      irregularCents: R(20_000),
    });
    expect(paye.total).toBe(0);
  });

  it('is never negative and grows with pay (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 50_000_000 }),
        fc.integer({ min: 0, max: 100 }),
        (cents, age) => {
          const a = monthlyPaye({ table: Y2026, age, regularCents: cents }).total;
          const b = monthlyPaye({ table: Y2026, age, regularCents: cents + 100 }).total;
          expect(a).toBeGreaterThanOrEqual(0);
          expect(b).toBeGreaterThanOrEqual(a);
          expect(Number.isInteger(a)).toBe(true);
        },
      ),
    );
  });
});

describe('UIF and SDL', () => {
  it.each([
    [10_000, 100],
    [17_712, 177.12],
    [17_712.01, 177.12],
    [30_000, 177.12],
    [0, 0],
    [123.45, 1.23],
  ])('UIF on R%s is R%s a share', (gross, uif) => expect(uifShare(R(gross))).toBe(R(uif)));
  it('SDL is 1% when the employer is liable, else nothing', () => {
    expect(sdlFor(R(30_000), true)).toBe(R(300));
    expect(sdlFor(R(30_000), false)).toBe(0);
  });
});

describe('age from the date of birth or the ID number', () => {
  it.each([
    ['8001015009087', '2026-06-30', '1980-01-01'],
    ['3001015009087', '2026-06-30', '1930-01-01'],
    ['0502295009087', '2026-06-30', undefined], // 2005 was no leap year
    ['0402295009087', '2026-06-30', '2004-02-29'],
    ['ABC', '2026-06-30', undefined],
  ])('%s on %s was born %s', (id, on, born) => {
    expect(birthDateFromIdNumber(id, on)).toBe(born);
  });
  it('counts whole years', () => {
    expect(ageOn('1961-04-01', '2027-02-28')).toBe(65);
    expect(ageOn('1961-02-28', '2027-02-28')).toBe(66);
  });
  it('goes by the age at the end of the tax year (65 by 28 Feb 2027 gets the secondary rebate in March 2026)', () => {
    expect(rebateAge(Y2026, '2026-03-25', { dateOfBirth: '1962-01-15' })).toBe(65);
    expect(rebateAge(Y2026, '2026-03-25', { dateOfBirth: '1962-03-01' })).toBe(64);
    expect(rebateAge(Y2026, '2026-03-25', { idNumber: '5203015009087' })).toBe(74);
    expect(
      rebateAge(Y2026, '2026-03-25', { dateOfBirth: '1990-01-01', idNumber: '5203015009087' }),
    ).toBe(37);
    expect(rebateAge(Y2026, '2026-03-25', {})).toBeUndefined();
  });
});

describe('payslip figures', () => {
  const line = (
    l: Partial<PayslipLine> & Pick<PayslipLine, 'category' | 'amount'>,
  ): PayslipLine => ({
    id: l.name ?? 'x',
    name: 'Line',
    added_by: 'u1',
    added_at: '2026-03-20 10:00:00',
    ...l,
  });

  it('R30,000 on a 2026/27 pay date: PAYE R4,681.00, UIF R177.12', () => {
    const f = payslipFigures({
      payDate: '2026-03-25',
      baseSalary: R(30_000),
      lines: [],
      dateOfBirth: '1990-05-05',
      sdlLiable: true,
    })!;
    expect(f).toMatchObject({
      tax_year: '2026/27',
      paye: R(4_681),
      uif_employee: R(177.12),
      uif_employer: R(177.12),
      sdl: R(300),
      gross_earnings: R(30_000),
      gross_deductions: R(4_858.12),
      net_salary: R(25_141.88),
    });
  });

  it('hours at a rate, a bonus and a deduction', () => {
    const f = payslipFigures({
      payDate: '2026-03-25',
      baseSalary: R(30_000),
      sdlLiable: true,
      lines: [
        line({
          category: 'Hours',
          name: 'Overtime',
          amount: hoursAmount(10, R(150)),
          hours: 10,
          rate: R(150),
        }),
        line({ category: 'Other Earnings', name: 'Bonus', amount: R(5_000), irregular: true }),
        line({ category: 'Deductions', name: 'Staff loan', amount: R(500) }),
      ],
    })!;
    // Regular 31,500 → 378,000: 44,118 + 26% × 132,900 = 78,672; − 17,820 = 60,852 / 12 = 5,071.
    // Bonus 5,000 → 383,000: 44,118 + 26% × 137,900 = 79,972; − 17,820 = 62,152; + 1,300.
    expect(f).toMatchObject({
      total_hours: 10,
      total_rates: R(1_500),
      taxable_regular: R(31_500),
      taxable_irregular: R(5_000),
      gross_earnings: R(36_500),
      paye: R(6_371),
      uif_employee: R(177.12),
      sdl: R(365),
      gross_deductions: R(7_048.12), // 500 + 6,371 + 177.12
      net_salary: R(29_451.88),
      earnings: [{ name: 'Bonus', amount: R(5_000), irregular: true }],
      deductions: [{ name: 'Staff loan', amount: R(500) }],
    });
  });

  it('rounds hours × rate half up to the cent', () => {
    expect(hoursAmount(1.5, 3333)).toBe(5000); // 49.995
    expect(hoursAmount(2.25, R(100))).toBe(R(225));
  });

  it('a run totals its slips, and its EMP201 is PAYE + both UIF shares + SDL', () => {
    const a = payslipFigures({
      payDate: '2026-03-25',
      baseSalary: R(30_000),
      lines: [],
      sdlLiable: true,
    })!;
    const b = payslipFigures({
      payDate: '2026-03-25',
      baseSalary: R(12_000),
      lines: [],
      sdlLiable: true,
    })!;
    const t = payrollTotals([a, b]);
    expect(t.total_paye).toBe(a.paye + b.paye);
    expect(t.emp201_total).toBe(
      a.paye + b.paye + 2 * (a.uif_employee + b.uif_employee) + a.sdl + b.sdl,
    );
    expect(t.total_earnings).toBe(t.total_deductions + t.total_salary_paid);
  });
});
