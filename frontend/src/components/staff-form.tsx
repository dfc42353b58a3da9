import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { createStaffBody, type CreateStaffReply, type StaffView } from '@shared/clients/schemas';
import { MESSAGES } from '@shared/messages';
import { apiPost } from '../lib/api-client';
import { useSchemaForm } from '../lib/schema-form';
import { TextField } from './form-fields';
import { toast } from './ui/sonner';

export type StaffInput = {
  name: string;
  idNumber: string;
  phone: string;
  email: string;
  city: string;
  address: string;
};

const EMPTY: StaffInput = { name: '', idNumber: '', phone: '', email: '', city: '', address: '' };

/**
 * POST /auth/create-staff (core.md §2): ID number, names and phone required, the ID unique. The
 * catalogue's staff dialog and the events' new-talent form share it; `listKey` is the list the
 * caller shows, refreshed after a save.
 */
export function useStaffForm(listKey: QueryKey, onCreated: (staff: StaffView) => void) {
  const client = useQueryClient();
  const create = useMutation({
    mutationFn: (input: StaffInput) => apiPost<CreateStaffReply>('/auth/create-staff', input),
    onSuccess: (reply) => {
      if ('id' in reply) void client.invalidateQueries({ queryKey: listKey });
    },
  });
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
      form.reset(EMPTY);
      onCreated(reply.staff);
    });

  return { form, alert, submit, pending: create.isPending };
}

/** The fields of a new member of staff, in the spec's order. */
export function StaffFields({ form }: { form: ReturnType<typeof useStaffForm>['form'] }) {
  return (
    <>
      <TextField form={form} name="name" label="Names" required autoComplete="off" />
      <TextField form={form} name="idNumber" label="ID number" required autoComplete="off" />
      <TextField form={form} name="phone" label="Phone" type="tel" required />
      <TextField form={form} name="email" label="Email" type="email" />
      <TextField form={form} name="city" label="City" />
      <TextField form={form} name="address" label="Address" />
    </>
  );
}
