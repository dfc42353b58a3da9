import type { ReactNode } from 'react';
import { formatMoney } from '@shared/money/money';
import type { Standing } from '@shared/plans/standing';
import type { ProviderCompanyRow } from '@shared/provider/schemas';
import { Badge } from '../../../components/ui/badge';
import type { DataTableColumn } from '../../../components/ui/data-table';

const STANDING: Record<
  Standing,
  { label: string; variant: 'success' | 'secondary' | 'destructive' | 'outline' }
> = {
  // Outline, not success: the success badge lacks contrast on a hovered row (axe).
  active: { label: 'Active', variant: 'outline' },
  grace: { label: 'In grace', variant: 'secondary' },
  'read-only': { label: 'Read-only', variant: 'destructive' },
  closing: { label: 'Closing', variant: 'outline' },
  closed: { label: 'Closed', variant: 'outline' },
};

export function StandingBadge({ standing }: { standing: Standing }) {
  const { label, variant } = STANDING[standing];
  return <Badge variant={variant}>{label}</Badge>;
}

/** Amounts in rand, never wrapped. */
export const Rand = ({ cents }: { cents: number }): ReactNode => (
  <span className="whitespace-nowrap tabular-nums">{formatMoney(cents, 'ZAR')}</span>
);

const nowrap = 'whitespace-nowrap';

const siteOf = (domain: string) =>
  `${window.location.protocol}//${domain}${window.location.port ? `:${window.location.port}` : ''}/`;

/** The columns of the companies and renewals tables. */
export const COMPANY_COLUMNS: DataTableColumn<ProviderCompanyRow>[] = [
  {
    key: 'company',
    header: 'Company',
    cell: (c) => (
      <span className="grid min-w-40 gap-0.5">
        <span className="font-medium">{c.name}</span>
        <span className="whitespace-nowrap text-xs text-muted-foreground">{c.emis}</span>
      </span>
    ),
  },
  {
    key: 'domain',
    header: 'Domain',
    // A link to the company's site (on this runtime's port locally): also what lets the keyboard
    // reach the table when it scrolls sideways on a phone.
    cell: (c) => (
      <a
        className="whitespace-nowrap underline-offset-4 hover:underline"
        href={siteOf(c.domain)}
        target="_blank"
        rel="noreferrer"
      >
        {c.domain}
      </a>
    ),
  },
  { key: 'plan', header: 'Plan', cell: (c) => c.plan },
  {
    key: 'price',
    header: 'Yearly price',
    className: 'text-right',
    cell: (c) => (
      <span className="block text-right">
        <Rand cents={c.price_cents} />
      </span>
    ),
  },
  {
    key: 'paid',
    header: 'Paid until',
    className: nowrap,
    cell: (c) => <span className={`${nowrap} tabular-nums`}>{c.paid_until ?? '—'}</span>,
  },
  { key: 'standing', header: 'Standing', cell: (c) => <StandingBadge standing={c.standing} /> },
  {
    key: 'users',
    header: 'Users',
    className: nowrap,
    cell: (c) => (
      <span className={`${nowrap} tabular-nums`}>
        {c.users.limit === null
          ? `${c.users.used} (unlimited)`
          : `${c.users.used} of ${c.users.limit}`}
      </span>
    ),
  },
];
