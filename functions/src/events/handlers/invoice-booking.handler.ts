import { invoiceBookingBody } from '@shared/events/schemas';
import { defineHandler } from '../../platform/handler';
import { invoiceBooking } from '../booking-money';

export const handler = defineHandler(
  'POST /auth/invoice-booking',
  { body: invoiceBookingBody },
  async ({ ctx, body }) => invoiceBooking(ctx, body),
);
