import type { Database } from '../db/service';
import { AppError } from '../platform/errors';
import { isConditionFailed } from '../kernel/transaction';

const HOUR = 3600;
/** A company may send this many bulk emails (recipients) an hour. */
export const COMPANY_EMAILS_PER_HOUR = 1000;

const bucketOf = (emis: string) => `email:company:${emis}`;
// The same fixed windows as the platform's rate counters (global-data.ts).
const windowOf = (now: Date) => Math.floor(now.getTime() / 1000 / HOUR);

/**
 * Counts `count` emails against the company's hourly quota, all or nothing: one conditional
 * add on the window's counter, so two sends at once cannot both pass the last of the quota.
 * A send that would go over is refused whole (429 with retry-after, the seconds to the next
 * window) and counts nothing. Answers the release, for a send that then sends nothing.
 */
export async function takeEmailQuota(db: Database, emis: string, count: number, now: Date) {
  const window = windowOf(now);
  const key = { bucket: bucketOf(emis), window: String(window) };
  try {
    await db.entities.rateWindow
      .update(key)
      .add({ count })
      .set({ expires_at: (window + 1) * HOUR + 60 })
      .where(
        (a, op) =>
          `${op.notExists(a.count)} OR ${op.lte(a.count, COMPANY_EMAILS_PER_HOUR - count)}`,
      )
      .go({ response: 'none' });
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
    const { data } = await db.entities.rateWindow.get(key).go({ consistent: true });
    const left = Math.max(0, COMPANY_EMAILS_PER_HOUR - (data?.count ?? 0));
    const retryAfter = (window + 1) * HOUR - Math.floor(now.getTime() / 1000);
    throw new AppError(
      429,
      `This send has ${count} recipients, and the company may send ${left} more emails this hour (${COMPANY_EMAILS_PER_HOUR} an hour). Try again later or send to fewer people.`,
      { headers: { 'retry-after': String(Math.max(1, retryAfter)) } },
    );
  }
  return async () => {
    await db.entities.rateWindow.update(key).add({ count: -count }).go({ response: 'none' });
  };
}
