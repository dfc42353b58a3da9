import { saveSupplierBody } from '@shared/catalogue/schemas';
import { MESSAGES } from '@shared/messages';
import { TextField } from '../../../components/form-fields';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/sonner';
import { useCompany } from '../../../lib/company';
import { useSchemaForm } from '../../../lib/schema-form';
import { useSaveSupplier, type SupplierInput } from '../api/save-supplier';
import { CreateDialog } from './create-dialog';

const EMPTY: SupplierInput = {
  name: '',
  contactPerson: '',
  phone: '',
  email: '',
  address: '',
  city: '',
  code: '',
};

/** core.md §2 create supplier: name, contact person and phone required; the name is unique. */
export function SupplierDialog({ onOpenChange }: { onOpenChange: (open: boolean) => void }) {
  const { labels } = useCompany();
  const save = useSaveSupplier();
  const { form, alert, submitWith } = useSchemaForm(saveSupplierBody, EMPTY);

  const submit = () =>
    submitWith(saveSupplierBody, async (values) => {
      const reply = await save.mutateAsync(values);
      if (reply.status === 'exist') {
        toast.warning(MESSAGES.supplierExists);
        form.setFocus('name');
        return;
      }
      toast.success(MESSAGES.supplierCreated);
      onOpenChange(false);
    });

  return (
    <CreateDialog
      open
      onOpenChange={onOpenChange}
      title={`New ${labels.supplier}`}
      description="Who you buy from. Name, contact person and phone are required."
      formLabel={labels.supplier}
      alert={alert}
      onSubmit={() => void submit()}
      actions={
        <Button type="submit" loading={save.isPending}>
          Save {labels.supplier.toLowerCase()}
        </Button>
      }
    >
      <TextField form={form} name="name" label="Name" required autoComplete="organization" />
      <TextField form={form} name="contactPerson" label="Contact person" required />
      <TextField form={form} name="phone" label="Phone" type="tel" required />
      <TextField form={form} name="email" label="Email" type="email" />
      <TextField form={form} name="address" label="Address" className="sm:col-span-2" />
      <TextField form={form} name="city" label="City" />
      <TextField form={form} name="code" label="Postal code" />
    </CreateDialog>
  );
}
