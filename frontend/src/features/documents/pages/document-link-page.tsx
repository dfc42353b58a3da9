import { CreditCard, Download } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { DocumentLinkView } from '@shared/documents/email';
import type { CheckoutForm } from '@shared/payments/schemas';
import { formatMoney } from '@shared/money/money';
import { CheckoutRedirect } from '../../../components/payments/checkout-form';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { Skeleton } from '../../../components/ui/skeleton';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../../components/ui/table';
import { errorText } from '../../../lib/api-client';
import { useDocumentLink, usePayDocumentLink } from '../api/document-email';
import { downloadPdf } from '../lib/pdf';

/** How long the page waits for the card gateway's notification after the return (2 s a look). */
const WAIT_LOOKS = 15;

/**
 * `/document-link?key=`: an emailed quote or invoice as its client sees it, no sign-in (issue
 * 28): the lines, totals, payments and balance, Download PDF, and for an invoice with a balance,
 * Pay by card (the gateway's checkout). Back from the gateway (`&paid=1`) it waits for the
 * notification that records the payment, then says Paid.
 */
export function DocumentLinkPage() {
  const [params] = useSearchParams();
  const key = params.get('key')?.trim() ?? '';
  const returned = params.get('paid') === '1';
  const cancelled = params.get('cancelled') === '1';
  const [looks, setLooks] = useState(0);
  const view = useDocumentLink(key);
  const waiting = returned && view.data?.status === 'due' && looks < WAIT_LOOKS;

  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => {
      setLooks((n) => n + 1);
      void view.refetch();
    }, 2000);
    return () => clearTimeout(timer);
  }, [waiting, looks, view]);

  useEffect(() => {
    if (view.data) document.title = `${view.data.printed} · ${view.data.company}`;
  }, [view.data]);

  return (
    <main className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8 sm:py-12">
      {!key ? (
        <FormAlert>This link is incomplete. Open the link in the email again.</FormAlert>
      ) : view.isPending ? (
        <div className="grid gap-4" role="status" aria-label="Loading the document">
          <Skeleton className="h-10 w-64" />
          <Skeleton className="h-48 w-full" />
        </div>
      ) : view.isError ? (
        <FormAlert>{errorText(view.error)}</FormAlert>
      ) : (
        <DocumentView
          doc={view.data}
          linkKey={key}
          waiting={waiting}
          cancelled={cancelled && view.data.status === 'due'}
        />
      )}
    </main>
  );
}

