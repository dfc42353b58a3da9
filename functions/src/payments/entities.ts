import { checkoutDefinition } from './entities/checkout.entity';
import { gatewayPaymentDefinition } from './entities/gateway-payment.entity';

/**
 * The payments domain's entities: this domain owns them, and other domains reach them only
 * through its index.ts.
 */
export const paymentsEntities = {
  checkout: checkoutDefinition,
  gatewayPayment: gatewayPaymentDefinition,
};
