import { parseMoney } from '@shared/money/money';
import type { StartCheckoutReply } from '@shared/payments/schemas';
import type { DonationBody } from '@shared/site/donation';
import type { OnSite, RequestContext } from '../kernel/context';
import { startCheckout } from './checkout';

/**
 * A visitor's donation on the charity's site (core.md §5): a pending checkout and the signed
 * form; the gateway's notification completes it (no other record than the checkout).
 */
export async function startDonation(
  ctx: RequestContext<OnSite>,
  body: DonationBody,
): Promise<StartCheckoutReply> {
  const amount = parseMoney(body.amount)!;
  const [firstName, ...rest] = body.name.split(/\s+/);
  return startCheckout(ctx, {
    emis: ctx.emis,
    domain: ctx.company.domain,
    purpose: 'donation',
    amount,
    itemName: `Donation to ${ctx.company.name}`,
    itemDescription: `Donation from ${body.name}`,
    returnPath: '/payment-complete',
    // A visitor is not signed in: the public return page says the donation was cancelled.
    cancelPath: '/payment-complete?cancelled=1',
    buyer: { firstName, lastName: rest.join(' ') || undefined },
    donor: { name: body.name, phone: body.phone },
  });
}
