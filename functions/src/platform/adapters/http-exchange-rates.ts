import * as z from 'zod';
import type { ExchangeRates } from '../ports';

const answer = z.object({
  result: z.literal('success'),
  time_last_update_utc: z.string().optional(),
  rates: z.record(z.string(), z.number().positive()),
});

/** A public rate service (open.er-api.com's format), asked with a short timeout. */
export class HttpExchangeRates implements ExchangeRates {
  constructor(
    private readonly urlTemplate: string,
    private readonly timeoutMs: number,
  ) {}

  async latest(base: string) {
    const url = this.urlTemplate.replace('{base}', encodeURIComponent(base));
    const response = await fetch(url, { signal: AbortSignal.timeout(this.timeoutMs) });
    if (!response.ok) throw new Error(`Rate service answered ${response.status}`);
    const parsed = answer.parse(await response.json());
    const updated = parsed.time_last_update_utc
      ? new Date(parsed.time_last_update_utc)
      : new Date();
    return {
      base,
      rates: parsed.rates,
      asOf: Number.isNaN(updated.getTime()) ? new Date().toISOString() : updated.toISOString(),
    };
  }
}

/** The configuration for a machine with no way out: every call fails at once. */
export class OfflineExchangeRates implements ExchangeRates {
  async latest(): Promise<never> {
    throw new Error('Exchange-rate service is not configured (offline)');
  }
}
