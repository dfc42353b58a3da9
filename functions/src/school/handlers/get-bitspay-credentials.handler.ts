import { defineHandler } from '../../platform/handler';

/**
 * The spec's call handed the merchant key to the browser; here the browser gets only what it
 * may show (the merchant id, where the form goes). Signing happens on the server
 * (insert-payment-details answers the signed form).
 */
export const handler = defineHandler('GET /auth/get-bitspay-credentials', {}, async ({ ctx }) => ({
  merchant_id: ctx.deps.config.gateway.merchantId ?? null,
  process_url: ctx.deps.config.gateway.processUrl,
}));
