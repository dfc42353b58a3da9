import { Link } from 'react-router';
import { formatMoney } from '@shared/money/money';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { useCompany } from '../../../lib/company';
import type { ClientProfile } from '../api/get-client-profile';
import { ClientStatementButton } from './client-statement';
import { InvoiceStatus } from './invoice-status';
import { MattersCard } from './matters-card';
import { SmsPanel } from './sms-panel';

const RECENT = 5;

export const invoiceLink = (number: number) => `/edit-and-print-invoice?selectedInvoice=${number}`;

/**
 * The client's account: Opening, Quotes, Invoices, Paid and Outstanding (due minus paid), the
 * matters (legal practices only), the latest invoices with where each stands, and the SMS panel (admins: the conversation and a
 * send box; the family: a message to the school).
 */
export function AccountTab({
  profile,
  onAllInvoices,
  sms,
}: {
  profile: ClientProfile;
  onAllInvoices: () => void;
  sms: 'admin' | 'family' | null;
}) {
  const { currency, labels, legal_services } = useCompany();
  const { account } = profile;
  const figures = [
    { label: 'Opening', value: account.opening },
    { label: 'Quotes', value: account.quotes },
    { label: 'Invoices', value: account.invoices },
    { label: 'Paid', value: account.paid },
    { label: 'Outstanding', value: account.outstanding },
  ];
  const recent = profile.invoices.slice(0, RECENT);

  return (
    <div className="@container grid grid-cols-1 gap-4">
      <div className="flex justify-end">
        <ClientStatementButton clientId={profile.client.id} name={profile.client.name} />
      </div>
      <dl className="grid grid-cols-2 gap-3 @xl:grid-cols-3 @4xl:grid-cols-5">
        {figures.map(({ label, value }) => (
          <div
            key={label}
            className={
              label === 'Outstanding'
                ? 'col-span-2 rounded-lg border bg-card p-4 shadow-sm @xl:col-span-1'
                : 'rounded-lg border bg-card p-4 shadow-sm'
            }
          >
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

      {/* The API's answer: the company is a legal practice (its industry or the Legal plan). */}
      {legal_services && <MattersCard profile={profile} />}

      <Card>
        <CardHeader className="flex flex-row items-center justify-between gap-2">
          <CardTitle asChild>
            <h3>{labels.invoice}s</h3>
          </CardTitle>
          {(profile.invoices.length > RECENT || profile.more.invoices) && (
            <Button variant="link" size="sm" onClick={onAllInvoices}>
              {profile.more.invoices ? 'All' : `All ${profile.invoices.length}`}
            </Button>
          )}
        </CardHeader>
        <CardContent>
          {recent.length === 0 ? (
            <p className="text-sm text-muted-foreground">No {labels.invoice.toLowerCase()}s yet.</p>
          ) : (
            <ul className="divide-y" aria-label={`Latest ${labels.invoice.toLowerCase()}s`}>
              {recent.map((invoice) => (
                <li
                  key={invoice.invoice_number}
                  className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3"
                >
                  <div className="min-w-0">
                    <Link
                      to={invoiceLink(invoice.invoice_number)}
                      className="font-medium text-brand underline-offset-4 hover:underline"
                    >
                      {labels.invoice} {invoice.invoice_number}
                    </Link>
                    <p className="text-xs text-muted-foreground">
                      {invoice.date} · due {invoice.due_date}
                    </p>
                  </div>
                  <div className="flex items-center gap-3">
                    <span className="font-medium whitespace-nowrap tabular-nums">
                      {formatMoney(invoice.total, currency)}
                    </span>
                    <InvoiceStatus payment={invoice.payment} currency={currency} />
                  </div>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
      {sms && (
        <SmsPanel
          clientId={profile.client.id}
          clientName={profile.client.name}
          sid={profile.client.sid}
          mode={sms}
        />
      )}
    </div>
  );
}
