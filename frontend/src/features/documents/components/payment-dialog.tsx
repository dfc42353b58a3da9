import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import {
  isoDate,
  money,
  PAYMENT_METHODS,
  PAYMENT_REFERENCE_MAX,
  paymentReference,
} from '@shared/documents/schemas';
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
import { useSchemaForm } from '../../../lib/schema-form';

/**
 * One payment of mark-invoices-paid, checked by its own parts: an amount (empty pays what is
 * left), the date and the method. The values are sent as typed; the server parses them again.
 */
const paymentForm = z.object({
  amount: z.preprocess((value) => (value === '' ? undefined : value), money.optional()),
  date: isoDate,
  method: z.enum(PAYMENT_METHODS),
  reference: paymentReference.optional(),
});
type PaymentValues = {
  amount: string;
  date: string;
  method: (typeof PAYMENT_METHODS)[number];
  reference: string;
};

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
  const { form } = useSchemaForm<PaymentValues>(paymentForm, {
    amount: (left / 100).toFixed(2),
    date: formatDate(new Date()),
    method: 'Cash',
    reference: '',
  });
  const [problem, setProblem] = useState<string | null>(null);
  const pay = useMarkPaid();
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setProblem(null);
    try {
      await pay.mutateAsync({ invoiceNumber: invoice.invoice_number, ...values });
      toast.success('Payment Successfully Recorded!');
      onClose();
    } catch (error) {
      // The server's word on the amount (more than is left) is the form's message.
      setProblem(
        error instanceof ApiError && error.fields.amount
          ? error.fields.amount
          : error instanceof ApiError && error.fields.paymentReference
            ? error.fields.paymentReference
            : errorText(error),
      );
    }
  });

  return (
    <form
      noValidate
      aria-label="Record a payment"
      className="grid gap-4"
      onSubmit={(event) => void submit(event)}
    >
      <DialogHeader>
        <DialogTitle>Payment for invoice {invoice.invoice_number}</DialogTitle>
        <DialogDescription>
          {formatMoney(left, invoice.currency)} of {formatMoney(invoice.total, invoice.currency)} is
          left to pay.
        </DialogDescription>
      </DialogHeader>
      <FormField
        label={`Amount (${currencySymbol(invoice.currency)})`}
        required
        error={errors.amount?.message}
      >
        <Input inputMode="decimal" {...form.register('amount')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <Controller
          control={form.control}
          name="date"
          render={({ field: date, fieldState }) => (
            <FormField label="Payment date" error={fieldState.error?.message}>
              {(field) => <DatePicker {...field} value={date.value} onChange={date.onChange} />}
            </FormField>
          )}
        />
        <Controller
          control={form.control}
          name="method"
          render={({ field: method }) => (
            <FormField label="Payment method">
              {(field) => (
                <OptionSelect
                  {...field}
                  value={method.value}
                  onValueChange={method.onChange}
                  options={PAYMENT_METHODS.map((m) => ({ value: m, label: m }))}
                />
              )}
            </FormField>
          )}
        />
      </div>
      <FormField label="Reference" error={errors.reference?.message}>
        <Input
          placeholder="e.g. the bank reference"
          maxLength={PAYMENT_REFERENCE_MAX}
          {...form.register('reference')}
        />
      </FormField>
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
