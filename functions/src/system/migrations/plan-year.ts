import { addYears, format, parseISO } from 'date-fns';
import { formatDate } from '@shared/time/sast';
import { paidUntilKeys } from '../../db/entities/company.entity';
import { isConditionFailed } from '../../kernel/transaction';
import { systemClock } from '../../platform/adapters/clocks';
import { companyMigration } from './companies';

/**
 * The paid-until date of a company made before plans had dates: its sign-up day (created_at)
 * plus whole years, the first such date that is today or later, so no company starts lapsed and
 * each keeps its own anniversary (29 February goes to 28 February in other years). A company
 * without created_at gets one year from today.
 */
export function backfilledPaidUntil(createdAt: string | undefined, today: string): string {
  const start = createdAt && /^\d{4}-\d{2}-\d{2}/.test(createdAt) ? createdAt.slice(0, 10) : today;
  const day = parseISO(start);
  let years = 1;
  let date = format(addYears(day, years), 'yyyy-MM-dd');
  while (date < today) {
    years += 1;
    date = format(addYears(day, years), 'yyyy-MM-dd');
  }
  return date;
}

/**
 * 0011, plans (issue 27): every company gets a paid-until date and its place in the paid-until
 * index (gsi2), written only where it has none (a renewal or a sign-up date stays as it is).
 */
export const planYearMigration = companyMigration(
  '0011-plan-year-paid-until',
  "Companies' paid-until date (sign-up day plus whole years, not in the past) and gsi2 keys",
  async (ctx, emis) => {
    const { data: company } = await ctx.db.entities.company.get({ emis }).go({ consistent: true });
    if (!company || company.paid_until) return { scanned: 1, written: 0 };
    const today = formatDate((ctx.clock ?? systemClock).now());
    const paidUntil = backfilledPaidUntil(company.created_at, today);
    try {
      await ctx.db.entities.company
        .patch({ emis })
        .set(paidUntilKeys(emis, paidUntil))
        .where((a, op) => op.notExists(a.paid_until))
        .go({ response: 'none' });
    } catch (error) {
      if (isConditionFailed(error)) return { scanned: 1, written: 0 };
      throw error;
    }
    return { scanned: 1, written: 1 };
  },
);
