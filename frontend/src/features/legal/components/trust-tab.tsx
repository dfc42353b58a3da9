import { ArrowDownToLine, ArrowRightLeft, FileText, Lock, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { TrustEntryView, TrustKind } from '@shared/legal/trust';
import { formatMoney } from '@shared/money/money';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { FormAlert } from '../../../components/ui/form-alert';
import { Skeleton } from '../../../components/ui/skeleton';
import { useCompany } from '../../../lib/company';
import { useMatterTrust } from '../api/trust';
import type { SelectedCase } from '../api/types';
import { invoiceLink } from './billings-tab';
import { CloseMatterDialog, TrustMovementDialog, TrustStatementDialog } from './trust-dialogs';

/** Ledger rows a page of the table shows. */
const PAGE = 10;

/**
 * Trust (Legal Practice Act s86): the matter's trust balance and its ledger, newest first;
 * admins record deposits, transfers to business (paying an invoice) and refunds, and close the
 * matter (refused while it holds trust money); everyone may download the trust statement.
 */
export function TrustTab({ matter, canManage }: { matter: SelectedCase; canManage: boolean }) {
  const { currency, labels } = useCompany();
  const trust = useMatterTrust(matter.id);
  const [moving, setMoving] = useState<TrustKind | null>(null);
  const [statement, setStatement] = useState(false);
  const [closing, setClosing] = useState(false);
  const money = (cents: number) => formatMoney(cents, currency);

  if (trust.isError)
    return (
      <div className="grid justify-items-start gap-3">
        <FormAlert>{trust.error.message}</FormAlert>
        <Button variant="outline" onClick={() => void trust.refetch()}>
          Try again
        </Button>
      </div>
    );

  const pages = trust.data?.pages ?? [];
  const balance = pages[0]?.balance ?? 0;
  const entries = pages.flatMap((page) => page.entries);

  const columns: DataTableColumn<TrustEntryView>[] = [
    { key: 'date', header: 'Date', cell: (e) => e.date, className: 'whitespace-nowrap' },
    {
      key: 'kind',
      header: 'Kind',
      cell: (e) => (
        <Badge variant={e.kind === 'deposit' ? 'secondary' : 'outline'}>{e.label}</Badge>
      ),
    },
    {
      key: 'amount',
      header: 'Amount',
      cell: (e) => (
        <span className={e.delta < 0 ? 'text-destructive' : undefined}>{money(e.delta)}</span>
      ),
      className: 'text-right whitespace-nowrap tabular-nums',
    },
    {
      key: 'reference',
      header: 'Reference',
      cell: (e) => (
        <span className="grid">
          {e.invoice_number !== null && (
            <Link
              to={invoiceLink(e.invoice_number)}
              className="text-brand underline-offset-4 hover:underline"
            >
              {labels.invoice} {e.invoice_number}
            </Link>
          )}
          {e.reference && <span className="break-words">{e.reference}</span>}
          {e.invoice_number === null && !e.reference && (
            <span className="text-muted-foreground">—</span>
          )}
        </span>
      ),
    },
    {
      key: 'balance',
      header: 'Balance after',
      cell: (e) => money(e.balance_after),
      className: 'text-right whitespace-nowrap tabular-nums',
    },
  ];

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3 rounded-lg border bg-card p-4 shadow-sm">
        <dl>
          <dt className="text-sm text-muted-foreground">Held in trust</dt>
          <dd
            aria-label="Trust balance"
            className="mt-1 text-2xl font-semibold whitespace-nowrap tabular-nums"
          >
            {trust.isPending ? <Skeleton className="h-8 w-32" /> : money(balance)}
          </dd>
        </dl>
        <div className="flex flex-wrap gap-2" role="group" aria-label="Trust actions">
          {canManage && (
            <>
              <Button onClick={() => setMoving('deposit')} disabled={trust.isPending}>
                <ArrowDownToLine aria-hidden="true" /> Deposit
              </Button>
              <Button
                variant="outline"
                onClick={() => setMoving('transfer')}
                disabled={trust.isPending}
              >
                <ArrowRightLeft aria-hidden="true" /> Transfer to business
              </Button>
              <Button
                variant="outline"
                onClick={() => setMoving('refund')}
                disabled={trust.isPending}
              >
                <Undo2 aria-hidden="true" /> Refund
              </Button>
            </>
          )}
          <Button variant="outline" onClick={() => setStatement(true)}>
            <FileText aria-hidden="true" /> Trust statement
          </Button>
          {canManage && (
            <Button variant="outline" onClick={() => setClosing(true)}>
              <Lock aria-hidden="true" /> Close {labels.matter.toLowerCase()}
            </Button>
          )}
        </div>
      </div>
      <DataTable
        caption="Trust ledger"
        columns={columns}
        rows={entries}
        getRowId={(e) => String(e.seq)}
        pageSize={PAGE}
        loading={trust.isPending}
        emptyText="No trust money has been recorded on this matter."
      />
      {trust.hasNextPage && (
        <Button
          variant="outline"
          className="justify-self-start"
          loading={trust.isFetchingNextPage}
          onClick={() => void trust.fetchNextPage()}
        >
          Load older entries
        </Button>
      )}
      {canManage && (
        <>
          <TrustMovementDialog
            kind={moving}
            matter={matter}
            balance={balance}
            onClose={() => setMoving(null)}
          />
          <CloseMatterDialog open={closing} matter={matter} onClose={() => setClosing(false)} />
        </>
      )}
      <TrustStatementDialog open={statement} matter={matter} onClose={() => setStatement(false)} />
    </div>
  );
}
