import type { Database } from './service';

/**
 * Data that belongs to no single tenant: site domains, the exchange-rate cache and the
 * fixed-window counters behind throttles. Identities live in accounts.ts.
 */
export function globalData(db: Database) {
  const e = db.entities;
  const windowOf = (windowSeconds: number, now: Date) =>
    Math.floor(now.getTime() / 1000 / windowSeconds);

  return {
    domains: {
      /** The emis of the company serving this host name, if any. */
      resolve: async (domain: string) => (await e.domain.get({ domain }).go()).data?.emis,
      /** When the company that had this host closed (its claim released), if one did. */
      closedSite: async (domain: string) =>
        (await e.closedSite.get({ domain }).go()).data ?? undefined,
      /** The closed mark of a host, once its retention is over. */
      forgetClosed: async (domain: string, emis: string) => {
        const { data } = await e.closedSite.get({ domain }).go({ consistent: true });
        if (data?.emis === emis) await e.closedSite.delete({ domain }).go({ response: 'none' });
      },
    },

    rates: {
      /** Counts one event in the current window of `bucket`; returns the count including it. */
      hit: async (bucket: string, windowSeconds: number, now: Date) => {
        const window = windowOf(windowSeconds, now);
        const { data } = await e.rateWindow
          .update({ bucket, window: String(window) })
          .add({ count: 1 })
          .set({ expires_at: (window + 1) * windowSeconds + 60 })
          .go({ response: 'all_new' });
        return data.count ?? 1;
      },
      count: async (bucket: string, windowSeconds: number, now: Date) => {
        const window = windowOf(windowSeconds, now);
        const { data } = await e.rateWindow.get({ bucket, window: String(window) }).go();
        return data?.count ?? 0;
      },
      clear: async (bucket: string, windowSeconds: number, now: Date) => {
        const window = windowOf(windowSeconds, now);
        await e.rateWindow.delete({ bucket, window: String(window) }).go({ response: 'none' });
      },
    },

    exchangeRates: {
      get: async (base: string) => (await e.exchangeRate.get({ base }).go()).data ?? undefined,
      put: async (entry: {
        base: string;
        rates: Record<string, number>;
        as_of: string;
        fetched_at: string;
      }) => {
        await e.exchangeRate.put(entry).go({ response: 'none' });
      },
    },
  };
}

export type GlobalData = ReturnType<typeof globalData>;
