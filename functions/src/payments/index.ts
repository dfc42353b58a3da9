/** What other domains use of card payments: checkouts and their settlement. */
export { startCheckout, findCheckout, checkoutView, gatewayAmount } from './checkout';
export type { CheckoutRecord, CheckoutSpec } from './checkout';
export type { Settlement, Settlements } from './notify';
