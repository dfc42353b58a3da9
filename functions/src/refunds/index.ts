// What other domains may use of refunds: the refund owed, as a step of the failing flow's own
// transaction (the store's settlement, a sign-up that could not make its company).
export { refundOwedStep } from './owed';
export type { RefundOwed } from './owed';
