import { exchangeRateBody } from '@shared/site/schemas';
import { defineHandler } from '../../platform/handler';
import { exchangeRate } from '../exchange-rates';

export const handler = defineHandler(
  'POST /get-exchange-rate',
  { body: exchangeRateBody },
  ({ ctx, body }) => exchangeRate(ctx, body),
);
