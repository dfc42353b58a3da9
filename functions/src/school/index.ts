// What other domains may use of the school domain.
export { feesSettlement } from './online';
export { remindOutstandingFees } from './reminders';
// The finance dashboard's school fees of a period, from the school's figures.
export { schoolPaymentsFigure } from './fees';
// Whether the company runs a school: the finance dashboard's School Fees category.
export { keepsFeeAccounts } from './fees';
// Every fee payment of a period: the dashboard's read until it uses schoolPaymentsFigure.
// The figures' deltas and the due-time key, for the data migrations (issue 24).
export { paymentDeltas as schoolPaymentDeltas, SCHOOL_PAYMENTS, STUDENT_PAID } from './fees';
export { FEE_REMINDER_DUE_KEY } from './reminders';
// The home's unpaid fees (one figure item) and the owing figures' deltas, for the migration.
export { owingDeltas, owingKeys, SCHOOL_OWING, unpaidFeesFigure } from './fees';
