import type { StaffView } from '@shared/clients/schemas';
import { StaffFields, useStaffForm } from '../../../components/staff-form';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { eventKeys } from '../api/events';

/** A new talent (POST /auth/create-staff): ID number, names and phone required, the ID unique. */
export function CreateStaffForm({ onCreated }: { onCreated: (staff: StaffView) => void }) {
  const { form, alert, submit, pending } = useStaffForm(eventKeys.staff, onCreated);

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
      <StaffFields form={form} />
      <FormAlert>{alert}</FormAlert>
      <Button type="submit" loading={pending}>
        Add talent
      </Button>
    </form>
  );
}
