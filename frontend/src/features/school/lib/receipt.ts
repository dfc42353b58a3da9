import type { ReceiptPdfInput } from '@shared/pdf/receipt-pdf';
import type { StudentFinance } from '@shared/school/finance';
import type { SchoolPaymentView, StudentView } from '@shared/school/schemas';
import type { SelectedSchool } from '../api/get-selected-school';
import { pdfSchool } from './pdf-school';

/** The file name the spec gives the receipt's download. */
export const RECEIPT_FILE_NAME = 'Payment-Receipt.pdf';

/** The receipt PDF's input from what the receipt screen read. */
export function receiptInput({
  school,
  student,
  date,
  payments,
  finance,
  year,
}: {
  school: SelectedSchool;
  student: StudentView;
  date: string;
  payments: SchoolPaymentView[];
  finance: StudentFinance;
  year?: number;
}): ReceiptPdfInput {
  return {
    school: pdfSchool(school),
    student: { name: student.name, sid: student.sid, class: student.class },
    date,
    lines: payments.map((p) => ({
      rec_num: p.rec_num,
      description: p.description,
      method: p.method,
      amount: p.amount,
    })),
    statement: {
      year,
      op: finance.op,
      curfee: finance.curfee,
      billings: finance.future_billings.reduce((sum, b) => sum + b.amount, 0),
      total_due: finance.total_due,
      all_pay_sum: finance.all_pay_sum,
      balance_due_year: finance.balance_due_year,
    },
    currency: school.currency,
  };
}

/** pdf-lib is large: it loads only when the receipt is first wanted. */
export async function renderReceipt(input: ReceiptPdfInput): Promise<Blob> {
  const { buildReceiptPdf } = await import('@shared/pdf/receipt-pdf');
  const bytes = await buildReceiptPdf(input);
  return new Blob([bytes as BlobPart], { type: 'application/pdf' });
}
