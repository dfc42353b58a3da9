/** What other domains use of card payments: checkouts and their settlement. */
export {
  cancelCheckout,
  cancelCheckoutStep,
  checkoutView,
  newCheckoutToken,
  findCheckout,
  gatewayAmount,
  startCheckout,
} from './checkout';
export type { CheckoutRecord, CheckoutSpec } from './checkout';
export type { Settlement, Settlements } from './notify';
