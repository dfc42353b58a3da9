import { randomBytes } from 'node:crypto';
import type { CheckoutForm, CheckoutPurpose, CheckoutView } from '@shared/payments/schemas';
import type { EntityItem } from 'electrodb';
import { siteOrigin, stamp, type Anonymous, type RequestContext } from '../kernel/context';
import { isConditionFailed, type TxEntities } from '../kernel/transaction';
import type { CheckoutEntity } from './entities/checkout.entity';
import { checkoutSignature, type CheckoutFields } from './signature';
import { paymentError } from './errors';

export type CheckoutRecord = EntityItem<typeof CheckoutEntity>;

/** Marks a checkout that will never be used cancelled (its sign-up lost a race). */
export async function cancelCheckout(ctx: Pick<RequestContext, 'db'>, token: string, at: string) {
  await ctx.db.entities.checkout
    .patch({ token })
    .set({ status: 'cancelled', completed_at: at })
    .go({ response: 'none' });
}

/** A transaction's write that cancels a checkout unless it is already complete. */
export const cancelCheckoutStep = (tx: TxEntities, token: string, at: string) =>
  tx.checkout
    .patch({ token })
    .set({ status: 'cancelled', completed_at: at })
    .where((a, op) => op.ne(a.status, 'complete'))
    .commit();

/** The gateway's amount: rands with two decimals, no thousands separator. */
export const gatewayAmount = (cents: number): string =>
  `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/** What a checkout is for and where the browser comes back to (paths of the site). */
export type CheckoutSpec = {
  emis: string;
  /** The company's site domain: the return, cancel and (locally) notify addresses are on it. */
  domain: string;
  purpose: CheckoutPurpose;
  /** Cents, more than 0. */
  amount: number;
  itemName: string;
  itemDescription?: string;
  returnPath: string;
  cancelPath: string;
  buyer?: { firstName?: string; lastName?: string; email?: string; phone?: string };
  sid?: string;
  items?: Array<{ description: string; amount: number; billing_id?: string }>;
  donor?: { name: string; phone: string };
  /** Store: the order the checkout pays for. */
  orderId?: string;
  /** An emailed invoice: the invoice whose balance it pays. */
  invoiceNumber?: number;
  createdBy?: string;
  /**
   * The token to record it under (newCheckoutToken): a repeat of the same request starts it again
   * under the first one's token, answers the same form, and keeps the record already made.
   */
  token?: string;
};

/** A new unguessable checkout token. */
export const newCheckoutToken = (): string => randomBytes(24).toString('base64url');

const clip = (text: string, max: number) => text.trim().slice(0, max);

/**
 * Records a pending checkout under a new unguessable token and answers the signed field set the
 * browser posts to the gateway. The merchant key goes in the form (the gateway needs it there);
 * the passphrase and the signing stay on the server.
 */
export async function startCheckout(
  ctx: RequestContext<Anonymous>,
  spec: CheckoutSpec,
): Promise<{ token: string; checkout: CheckoutForm }> {
  const gateway = ctx.deps.config.gateway;
  if (!gateway.merchantId || !gateway.merchantKey) throw paymentError('notConfigured');
  const token = spec.token ?? newCheckoutToken();
  const origin = siteOrigin(ctx, spec.domain);
  const itemName = clip(spec.itemName, 100);
  const withToken = (path: string) =>
    `${origin}${path}${path.includes('?') ? '&' : '?'}token=${token}`;
  const fields: CheckoutFields = {
    merchant_id: gateway.merchantId,
    merchant_key: gateway.merchantKey,
    return_url: withToken(spec.returnPath),
    cancel_url: withToken(spec.cancelPath),
    notify_url: gateway.notifyUrl ?? `${origin}/payments/notify`,
    name_first: spec.buyer?.firstName ? clip(spec.buyer.firstName, 100) : undefined,
    name_last: spec.buyer?.lastName ? clip(spec.buyer.lastName, 100) : undefined,
    email_address: spec.buyer?.email ? clip(spec.buyer.email, 100) : undefined,
    m_payment_id: token,
    amount: gatewayAmount(spec.amount),
    item_name: itemName,
    item_description: spec.itemDescription ? clip(spec.itemDescription, 255) : undefined,
  };
  await ctx.db.entities.checkout
    .create({
      token,
      emis: spec.emis,
      purpose: spec.purpose,
      status: 'pending',
      amount: spec.amount,
      item_name: itemName,
      sid: spec.sid,
      items: spec.items,
      donor_name: spec.donor?.name,
      donor_phone: spec.donor?.phone,
      order_id: spec.orderId,
      invoice_number: spec.invoiceNumber,
      created_by: spec.createdBy,
      created_at: stamp(ctx),
    })
    .go()
    .catch((error: unknown) => {
      // Recorded already by the first of a repeated request (same token, same checkout).
      if (!(spec.token && isConditionFailed(error))) throw error;
    });
  const signed = Object.entries(fields).filter(
    (entry): entry is [string, string] => entry[1] !== undefined && entry[1].trim() !== '',
  );
  return {
    token,
    checkout: {
      action: gateway.processUrl,
      fields: [...signed, ['signature', checkoutSignature(fields, gateway.passphrase)]],
    },
  };
}

/** A checkout of the company by its token; another company's answers like a missing one. */
export async function findCheckout(
  ctx: RequestContext<Anonymous>,
  emis: string,
  token: string,
): Promise<CheckoutRecord | undefined> {
  const { data } = await ctx.db.entities.checkout.get({ token }).go({ consistent: true });
  return data && data.emis === emis ? data : undefined;
}

export const checkoutView = (record: CheckoutRecord): CheckoutView => ({
  token: record.token,
  purpose: record.purpose,
  status: record.status,
  amount: record.amount,
  item_name: record.item_name,
  created_at: record.created_at,
  completed_at: record.completed_at ?? null,
  sid: record.sid ?? null,
  payment_id: record.payment_id ?? null,
});
