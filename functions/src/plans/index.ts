// What other domains may use of plans: the card notification's settlement of a plan checkout
// (payments/handlers/notify.handler.ts) and what the next renewal charges.
export { planSettlement, renewalTerms, usersInUse } from './service';
