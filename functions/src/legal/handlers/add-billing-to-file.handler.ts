import { addBillingBody } from '@shared/legal/schemas';
import { defineHandler } from '../../platform/handler';
import { addBilling } from '../billing';

export const handler = defineHandler(
  'POST /auth/add-billing-to-file',
  { body: addBillingBody },
  async ({ ctx, body }) => addBilling(ctx, body),
);
