import { ArrowRightLeft, CreditCard, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { InvoiceView, QuoteView } from '@shared/documents/types';
import { MESSAGES } from '@shared/messages';
import { formatMoney } from '@shared/money/money';
import { atLeast, LEVEL } from '@shared/access';
import { ConfirmDialog } from '../../../components/ui/alert-dialog';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { DataTable } from '../../../components/ui/data-table';
import { FormAlert } from '../../../components/ui/form-alert';
import type { LoadMoreState } from '../../../components/ui/load-more';
import { toast } from '../../../components/ui/sonner';
import { ApiError } from '../../../lib/api-client';
import { useSignedInUser } from '../../../lib/api/current-user';
import { usePagedList } from '../../../lib/use-paged-list';
import { useConvertQuotes } from '../api/convert-quotes-to-invoices';
import { useDeleteQuotes } from '../api/delete-quotes';
import type { DocumentsDashboard } from '../api/get-invoices-and-quotations-data';
import { documentKeys } from '../api/keys';
import { PaymentDialog } from './payment-dialog';
import { StatusBadge } from './status-badge';

/** The spec's page size of the invoice table. */
const INVOICE_PAGE = 7;

const failure = (error: unknown) =>
  toast.error(error instanceof ApiError ? error.message : MESSAGES.oops);

/** What converting will do: each chosen quote's client and total, and that it cannot be undone. */
function convertDescription(quotes: QuoteView[], selected: string[], currency: string) {
  const chosen = quotes.filter((q) => selected.includes(String(q.quote_number)));
  const listed = chosen
    .slice(0, 5)
    .map((q) => `quote ${q.quote_number} (${q.client_name}, ${formatMoney(q.total, currency)})`)
    .join('; ');
  const rest = chosen.length > 5 ? ` and ${chosen.length - 5} more` : '';
  return `Each becomes an invoice: ${listed}${rest}. A converted quote can be printed, not changed, and the invoice cannot be turned back into a quote.`;
}

/**
 * Four totals, the quotes (convert, delete) and the invoices (status, payment), each list a
 * page at a time with its own "Load more".
 */
export function DashboardTab({
  data,
  quotesMore,
  invoicesMore,
}: {
  data: DocumentsDashboard;
  quotesMore?: LoadMoreState;
  invoicesMore?: LoadMoreState;
}) {
  const user = useSignedInUser();
  const admin = atLeast(user.alevel, LEVEL.admin);
  const currency = data.issuer.currency;
  // ?status=overdue (the home's link): the invoices past their due date and not paid, asked of
  // the server a page at a time (its unpaid index), never a filter of the pages loaded here.
  const [params] = useSearchParams();
  const overdueOnly = params.get('status') === 'overdue';
  const overdue = usePagedList<InvoiceView>(documentKeys.overdue(), '/auth/overdue-invoices', {
    enabled: overdueOnly,
  });
  const invoices = overdueOnly ? overdue.rows : data.invoices;
  const [selected, setSelected] = useState<string[]>([]);
  const [deleting, setDeleting] = useState(false);
  const [converting, setConverting] = useState(false);
  const [paying, setPaying] = useState<InvoiceView | null>(null);
  const convert = useConvertQuotes();
  const remove = useDeleteQuotes();
  const numbers = selected.map(Number);

  const needSelection = (then: () => void) =>
    selected.length === 0 ? toast.warning(MESSAGES.selectAtLeastOneItem) : then();

  const convertSelected = async () => {
    try {
      const reply = await convert.mutateAsync(numbers);
      setSelected([]);
      const made = reply.converted.map((pair) => pair.invoice_number).join(', ');
      if (reply.converted.length > 0) toast.success(`Converted to invoice ${made}`);
      for (const pair of reply.alreadyConverted)
        toast.info(`Quote ${pair.quote_number} was already invoice ${pair.invoice_number}`);
    } catch (error) {
      failure(error);
      // Keeps the dialog open to retry or cancel.
      throw error;
    }
  };

  const deleteSelected = async () => {
    try {
      await remove.mutateAsync(numbers);
      setSelected([]);
      toast.success(
        numbers.length === 1 ? 'The quote was deleted' : `${numbers.length} quotes were deleted`,
      );
    } catch (error) {
      failure(error);
      throw error;
    }
  };

  const figures: Array<[string, number]> = [
    ['Quotes', data.totals.quotes],
    ['Invoices', data.totals.invoices],
    ['Paid', data.totals.paid],
    ['Outstanding', data.totals.outstanding],
  ];

  return (
    <div className="grid min-w-0 gap-8">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {figures.map(([label, cents]) => (
          <div key={label} className="rounded-lg border bg-card p-4 shadow-sm">
            <dt className="text-sm text-muted-foreground">{label}</dt>
            <dd className="mt-1 text-lg font-semibold tabular-nums sm:text-xl">
              {formatMoney(cents, currency)}
            </dd>
          </div>
        ))}
      </dl>

      <section aria-labelledby="quotes-title" className="grid min-w-0 gap-3">
        <h2 id="quotes-title" className="text-lg font-semibold">
          Quotes
        </h2>
        <DataTable<QuoteView>
          caption="Quotes"
          rows={data.quotes}
          more={quotesMore}
          moreLabel="Load more quotes"
          getRowId={(q) => String(q.quote_number)}
          getRowLabel={(q) => `quote ${q.quote_number}`}
          selectable={admin}
          selectedIds={selected}
          onSelectedIdsChange={setSelected}
          searchText={(q) => `${q.quote_number} ${q.client_name} ${q.comment ?? ''}`}
          searchPlaceholder="Search quotes"
          emptyText="No quotes yet: create one on the Create Quotes tab."
          toolbar={
            admin && (
              <>
                <Button
                  variant="outline"
                  loading={convert.isPending}
                  onClick={() => needSelection(() => setConverting(true))}
                >
                  <ArrowRightLeft aria-hidden="true" /> Convert to invoice
                </Button>
                <Button
                  variant="outline"
                  className="text-destructive hover:bg-destructive/10 hover:text-destructive"
                  onClick={() => needSelection(() => setDeleting(true))}
                >
                  <Trash2 aria-hidden="true" /> Delete
                </Button>
              </>
            )
          }
          columns={[
            { key: 'number', header: 'Quote', cell: (q) => q.quote_number },
            {
              key: 'date',
              header: 'Date',
              className: 'whitespace-nowrap',
              cell: (q) => q.quote_date,
            },
            { key: 'client', header: 'Client', cell: (q) => q.client_name },
            {
              key: 'total',
              header: 'Total',
              className: 'text-right whitespace-nowrap tabular-nums',
              cell: (q) => formatMoney(q.total, q.currency),
            },
            {
              key: 'status',
              header: 'Status',
              cell: (q) =>
                q.status === 'open' ? (
                  <Badge variant="secondary">Open</Badge>
                ) : (
                  <Badge variant="success">Invoice {q.invoice_number}</Badge>
                ),
            },
            {
              key: 'open',
              header: 'Actions',
              cell: (q) => (
                <Button asChild size="sm" variant="ghost">
                  <Link to={`/edit-and-print-quote?selectedQuote=${q.quote_number}`}>
                    <Pencil aria-hidden="true" /> Open
                    <span className="sr-only"> quote {q.quote_number}</span>
                  </Link>
                </Button>
              ),
            },
          ]}
        />
      </section>

      <section aria-labelledby="invoices-title" className="grid min-w-0 gap-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="invoices-title" className="text-lg font-semibold">
            {overdueOnly ? 'Overdue invoices' : 'Invoices'}
          </h2>
          {overdueOnly ? (
            <Link to="/invoices-and-quotes" className="text-sm font-medium text-brand underline">
              Show all invoices
            </Link>
          ) : (
            <Link
              to="/invoices-and-quotes?status=overdue"
              className="text-sm font-medium text-brand underline"
            >
              Show overdue only
            </Link>
          )}
        </div>
        {overdueOnly && overdue.isError && (
          <div className="grid justify-items-start gap-3">
            <FormAlert>{overdue.error.message}</FormAlert>
            <Button variant="outline" onClick={overdue.retry}>
              Try again
            </Button>
          </div>
        )}
        <DataTable<InvoiceView>
          caption={overdueOnly ? 'Overdue invoices' : 'Invoices'}
          rows={invoices}
          loading={overdueOnly && overdue.isPending}
          more={overdueOnly ? overdue : invoicesMore}
          moreLabel="Load more invoices"
          pageSize={INVOICE_PAGE}
          getRowId={(i) => String(i.invoice_number)}
          searchText={(i) => `${i.invoice_number} ${i.client_name}`}
          searchPlaceholder="Search invoices"
          emptyText={overdueOnly ? 'No overdue invoices.' : 'No invoices yet.'}
          columns={[
            { key: 'number', header: 'Invoice', cell: (i) => i.invoice_number },
            {
              key: 'date',
              header: 'Date',
              className: 'whitespace-nowrap',
              cell: (i) => i.invoice_date,
            },
            { key: 'client', header: 'Client', cell: (i) => i.client_name },
            {
              key: 'total',
              header: 'Total',
              className: 'text-right whitespace-nowrap tabular-nums',
              cell: (i) => formatMoney(i.total, i.currency),
            },
            {
              key: 'status',
              header: 'Status',
              cell: (i) => <StatusBadge invoice={i} today={data.today} />,
            },
            {
              key: 'actions',
              header: 'Actions',
              cell: (i) => (
                <div className="flex flex-wrap gap-1">
                  {admin && i.total_paid < i.total && (
                    <Button size="sm" variant="outline" onClick={() => setPaying(i)}>
                      <CreditCard aria-hidden="true" /> Pay
                      <span className="sr-only"> invoice {i.invoice_number}</span>
                    </Button>
                  )}
                  <Button asChild size="sm" variant="ghost">
                    <Link to={`/edit-and-print-invoice?selectedInvoice=${i.invoice_number}`}>
                      Open<span className="sr-only"> invoice {i.invoice_number}</span>
                    </Link>
                  </Button>
                </div>
              ),
            },
          ]}
        />
      </section>

      <PaymentDialog invoice={paying} onClose={() => setPaying(null)} />
      <ConfirmDialog
        open={converting}
        onOpenChange={setConverting}
        title={
          selected.length === 1
            ? `Convert quote ${selected[0]} to an invoice?`
            : `Convert ${selected.length} quotes to invoices?`
        }
        description={convertDescription(data.quotes, selected, currency)}
        confirmLabel="Convert to invoice"
        onConfirm={convertSelected}
      />
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={MESSAGES.confirmDeleteItem}
        description={`${selected.length === 1 ? 'The quote' : `${selected.length} quotes`} will be deleted. Converted quotes stay with their invoices.`}
        confirmLabel="Delete"
        destructive
        onConfirm={deleteSelected}
      />
    </div>
  );
}
