import { CreditCard, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { formatMoney } from '@shared/money/money';
import { saleTotals, saleVatOf } from '@shared/money/totals';
import type { CheckoutForm } from '@shared/payments/schemas';
import {
  DELIVERY_HOURS,
  PROVINCES,
  STORE_MESSAGES,
  storeBuyerForm,
  type StoreBuyerForm,
} from '@shared/store/schemas';
import { CheckoutRedirect } from '../../../components/payments/checkout-form';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { OptionSelect } from '../../../components/ui/select';
import { ApiError, errorText } from '../../../lib/api-client';
import { useCompany } from '../../../lib/company';
import { useBranches, useStoreCheckout, useStoreProducts } from '../api/store';
import { OrderResult } from '../components/order-result';
import { ProductImage } from '../components/product-image';
import { StoreFrame } from '../components/store-frame';
import { removeFromCart, useCart } from '../lib/cart';
import { useSchemaForm } from '../../../lib/schema-form';

type FormInput = z.input<typeof storeBuyerForm>;
const FIELDS = ['name', 'email', 'phone', 'address', 'city', 'postalCode', 'province', 'branchId'];

function BuyerForm({ onCheckout }: { onCheckout: (checkout: CheckoutForm) => void }) {
  const items = useCart();
  const { company } = useCompany();
  const branches = useBranches(company.domain);
  const store = useStoreProducts('All Products');
  const area = store.data?.pages[0]?.delivery_province ?? null;
  const checkout = useStoreCheckout();
  const [problem, setProblem] = useState<string | null>(null);
  const { form } = useSchemaForm<FormInput, StoreBuyerForm>(
    storeBuyerForm,
    { name: '', email: '', phone: '', fulfilment: 'delivery' },
    { parse: true },
  );
  const { errors } = form.formState;
  const fulfilment = useWatch({ control: form.control, name: 'fulfilment' });
  const branchOptions = (branches.data ?? []).map((b) => ({
    value: b.id,
    label: `${b.name}, ${b.city}`,
  }));

  const submit = form.handleSubmit(async (values) => {
    setProblem(null);
    if (values.fulfilment === 'collection' && branchOptions.length > 0 && !values.branchId) {
      form.setError('branchId', { message: STORE_MESSAGES.noBranch });
      return;
    }
    try {
      const reply = await checkout.mutateAsync({
        ...values,
        items: items.map((item) => ({ id: item.id, quantity: 1 })),
      });
      onCheckout(reply.checkout);
    } catch (error) {
      let placed = false;
      if (error instanceof ApiError)
        for (const [name, message] of Object.entries(error.fields))
          if (FIELDS.includes(name)) {
            form.setError(name as keyof FormInput, { message });
            placed = true;
          }
      if (!placed) setProblem(errorText(error));
    }
  });

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label="Your details"
      className="grid gap-4 rounded-lg border bg-card p-4 sm:p-6"
    >
      <h2 className="text-lg font-semibold">Your details</h2>
      <FormField label="Name" error={errors.name?.message} required>
        <Input autoComplete="name" {...form.register('name')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Email" error={errors.email?.message} required>
          <Input type="email" autoComplete="email" {...form.register('email')} />
        </FormField>
        <FormField label="Phone" error={errors.phone?.message} required>
          <Input type="tel" autoComplete="tel" {...form.register('phone')} />
        </FormField>
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">Delivery or collection</legend>
        <label className="flex items-start gap-2 text-sm">
          <input type="radio" value="delivery" {...form.register('fulfilment')} className="mt-1" />
          <span>
            Free delivery{area ? ` within ${area}` : ''}, within {DELIVERY_HOURS} hours
          </span>
        </label>
        <label className="flex items-start gap-2 text-sm">
          <input
            type="radio"
            value="collection"
            {...form.register('fulfilment')}
            className="mt-1"
          />
          <span>Collect it from our store</span>
        </label>
      </fieldset>
      {fulfilment === 'delivery' ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            label="Delivery address"
            error={errors.address?.message}
            className="sm:col-span-2"
            required
          >
            <Input autoComplete="street-address" {...form.register('address')} />
          </FormField>
          <FormField label="City" error={errors.city?.message} required>
            <Input autoComplete="address-level2" {...form.register('city')} />
          </FormField>
          <FormField label="Postal code" error={errors.postalCode?.message}>
            <Input autoComplete="postal-code" {...form.register('postalCode')} />
          </FormField>
          <FormField
            label="Province"
            error={errors.province?.message}
            className="sm:col-span-2"
            required
          >
            {(field) => (
              <Controller
                control={form.control}
                name="province"
                render={({ field: { value, onChange } }) => (
                  <OptionSelect
                    {...field}
                    options={PROVINCES.map((p) => ({ value: p, label: p }))}
                    value={value ?? ''}
                    onValueChange={onChange}
                    placeholder="Choose the province"
                  />
                )}
              />
            )}
          </FormField>
        </div>
      ) : branchOptions.length > 0 ? (
        <FormField label="Collect from" error={errors.branchId?.message} required>
          {(field) => (
            <Controller
              control={form.control}
              name="branchId"
              render={({ field: { value, onChange } }) => (
                <OptionSelect
                  {...field}
                  options={branchOptions}
                  value={value ?? ''}
                  onValueChange={onChange}
                  placeholder="Choose a store"
                />
              )}
            />
          )}
        </FormField>
      ) : null}
      <FormAlert>{problem}</FormAlert>
      <Button type="submit" size="lg" loading={checkout.isPending} className="justify-self-start">
        <CreditCard aria-hidden="true" /> Pay by card
      </Button>
    </form>
  );
}

