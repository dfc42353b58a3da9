import { donationBody } from '@shared/site/donation';
import { defineHandler } from '../../platform/handler';
import { startDonation } from '../donation';

export const handler = defineHandler(
  'POST /payments/donate',
  { body: donationBody },
  async ({ ctx, body }) => startDonation(ctx, body),
);
