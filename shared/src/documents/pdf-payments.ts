// An invoice's payments as its PDF prints them: apart from the PDF builder, so a screen can
// pass them without loading pdf-lib.

/** A payment as an invoice prints it. */
export type PdfPayment = {
  /** YYYY-MM-DD. */
  date: string;
  method: string;
  reference?: string;
  /** Cents. */
  amount: number;
};

/** An invoice's payments as its PDF lists them (the get-invoice-data reply's payments). */
export function pdfPayments(
  payments: ReadonlyArray<{
    entry_date: string;
    method: string;
    reference?: string;
    amount: number;
  }>,
): PdfPayment[] {
  return payments.map((p) => ({
    date: p.entry_date,
    method: p.method,
    reference: p.reference,
    amount: p.amount,
  }));
}
