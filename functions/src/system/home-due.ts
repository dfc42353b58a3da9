import { atLeast } from '@shared/access';
import { DUE_ITEMS, type DueItem, type DueItemKind, type HomeDueReply } from '@shared/home/due';
import { planIncludes } from '@shared/plans/entitlements';
import { formatDate } from '@shared/time/sast';
import { lowStockFigure } from '../catalogue';
import { addDays, overdueInvoicesFigure } from '../documents';
import { eventsOnDays } from '../events';
import type { RequestContext } from '../kernel/context';
import { openTasksDueOn } from '../legal';
import { payrollRunOfMonth } from '../payroll';
import { unpaidFeesFigure } from '../school';
import { smsBalance } from '../sms';

const previousMonth = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
};

/**
 * What needs doing (issue 28): each item only when the company's plan has its feature and the
 * caller's level may open it, each from aggregates, counters or one bounded read (architecture
 * rule 3), through its domain's index.ts (rule 11). Items with nothing due are left out; the SMS
 * credits are shown as a figure whatever they are.
 */
export async function homeDue(ctx: RequestContext): Promise<HomeDueReply> {
  const today = formatDate(ctx.clock.now());
  const may = (kind: DueItemKind) =>
    planIncludes(ctx.company?.plan, DUE_ITEMS[kind].feature) &&
    atLeast(ctx.caller.alevel, DUE_ITEMS[kind].level);

  const overdue = async (): Promise<DueItem | undefined> => {
    const { count, amount } = await overdueInvoicesFigure(ctx, today);
    return count > 0 ? { kind: 'overdueInvoices', count, amount } : undefined;
  };
  const events = async (): Promise<DueItem | undefined> => {
    const [onToday = 0, onTomorrow = 0] = await eventsOnDays(ctx.db, ctx.emis, [
      today,
      addDays(today, 1),
    ]);
    return onToday + onTomorrow > 0
      ? { kind: 'events', today: onToday, tomorrow: onTomorrow }
      : undefined;
  };
  const payroll = async (): Promise<DueItem | undefined> => {
    const month = today.slice(0, 7);
    const [current, before] = await Promise.all([
      payrollRunOfMonth(ctx, month),
      payrollRunOfMonth(ctx, previousMonth(month)),
    ]);
    if (current?.status === 'open')
      return { kind: 'payroll', month, status: 'open', payDate: current.payDate };
    // No run yet this month, though the company ran one last month: it is due.
    if (!current && before) return { kind: 'payroll', month, status: 'missing' };
    return undefined;
  };
  const sms = async (): Promise<DueItem> => ({
    kind: 'smsCredits',
    credits: await smsBalance(ctx.db, ctx.emis),
  });

  const fees = async (): Promise<DueItem | undefined> => {
    // South African schools run by calendar year: this year's accounts (arrears carried in).
    const year = Number(today.slice(0, 4));
    const { count, amount } = await unpaidFeesFigure(ctx, year);
    return count > 0 ? { kind: 'unpaidFees', year, count, amount } : undefined;
  };

  const tasks = async (): Promise<DueItem | undefined> => {
    const [onToday = 0, onTomorrow = 0] = await openTasksDueOn(ctx, [today, addDays(today, 1)]);
    return onToday + onTomorrow > 0
      ? { kind: 'tasksDue', today: onToday, tomorrow: onTomorrow }
      : undefined;
  };

  const lowStock = async (): Promise<DueItem | undefined> => {
    const count = await lowStockFigure(ctx);
    return count > 0 ? { kind: 'lowStock', count } : undefined;
  };

  const computed: Array<[DueItemKind, () => Promise<DueItem | undefined>]> = [
    ['overdueInvoices', overdue],
    ['events', events],
    ['tasksDue', tasks],
    ['payroll', payroll],
    ['unpaidFees', fees],
    ['lowStock', lowStock],
    ['smsCredits', sms],
  ];
  const items = await Promise.all(computed.map(([kind, read]) => (may(kind) ? read() : undefined)));
  return { today, items: items.filter((item): item is DueItem => item !== undefined) };
}
