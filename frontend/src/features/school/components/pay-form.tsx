import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import type { CheckoutForm } from '@shared/payments/schemas';
import type { StudentFinance } from '@shared/school/finance';
import { PAYMENT_MESSAGES } from '@shared/messages';
import { currencySymbol, formatMoney } from '@shared/money/money';
import { CheckoutRedirect } from '../../../components/payments/checkout-form';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { OptionSelect } from '../../../components/ui/select';
import { errorText } from '../../../lib/api-client';
import { ownError, useSchemaForm } from '../../../lib/schema-form';
import { useInsertPaymentDetails } from '../api/insert-payment-details';
import {
  addItem,
  itemsTotal,
  lineCents,
  paymentDetails,
  payItemForm,
  payOptions,
  type ChosenItem,
  type PayItemValues,
} from '../lib/pay-items';

const EMPTY: PayItemValues = { description: '', amount: '' };

/**
 * The Secure Online Payment form: a description (School Fees or an outstanding billing) and an
 * amount make an item; more items may be added. Pay posts what was chosen (the typed line too)
 * to insert-payment-details and leaves for the card gateway with the signed form it answers.
 * Pay stays disabled while the total is 0 or less.
 */
export function PayForm({
  sid,
  finance,
  currency,
}: {
  sid: string;
  finance: StudentFinance;
  currency: string;
}) {
  const options = payOptions(finance.future_billings, currency);
  const { form, alert, setAlert } = useSchemaForm(payItemForm, EMPTY);
  const typed = useWatch({ control: form.control }) as PayItemValues;
  const [items, setItems] = useState<ChosenItem[]>([]);
  const [checkout, setCheckout] = useState<CheckoutForm | null>(null);
  const insert = useInsertPaymentDetails();
  const money = (cents: number) => formatMoney(cents, currency);
  const total = itemsTotal(items) + lineCents(typed);
  const { errors } = form.formState;

  /** Adds the typed line (checked by the shared fields), then `then` with the new list. */
  const addTyped = (then?: (list: ChosenItem[]) => void) =>
    form.handleSubmit(
      (values) => {
        const added = addItem(items, values, options, currency);
        if ('error' in added) {
          setAlert(added.error);
          return;
        }
        setAlert(null);
        setItems(added.items);
        form.reset(EMPTY);
        then?.(added.items);
      },
      (problems) => {
        const messages = Object.values(problems).map((problem) => problem?.message);
        setAlert(
          messages.includes(PAYMENT_MESSAGES.payAtLeastOneItem)
            ? PAYMENT_MESSAGES.payAtLeastOneItem
            : null,
        );
      },
    )();

  const pay = async (list: ChosenItem[]) => {
    if (itemsTotal(list) <= 0) {
      setAlert(PAYMENT_MESSAGES.payAtLeastOneItem);
      return;
    }
    setAlert(null);
    try {
      const reply = await insert.mutateAsync(paymentDetails(sid, list));
      setCheckout(reply.checkout);
    } catch (error) {
      setAlert(errorText(error));
    }
  };

  if (checkout) return <CheckoutRedirect checkout={checkout} />;

  const lineTyped = typed.description !== '' || typed.amount.trim() !== '';
  return (
    <form
      noValidate
      aria-label="Payment"
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (lineTyped) void addTyped((list) => void pay(list));
        else void pay(items);
      }}
    >
      <div className="grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto] sm:items-start">
        <Controller
          control={form.control}
          name="description"
          render={({ field }) => (
            <FormField
              label="Description"
              error={ownError(errors.description?.message, PAYMENT_MESSAGES.payAtLeastOneItem)}
            >
              {(control) => (
                <OptionSelect
                  {...control}
                  className="w-full"
                  placeholder="Select description"
                  value={field.value}
                  onValueChange={field.onChange}
                  options={options}
                />
              )}
            </FormField>
          )}
        />
        <FormField
          label={`Amount (${currencySymbol(currency)})`}
          error={ownError(errors.amount?.message, PAYMENT_MESSAGES.payAtLeastOneItem)}
        >
          <Input
            inputMode="decimal"
            placeholder="0.00"
            autoComplete="off"
            {...form.register('amount')}
          />
        </FormField>
        <Button type="button" variant="outline" className="sm:mt-6" onClick={() => void addTyped()}>
          Add item
        </Button>
      </div>
      <FormAlert>{alert}</FormAlert>
      {items.length > 0 && (
        <ul aria-label="Items to pay" className="divide-y rounded-md border">
          {items.map((item) => (
            <li
              key={item.billingId ?? 'fee'}
              className="flex items-center justify-between gap-3 px-3 py-2 text-sm"
            >
              <span className="min-w-0 truncate">{item.description}</span>
              <span className="ml-auto tabular-nums">{money(item.amount)}</span>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={`Remove ${item.description}`}
                onClick={() => setItems((list) => list.filter((other) => other !== item))}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap items-center justify-between gap-3 border-t pt-4">
        <p className="text-lg font-semibold">
          Total:{' '}
          <output aria-live="polite" className="tabular-nums">
            {money(total)}
          </output>
        </p>
        <Button type="submit" size="lg" disabled={total <= 0} loading={insert.isPending}>
          Pay {money(total)}
        </Button>
      </div>
    </form>
  );
}
