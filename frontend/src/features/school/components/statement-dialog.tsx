import { FileText } from 'lucide-react';
import { useState } from 'react';
import { statementBody } from '@shared/school/schemas';
import { statementFileName } from '@shared/school/statement';
import { formatDate } from '@shared/time/sast';
import { DateField } from '../../../components/form-fields';
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
import { downloadBlob } from '../../../lib/download';
import { useSchemaForm } from '../../../lib/schema-form';
import { useStudentStatement } from '../api/get-student-statement';
import { renderStatement, statementInput } from '../lib/statement';

type Values = { sid: string; dateFrom: string; dateTo: string };

export const STATEMENT_PDF_FAILED = 'The statement PDF could not be made. Try again.';

/**
 * The Statement action: a button that opens a dialog asking for the period (From 1 January of
 * this year, To today by default), reads the student's statement and downloads it as
 * `Statement-<sid>-<from>-<to>.pdf`, made in the browser like the receipt.
 */
export function StatementButton({ sid, studentName }: { sid: string; studentName: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <FileText aria-hidden="true" /> Statement
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="sm:max-w-md">
          {/* Mounted only while open, so every opening starts from this year to today. */}
          {open && (
            <StatementForm sid={sid} studentName={studentName} onClose={() => setOpen(false)} />
          )}
        </DialogContent>
      </Dialog>
    </>
  );
}

function StatementForm({
  sid,
  studentName,
  onClose,
}: {
  sid: string;
  studentName: string;
  onClose: () => void;
}) {
  const today = formatDate(new Date());
  const { form, alert, setAlert, submitWith } = useSchemaForm<Values>(statementBody, {
    sid,
    dateFrom: `${today.slice(0, 4)}-01-01`,
    dateTo: today,
  });
  const read = useStudentStatement();
  const [making, setMaking] = useState(false);
  const busy = read.isPending || making;

  const submit = () =>
    submitWith(statementBody, async (values) => {
      const reply = await read.mutateAsync(values);
      setMaking(true);
      try {
        const blob = await renderStatement(statementInput(reply));
        downloadBlob(blob, statementFileName(sid, values.dateFrom, values.dateTo));
      } catch {
        setAlert(STATEMENT_PDF_FAILED);
        return;
      } finally {
        setMaking(false);
      }
      toast.success('Statement downloaded');
      onClose();
    });

  return (
    <form
      noValidate
      aria-label="Statement of account"
      aria-busy={busy || undefined}
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <DialogHeader>
        <DialogTitle>Statement of account</DialogTitle>
        <DialogDescription>
          {studentName}’s charges, payments and balance for the period, as a PDF. Both dates are
          included; the period stays within one school year.
        </DialogDescription>
      </DialogHeader>
      <div className="grid gap-4 sm:grid-cols-2">
        <DateField form={form} name="dateFrom" label="From" required />
        <DateField form={form} name="dateTo" label="To" required />
      </div>
      <FormAlert>{alert}</FormAlert>
      <p role="status" className="text-sm text-muted-foreground empty:hidden">
        {read.isPending ? 'Reading the statement…' : making ? 'Making the PDF…' : ''}
      </p>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" loading={busy}>
          Download PDF
        </Button>
      </DialogFooter>
    </form>
  );
}
