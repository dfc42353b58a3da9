import { useState } from 'react';
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
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [alert, setAlert] = useState<string | null>(null);

  const submit = async () => {
    if (!title.trim() || !body.trim()) {
      setAlert(MESSAGES.noteRequired);
      return;
    }
    setAlert(null);
    try {
      await save.mutateAsync({ title, body });
      toast.success(MESSAGES.dataSaved);
      onOpenChange(false);
    } catch (error) {
      setAlert(error instanceof ApiError ? error.message : MESSAGES.oops);
    }
  };

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
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <FormField label="Title" required>
            <Input value={title} onChange={(event) => setTitle(event.target.value)} />
          </FormField>
          <FormField label="Note" required>
            <Textarea rows={5} value={body} onChange={(event) => setBody(event.target.value)} />
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
