import { PLAN_CURRENCY, PLANS, type Plan } from '@shared/company/plans';
import { convertCents } from '@shared/money/money';
import type { PlanPrice } from '@shared/onboarding/schemas';
import type { Anonymous, RequestContext } from '../kernel/context';
import { exchangeRate } from '../site';

/**
 * A plan's yearly price in the company's currency, at the same rate the public page shows
 * (live, cached or bundled). The card gateway charges rands: `charged` is the plan's ZAR price.
 */
export async function planPrice(
  ctx: RequestContext<Anonymous>,
  plan: Plan['title'],
  currency: string,
): Promise<PlanPrice> {
  const zar = PLANS.find((p) => p.title === plan)!.priceCents;
  const rate = await exchangeRate(ctx, { base: PLAN_CURRENCY, currency });
  return {
    plan,
    currency,
    amount: currency === PLAN_CURRENCY ? zar : convertCents(zar, rate.rate),
    charged: { currency: 'ZAR', amount: zar },
    rate: rate.rate,
    source: rate.source,
    as_of: rate.as_of,
  };
}
