/**
 * The receipt of a student's payments on one day: `/payments-receipt?sid=&date=`; with
 * `receipts` (`&rec=12,13`), only those payments (one card payment, not the whole day).
 */
export function receiptPath(sid: string, entryDate: string, receipts?: number[]): string {
  const query = new URLSearchParams({ sid, date: entryDate.slice(0, 10) });
  if (receipts?.length) query.set('rec', receipts.join(','));
  return `/payments-receipt?${query}`;
}

/** The `rec` query's receipt numbers; none (the whole day) when absent or unreadable. */
export function receiptsParam(value: string | null): number[] | undefined {
  if (!value) return undefined;
  const numbers = value.split(',').map(Number);
  return numbers.length > 0 && numbers.every((n) => Number.isInteger(n) && n > 0)
    ? numbers
    : undefined;
}
