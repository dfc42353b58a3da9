import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { ulid } from 'ulid';
import { z } from 'zod';
import type { StudentFinance } from '@shared/school/finance';
import {
  PAYMENT_METHODS,
  savePaymentBody,
  type PaymentMethod,
  type SchoolPaymentView,
} from '@shared/school/schemas';
import { PAYMENT_MESSAGES } from '@shared/messages';
import { currencySymbol, formatAmount } from '@shared/money/money';
import { formatDate } from '@shared/time/sast';
import { ChoiceField, DateField, TextField } from '../../../components/form-fields';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { toast } from '../../../components/ui/sonner';
import { useSchemaForm } from '../../../lib/schema-form';
import { useEditPayment, useSavePayment } from '../api/payment-changes';
import { SCHOOL_FEES } from '../lib/pay-items';

const NO_BILLING = 'none';
const blankIs = (empty: string) => (value: unknown) => (value === empty ? undefined : value);

/**
 * save-payment's own body, as the form holds it: a blank date is today and 'none' is no
 * billing. Edit checks the same description, amount, method and date.
 */
const recordForm = savePaymentBody.extend({
  date: z.preprocess(blankIs(''), savePaymentBody.shape.date),
  billingId: z.preprocess(blankIs(NO_BILLING), savePaymentBody.shape.billingId),
});
const editForm = savePaymentBody.pick({ description: true, amount: true, method: true }).extend({
  date: z.preprocess(blankIs(''), savePaymentBody.shape.date),
});

type Values = {
  sid: string;
  description: string;
  amount: string;
  method: string;
  billingId: string;
  date: string;
  requestId: string;
};

const METHODS = PAYMENT_METHODS.map((method) => ({ value: method, label: method }));

/**
 * Record a payment taken at the school (Cash by default), or edit one: description, amount,
 * method and date. A new payment carries one request id for as long as the dialog is open, so
 * a second click or a resend records it once.
 */
export function PaymentDialog({
  sid,
  finance,
  currency,
  payment,
  onClose,
}: {
  sid: string;
  finance: StudentFinance;
  currency: string;
  /** The payment to edit; absent: a new one. */
  payment?: SchoolPaymentView;
  onClose: () => void;
}) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-xl">
        <PaymentForm
          sid={sid}
          finance={finance}
          currency={currency}
          payment={payment}
          onClose={onClose}
        />
      </DialogContent>
    </Dialog>
  );
}

function PaymentForm({
  sid,
  finance,
  currency,
  payment,
  onClose,
}: {
  sid: string;
  finance: StudentFinance;
  currency: string;
  payment?: SchoolPaymentView;
  onClose: () => void;
}) {
  const editing = payment !== undefined;
  const [requestId] = useState(() => ulid());
  const defaults: Values = {
    sid,
    description: payment?.description ?? SCHOOL_FEES,
    amount: payment ? formatAmount(payment.amount) : '',
    method: payment?.method ?? 'Cash',
    billingId: payment?.billing_id ?? NO_BILLING,
    date: payment ? payment.entry_date.slice(0, 10) : formatDate(new Date()),
    requestId,
  };
  const schema = editing ? editForm : recordForm;
  const { form, alert, submitWith } = useSchemaForm<Values>(schema, defaults);
  const save = useSavePayment();
  const edit = useEditPayment();
  const billings = [
    { value: NO_BILLING, label: 'None (school fees or other)' },
    ...finance.future_billings.map((b) => ({ value: b.id, label: b.description })),
  ];
  // A billing chosen names the payment after it.
  const billingId = useWatch({ control: form.control, name: 'billingId' });
  useEffect(() => {
    const billing = finance.future_billings.find((b) => b.id === billingId);
    if (billing) form.setValue('description', billing.description, { shouldValidate: false });
    else if (billingId === NO_BILLING && !editing) form.setValue('description', SCHOOL_FEES);
  }, [billingId, finance.future_billings, form, editing]);

  const submit = () =>
    submitWith(schema, async (values) => {
      if (payment) {
        const reply = await edit.mutateAsync({
          id: payment.id,
          sid,
          description: values.description,
          amount: values.amount,
          method: values.method as PaymentMethod,
          // Unchanged, the date keeps its time of day.
          date: values.date && values.date !== defaults.date ? values.date : undefined,
          row_version: payment.row_version,
        });
        toast.success(reply.message || PAYMENT_MESSAGES.paymentUpdated);
      } else {
        const reply = await save.mutateAsync({
          sid,
          description: values.description,
          amount: values.amount,
          method: values.method as PaymentMethod,
          billingId: values.billingId === NO_BILLING ? undefined : values.billingId,
          date: values.date || undefined,
          requestId: values.requestId,
        });
        toast.success(reply.message || PAYMENT_MESSAGES.paymentRecorded);
      }
      onClose();
    });

  return (
    <form
      noValidate
      aria-label={editing ? 'Edit payment' : 'Record a payment'}
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <DialogHeader>
        <DialogTitle>
          {editing ? `Edit payment ${payment.rec_num}` : 'Record a payment'}
        </DialogTitle>
        <DialogDescription>
          {editing
            ? 'The balance moves by the difference.'
            : 'A payment taken at the school. The balance goes down by its amount.'}
        </DialogDescription>
      </DialogHeader>
      <div className="grid gap-4 sm:grid-cols-2">
        {!editing && (
          <ChoiceField
            form={form}
            name="billingId"
            label="For billing"
            options={billings}
            className="sm:col-span-2"
          />
        )}
        <TextField
          form={form}
          name="description"
          label="Description"
          required
          autoComplete="off"
          className="sm:col-span-2"
        />
        <TextField
          form={form}
          name="amount"
          label={`Amount (${currencySymbol(currency)})`}
          required
          inputMode="decimal"
          placeholder="0.00"
          autoComplete="off"
        />
        <ChoiceField form={form} name="method" label="Payment method" options={METHODS} />
        <DateField form={form} name="date" label="Payment date" />
      </div>
      <FormAlert>{alert}</FormAlert>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" loading={save.isPending || edit.isPending}>
          {editing ? 'Save changes' : 'Record payment'}
        </Button>
      </DialogFooter>
    </form>
  );
}
