import { CalendarClock, CreditCard, FileWarning } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formatMoney } from '@shared/money/money';
import { atLeast, LEVEL } from '@shared/access';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/sonner';
import { ApiError, errorText } from '../../../lib/api-client';
import { useSignedInUser } from '../../../lib/api/current-user';
import { useCompany } from '../../../lib/company';
import { useInvoiceData } from '../api/get-invoice-data';
import { useQuoteData } from '../api/get-quote-data';
import { useSaveInvoice } from '../api/save-invoice-data';
import { useSaveQuote } from '../api/save-quote-data';
import { DocumentEditor } from '../components/document-editor';
import { PaymentDialog } from '../components/payment-dialog';
import { RecurringDialog } from '../components/recurring-dialog';
import { SendEmailButton } from '../components/send-email-dialog';
import { StatusBadge } from '../components/status-badge';
import { draftOf, invoiceBody, quoteBody } from '../lib/draft';
import { QUOTE_SAVED } from './invoices-and-quotes-page';

const failure = (error: unknown) => toast.error(errorText(error));

function Frame({ title, children }: { title: string; children: React.ReactNode }) {
  const { company } = useCompany();
  useEffect(() => {
    document.title = `${title} · ${company.name}`;
  }, [title, company.name]);
  return (
    <div className="mx-auto max-w-7xl">
      <p className="text-sm text-muted-foreground">
        <Link to="/invoices-and-quotes" className="hover:text-foreground hover:underline">
          Invoices &amp; Quotes
        </Link>
      </p>
      <h1 className="mt-1 text-2xl font-semibold tracking-tight sm:text-3xl">{title}</h1>
      <div className="mt-6">{children}</div>
    </div>
  );
}

function Missing({ what, error }: { what: string; error: Error }) {
  return (
    <div className="grid justify-items-start gap-3">
      <FileWarning className="size-8 text-muted-foreground" aria-hidden="true" />
      <FormAlert>
        {error instanceof ApiError && error.status === 404 ? `No such ${what}.` : error.message}
      </FormAlert>
      <Button asChild variant="outline">
        <Link to="/invoices-and-quotes">Back to Invoices &amp; Quotes</Link>
      </Button>
    </div>
  );
}

/** `edit-and-print-quote?selectedQuote=`: the quote in the editor, its PDF beside it. */
export function EditAndPrintQuotePage() {
  const [params] = useSearchParams();
  const number = Number(params.get('selectedQuote')) || undefined;
  const quote = useQuoteData(number);
  const save = useSaveQuote();
  if (!number || quote.isError)
    return (
      <Frame title="Edit Quotation">
        <Missing what="quotation" error={quote.error ?? new Error('Choose a quotation.')} />
      </Frame>
    );
  if (quote.isPending)
    return (
      <Frame title={`Quotation ${number}`}>
        <Skeleton className="h-96 w-full" />
      </Frame>
    );
  const { quoteData, issuer, client_email } = quote.data;
  const converted = quoteData.status === 'converted';
  return (
    <Frame title={`Quotation ${number}`}>
      {converted && (
        <p className="mb-4 rounded-md border bg-muted p-3 text-sm">
          This quotation is{' '}
          <Link
            className="font-medium underline"
            to={`/edit-and-print-invoice?selectedInvoice=${quoteData.invoice_number}`}
          >
            invoice {quoteData.invoice_number}
          </Link>{' '}
          now: it can be printed, not changed.
        </p>
      )}
      <DocumentEditor
        key={quoteData.updated_at}
        mode="quote"
        kind="quote"
        number={number}
        readOnly={converted}
        issuer={issuer}
        aside={
          <SendEmailButton
            kind="quote"
            number={number}
            clientEmail={client_email}
            clientName={quoteData.client_name}
            companyName={issuer.name}
          />
        }
        initial={draftOf(quoteData)}
        saving={save.isPending}
        saveLabel="Save Quote To Database"
        onSave={
          converted
            ? undefined
            : async (draft, computed) => {
                try {
                  await save.mutateAsync(quoteBody(draft, computed, number));
                  toast.success(QUOTE_SAVED, { duration: 3000 });
                } catch (error) {
                  failure(error);
                }
              }
        }
      />
    </Frame>
  );
}

/** `edit-and-print-invoice?selectedInvoice=`: the invoice, its payments and its tax-invoice PDF. */
export function EditAndPrintInvoicePage() {
  const [params] = useSearchParams();
  const number = Number(params.get('selectedInvoice')) || undefined;
  const invoice = useInvoiceData(number);
  const save = useSaveInvoice();
  const user = useSignedInUser();
  const [paying, setPaying] = useState(false);
  const [recurring, setRecurring] = useState(false);
  if (!number || invoice.isError)
    return (
      <Frame title="Edit Invoice">
        <Missing what="invoice" error={invoice.error ?? new Error('Choose an invoice.')} />
      </Frame>
    );
  if (invoice.isPending)
    return (
      <Frame title={`Invoice ${number}`}>
        <Skeleton className="h-96 w-full" />
      </Frame>
    );
  const { invoice: doc, payments, issuer, today, client_email } = invoice.data;
  const admin = atLeast(user.alevel, LEVEL.admin);
  const payable = admin && doc.total_paid < doc.total;
  return (
    <Frame title={`Invoice ${number}`}>
      <DocumentEditor
        key={doc.updated_at}
        mode="invoice"
        kind="invoice"
        number={number}
        issuer={issuer}
        initial={draftOf(doc)}
        payments={payments}
        saving={save.isPending}
        onSave={
          admin
            ? async (draft, computed) => {
                try {
                  await save.mutateAsync(invoiceBody(draft, computed, number));
                  toast.success('Data Saved Successfully');
                } catch (error) {
                  failure(error);
                }
              }
            : undefined
        }
        aside={
          <div className="grid gap-4">
            <section aria-label="Payments" className="grid gap-3 rounded-lg border p-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h2 className="font-semibold">Payments</h2>
                <StatusBadge invoice={doc} today={today} />
              </div>
              {payments.length === 0 ? (
                <p className="text-sm text-muted-foreground">No payments yet.</p>
              ) : (
                <ul className="grid gap-1 text-sm">
                  {payments.map((payment) => (
                    <li key={payment.id} className="flex justify-between gap-4">
                      <span>
                        {payment.entry_date} · {payment.method}
                        {payment.reference ? ` · ${payment.reference}` : ''}
                      </span>
                      <span className="tabular-nums">
                        {formatMoney(payment.amount, doc.currency)}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
              {payable && (
                <Button
                  variant="outline"
                  className="justify-self-start"
                  onClick={() => setPaying(true)}
                >
                  <CreditCard aria-hidden="true" /> Record a payment
                </Button>
              )}
            </section>
            <SendEmailButton
              kind="invoice"
              number={number}
              clientEmail={client_email}
              clientName={doc.client_name}
              companyName={issuer.name}
            />
            {admin && (
              <Button
                variant="outline"
                className="justify-self-start"
                onClick={() => setRecurring(true)}
              >
                <CalendarClock aria-hidden="true" /> Make recurring
              </Button>
            )}
          </div>
        }
      />
      <PaymentDialog invoice={paying ? doc : null} onClose={() => setPaying(false)} />
      <RecurringDialog
        open={recurring}
        onOpenChange={setRecurring}
        today={today}
        seed={{
          client: doc.client_id,
          clientName: doc.client_name,
          items: doc.lines,
          discount: doc.discount,
          comment: doc.comment ?? null,
        }}
      />
    </Frame>
  );
}
