import { FileText, Lock } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { EVENT_MESSAGES, type EventView } from '@shared/events/schemas';
import { formatMoney } from '@shared/money/money';
import { ConfirmDialog } from '../../../components/ui/alert-dialog';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { toast } from '../../../components/ui/sonner';
import { errorText } from '../../../lib/api-client';
import { useCompany } from '../../../lib/company';
import { useRequestId } from '../../../lib/request-id';
import { useInvoiceBooking } from '../api/events';

/** Where an invoice opens (as the other screens link to one). */
export const invoiceLink = (n: number) => `/edit-and-print-invoice?selectedInvoice=${n}`;

/** An invoiced or paid-out booking: the server refuses to change or delete it. */
export const isSettled = (event: EventView) => Boolean(event.invoice_number || event.payroll_id);

/** A booking that can become an invoice: a talent, a client, money, and no invoice yet. */
export const canBeInvoiced = (event: EventView) =>
  Boolean(event.staff_id && event.client_id && event.line_total > 0 && !event.invoice_number);

type Props = {
  event: EventView;
  /** Admins (level 7 and up) invoice bookings (the route's level). */
  canInvoice: boolean;
  /** The invoice the booking is on: the event's, or the one just made in this dialog. */
  invoiceNumber: number | null;
  onInvoiced: (invoiceNumber: number) => void;
};

/**
 * The booking's invoice in the event dialog: 'Invoiced: #n' (a link to it) once it has one,
 * else for admins 'Invoice booking', confirmed first, sent with one request id per action.
 */
export function BookingInvoice({ event, canInvoice, invoiceNumber, onInvoiced }: Props) {
  const { currency } = useCompany();
  const navigate = useNavigate();
  const invoice = useInvoiceBooking();
  const request = useRequestId();
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const paidOut = Boolean(event.payroll_id);

  const settledNote = (invoiceNumber || paidOut) && (
    <p className="flex items-start gap-2 text-sm text-muted-foreground">
      <Lock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>{EVENT_MESSAGES.settled}. Credit the invoice or fix the payroll to change it.</span>
    </p>
  );

  if (invoiceNumber)
    return (
      <div className="grid gap-2 sm:col-span-2">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="secondary" asChild>
            <Link to={invoiceLink(invoiceNumber)}>
              <FileText aria-hidden="true" /> Invoiced: #{invoiceNumber}
            </Link>
          </Badge>
          {paidOut && <Badge variant="outline">Paid out in payroll</Badge>}
        </div>
        {settledNote}
      </div>
    );
  if (!canInvoice || !canBeInvoiced(event))
    return paidOut ? (
      <div className="grid gap-2 sm:col-span-2">
        <div>
          <Badge variant="outline">Paid out in payroll</Badge>
        </div>
        {settledNote}
      </div>
    ) : null;

  const client = event.client_name ?? 'the client';
  const amount = formatMoney(event.line_total, currency);

  const send = async () => {
    setProblem(null);
    try {
      const reply = await invoice.mutateAsync({
        eventId: event.id,
        requestId: request.current(),
      });
      request.renew();
      onInvoiced(reply.invoiceNumber);
      toast.success(`Invoice #${reply.invoiceNumber} made for ${client}`, {
        action: {
          label: 'Open invoice',
          onClick: () => void navigate(invoiceLink(reply.invoiceNumber)),
        },
      });
    } catch (error) {
      setProblem(errorText(error));
      // The confirm dialog closes: the reason shows beside the button.
      setConfirming(false);
    }
  };

  return (
    <div className="grid gap-2 sm:col-span-2">
      <div className="flex flex-wrap items-center gap-3">
        <Button
          type="button"
          variant="outline"
          loading={invoice.isPending}
          onClick={() => setConfirming(true)}
        >
          <FileText aria-hidden="true" /> Invoice booking
        </Button>
        {paidOut && <Badge variant="outline">Paid out in payroll</Badge>}
      </div>
      <FormAlert>{problem}</FormAlert>
      {settledNote}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Invoice this booking to ${client}?`}
        description={`One line of ${amount} (the talent’s hours at the rate plus the agency fee); VAT as your company’s settings say. The booking can then no longer be changed.`}
        confirmLabel="Invoice booking"
        onConfirm={send}
      />
    </div>
  );
}
