import { CalendarClock, Pause, Pencil, Play, ReceiptText, Square } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { atLeast, LEVEL } from '@shared/access';
import { FREQUENCY_LABELS } from '@shared/documents/recurrence';
import { formatMoney } from '@shared/money/money';
import type { RecurringInvoiceView } from '@shared/receivables/schemas';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/alert-dialog';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { LoadMore } from '../../../components/ui/load-more';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/sonner';
import { errorText } from '../../../lib/api-client';
import { useSignedInUser } from '../../../lib/api/current-user';
import {
  useRecurringAction,
  useRecurringInvoices,
  useRecurringRuns,
  type RecurringAction,
} from '../api/recurring-invoices';
import { InvoiceRemindersPanel } from './invoice-reminders';
import { RecurringDialog, type RecurringSeed } from './recurring-dialog';

const STATUS = {
  active: { label: 'Active', variant: 'success' },
  paused: { label: 'Paused', variant: 'secondary' },
  ended: { label: 'Ended', variant: 'outline' },
} as const;

/** The lines' amount before VAT and discount: what a run invoices, roughly, for the list. */
const linesTotal = (t: RecurringInvoiceView) =>
  t.items.reduce((sum, item) => sum + item.unit_price * item.quantity, 0) - t.discount;

/**
 * The Recurring tab: the company's recurring invoices with their next run, set up, changed,
 * paused, resumed and ended here (admins), each one's issued invoices, and the invoice reminder
 * settings.
 */
