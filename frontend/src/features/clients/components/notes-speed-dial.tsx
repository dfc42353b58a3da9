import { NotebookPen, NotebookText, StickyNote, X } from 'lucide-react';
import { useState } from 'react';
import type { NoteView } from '@shared/clients/schemas';
import { Button } from '../../../components/ui/button';
import { AddNoteDialog } from './add-note-dialog';
import { NotesSheet } from './notes-sheet';

type Open = 'menu' | 'add' | 'list' | null;

/**
 * The notes speed dial: a round button floating at the bottom right that opens two actions,
 * 'Add note' (admins) and the notes list.
 */
export function NotesSpeedDial({
  clientId,
  clientName,
  notes,
  canEdit,
}: {
  clientId: string;
  clientName: string;
  notes: NoteView[];
  canEdit: boolean;
}) {
  const [open, setOpen] = useState<Open>(null);
  const menu = open === 'menu';

  return (
    <>
      <div className="fixed right-4 bottom-[max(1rem,env(safe-area-inset-bottom))] z-40 flex flex-col items-end gap-3 sm:right-6 sm:bottom-6">
        {menu && (
          <ul
            id="notes-actions"
            className="flex flex-col items-end gap-2"
            aria-label="Note actions"
          >
            {canEdit && (
              <li>
                <Button
                  variant="outline"
                  className="rounded-full shadow-md"
                  onClick={() => setOpen('add')}
                >
                  <NotebookPen aria-hidden="true" /> Add note
                </Button>
              </li>
            )}
            <li>
              <Button
                variant="outline"
                className="rounded-full shadow-md"
                onClick={() => setOpen('list')}
              >
                <NotebookText aria-hidden="true" /> Notes ({notes.length})
              </Button>
            </li>
          </ul>
        )}
        <Button
          size="icon"
          className="size-14 rounded-full shadow-lg"
          aria-label="Notes"
          aria-expanded={menu}
          aria-controls={menu ? 'notes-actions' : undefined}
          onClick={() => setOpen(menu ? null : 'menu')}
        >
          {menu ? (
            <X className="size-6" aria-hidden="true" />
          ) : (
            <StickyNote className="size-6" aria-hidden="true" />
          )}
        </Button>
      </div>
      {open === 'add' && (
        <AddNoteDialog
          clientId={clientId}
          clientName={clientName}
          onOpenChange={(next) => setOpen(next ? 'add' : null)}
        />
      )}
      {open === 'list' && (
        <NotesSheet
          clientId={clientId}
          clientName={clientName}
          notes={notes}
          canEdit={canEdit}
          onAdd={() => setOpen('add')}
          onOpenChange={(next) => setOpen(next ? 'list' : null)}
        />
      )}
    </>
  );
}
