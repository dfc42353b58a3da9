import { Plus } from 'lucide-react';
import { saveMatterNoteBody } from '@shared/legal/schemas';
import { DateField } from '../../../components/form-fields';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/sonner';
import { Textarea } from '../../../components/ui/textarea';
import { useSchemaForm } from '../../../lib/schema-form';
import { useSaveMatterNote } from '../api/matters';

type Values = { caseID: string; description: string; noteDate: string };

/**
 * A note on the matter (save-matter-note): the text and its date (today when left empty). The
 * Add button appears once there is text, as the task form's does.
 */
export function AddNoteForm({ caseID }: { caseID: string }) {
  const save = useSaveMatterNote(caseID);
  const empty: Values = { caseID, description: '', noteDate: '' };
  const { form, alert, submitWith } = useSchemaForm(saveMatterNoteBody, empty);
  const description = form.watch('description');
  const error = form.getFieldState('description', form.formState).error?.message;

  const add = () =>
    submitWith(saveMatterNoteBody, async (values) => {
      await save.mutateAsync(values);
      toast.success('Note added');
      form.reset(empty);
    });

  return (
    <form
      noValidate
      aria-label="Add a note"
      className="grid items-start gap-3 sm:grid-cols-[minmax(0,1fr)_12rem]"
      onSubmit={(event) => {
        event.preventDefault();
        if (description?.trim()) void add();
      }}
    >
      <FormField label="Note" error={error} className="sm:row-span-2">
        <Textarea rows={3} {...form.register('description')} />
      </FormField>
      <DateField form={form} name="noteDate" label="Date" hint="Today when left empty" />
      <FormAlert className="sm:col-span-2">{alert}</FormAlert>
      {description?.trim() && (
        <div className="sm:col-span-2">
          <Button type="submit" loading={save.isPending}>
            <Plus aria-hidden="true" /> Add note
          </Button>
        </div>
      )}
    </form>
  );
}