export function RecurringTab({ today, currency }: { today: string; currency: string }) {
  const user = useSignedInUser();
  const admin = atLeast(user.alevel, LEVEL.admin);
  const list = useRecurringInvoices();
  const act = useRecurringAction();
  const [editing, setEditing] = useState<RecurringSeed | null>(null);
  const [ending, setEnding] = useState<RecurringInvoiceView | null>(null);
  const [showing, setShowing] = useState<RecurringInvoiceView | null>(null);

  const run = async (action: RecurringAction, id: string) => {
    try {
      const reply = await act.mutateAsync({ action, id });
      toast.success(reply.message);
    } catch (error) {
      toast.error(errorText(error));
      throw error;
    }
  };

  return (
    <div className="grid gap-6">
      <section aria-labelledby="recurring-heading" className="grid gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="recurring-heading" className="flex items-center gap-2 text-lg font-semibold">
            <CalendarClock className="size-5" aria-hidden="true" /> Recurring invoices
          </h2>
          {admin && <Button onClick={() => setEditing({})}>New recurring invoice</Button>}
        </div>
        {list.isPending ? (
          <div role="status" aria-label="Loading recurring invoices" className="grid gap-2">
            <Skeleton className="h-20 w-full" />
            <Skeleton className="h-20 w-full" />
          </div>
        ) : list.isError ? (
          <div className="grid justify-items-start gap-3">
            <FormAlert>{list.error.message}</FormAlert>
            <Button variant="outline" onClick={list.retry}>
              Try again
            </Button>
          </div>
        ) : list.rows.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            No recurring invoices yet.
            {admin &&
              ' Set one up to invoice a client weekly, monthly or yearly without retyping it.'}
          </p>
        ) : (
          <>
            <ul className="grid gap-2" aria-label="Recurring invoices">
              {list.rows.map((t) => (
                <li
                  key={t.id}
                  className="grid gap-2 rounded-lg border p-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center"
                >
                  <div className="grid gap-1">
                    <div className="flex flex-wrap items-center gap-2">
                      <span className="font-medium">{t.clientName}</span>
                      <Badge variant={STATUS[t.status].variant}>{STATUS[t.status].label}</Badge>
                    </div>
                    <p className="text-sm text-muted-foreground">
                      {FREQUENCY_LABELS[t.frequency]} from {t.startDate}
                      {t.endDate ? ` to ${t.endDate}` : ''} · {formatMoney(linesTotal(t), currency)}{' '}
                      excl. VAT · {t.issued} issued
                    </p>
                    <p className="text-sm">
                      {t.nextRun ? (
                        <>
                          Next invoice: <strong>{t.nextRun}</strong>
                        </>
                      ) : t.status === 'paused' ? (
                        'No invoices while paused'
                      ) : (
                        'No more invoices'
                      )}
                    </p>
                    {t.lastError && t.status === 'paused' && (
                      <p className="text-sm text-destructive">Paused: {t.lastError}</p>
                    )}
                  </div>
                  <div className="flex flex-wrap gap-2 sm:justify-end">
                    <Button variant="outline" size="sm" onClick={() => setShowing(t)}>
                      <ReceiptText aria-hidden="true" /> Invoices
                    </Button>
                    {admin && t.status !== 'ended' && (
                      <>
                        <Button
                          variant="outline"
                          size="sm"
                          aria-label={`Change recurring invoice for ${t.clientName}`}
                          onClick={() => setEditing(t)}
                        >
                          <Pencil aria-hidden="true" /> Change
                        </Button>
                        {t.status === 'active' ? (
                          <Button
                            variant="outline"
                            size="sm"
                            aria-label={`Pause recurring invoice for ${t.clientName}`}
                            disabled={act.isPending}
                            onClick={() => void run('pause', t.id).catch(() => undefined)}
                          >
                            <Pause aria-hidden="true" /> Pause
                          </Button>
                        ) : (
                          <Button
                            variant="outline"
                            size="sm"
                            aria-label={`Resume recurring invoice for ${t.clientName}`}
                            disabled={act.isPending}
                            onClick={() => void run('resume', t.id).catch(() => undefined)}
                          >
                            <Play aria-hidden="true" /> Resume
                          </Button>
                        )}
                        <Button
                          variant="outline"
                          size="sm"
                          aria-label={`End recurring invoice for ${t.clientName}`}
                          onClick={() => setEnding(t)}
                        >
                          <Square aria-hidden="true" /> End
                        </Button>
                      </>
                    )}
                  </div>
                </li>
              ))}
            </ul>
            <LoadMore more={list} label="Load more recurring invoices" />
          </>
        )}
      </section>

      <InvoiceRemindersPanel />

      <RecurringDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        seed={editing}
        today={today}
      />
      <ConfirmDialog
        open={ending !== null}
        onOpenChange={(open) => !open && setEnding(null)}
        title="End this recurring invoice?"
        description={
          ending
            ? `No more invoices will be issued to ${ending.clientName}. The invoices already issued stay. This cannot be undone.`
            : undefined
        }
        confirmLabel="End recurring invoice"
        destructive
        onConfirm={() => run('end', ending!.id)}
      />
      <RunsDialog template={showing} onClose={() => setShowing(null)} currency={currency} />
    </div>
  );
}

function RunsDialog({
  template,
  onClose,
  currency,
}: {
  template: RecurringInvoiceView | null;
  onClose: () => void;
  currency: string;
}) {
  const runs = useRecurringRuns(template?.id ?? null);
  return (
    <Dialog open={template !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Invoices issued</DialogTitle>
          <DialogDescription>
            {template
              ? `${template.clientName}, ${FREQUENCY_LABELS[template.frequency].toLowerCase()}`
              : ''}
          </DialogDescription>
        </DialogHeader>
        {runs.isPending ? (
          <Skeleton className="h-24 w-full" />
        ) : runs.isError ? (
          <FormAlert>{runs.error.message}</FormAlert>
        ) : runs.rows.length === 0 ? (
          <p className="text-sm text-muted-foreground">None yet.</p>
        ) : (
          <>
            <ul className="grid gap-1 text-sm">
              {runs.rows.map((r) => (
                <li key={r.runDate} className="flex justify-between gap-3">
                  <Link
                    className="underline underline-offset-2"
                    to={`/edit-and-print-invoice?selectedInvoice=${r.invoiceNumber}`}
                  >
                    Invoice {r.invoiceNumber}
                  </Link>
                  <span>{r.runDate}</span>
                  <span className="tabular-nums">{formatMoney(r.total, currency)}</span>
                </li>
              ))}
            </ul>
            <LoadMore more={runs} label="Load more invoices" />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
