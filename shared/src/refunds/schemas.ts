import * as z from 'zod';
import { listQuery } from '../catalogue/fields';
import { requiredText } from '../validation/fields';

export const REFUND_KINDS = ['store-order', 'sign-up', 'invoice-payment'] as const;
export type RefundKind = (typeof REFUND_KINDS)[number];

export const REFUND_STATUSES = ['owed', 'refunded'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** GET /auth/refunds-owed ?status=&cursor=&limit=: the provider's list, newest first. */
export const refundsQuery = listQuery.extend({
  status: z.enum(REFUND_STATUSES, { error: 'Choose owed or refunded' }).default('owed'),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type RefundsQuery = z.output<typeof refundsQuery>;

/** POST /auth/mark-refunded: the refund made at the gateway, and how. */
export const markRefundedBody = z.object({
  id: requiredText('Which refund?', 64),
  note: requiredText('Say how it was refunded (the gateway reference, or who was paid)', 500),
});
export type MarkRefundedBody = z.output<typeof markRefundedBody>;

/** A payment the card flow took and could not deliver on: what is owed back, and to whom. */
export type RefundOwedView = {
  id: string;
  status: RefundStatus;
  kind: RefundKind;
  /** Cents, in `currency` (what the gateway charged). */
  amount: number;
  currency: string;
  /** The company the money was paid to (a store order's), or the sign-up's intended company. */
  emis: string;
  company_name: string;
  /** The store order's id, or the sign-up's domain. */
  reference: string;
  payer_name: string;
  payer_email: string;
  reason: string;
  /** The gateway's payment reference (pf_payment_id): what the refund is made against. */
  gateway_payment_id: string;
  created_at: string;
  refunded_at: string | null;
  refunded_by: string | null;
  note: string | null;
};
