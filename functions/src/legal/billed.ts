import type { Delta } from '../kernel/aggregates';

/** The aggregate of what is billed on each matter (key: the matter's id): cents and bills. */
export const MATTER_BILLED = 'legal_matter_billed';

/**
 * A bill's part of its matter's billed total, added in the transaction that creates it and
 * taken off in the one that deletes it (the only writes of a bill's amount: the manager cannot
 * add, delete or reprice bills). The rebuild test sums the bills with this same function.
 */
export const billDeltas = (bill: { case_id: string; bill: number }): Delta[] => [
  { name: MATTER_BILLED, key: bill.case_id, amount: bill.bill, count: 1 },
];
