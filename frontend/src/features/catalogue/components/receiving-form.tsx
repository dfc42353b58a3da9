import { PackagePlus } from 'lucide-react';
import { useState } from 'react';
import * as z from 'zod';
import { recordReceivingsBody } from '@shared/catalogue/schemas';
import { MESSAGES } from '@shared/messages';
import { currencySymbol, formatAmount } from '@shared/money/money';
import { DateField, MoneyField, PickerField, TextField } from '../../../components/form-fields';
import { Button } from '../../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { FormAlert } from '../../../components/ui/form-alert';
import { toast } from '../../../components/ui/sonner';
import { ApiError } from '../../../lib/api-client';
import { useCompany } from '../../../lib/company';
import { useSchemaForm } from '../../../lib/schema-form';
import { useProducts } from '../api/get-all-products';
import {
  useRecordReceiving,
  type ReceivingInput,
} from '../api/record-receivings-to-receivings-table';
import { today } from '../lib/today';
import { SupplierPicker } from './catalogue-pickers';

/**
 * Where a message of the receivings body belongs in this one-product form: the body is a list
 * of items (`items.0.quantity`), the form one item, and an empty list means no product chosen.
 */
export function receivingField(path: ReadonlyArray<PropertyKey>): keyof ReceivingInput {
  const last = [...path].reverse().find((part) => typeof part === 'string');
  if (last === 'quantity' || last === 'cost' || last === 'supplier' || last === 'date') return last;
  return 'productId';
}

/** The receivings body's own check, each message filed under the field it is about. */
const receivingForm = z.unknown().superRefine((values, ctx) => {
  const parsed = recordReceivingsBody.safeParse(values);
  if (parsed.success) return;
  for (const issue of parsed.error.issues)
    ctx.addIssue({ code: 'custom', path: [receivingField(issue.path)], message: issue.message });
});

/** Stock received for a product already in the catalogue: its stock goes up at once. */
export function ReceivingForm() {
  const { labels, currency } = useCompany();
  const products = useProducts();
  const record = useRecordReceiving();
  const [failure, setFailure] = useState<string | null>(null);
  const { form } = useSchemaForm<ReceivingInput>(receivingForm, {
    productId: '',
    quantity: '',
    cost: '',
    supplier: '',
    date: today(),
  });
  const list = products.rows;
  const options = list
    .map((p) => ({
      value: p.id,
      label: p.name,
      description: `${p.code ? `${p.code} · ` : ''}${p.stock} in stock`,
    }))
    .sort((a, b) => a.label.localeCompare(b.label));

  // A product brings its usual cost and supplier; both may be changed.
  const picked = (id: string) => {
    const product = list.find((p) => p.id === id);
    if (!product) return;
    form.setValue('cost', formatAmount(product.cost));
    if (product.supplier_id) form.setValue('supplier', product.supplier_id);
  };

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const reply = await record.mutateAsync(values);
      const name = list.find((p) => p.id === values.productId)?.name ?? labels.product;
      const stock = reply.stock.find((s) => s.id === values.productId)?.stock;
      toast.success(MESSAGES.formSubmitted, {
        description: stock === undefined ? undefined : `${name}: ${stock} in stock`,
      });
      form.reset({ productId: '', quantity: '', cost: '', supplier: '', date: values.date });
    } catch (error) {
      if (error instanceof ApiError) {
        for (const [path, message] of Object.entries(error.fields))
          form.setError(receivingField(path.split('.')), { message });
        setFailure(error.message);
      } else setFailure(MESSAGES.oops);
    }
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Receive stock</h2>
        </CardTitle>
        <CardDescription>
          Stock delivered for a {labels.product.toLowerCase()} already in the list. The cost and
          supplier default to the {labels.product.toLowerCase()}&rsquo;s own.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          aria-label="Receive stock"
          className="grid items-start gap-4 sm:grid-cols-2 lg:grid-cols-3"
          onSubmit={(event) => void submit(event)}
        >
          <PickerField
            form={form}
            name="productId"
            label={labels.product}
            required
            options={options}
            placeholder={
              products.isPending ? 'Loading…' : `Choose a ${labels.product.toLowerCase()}`
            }
            disabled={products.isPending}
            more={products}
            onPicked={picked}
            hint={
              products.isError
                ? products.error.message
                : !products.isPending && list.length === 0
                  ? `No ${labels.products.toLowerCase()} yet: add one on the ${labels.products} tab.`
                  : undefined
            }
            className="sm:col-span-2 lg:col-span-1"
          />
          <TextField
            form={form}
            name="quantity"
            label={`${labels.quantity} received`}
            required
            inputMode="numeric"
            autoComplete="off"
          />
          <MoneyField form={form} name="cost" label={`Unit cost (${currencySymbol(currency)})`} />
          <SupplierPicker form={form} name="supplier" />
          <DateField form={form} name="date" label="Date received" />
          <div className="flex flex-col gap-3 sm:col-span-2 lg:col-span-3 sm:flex-row sm:items-center sm:justify-between">
            <FormAlert>{failure}</FormAlert>
            <Button type="submit" loading={record.isPending} className="sm:ml-auto">
              <PackagePlus aria-hidden="true" /> Record receiving
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
