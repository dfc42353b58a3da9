/**
 * Stock running low (issue 28): a product is low when it has a reorder level (whole units) and
 * its stock on hand is at or below it. One rule for the server's index and counter, the lists'
 * "Low" badge and the home's item.
 */
export type LowFacts = { stock: number; reorder_level?: number | null };

export const isLow = (product: LowFacts): boolean =>
  typeof product.reorder_level === 'number' && product.stock <= product.reorder_level;

/** The products list's filter value for low stock (`?stock=low`). */
export const LOW_STOCK_FILTER = 'low';

/** The most a reorder level may be (as a receiving's quantity). */
export const MAX_REORDER_LEVEL = 1_000_000;

/** The product form's message for a reorder level that is not a whole number in range. */
export const REORDER_LEVEL_INVALID = 'Reorder level must be a whole number from 0 to 1,000,000';
