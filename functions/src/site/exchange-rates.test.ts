import { createServer } from 'node:http';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Anonymous, RequestContext } from '../kernel/context';
import { HttpExchangeRates } from '../platform/adapters/http-exchange-rates';
import { readConfig } from '../platform/config';
import type { Deps } from '../platform/deps';
import { createLogger } from '../platform/log';
import type { ExchangeRates, RateTable } from '../platform/ports';
import { exchangeRate, resetExchangeRateMemo } from './exchange-rates';

type Cached = { base: string; rates: Record<string, number>; as_of: string; fetched_at: string };

function ctxWith(fx: ExchangeRates, cache: Map<string, Cached>): RequestContext<Anonymous> {
  const deps = {
    config: readConfig({}),
    clock: { now: () => new Date('2026-11-22T10:00:00Z') },
    log: createLogger({}, 'silent'),
    fx,
    global: {
      exchangeRates: {
        get: async (base: string) => cache.get(base),
        put: async (entry: Cached) => void cache.set(entry.base, entry),
      },
    },
  } as unknown as Deps;
  return { deps, clock: deps.clock, log: deps.log } as RequestContext<Anonymous>;
}

const live: RateTable = {
  base: 'ZAR',
  rates: { USD: 0.05, EUR: 0.04 },
  asOf: '2026-11-22T00:00:00.000Z',
};
const failing: ExchangeRates = { latest: async () => Promise.reject(new Error('offline')) };

describe('exchange rates', () => {
  beforeEach(() => resetExchangeRateMemo());

  it('answers live and caches the table for other functions', async () => {
    const cache = new Map<string, Cached>();
    const reply = await exchangeRate(ctxWith({ latest: async () => live }, cache), {
      base: 'ZAR',
      currency: 'USD',
    });
    expect(reply).toEqual({
      base: 'ZAR',
      currency: 'USD',
      rate: 0.05,
      source: 'live',
      as_of: live.asOf,
    });
    expect(cache.get('ZAR')?.rates.USD).toBe(0.05);
  });

  it('falls back to the cached table, saying so and as of when', async () => {
    const cache = new Map<string, Cached>([
      [
        'ZAR',
        { base: 'ZAR', rates: { USD: 0.06 }, as_of: '2026-11-20T00:00:00.000Z', fetched_at: 'x' },
      ],
    ]);
    const reply = await exchangeRate(ctxWith(failing, cache), { base: 'ZAR', currency: 'USD' });
    expect(reply).toMatchObject({ rate: 0.06, source: 'cache', as_of: '2026-11-20T00:00:00.000Z' });
  });

  it('falls back to the bundled table when nothing is cached, and crosses rates', async () => {
    const reply = await exchangeRate(ctxWith(failing, new Map()), { base: 'ZAR', currency: 'NAD' });
    expect(reply).toMatchObject({ rate: 1, source: 'bundled' });
    const cross = await exchangeRate(ctxWith(failing, new Map()), { base: 'USD', currency: 'ZAR' });
    expect(cross.rate).toBeGreaterThan(10);
  });

  it('gives up on a slow rate service after its timeout', async () => {
    const server = createServer((_req, res) => setTimeout(() => res.end('{}'), 2000));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const started = Date.now();
    await expect(
      new HttpExchangeRates(`http://127.0.0.1:${port}/{base}`, 200).latest('ZAR'),
    ).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(1500);
    server.closeAllConnections();
    server.close();
  });
});