/**
 * Checkout (`/checkout`): the cart's items, each with Remove, and the total; 'No products...'
 * with a way back when empty; the buyer's details and delivery or collection, then the card
 * payment. The gateway returns here with the order's token.
 */
export function CheckoutPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const cancelled = params.get('cancelled') === '1';
  const items = useCart();
  const { company, currency } = useCompany();
  const [redirect, setRedirect] = useState<CheckoutForm | null>(null);
  // The company's VAT setting, as the server charges and invoices the order.
  const vat = saleVatOf(company);
  const totals = saleTotals(
    items.map((item) => ({ unit_price: item.price, quantity: 1 })),
    vat,
  );
  const total = totals.total;

  if (token || cancelled)
    return (
      <StoreFrame title="Your order">
        <OrderResult token={token} cancelled={cancelled} />
      </StoreFrame>
    );

  return (
    <StoreFrame title="Checkout">
      <h1 className="mb-6 text-2xl font-semibold tracking-tight sm:text-3xl">Checkout</h1>
      {redirect ? (
        <CheckoutRedirect checkout={redirect} />
      ) : items.length === 0 ? (
        <div className="grid gap-4">
          <p className="text-muted-foreground">{STORE_MESSAGES.noProducts}</p>
          <Button asChild variant="outline" className="justify-self-start">
            <Link to="/web-store">Back to the store</Link>
          </Button>
        </div>
      ) : (
        <div className="grid gap-8 lg:grid-cols-[1fr_26rem]">
          <section aria-label="Cart">
            <ul className="grid gap-3">
              {items.map((item) => (
                <li key={item.id} className="flex items-center gap-3 rounded-lg border p-3">
                  <ProductImage
                    src={item.image}
                    name={item.name}
                    className="size-16 shrink-0 rounded"
                  />
                  <span className="min-w-0 flex-1">
                    <span className="block font-medium">{item.name}</span>
                    <span className="text-sm text-muted-foreground">
                      1 × {formatMoney(item.price, currency)}
                    </span>
                  </span>
                  <Button
                    variant="ghost"
                    onClick={() => removeFromCart(item.id)}
                    aria-label={`Remove ${item.name}`}
                  >
                    <Trash2 aria-hidden="true" /> <span className="hidden sm:inline">Remove</span>
                  </Button>
                </li>
              ))}
            </ul>
            <p className="mt-4 flex justify-between border-t pt-4 text-lg font-semibold">
              <span>Total</span>
              <span data-testid="checkout-total">{formatMoney(total, currency)}</span>
            </p>
            <p className="mt-1 text-sm text-muted-foreground">
              {vat.pricesIncludeVat
                ? `Prices include VAT at ${vat.taxRate} %.`
                : `VAT at ${vat.taxRate} % added: ${formatMoney(totals.total_tax, currency)}.`}{' '}
              The store's current prices apply when you pay.
            </p>
          </section>
          <BuyerForm onCheckout={setRedirect} />
        </div>
      )}
    </StoreFrame>
  );
}
