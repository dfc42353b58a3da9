import { useState } from 'react';
import { saveProductAndReceiveBody, saveProductBody } from '@shared/catalogue/schemas';
import { MESSAGES } from '@shared/messages';
import { currencySymbol } from '@shared/money/money';
import { ChoiceField, DateField, MoneyField, TextField } from '../../../components/form-fields';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/sonner';
import { useCompany } from '../../../lib/company';
import { useSchemaForm } from '../../../lib/schema-form';
import { useSaveProductAndReceive } from '../api/save-product-and-add-to-receivings';
import { useSaveProduct, type ProductInput } from '../api/save-product';
import { LIST_ON_STORE, today } from '../lib/today';
import { CategoryPicker, SupplierPicker } from './catalogue-pickers';
import { CreateDialog } from './create-dialog';

type Intent = 'save' | 'receive';

/**
 * core.md §2 create product with receiving: 'Save product' keeps the quantity as opening stock,
 * 'Save and receive stock' also records it as the first receiving (from the supplier, on the
 * date). A name already used turns the title into the spec's 'Item Exist'.
 */
export function ProductDialog({ onOpenChange }: { onOpenChange: (open: boolean) => void }) {
  const { labels, currency } = useCompany();
  const save = useSaveProduct();
  const receive = useSaveProductAndReceive();
  const [exists, setExists] = useState(false);
  const [intent, setIntent] = useState<Intent | null>(null);
  const empty: ProductInput = {
    name: '',
    code: '',
    cost: '',
    price: '',
    category_id: '',
    list: 'No',
    supplier: '',
    quantity: '',
    date: today(),
    reorder_level: '',
  };
  const { form, alert, setAlert, submitWith } = useSchemaForm(saveProductBody, empty);
  const symbol = currencySymbol(currency);

  const submit = (chosen: Intent) => {
    setIntent(chosen);
    return submitWith(
      chosen === 'receive' ? saveProductAndReceiveBody : saveProductBody,
      async (values) => {
        const reply =
          chosen === 'receive' ? await receive.mutateAsync(values) : await save.mutateAsync(values);
        if (reply.status === 'exist') {
          setExists(true);
          setAlert(reply.message);
          form.setFocus('name');
          return;
        }
        toast.success(MESSAGES.productCreated);
        onOpenChange(false);
      },
    );
  };
  const pending = save.isPending || receive.isPending;

  return (
    <CreateDialog
      open
      onOpenChange={onOpenChange}
      title={exists ? MESSAGES.itemExists : `New ${labels.product}`}
      description={`Name, ${labels.price.toLowerCase()}, category, supplier and ${labels.quantity.toLowerCase()} are required. Amounts may be typed as 1,250.50.`}
      formLabel={labels.product}
      alert={alert}
      onSubmit={() => void submit('save')}
      actions={
        <>
          <Button
            type="submit"
            variant="outline"
            loading={pending && intent === 'save'}
            disabled={pending}
          >
            Save product
          </Button>
          <Button
            type="button"
            loading={pending && intent === 'receive'}
            disabled={pending}
            onClick={() => void submit('receive')}
          >
            Save and receive stock
          </Button>
        </>
      }
    >
      <TextField form={form} name="name" label="Name" required autoComplete="off" />
      <TextField form={form} name="code" label="Code" autoComplete="off" />
      <MoneyField form={form} name="cost" label={`Cost (${symbol})`} />
      <MoneyField form={form} name="price" label={`${labels.price} (${symbol})`} required />
      <CategoryPicker form={form} name="category_id" required />
      <SupplierPicker form={form} name="supplier" required />
      <TextField
        form={form}
        name="quantity"
        label={labels.quantity}
        required
        inputMode="numeric"
        autoComplete="off"
      />
      <DateField form={form} name="date" label="Date received" />
      <TextField
        form={form}
        name="reorder_level"
        label="Reorder level"
        hint="Optional. The home lists it as running low at or below this many."
        inputMode="numeric"
        autoComplete="off"
      />
      <ChoiceField form={form} name="list" label="List on store" options={LIST_ON_STORE} />
    </CreateDialog>
  );
}
