/** The receipt of a student's payments on one day: `/payments-receipt?sid=&date=`. */
export function receiptPath(sid: string, entryDate: string): string {
  const query = new URLSearchParams({ sid, date: entryDate.slice(0, 10) });
  return `/payments-receipt?${query}`;
}
