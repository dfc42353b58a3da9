import { createStaffBody, type StaffView } from '@shared/clients/schemas';
import { MESSAGES } from '@shared/messages';
import { TextField } from '../../../components/form-fields';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { toast } from '../../../components/ui/sonner';
import { useSchemaForm } from '../../../lib/schema-form';
import { useCreateStaff, type StaffInput } from '../api/events';

const EMPTY: StaffInput = { name: '', idNumber: '', phone: '', email: '', city: '', address: '' };

/** A new talent (POST /auth/create-staff): ID number, names and phone required, the ID unique. */
export function CreateStaffForm({ onCreated }: { onCreated: (staff: StaffView) => void }) {
  const create = useCreateStaff();
  const { form, alert, submitWith } = useSchemaForm(createStaffBody, EMPTY);

  const submit = () =>
    submitWith(createStaffBody, async (values) => {
      const reply = await create.mutateAsync(values);
      if (!('id' in reply)) {
        toast.error(MESSAGES.staffExists);
        form.setFocus('idNumber');
        return;
      }
      toast.success(MESSAGES.formSubmitted);
      form.reset(EMPTY);
      onCreated(reply.staff);
    });

  return (
    <form
      noValidate
      aria-label="New talent"
      className="grid gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <TextField form={form} name="name" label="Names" required autoComplete="off" />
      <TextField form={form} name="idNumber" label="ID number" required autoComplete="off" />
      <TextField form={form} name="phone" label="Phone" type="tel" required />
      <TextField form={form} name="email" label="Email" type="email" />
      <TextField form={form} name="city" label="City" />
      <TextField form={form} name="address" label="Address" />
      <FormAlert>{alert}</FormAlert>
      <Button type="submit" loading={create.isPending}>
        Add talent
      </Button>
    </form>
  );
}
