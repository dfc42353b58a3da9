// What other domains may use of finance (architecture rule 11).
export { backfillFinanceFigures } from './backfill';
