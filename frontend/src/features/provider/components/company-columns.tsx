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
  active: { label: 'Active', variant: 'success' },
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

/** The columns of the companies and renewals tables. */
export const COMPANY_COLUMNS: DataTableColumn<ProviderCompanyRow>[] = [
  {
    key: 'company',
    header: 'Company',
    cell: (c) => (
      <span className="grid min-w-40 gap-0.5">
        <span className="font-medium">{c.name}</span>
        <span className="text-xs text-muted-foreground">{c.emis}</span>
      </span>
    ),
  },
  { key: 'domain', header: 'Domain', cell: (c) => <span className="break-all">{c.domain}</span> },
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