function DocumentView({
  doc,
  linkKey,
  waiting,
  cancelled,
}: {
  doc: DocumentLinkView;
  linkKey: string;
  waiting: boolean;
  cancelled: boolean;
}) {
  const money = (cents: number) => formatMoney(cents, doc.currency);
  const pay = usePayDocumentLink();
  const [checkout, setCheckout] = useState<CheckoutForm | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const what = doc.kind === 'invoice' ? 'Invoice' : 'Quotation';

  const startPayment = async () => {
    setProblem(null);
    try {
      setCheckout((await pay.mutateAsync(linkKey)).checkout);
    } catch (error) {
      setProblem(errorText(error));
    }
  };

  return (
    <>
      <header className="grid gap-2">
        <p className="text-sm text-muted-foreground">{doc.company}</p>
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-semibold">
            {what} {doc.printed}
          </h1>
          {doc.status === 'paid' ? (
            <Badge variant="success">Paid</Badge>
          ) : doc.status === 'due' ? (
            <Badge variant="destructive">Balance due</Badge>
          ) : (
            <Badge variant="secondary">Quotation</Badge>
          )}
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-muted-foreground">For</dt>
          <dd>{doc.client}</dd>
          <dt className="text-muted-foreground">Date</dt>
          <dd>{doc.date}</dd>
          {doc.due_date && (
            <>
              <dt className="text-muted-foreground">Due</dt>
              <dd>{doc.due_date}</dd>
            </>
          )}
        </dl>
      </header>

      <Table regionLabel={`${what} lines`}>
        <TableHeader>
          <TableRow>
            <TableHead>Description</TableHead>
            <TableHead className="hidden text-right sm:table-cell">Qty</TableHead>
            <TableHead className="hidden text-right sm:table-cell">Price</TableHead>
            <TableHead className="text-right">Amount</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {doc.lines.map((line, index) => (
            <TableRow key={index}>
              <TableCell className="min-w-40">
                {line.name}
                {/* On a phone the quantity and price sit under the description. */}
                <span className="block text-xs whitespace-nowrap text-muted-foreground tabular-nums sm:hidden">
                  {line.quantity} × {money(line.unit_price)}
                </span>
              </TableCell>
              <TableCell className="hidden text-right tabular-nums sm:table-cell">
                {line.quantity}
              </TableCell>
              <TableCell className="hidden text-right whitespace-nowrap tabular-nums sm:table-cell">
                {money(line.unit_price)}
              </TableCell>
              <TableCell className="text-right whitespace-nowrap tabular-nums">
                {money(line.line_total)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>

      <dl
        aria-label="Totals"
        className="ml-auto grid w-full max-w-xs grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-sm"
      >
        <dt>Subtotal</dt>
        <dd className="text-right whitespace-nowrap tabular-nums">{money(doc.sub_total)}</dd>
        {doc.discount > 0 && (
          <>
            <dt>Discount</dt>
            <dd className="text-right whitespace-nowrap tabular-nums">-{money(doc.discount)}</dd>
          </>
        )}
        <dt>VAT</dt>
        <dd className="text-right whitespace-nowrap tabular-nums">{money(doc.total_tax)}</dd>
        <dt className="font-semibold">Total</dt>
        <dd className="text-right font-semibold whitespace-nowrap tabular-nums">
          {money(doc.total)}
        </dd>
        {doc.kind === 'invoice' && (
          <>
            <dt>Paid</dt>
            <dd className="text-right whitespace-nowrap tabular-nums">{money(doc.total_paid)}</dd>
            <dt className="font-semibold">Balance due</dt>
            <dd
              className="text-right font-semibold whitespace-nowrap tabular-nums"
              data-testid="balance"
            >
              {money(doc.balance)}
            </dd>
          </>
        )}
      </dl>

      {doc.payments.length > 0 && (
        <section aria-label="Payments received" className="grid gap-2">
          <h2 className="font-semibold">Payments received</h2>
          <ul className="grid gap-1 text-sm">
            {doc.payments.map((payment, index) => (
              <li key={index} className="flex justify-between gap-4">
                <span>
                  {payment.date} · {payment.method}
                </span>
                <span className="whitespace-nowrap tabular-nums">{money(payment.amount)}</span>
              </li>
            ))}
          </ul>
        </section>
      )}

      {waiting && (
        <p role="status" className="text-sm text-muted-foreground">
          Confirming your card payment…
        </p>
      )}
      {cancelled && (
        <p role="status" className="text-sm text-muted-foreground">
          The card payment was cancelled. Nothing was charged.
        </p>
      )}
      {doc.status === 'paid' && (
        <p role="status" className="font-medium text-success">
          This invoice is paid. Thank you.
        </p>
      )}
      <FormAlert>{problem}</FormAlert>

      {checkout ? (
        <CheckoutRedirect checkout={checkout} />
      ) : (
        <div className="flex flex-wrap gap-2">
          {doc.can_pay && !waiting && (
            <Button loading={pay.isPending} onClick={() => void startPayment()}>
              <CreditCard aria-hidden="true" /> Pay {money(doc.balance)} by card
            </Button>
          )}
          <Button variant="outline" onClick={() => void downloadPdf(doc.pdf, `${doc.printed}.pdf`)}>
            <Download aria-hidden="true" /> Download PDF
          </Button>
        </div>
      )}
    </>
  );
}
