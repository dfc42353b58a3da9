import type { ExchangeRateBody, ExchangeRateReply } from '@shared/site/schemas';
import type { Anonymous, RequestContext } from '../kernel/context';
import type { RateTable } from '../platform/ports';
import { BUNDLED_RATES } from './bundled-rates';
import { siteError } from './errors';

const FRESH_MS = 6 * 3600 * 1000;
// After a failed call the service is left alone for a while instead of being asked per request.
const RETRY_AFTER_FAILURE_MS = 10 * 60 * 1000;

type Memo = { table: RateTable; source: 'live' | 'cache' | 'bundled'; until: number };
const memo = new Map<string, Memo>();
const lastFailure = new Map<string, number>();

function crossRate(table: RateTable, base: string, currency: string): number | undefined {
  const from = table.base === base ? 1 : table.rates[base];
  const to = table.base === currency ? 1 : table.rates[currency];
  if (!from || !to) return undefined;
  return to / from;
}

async function tableFor(
  ctx: RequestContext<Anonymous>,
  base: string,
): Promise<{ table: RateTable; source: Memo['source'] }> {
  const { deps } = ctx;
  const now = ctx.clock.now().getTime();
  const held = memo.get(base);
  if (held && held.until > now) return held;

  if (now - (lastFailure.get(base) ?? 0) > RETRY_AFTER_FAILURE_MS) {
    try {
      const table = await deps.fx.latest(base);
      memo.set(base, { table, source: 'live', until: now + FRESH_MS });
      await deps.global.exchangeRates.put({
        base,
        rates: table.rates,
        as_of: table.asOf,
        fetched_at: new Date(now).toISOString(),
      });
      return { table, source: 'live' };
    } catch (error) {
      lastFailure.set(base, now);
      ctx.log.warn('exchange-rate service unavailable', { base, reason: String(error) });
    }
  }
  const cached = await deps.global.exchangeRates.get(base);
  if (cached) {
    const table = { base, rates: cached.rates as Record<string, number>, asOf: cached.as_of };
    memo.set(base, { table, source: 'cache', until: now + RETRY_AFTER_FAILURE_MS });
    return { table, source: 'cache' };
  }
  const table = { base: BUNDLED_RATES.base, rates: BUNDLED_RATES.rates, asOf: BUNDLED_RATES.asOf };
  memo.set(base, { table, source: 'bundled', until: now + RETRY_AFTER_FAILURE_MS });
  return { table, source: 'bundled' };
}

/**
 * The rate from `base` to `currency`: live from the rate service when it answers in time,
 * else the last table cached in the database, else the bundled table; the reply says which.
 */
export async function exchangeRate(
  ctx: RequestContext<Anonymous>,
  body: ExchangeRateBody,
): Promise<ExchangeRateReply> {
  const { base, currency } = body;
  if (base === currency) {
    return { base, currency, rate: 1, source: 'live', as_of: ctx.clock.now().toISOString() };
  }
  const { table, source } = await tableFor(ctx, base);
  const rate = crossRate(table, base, currency);
  if (rate === undefined) throw siteError('noRate');
  return { base, currency, rate: Math.round(rate * 1e6) / 1e6, source, as_of: table.asOf };
}

/** Forgets what this process remembers (tests). */
export function resetExchangeRateMemo() {
  memo.clear();
  lastFailure.clear();
}
