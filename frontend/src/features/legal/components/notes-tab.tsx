import { formatMoney } from '@shared/money/money';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { FormAlert } from '../../../components/ui/form-alert';
import { Skeleton } from '../../../components/ui/skeleton';
import { useCompany } from '../../../lib/company';
import { useMatterNotes } from '../api/matters';
import type { SelectedCase } from '../api/types';
import { AddNoteForm } from './add-note-form';

/** Notes: the matter's notes (billings, the timer and invoicing live on Time & Billings). */
export function NotesTab({ matter }: { matter: SelectedCase }) {
  const { currency } = useCompany();
  const notes = useMatterNotes(matter.id, matter.court_type_id, matter.scale_id);
  if (notes.isPending) return <Skeleton className="h-96 w-full" aria-busy="true" />;
  if (notes.isError)
    return (
      <div className="grid justify-items-start gap-3">
        <FormAlert>{notes.error.message}</FormAlert>
        <Button variant="outline" onClick={() => void notes.refetch()}>
          Try again
        </Button>
      </div>
    );
  return (
    <div className="grid min-w-0 gap-4">
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h3>Notes</h3>
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4">
          <AddNoteForm caseID={matter.id} />
          {notes.data.notes.length === 0 ? (
            <p className="text-sm text-muted-foreground">No notes on this matter yet.</p>
          ) : (
            <ul className="divide-y" aria-label="Notes">
              {notes.data.notes.map((note) => (
                <li key={note.id} className="grid gap-1 py-3">
                  <p className="text-xs text-muted-foreground">
                    {[note.note_date, note.billable_activity].filter(Boolean).join(' · ')}
                  </p>
                  <p className="whitespace-pre-line">{note.description}</p>
                  {note.total !== null && (
                    <p className="text-sm tabular-nums">
                      {note.units ?? ''} × {formatMoney(note.amount ?? 0, currency)} ={' '}
                      {formatMoney(note.total, currency)}
                    </p>
                  )}
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
