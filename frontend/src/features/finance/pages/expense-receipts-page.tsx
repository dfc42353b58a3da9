import { Download } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { FINANCE_MESSAGES } from '@shared/finance/schemas';
import type { ExpenseReceiptsPdfInput } from '@shared/pdf/expense-receipts-pdf';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorText } from '../../../lib/api-client';
import { useCompany } from '../../../lib/company';
import { downloadBlob } from '../../../lib/download';
import { useExpensesWithIds } from '../api/finance';

/** pdf-lib is large: it loads only when receipts are wanted (as the payment receipt's). */
async function render(input: ExpenseReceiptsPdfInput) {
  const { buildExpenseReceiptsPdf } = await import('@shared/pdf/expense-receipts-pdf');
  return new Blob([(await buildExpenseReceiptsPdf(input)) as BlobPart], {
    type: 'application/pdf',
  });
}

/**
 * Expense receipts (extended.md §2: ids, dateFrom, dateTo): the selected expenses of the period
 * as a PDF, previewed in a frame and downloaded, made in the browser.
 */
export function ExpenseReceiptsPage() {
  const [params] = useSearchParams();
  const { company, currency } = useCompany();
  const ids = useMemo(() => (params.get('ids') ?? '').split(',').filter(Boolean), [params]);
  const dateFrom = params.get('dateFrom') ?? '';
  const dateTo = params.get('dateTo') ?? '';
  const expenses = useExpensesWithIds(dateFrom, dateTo, ids);
  const [pdf, setPdf] = useState<{ blob: Blob; url: string } | null>(null);
  const [failed, setFailed] = useState(false);
  const chosen = useMemo(
    () => (expenses.data?.expenses ?? []).filter((e) => ids.includes(e.id)),
    [expenses.data, ids],
  );

  useEffect(() => {
    if (!expenses.data || ids.length === 0) return;
    let gone = false;
    let url = '';
    render({
      company: {
        name: company.name,
        address: [company.primary_address, company.city].filter((x): x is string => Boolean(x)),
        vat_number: company.vat_number,
      },
      dateFrom,
      dateTo,
      currency,
      expenses: chosen.map((e) => ({
        entry_date: e.entry_date,
        description: e.description,
        category: e.expenses_categories.name,
        provider: e.service_providers.name,
        amount: e.amount,
        vat: e.vat,
      })),
    })
      .then((blob) => {
        if (gone) return;
        url = URL.createObjectURL(blob);
        setPdf({ blob, url });
      })
      .catch(() => !gone && setFailed(true));
    return () => {
      gone = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [expenses.data, chosen, ids.length, company, currency, dateFrom, dateTo]);

  return (
    <div className="mx-auto grid max-w-5xl gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-semibold tracking-tight">Expense Receipts</h1>
        <div className="flex gap-2">
          <Button asChild variant="outline">
            <Link to="/finance-expenses">Back to expenses</Link>
          </Button>
          <Button
            disabled={!pdf}
            onClick={() =>
              pdf && downloadBlob(pdf.blob, `Expense-Receipts-${dateFrom}-${dateTo}.pdf`)
            }
          >
            <Download aria-hidden="true" /> Download PDF
          </Button>
        </div>
      </div>
      <p className="text-muted-foreground">
        {chosen.length} expense(s) from {dateFrom} to {dateTo}
      </p>
      {ids.length === 0 ? (
        <FormAlert>{FINANCE_MESSAGES.selectExpense}</FormAlert>
      ) : expenses.isError ? (
        <FormAlert>{errorText(expenses.error)}</FormAlert>
      ) : failed ? (
        <FormAlert>The receipts PDF could not be made. Try again.</FormAlert>
      ) : pdf ? (
        <iframe title="Expense receipts" src={pdf.url} className="h-[75vh] w-full rounded border" />
      ) : (
        <Skeleton className="h-[75vh]" />
      )}
    </div>
  );
}
