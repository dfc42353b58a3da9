import { saveNoteBody } from '@shared/clients/schemas';
import { MESSAGES } from '@shared/messages';
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
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/sonner';
import { Textarea } from '../../../components/ui/textarea';
import { ApiError } from '../../../lib/api-client';
import { ownError, rootIssue, useSchemaForm } from '../../../lib/schema-form';
import { useSaveNote } from '../api/save-note';

/** A note on the client: a title and a body, both needed (the spec's one message). */
export function AddNoteDialog({
  clientId,
  clientName,
  onOpenChange,
}: {
  clientId: string;
  clientName: string;
  onOpenChange: (open: boolean) => void;
}) {
  const save = useSaveNote(clientId);
  // The server's own schema: both parts needed, one alert (the spec's) when either is empty.
  const { form, alert, setAlert } = useSchemaForm(
    saveNoteBody,
    { title: '', body: '' },
    { parse: true },
  );

  const submit = form.handleSubmit(
    async ({ title, body }) => {
      setAlert(null);
      try {
        await save.mutateAsync({ title, body });
        toast.success(MESSAGES.dataSaved);
        onOpenChange(false);
      } catch (error) {
        setAlert(error instanceof ApiError ? error.message : MESSAGES.oops);
      }
    },
    (errors) =>
      setAlert(
        rootIssue(saveNoteBody, form.getValues()) ??
          errors.title?.message ??
          errors.body?.message ??
          null,
      ),
  );
  const { errors } = form.formState;

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add note</DialogTitle>
          <DialogDescription>A note on {clientName}&rsquo;s profile.</DialogDescription>
        </DialogHeader>
        <form
          noValidate
          aria-label="Add note"
          className="grid gap-4"
          onSubmit={(event) => void submit(event)}
        >
          <FormField label="Title" required error={ownError(errors.title?.message, alert)}>
            <Input {...form.register('title')} />
          </FormField>
          <FormField label="Note" required error={ownError(errors.body?.message, alert)}>
            <Textarea rows={5} {...form.register('body')} />
          </FormField>
          <FormAlert>{alert}</FormAlert>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              Save note
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
