import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { formatDate } from '@shared/time/sast';
import { atLeast, LEVEL } from '@shared/access';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/sonner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { errorText } from '../../../lib/api-client';
import { useSignedInUser } from '../../../lib/api/current-user';
import { useCompany } from '../../../lib/company';
import { useDocumentsDashboard } from '../api/get-invoices-and-quotations-data';
import { useSaveInvoice } from '../api/save-invoice-data';
import { useSaveQuote } from '../api/save-quote-data';
import { DashboardTab } from '../components/dashboard-tab';
import { DocumentEditor } from '../components/document-editor';
import { RecurringTab } from '../components/recurring-tab';
import { emptyDraft, invoiceBody, quoteBody, type Draft } from '../lib/draft';

export const QUOTE_SAVED = 'Quotation Data Successfully Saved';
const TABS = ['dashboard', 'create-invoices', 'create-quotes', 'recurring'] as const;

const failure = (error: unknown) => toast.error(errorText(error));

/**
 * A new invoice opened for someone (a matter's billings with none selected): `?client=` (its id),
 * `clientName` and `comment` fill the editor; the person adds the lines.
 */
function invoiceStart(draft: Draft, params: URLSearchParams): Draft {
  const id = params.get('client');
  if (!id) return draft;
  return {
    ...draft,
    client: { id, name: params.get('clientName') ?? '' },
    comment: params.get('comment') ?? draft.comment,
  };
}

/** Invoices & Quotes: tabs Dashboard, Create Invoices, Create Quotes, Recurring. */
export function InvoicesAndQuotesPage() {
  const { company } = useCompany();
  const user = useSignedInUser();
  const dashboard = useDocumentsDashboard();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const saveQuote = useSaveQuote();
  const saveInvoice = useSaveInvoice();
  const tab = TABS.find((t) => t === params.get('tab')) ?? 'dashboard';
  const today = dashboard.data?.today ?? formatDate(new Date());

  useEffect(() => {
    document.title = `Invoices & Quotes · ${company.name}`;
  }, [company.name]);

  return (
    <div className="mx-auto max-w-7xl">
      <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Invoices &amp; Quotes</h1>
      <Tabs
        value={tab}
        onValueChange={(value) => setParams({ tab: value }, { replace: true })}
        className="mt-6"
      >
        <TabsList className="w-full">
          <TabsTrigger value="dashboard">Dashboard</TabsTrigger>
          {atLeast(user.alevel, LEVEL.admin) && (
            <TabsTrigger value="create-invoices">Create Invoices</TabsTrigger>
          )}
          <TabsTrigger value="create-quotes">Create Quotes</TabsTrigger>
          <TabsTrigger value="recurring">Recurring</TabsTrigger>
        </TabsList>
        {dashboard.error ? (
          <div className="mt-6 grid justify-items-start gap-3">
            <FormAlert>{dashboard.error.message}</FormAlert>
            <Button variant="outline" onClick={dashboard.refetch}>
              Try again
            </Button>
          </div>
        ) : !dashboard.data ? (
          <Skeleton className="mt-6 h-96 w-full" />
        ) : (
          <>
            <TabsContent value="dashboard" className="pt-6">
              <DashboardTab
                data={dashboard.data}
                quotesMore={dashboard.quotesMore}
                invoicesMore={dashboard.invoicesMore}
              />
            </TabsContent>
            <TabsContent value="create-invoices" className="pt-6">
              <DocumentEditor
                mode="invoice"
                kind="invoice"
                issuer={dashboard.data.issuer}
                initial={invoiceStart(emptyDraft(today), params)}
                saving={saveInvoice.isPending}
                onSave={async (draft, computed) => {
                  try {
                    const saved = await saveInvoice.mutateAsync(invoiceBody(draft, computed));
                    toast.success(`Invoice ${saved.invoiceNumber} saved`);
                    void navigate(`/edit-and-print-invoice?selectedInvoice=${saved.invoiceNumber}`);
                  } catch (error) {
                    failure(error);
                  }
                }}
              />
            </TabsContent>
            <TabsContent value="create-quotes" className="pt-6">
              <DocumentEditor
                mode="quote"
                kind="quote"
                issuer={dashboard.data.issuer}
                initial={emptyDraft(today)}
                saving={saveQuote.isPending}
                saveLabel="Save Quote To Database"
                onSave={async (draft, computed) => {
                  try {
                    const saved = await saveQuote.mutateAsync(quoteBody(draft, computed));
                    toast.success(QUOTE_SAVED, { duration: 3000 });
                    void navigate(`/edit-and-print-quote?selectedQuote=${saved.quoteNumber}`);
                  } catch (error) {
                    failure(error);
                  }
                }}
              />
            </TabsContent>
            <TabsContent value="recurring" className="pt-6">
              <RecurringTab today={today} currency={company.currency ?? 'ZAR'} />
            </TabsContent>
          </>
        )}
      </Tabs>
    </div>
  );
}
