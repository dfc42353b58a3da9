import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { STORE_MESSAGES, STORE_RESERVATION_MINUTES } from '@shared/store/schemas';
import { stamp, type OnSite, type RequestContext } from '../kernel/context';
import { AppError } from '../platform/errors';

const HOUR = 3600;
/** Checkouts one address may start in an hour, in all shops together (the 21st is refused). */
export const CHECKOUTS_PER_ADDRESS = 20;
/** Checkouts one shop takes in an hour, from all addresses together. */
export const CHECKOUTS_PER_SHOP = 600;
/** Unpaid orders (holds) one buyer (email address) may have open in one shop at a time. */
export const OPEN_HOLDS_PER_BUYER = 3;

const retryAfter = (now: Date) =>
  String(Math.max(1, HOUR - (Math.floor(now.getTime() / 1000) % HOUR)));

/**
 * A public checkout's limits, counted with the platform's fixed-window counters (the rate
 * windows of sign-ins and public emails) before anything is read or held: the address first,
 * then the shop, so that one address over its limit does not use up the shop's. A refused
 * checkout is 429 with the reason and retry-after, and holds nothing.
 */
export async function checkCheckoutRate(ctx: RequestContext<OnSite>) {
  const now = ctx.clock.now();
  const rates = ctx.deps.global.rates;
  const fromAddress = await rates.hit(`store-checkout:address:${ctx.sourceIp}`, HOUR, now);
  if (fromAddress > CHECKOUTS_PER_ADDRESS)
    throw new AppError(429, STORE_MESSAGES.tooManyCheckouts(CHECKOUTS_PER_ADDRESS), {
      headers: { 'retry-after': retryAfter(now) },
    });
  const atShop = await rates.hit(`store-checkout:shop:${ctx.emis}`, HOUR, now);
  if (atShop > CHECKOUTS_PER_SHOP)
    throw new AppError(429, STORE_MESSAGES.shopBusy, {
      headers: { 'retry-after': retryAfter(now) },
    });
}

/** The buyer's partition of open holds in a shop (gsi3, store-order.entity.ts). */
export const holdKeyOf = (emis: string, email: string) =>
  `${emis}#store_hold#${email.trim().toLowerCase()}`;

/**
 * At most OPEN_HOLDS_PER_BUYER unpaid, unlapsed orders per buyer email in a shop: one COUNT
 * Query of the buyer's own hold partition (its keys leave with the hold), else 429.
 */
export async function checkOpenHolds(ctx: RequestContext<OnSite>, email: string) {
  const found = await ctx.db.client.send(
    new QueryCommand({
      TableName: ctx.db.table,
      IndexName: 'gsi3',
      KeyConditionExpression: '#pk = :pk AND #sk > :now',
      FilterExpression: '#status = :pending',
      ExpressionAttributeNames: { '#pk': 'gsi3pk', '#sk': 'gsi3sk', '#status': 'status' },
      ExpressionAttributeValues: {
        ':pk': holdKeyOf(ctx.emis, email),
        ':now': stamp(ctx),
        ':pending': 'pending',
      },
      Select: 'COUNT',
    }),
  );
  if ((found.Count ?? 0) >= OPEN_HOLDS_PER_BUYER)
    throw new AppError(
      429,
      STORE_MESSAGES.tooManyHolds(OPEN_HOLDS_PER_BUYER, STORE_RESERVATION_MINUTES),
    );
}
