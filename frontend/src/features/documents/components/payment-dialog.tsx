import { useState } from 'react';
import { PAYMENT_METHODS, type PaymentMethod } from '@shared/documents/schemas';
import type { InvoiceView } from '@shared/documents/types';
import { currencySymbol, formatMoney } from '@shared/money/money';
import { formatDate } from '@shared/time/sast';
import { Button } from '../../../components/ui/button';
import { DatePicker } from '../../../components/ui/date-picker';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { OptionSelect } from '../../../components/ui/select';
import { toast } from '../../../components/ui/sonner';
import { ApiError, errorText } from '../../../lib/api-client';
import { useMarkPaid } from '../api/mark-invoices-paid';

/** Record a payment: the amount defaults to what is left (total minus paid), Cash by default. */
export function PaymentDialog({
  invoice,
  onClose,
}: {
  invoice: InvoiceView | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={invoice !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        {invoice && <PaymentForm invoice={invoice} onClose={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function PaymentForm({ invoice, onClose }: { invoice: InvoiceView; onClose: () => void }) {
  const left = invoice.total - invoice.total_paid;
  const [amount, setAmount] = useState((left / 100).toFixed(2));
  const [date, setDate] = useState(formatDate(new Date()));
  const [method, setMethod] = useState<PaymentMethod>('Cash');
  const [problem, setProblem] = useState<string | null>(null);
  const pay = useMarkPaid();

  const submit = async () => {
    setProblem(null);
    try {
      await pay.mutateAsync({ invoiceNumber: invoice.invoice_number, amount, date, method });
      toast.success('Payment Successfully Recorded!');
      onClose();
    } catch (error) {
      setProblem(
        error instanceof ApiError && error.fields.amount ? error.fields.amount : errorText(error),
      );
    }
  };

  return (
    <form
      noValidate
      aria-label="Record a payment"
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <DialogHeader>
        <DialogTitle>Payment for invoice {invoice.invoice_number}</DialogTitle>
        <DialogDescription>
          {formatMoney(left, invoice.currency)} of {formatMoney(invoice.total, invoice.currency)} is
          left to pay.
        </DialogDescription>
      </DialogHeader>
      <FormField label={`Amount (${currencySymbol(invoice.currency)})`} required>
        <Input inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Payment date">
          {(field) => <DatePicker {...field} value={date} onChange={setDate} />}
        </FormField>
        <FormField label="Payment method">
          {(field) => (
            <OptionSelect
              {...field}
              value={method}
              onValueChange={(value) => setMethod(value as PaymentMethod)}
              options={PAYMENT_METHODS.map((m) => ({ value: m, label: m }))}
            />
          )}
        </FormField>
      </div>
      <FormAlert>{problem}</FormAlert>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" loading={pay.isPending}>
          Record payment
        </Button>
      </DialogFooter>
    </form>
  );
}
