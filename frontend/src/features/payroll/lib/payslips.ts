import type { PayslipPdfInput } from '@shared/pdf/payslip-pdf';

/** The file name of the payslips' download. */
export const payslipsFileName = (payrollId: string) => `Payslips-${payrollId}.pdf`;

/** pdf-lib is large: it loads only when payslips are first wanted (as the receipt does). */
export async function renderPayslips(input: PayslipPdfInput): Promise<Blob> {
  const { buildPayslipPdf } = await import('@shared/pdf/payslip-pdf');
  const bytes = await buildPayslipPdf(input);
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
