import { useState } from 'react';
import { Link } from 'react-router';
import { formatMoney } from '@shared/money/money';
import { Button } from '../../../components/ui/button';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { FormAlert } from '../../../components/ui/form-alert';
import { Label } from '../../../components/ui/label';
import { OptionSelect } from '../../../components/ui/select';
import { useCompany } from '../../../lib/company';
import { useLegalList } from '../api/legal-api';
import { useMattersList } from '../api/matters';
import type { CaseRow } from '../api/types';
import { StatusBadge } from './status-badge';

const ALL = 'all';
const MONEY = 'text-right whitespace-nowrap tabular-nums';

/** A matter's link: the Manage Matters screen with the matter open. */
export const matterLink = (id: string) => `/manage-matters?case=${encodeURIComponent(id)}`;

/**
 * The matters list (issue 28): the company's matters a page at a time ("Load more"), of one
 * status when chosen, each with its status, client, next task due, unbilled time and trust
 * balance. At phone widths the table scrolls sideways in a focusable region; the matter's link
 * is in the first column, always in reach.
 */
export function MattersList() {
  const { currency, labels } = useCompany();
  const [status, setStatus] = useState(ALL);
  const statuses = useLegalList('case_statuses');
  const list = useMattersList(status === ALL ? null : status);
  const money = (cents: number) => formatMoney(cents, currency);

  const columns: DataTableColumn<CaseRow>[] = [
    {
      key: 'matter',
      header: labels.matter,
      cell: (m) => (
        <div className="min-w-44">
          <Link
            to={matterLink(m.id)}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            {m.title}
          </Link>
          <div className="text-xs text-muted-foreground">{m.file_number}</div>
        </div>
      ),
    },
    { key: 'status', header: 'Status', cell: (m) => <StatusBadge name={m.status?.name} /> },
    {
      key: 'client',
      header: labels.client,
      cell: (m) => <span className="block min-w-32">{m.client.name ?? '—'}</span>,
    },
    {
      key: 'due',
      header: 'Next task due',
      cell: (m) => m.next_task_due ?? '—',
      className: 'whitespace-nowrap tabular-nums',
    },
    { key: 'unbilled', header: 'Unbilled time', cell: (m) => money(m.unbilled), className: MONEY },
    {
      key: 'trust',
      header: 'Trust balance',
      cell: (m) => money(m.trust_balance),
      className: MONEY,
    },
  ];

  return (
    <section aria-labelledby="matters-list-title" className="grid gap-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="matters-list-title" className="text-xl font-semibold">
          All {labels.matters.toLowerCase()}
        </h2>
        <div className="grid gap-1">
          <Label htmlFor="matters-status">Status</Label>
          <OptionSelect
            id="matters-status"
            className="w-52"
            value={status}
            onValueChange={setStatus}
            options={[{ value: ALL, label: 'All statuses' }, ...(statuses.data ?? [])]}
          />
        </div>
      </div>
      {list.isError ? (
        <div className="grid justify-items-start gap-3">
          <FormAlert>{list.error.message}</FormAlert>
          <Button variant="outline" onClick={list.retry}>
            Try again
          </Button>
        </div>
      ) : (
        <DataTable
          caption={`${labels.matters} with their status, ${labels.client.toLowerCase()}, next task due, unbilled time and trust balance`}
          columns={columns}
          rows={list.rows}
          getRowId={(m) => m.id}
          loading={list.isPending}
          scrollRegion
          pageSize={25}
          emptyText={
            status === ALL
              ? `No ${labels.matters.toLowerCase()} yet.`
              : `No ${labels.matters.toLowerCase()} with this status.`
          }
          more={list}
          moreLabel={`Load more ${labels.matters.toLowerCase()}`}
        />
      )}
    </section>
  );
}
