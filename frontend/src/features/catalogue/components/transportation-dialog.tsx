import { useState } from 'react';
import { saveTransportationBody } from '@shared/catalogue/schemas';
import { MESSAGES } from '@shared/messages';
import { currencySymbol } from '@shared/money/money';
import { MoneyField, TextField } from '../../../components/form-fields';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/sonner';
import { useCompany } from '../../../lib/company';
import { useSchemaForm } from '../../../lib/schema-form';
import { useSaveTransportation, type TransportationInput } from '../api/save-transportation';
import { CategoryPicker } from './catalogue-pickers';
import { CreateDialog } from './create-dialog';

const EMPTY: TransportationInput = { name: '', unitCost: '', unitPrice: '', categoryID: '' };

/**
 * Create transportation: name and unit price required; a name already used shows the spec's
 * 'Transportation Exist' and the title becomes 'Item Exist'.
 */
export function TransportationDialog({ onOpenChange }: { onOpenChange: (open: boolean) => void }) {
  const { labels, currency } = useCompany();
  const save = useSaveTransportation();
  const [exists, setExists] = useState(false);
  const { form, alert, submitWith } = useSchemaForm(saveTransportationBody, EMPTY);
  const symbol = currencySymbol(currency);

  const submit = () =>
    submitWith(saveTransportationBody, async (values) => {
      const reply = await save.mutateAsync(values);
      if (reply.status === 'exist') {
        setExists(true);
        toast.warning(MESSAGES.transportationExists);
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
      title={exists ? MESSAGES.itemExists : `New ${labels.transportation}`}
      description="Name and unit price are required. Amounts may be typed as 1,250.50."
      formLabel={labels.transportation}
      alert={alert}
      onSubmit={() => void submit()}
      actions={
        <Button type="submit" loading={save.isPending}>
          Save {labels.transportation.toLowerCase()}
        </Button>
      }
    >
      <TextField
        form={form}
        name="name"
        label="Name"
        required
        autoComplete="off"
        className="sm:col-span-2"
      />
      <MoneyField form={form} name="unitCost" label={`Unit cost (${symbol})`} />
      <MoneyField form={form} name="unitPrice" label={`Unit price (${symbol})`} required />
      <CategoryPicker form={form} name="categoryID" />
    </CreateDialog>
  );
}
