/** Where an invoice stands: paid, due (not yet), or overdue. */
export type PaymentState = {
  state: 'paid' | 'due' | 'overdue';
  /** What is still owed, in cents (0 when paid). */
  left: number;
  /** The spec's colours: dark teal when paid, red when overdue, blue when not yet due. */
  colour: 'teal' | 'red' | 'blue';
  label: string;
};

/**
 * The spec: Paid when the payments reach the total, otherwise Due with the amount left; overdue
 * once the due date has passed. `today` is YYYY-MM-DD in Africa/Johannesburg.
 */
export function paymentState(
  invoice: { total: number; total_paid: number; due_date: string },
  today: string,
): PaymentState {
  const left = Math.max(0, invoice.total - invoice.total_paid);
  if (left === 0) return { state: 'paid', left, colour: 'teal', label: 'Paid' };
  if (invoice.due_date < today) return { state: 'overdue', left, colour: 'red', label: 'Overdue' };
  return { state: 'due', left, colour: 'blue', label: 'Due' };
}
