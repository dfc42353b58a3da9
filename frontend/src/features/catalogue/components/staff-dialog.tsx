import { createStaffBody } from '@shared/clients/schemas';
import { MESSAGES } from '@shared/messages';
import { TextField } from '../../../components/form-fields';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/sonner';
import { useCompany } from '../../../lib/company';
import { useSchemaForm } from '../../../lib/schema-form';
import { useCreateStaff, type StaffInput } from '../api/create-staff';
import { CreateDialog } from './create-dialog';

const EMPTY: StaffInput = { name: '', idNumber: '', phone: '', email: '', city: '', address: '' };

/** core.md §2 create staff: ID number, names and phone required; the ID number is unique. */
export function StaffDialog({ onOpenChange }: { onOpenChange: (open: boolean) => void }) {
  const { labels } = useCompany();
  const create = useCreateStaff();
  const { form, alert, submitWith } = useSchemaForm(createStaffBody, EMPTY);

  const submit = () =>
    submitWith(createStaffBody, async (values) => {
      const reply = await create.mutateAsync(values);
      // The spec: a reply without an id means the ID number is taken.
      if (!('id' in reply)) {
        toast.error(MESSAGES.staffExists);
        form.setFocus('idNumber');
        return;
      }
      toast.success(MESSAGES.formSubmitted);
      onOpenChange(false);
    });

  return (
    <CreateDialog
      open
      onOpenChange={onOpenChange}
      title={`New ${labels.staff}`}
      description="ID number, names and phone are required. An ID number is used only once."
      formLabel={labels.staff}
      alert={alert}
      onSubmit={() => void submit()}
      actions={
        <Button type="submit" loading={create.isPending}>
          Save {labels.staff.toLowerCase()}
        </Button>
      }
    >
      <TextField form={form} name="name" label="Names" required autoComplete="off" />
      <TextField form={form} name="idNumber" label="ID number" required autoComplete="off" />
      <TextField form={form} name="phone" label="Phone" type="tel" required />
      <TextField form={form} name="email" label="Email" type="email" />
      <TextField form={form} name="city" label="City" />
      <TextField form={form} name="address" label="Address" />
    </CreateDialog>
  );
}
