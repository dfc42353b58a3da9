import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatMoney } from '@shared/money/money';
import { useCompany } from '../../../lib/company';
import type { SelectedCase } from '../api/types';
import { StatusBadge } from './status-badge';

const invoiceLink = (n: number) => `/edit-and-print-invoice?selectedInvoice=${n}`;

/** The matter's fields, its status badge and its money (extended.md §3 Case/matter). */
export function DetailsTab({ matter }: { matter: SelectedCase }) {
  const { currency, labels } = useCompany();
  const totals = [
    { label: 'Billings', value: matter.totalBillings },
    { label: 'Invoices', value: matter.totalInvoices },
    { label: 'Payments', value: matter.totalPayments },
    { label: 'Outstanding', value: matter.totalOutstandings },
  ];
  const fields: Array<[string, ReactNode]> = [
    ['File number', matter.file_number],
    ['Title', matter.title],
    [labels.client, matter.client?.name],
    ['Applicant(s)', matter.petitioners],
    ['Respondent(s)', matter.respondents],
    ['Presiding officer', matter.presiding_officer],
    ['Court type', matter.court_type?.name],
    ['Scale', matter.scale?.name],
    ['Attorney type', matter.attorney?.name],
    ['Status', <StatusBadge key="status" name={matter.status?.name} />],
    ['Start date', matter.start_date],
    ['End date', matter.end_date],
    ['Date captured', matter.date_captured],
    ['Description', matter.description],
    ['Notes', matter.notes],
    ['Outcome', matter.outcome],
    [
      `${labels.invoice}s`,
      matter.invoices.length === 0 ? null : (
        <span className="flex flex-wrap gap-2">
          {matter.invoices.map((i) => (
            <Link
              key={i.invoice_number}
              to={invoiceLink(i.invoice_number)}
              className="text-brand underline-offset-4 hover:underline"
            >
              {i.invoice_number}
            </Link>
          ))}
        </span>
      ),
    ],
  ];

  return (
    <div className="@container grid gap-4">
      <dl className="grid grid-cols-2 gap-3 @2xl:grid-cols-4" aria-label="Totals">
        {totals.map(({ label, value }) => (
          <div key={label} className="rounded-lg border bg-card p-4 shadow-sm">
            <dt className="text-sm text-muted-foreground">{label}</dt>
            <dd
              className={
                label === 'Outstanding' && value > 0
                  ? 'mt-1 text-lg font-semibold whitespace-nowrap text-destructive tabular-nums'
                  : 'mt-1 text-lg font-semibold whitespace-nowrap tabular-nums'
              }
            >
              {formatMoney(value, currency)}
            </dd>
          </div>
        ))}
      </dl>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-3 rounded-lg border bg-card p-4 shadow-sm @xl:grid-cols-2">
        {fields.map(([label, value]) => (
          <div key={label} className="grid min-w-0 gap-0.5">
            <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
              {label}
            </dt>
            <dd className="break-words whitespace-pre-line">
              {value ?? <span className="text-muted-foreground">—</span>}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
