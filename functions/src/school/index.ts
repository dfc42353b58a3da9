// What other domains may use of the school domain.
export { feesSettlement } from './online';
export { remindOutstandingFees } from './reminders';
export { schoolPaymentsBetween } from './fees';
