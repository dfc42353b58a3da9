import { planOrderDefinition } from './entities/plan-order.entity';
import { planPaymentDefinition } from './entities/plan-payment.entity';

/**
 * The plans domain's entities: this domain owns them, and other domains reach them only
 * through its index.ts.
 */
export const plansEntities = {
  planOrder: planOrderDefinition,
  planPayment: planPaymentDefinition,
};
