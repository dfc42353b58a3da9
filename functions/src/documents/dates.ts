import { formatDate } from '@shared/time/sast';
import type { RequestContext } from '../kernel/context';

/** Invoices fall due this many days after their date unless the invoice says otherwise. */
export const DUE_DAYS = 30;

/** Today (YYYY-MM-DD, Africa/Johannesburg) by the request's clock. */
export const today = (ctx: RequestContext) => formatDate(ctx.deps.clock.now());

export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, (d ?? 1) + days)).toISOString().slice(0, 10);
}
