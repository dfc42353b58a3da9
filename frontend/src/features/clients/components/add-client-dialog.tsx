import { saveClientBody } from '@shared/clients/schemas';
import { MESSAGES } from '@shared/messages';
import { TextField } from '../../../components/form-fields';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { toast } from '../../../components/ui/sonner';
import { useCompany } from '../../../lib/company';
import { useSchemaForm } from '../../../lib/schema-form';
import { useSaveClient, type ClientInput } from '../api/save-client';

const EMPTY: ClientInput = {
  name: '',
  clientReference: '',
  phone: '',
  institution: '',
  position: '',
  email: '',
  address: '',
  city: '',
  postalCode: '',
};

/** core.md §2 create client: every §3 field; only the name is required. */
export function AddClientDialog({
  onOpenChange,
  onCreated,
}: {
  onOpenChange: (open: boolean) => void;
  onCreated: (id: string) => void;
}) {
  const { labels } = useCompany();
  const save = useSaveClient();
  const { form, alert, setAlert, submitWith } = useSchemaForm(saveClientBody, EMPTY);

  const submit = () =>
    submitWith(saveClientBody, async (values) => {
      const reply = await save.mutateAsync(values);
      if (reply.status === 'exist') {
        setAlert(reply.message);
        form.setFocus('clientReference');
        return;
      }
      toast.success(MESSAGES.clientCreated);
      onCreated(reply.id);
      onOpenChange(false);
    });

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Add {labels.client}</DialogTitle>
          <DialogDescription>
            Only the name is required; an ID number can belong to one {labels.client.toLowerCase()}{' '}
            only.
          </DialogDescription>
        </DialogHeader>
        <form
          noValidate
          aria-label={`Add ${labels.client}`}
          className="grid items-start gap-4 sm:grid-cols-2"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <TextField form={form} name="name" label="Name" required autoComplete="off" />
          <TextField form={form} name="clientReference" label="ID number" autoComplete="off" />
          <TextField form={form} name="phone" label="Phone" type="tel" />
          <TextField form={form} name="email" label="Email" type="email" />
          <TextField form={form} name="institution" label="Institution" />
          <TextField form={form} name="position" label="Person in charge" />
          <TextField form={form} name="address" label="Address" className="sm:col-span-2" />
          <TextField form={form} name="city" label="City" />
          <TextField form={form} name="postalCode" label="Postal code" />
          <FormAlert className="sm:col-span-2">{alert}</FormAlert>
          <DialogFooter className="sm:col-span-2">
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              Save {labels.client.toLowerCase()}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
