import { saveServiceBody } from '@shared/catalogue/schemas';
import { MESSAGES } from '@shared/messages';
import { currencySymbol } from '@shared/money/money';
import { ChoiceField, MoneyField, TextField } from '../../../components/form-fields';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/sonner';
import { useCompany } from '../../../lib/company';
import { useSchemaForm } from '../../../lib/schema-form';
import { useSaveService, type ServiceInput } from '../api/save-service';
import { LIST_ON_STORE } from '../lib/today';
import { CategoryPicker } from './catalogue-pickers';
import { CreateDialog } from './create-dialog';

const EMPTY: ServiceInput = {
  name: '',
  code: '',
  cost: '',
  price: '',
  category_id: '',
  list: 'No',
};

/** core.md §2 create service: name, price and category required; the name is unique. */
export function ServiceDialog({ onOpenChange }: { onOpenChange: (open: boolean) => void }) {
  const { labels, currency } = useCompany();
  const save = useSaveService();
  const { form, alert, submitWith } = useSchemaForm(saveServiceBody, EMPTY);
  const symbol = currencySymbol(currency);

  const submit = () =>
    submitWith(saveServiceBody, async (values) => {
      const reply = await save.mutateAsync(values);
      if (reply.status === 'exist') {
        toast.warning(MESSAGES.serviceExists);
        form.setFocus('name');
        return;
      }
      toast.success(MESSAGES.formSubmitted);
      onOpenChange(false);
    });

  return (
    <CreateDialog
      open
      onOpenChange={onOpenChange}
      title={`New ${labels.service}`}
      description={`Name, ${labels.price.toLowerCase()} and category are required.`}
      formLabel={labels.service}
      alert={alert}
      onSubmit={() => void submit()}
      actions={
        <Button type="submit" loading={save.isPending}>
          Save {labels.service.toLowerCase()}
        </Button>
      }
    >
      <TextField form={form} name="name" label="Name" required autoComplete="off" />
      <TextField form={form} name="code" label="Code" autoComplete="off" />
      <MoneyField form={form} name="cost" label={`Cost (${symbol})`} />
      <MoneyField form={form} name="price" label={`${labels.price} (${symbol})`} required />
      <CategoryPicker form={form} name="category_id" required />
      <ChoiceField form={form} name="list" label="List on store" options={LIST_ON_STORE} />
    </CreateDialog>
  );
}
