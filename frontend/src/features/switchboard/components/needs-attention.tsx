import { Link } from 'react-router';
import {
  CalendarClock,
  ListTodo,
  GraduationCap,
  MessageSquareText,
  PackageMinus,
  ReceiptText,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import { SMS_CREDITS_LOW, type DueItem } from '@shared/home/due';
import { formatMoney } from '@shared/money/money';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { useHomeDue } from '../api/home-due';

type Shown = { icon: LucideIcon; title: string; detail: string; to: string; urgent: boolean };

const MONTHS = new Intl.DateTimeFormat('en-ZA', { month: 'long', timeZone: 'UTC' });
const monthName = (month: string) => MONTHS.format(new Date(`${month}-01T00:00:00Z`));
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** What an item says and where it leads (the filtered list it is about). */
function shown(item: DueItem, currency: string, today: string): Shown {
  switch (item.kind) {
    case 'overdueInvoices':
      return {
        icon: ReceiptText,
        title: `${plural(item.count, 'overdue invoice')}`,
        detail: `${formatMoney(item.amount, currency)} unpaid`,
        to: '/invoices-and-quotes?status=overdue',
        urgent: true,
      };
    case 'events':
      return {
        icon: CalendarClock,
        title: `${plural(item.today, 'event')} today`,
        detail: `${plural(item.tomorrow, 'event')} tomorrow`,
        to: '/events-calendar',
        urgent: false,
      };
    case 'tasksDue': {
      const tomorrow = new Date(`${today}T00:00:00Z`);
      tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);
      return {
        icon: ListTodo,
        title: `${plural(item.today, 'task')} due today`,
        detail: `${plural(item.tomorrow, 'task')} due tomorrow`,
        to: `/tasks-due?from=${today}&to=${tomorrow.toISOString().slice(0, 10)}`,
        urgent: item.today > 0,
      };
    }
    case 'payroll':
      return {
        icon: Wallet,
        title: `${monthName(item.month)} payroll ${item.status === 'open' ? 'not finalised' : 'not started'}`,
        detail: item.payDate ? `Pay date ${item.payDate}` : 'Create this month’s pay run',
        to: '/salaries-and-payslips',
        urgent: true,
      };
    case 'unpaidFees':
      return {
        icon: GraduationCap,
        title: `${plural(item.count, 'learner')} owing fees`,
        detail: `${formatMoney(item.amount, currency)} unpaid for ${item.year}`,
        to: '/student-payments?owing=1',
        urgent: true,
      };
    case 'lowStock':
      return {
        icon: PackageMinus,
        title: `${plural(item.count, 'product')} running low`,
        detail: 'At or below the reorder level',
        to: '/manage-products?stock=low',
        urgent: false,
      };
    case 'smsCredits':
      return {
        icon: MessageSquareText,
        title: `${plural(item.credits, 'SMS credit')} left`,
        detail: item.credits <= SMS_CREDITS_LOW ? 'Running low: buy more' : 'Enough for now',
        to: '/bulk-sms-dashboard',
        urgent: item.credits <= SMS_CREDITS_LOW,
      };
  }
}

/**
 * The home's "Needs attention" panel (issue 28): the due items the company's plan and the
 * user's level may open, each a link to the list it is about; above the tiles.
 */
export function NeedsAttention({ currency, enabled }: { currency: string; enabled: boolean }) {
  const due = useHomeDue(enabled);
  if (!enabled) return null;
  return (
    <section aria-labelledby="needs-attention" className="mt-8">
      <h2 id="needs-attention" className="text-lg font-semibold">
        Needs attention
      </h2>
      {due.isPending ? (
        <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4" aria-busy="true">
          <span className="sr-only">Loading what needs attention…</span>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-20 w-full" />
          ))}
        </div>
      ) : due.isError ? (
        <div className="mt-3 grid justify-items-start gap-3">
          <FormAlert>Could not load what needs attention: {due.error.message}</FormAlert>
          <Button variant="outline" onClick={() => void due.refetch()}>
            Try again
          </Button>
        </div>
      ) : due.data.items.length === 0 ? (
        <p className="mt-3 rounded-lg border bg-card p-4 text-muted-foreground">
          Nothing needs attention today.
        </p>
      ) : (
        <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4" aria-label="Needs attention">
          {due.data.items.map((item) => {
            const { icon: Icon, title, detail, to, urgent } = shown(item, currency, due.data.today);
            return (
              <li key={item.kind}>
                <Link
                  to={to}
                  className={cn(
                    'flex h-full items-start gap-3 rounded-lg border bg-card p-4 shadow-sm transition hover:border-brand hover:shadow-md focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                    urgent && 'border-l-4 border-l-red-700',
                  )}
                >
                  <Icon className="mt-0.5 size-5 shrink-0 text-brand" aria-hidden="true" />
                  <span className="grid min-w-0 gap-0.5">
                    <span className="font-semibold">{title}</span>
                    <span className="text-sm text-muted-foreground">{detail}</span>
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
