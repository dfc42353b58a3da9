import { NotebookPen, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { NoteView } from '@shared/clients/schemas';
import { MESSAGES } from '@shared/messages';
import { ConfirmDialog } from '../../../components/ui/alert-dialog';
import { Button } from '../../../components/ui/button';
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
} from '../../../components/ui/sheet';
import { toast } from '../../../components/ui/sonner';
import { ApiError } from '../../../lib/api-client';
import { useDeleteNote } from '../api/delete-note';

/** The client's notes, newest first; admins delete one after confirming. */
export function NotesSheet({
  clientId,
  clientName,
  notes,
  canEdit,
  onAdd,
  onOpenChange,
}: {
  clientId: string;
  clientName: string;
  notes: NoteView[];
  canEdit: boolean;
  onAdd: () => void;
  onOpenChange: (open: boolean) => void;
}) {
  const remove = useDeleteNote(clientId);
  const [doomed, setDoomed] = useState<NoteView | null>(null);

  const confirmDelete = async () => {
    if (!doomed) return;
    try {
      await remove.mutateAsync(doomed.id);
      toast.success('The note was deleted');
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : MESSAGES.oops);
      throw error;
    }
  };

  return (
    <Sheet open onOpenChange={onOpenChange}>
      <SheetContent side="right" className="w-full max-w-md p-0 sm:w-[28rem]">
        <SheetHeader className="border-b p-4 pr-12">
          <SheetTitle>Notes</SheetTitle>
          <SheetDescription>
            {notes.length === 1 ? '1 note' : `${notes.length} notes`} on {clientName}.
          </SheetDescription>
        </SheetHeader>
        <div className="grid gap-3 px-4 pb-6">
          {canEdit && (
            <Button variant="outline" onClick={onAdd} className="justify-self-start">
              <NotebookPen aria-hidden="true" /> Add note
            </Button>
          )}
          {notes.length === 0 ? (
            <p className="py-8 text-center text-sm text-muted-foreground">No notes yet.</p>
          ) : (
            <ul className="grid gap-3" aria-label="Notes">
              {notes.map((note) => (
                <li key={note.id} className="rounded-lg border bg-card p-4 shadow-sm">
                  <div className="flex items-start justify-between gap-2">
                    <div className="min-w-0">
                      <p className="font-medium break-words">{note.title}</p>
                      <p className="text-xs text-muted-foreground">{note.date}</p>
                    </div>
                    {canEdit && (
                      <Button
                        size="icon"
                        variant="ghost"
                        className="-mt-2 -mr-2 text-destructive hover:bg-destructive/10 hover:text-destructive"
                        aria-label={`Delete note ${note.title}`}
                        onClick={() => setDoomed(note)}
                      >
                        <Trash2 aria-hidden="true" />
                      </Button>
                    )}
                  </div>
                  <p className="mt-2 text-sm break-words whitespace-pre-line">{note.body}</p>
                </li>
              ))}
            </ul>
          )}
        </div>
        <ConfirmDialog
          open={doomed !== null}
          onOpenChange={(open) => !open && setDoomed(null)}
          title={MESSAGES.confirmDeleteItem}
          description={doomed ? `The note “${doomed.title}” will be removed.` : undefined}
          confirmLabel="Delete"
          destructive
          onConfirm={confirmDelete}
        />
      </SheetContent>
    </Sheet>
  );
}
