import * as z from 'zod';

/**
 * A card checkout as the browser receives it: the gateway's process address and the finished,
 * signed fields, in the order to post them. The passphrase never leaves the server.
 */
export type CheckoutForm = {
  action: string;
  fields: Array<[name: string, value: string]>;
};

export type CheckoutPurpose = 'fees' | 'donation' | 'onboarding' | 'store' | 'plan' | 'invoice';
export type CheckoutStatus = 'pending' | 'complete' | 'cancelled' | 'failed';

/** What a checkout has come to, by its token (the return page reads it). */
export type CheckoutView = {
  token: string;
  purpose: CheckoutPurpose;
  status: CheckoutStatus;
  /** Cents. */
  amount: number;
  item_name: string;
  created_at: string;
  completed_at: string | null;
  /** Fees: the student and the payment recorded for it. */
  sid: string | null;
  payment_id: string | null;
};

export type StartCheckoutReply = { token: string; checkout: CheckoutForm };

/** POST /payments/status {token}: a visitor's donation, by the token of its return address. */
export const checkoutTokenBody = z.object({
  token: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{16,64}$/, 'No Payment Data Found!'),
});

/**
 * POST /payments/notify: the gateway's form fields in posted order (the platform reads a
 * form-encoded body into `fields`). Checked field by field by the notification's rules.
 */
export const notificationBody = z.object({
  fields: z.array(z.tuple([z.string().max(64), z.string().max(1000)])).max(60),
});
