// What other domains (and the scheduler) may use of the store: the settlement of a store
// checkout in the card notification's transaction, the buyer's confirmation once paid, and the
// sweep that lets go of the holds of unpaid orders past their time limit.
export { storeSettlement } from './settlement';
export { releaseLapsedOrders } from './orders';
