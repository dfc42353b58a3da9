import { describe, expect, it } from 'vitest';
import { formatMoney } from '../money/money';
import { payslipFigures, type PayslipLine } from '../payroll/payslip';
import type { PayslipView } from '../payroll/schemas';
import { buildPayslipPdf } from './payslip-pdf';
import { readPdf } from './test-read-pdf';

function slip(name: string, base: number, lines: PayslipLine[]): PayslipView {
  const figures = payslipFigures({
    payDate: '2026-03-31',
    baseSalary: base,
    lines,
    sdlLiable: true,
  })!;
  return {
    ...figures,
    payroll_id: '2026-03',
    staff_id: name,
    name,
    bank: 'FNB',
    account: '62012345678',
    id_number: '9104120456081',
    tax_number: '0123456781',
    street: '12 Sydenham Road',
    city: 'Durban',
    postal_code: '4001',
    payroll_date: '2026-03-31',
    lines,
    ytd: {
      gross_earnings: figures.gross_earnings,
      paye: figures.paye,
      uif_employee: figures.uif_employee,
    },
  };
}

describe('payslip PDF', () => {
  it('prints one A4 page per employee with the slip’s own figures', async () => {
    const at = { added_by: 'u1', added_at: '2026-03-20 10:00:00' };
    const slips = [
      slip('Lindiwe Mkhize', 3_000_000, [
        {
          id: '1',
          category: 'Other Earnings',
          name: 'Bonus',
          amount: 500_000,
          irregular: true,
          ...at,
        },
        { id: '2', category: 'Deductions', name: 'Staff loan', amount: 50_000, ...at },
        {
          id: '3',
          category: 'Hours',
          name: 'Overtime',
          amount: 180_000,
          hours: 10,
          rate: 18_000,
          ...at,
        },
      ]),
      slip('Rajesh Govender', 1_850_000, []),
    ];
    const { pages } = await readPdf(
      await buildPayslipPdf({
        company: { name: 'Vula Trading', address: ['221 Anton Lembede Street', 'Durban 4001'] },
        period: 'March 2026',
        pay_date: '2026-03-31',
        tax_year: '2026/27',
        slips,
        currency: 'ZAR',
      }),
    );
    expect(pages).toHaveLength(2);
    slips.forEach((s, i) => {
      const page = pages[i]!;
      expect(page).toContain(s.name);
      for (const cents of [
        s.gross_earnings,
        s.gross_deductions,
        s.paye,
        s.uif_employee,
        s.net_salary,
      ])
        expect(page).toContain(formatMoney(cents, 'ZAR'));
    });
    expect(pages[0]).toContain('Bonus (once-off)');
    expect(pages[0]).toContain('Staff loan');
    expect(pages[0]).toContain('Overtime (10 h @ R 180.00)');
    expect(pages[1]).toContain(formatMoney(1_850_000, 'ZAR'));
  });
});
