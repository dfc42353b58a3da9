import type { PayrollSlipsReply } from '@shared/payroll/schemas';
import type { Emp201PdfInput } from '@shared/pdf/emp201-pdf';
import type { PayslipPdfInput } from '@shared/pdf/payslip-pdf';

/** The file name of the payslips' download. */
export const payslipsFileName = (payrollId: string) => `Payslips-${payrollId}.pdf`;

/** pdf-lib is large: it loads only when payslips are first wanted (as the receipt does). */
export async function renderPayslips(input: PayslipPdfInput): Promise<Blob> {
  const { buildPayslipPdf } = await import('@shared/pdf/payslip-pdf');
  const bytes = await buildPayslipPdf(input);
  return new Blob([bytes as BlobPart], { type: 'application/pdf' });
}

/** The file name of the EMP201's download. */
export const emp201FileName = (payrollId: string) => `EMP201-${payrollId}.pdf`;

/** The EMP201 PDF's input from get-payroll-data's reply (the screen and the tests alike). */
export function emp201Input(reply: PayrollSlipsReply, currency: string): Emp201PdfInput {
  const { payroll, employer } = reply;
  return {
    employer,
    period: `${monthName(payroll.month)} ${payroll.year}`,
    pay_date: payroll.pay_date,
    tax_year: payroll.tax_year,
    finalised: payroll.status === 'finalised',
    employees: payroll.employees,
    totals: {
      paye: payroll.total_paye,
      uif_employee: payroll.total_uif_employee,
      uif_employer: payroll.total_uif_employer,
      sdl: payroll.total_sdl,
      total: payroll.emp201_total,
    },
    currency,
  };
}

/** pdf-lib is large: it loads only when the EMP201 is asked for. */
export async function renderEmp201(input: Emp201PdfInput): Promise<Blob> {
  const { buildEmp201Pdf } = await import('@shared/pdf/emp201-pdf');
  const bytes = await buildEmp201Pdf(input);
  return new Blob([bytes as BlobPart], { type: 'application/pdf' });
}

/** The month names the screens show (1-12), without loading the PDF code. */
export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

export const monthName = (month: number) => MONTHS[month - 1] ?? String(month);
