/** The partition of a company's unpaid invoices in the unpaid index (gsi4). */
export const unpaidKey = (emis: string) => `${emis}#invoice_unpaid`;

/**
 * The unpaid index attributes an invoice is written with: by due date, then number, while it
 * has a balance and a due date; none once it is paid in full (the write then removes them).
 */
export function unpaidKeys(
  emis: string,
  invoice: { seq: string; due_date?: string; total: number; total_paid?: number },
) {
  return invoice.due_date && (invoice.total_paid ?? 0) < invoice.total
    ? { unpaid_key: unpaidKey(emis), unpaid_at: `${invoice.due_date}#${invoice.seq}` }
    : undefined;
}

/** The index attributes a paid invoice drops. */
export const UNPAID_KEYS = ['unpaid_key', 'unpaid_at'] as const;
