import { statementBody } from '@shared/school/schemas';
import { statementFileName } from '@shared/school/statement';
import { formatDate } from '@shared/time/sast';
import { PdfDialogButton, PeriodPdfForm } from '../../../components/period-pdf-form';
import { useStudentStatement } from '../api/get-student-statement';
import { renderStatement, statementInput } from '../lib/statement';

export const STATEMENT_PDF_FAILED = 'The statement PDF could not be made. Try again.';

/**
 * The Statement action: a button that opens a dialog asking for the period (From 1 January of
 * this year, To today by default), reads the student's statement and downloads it as
 * `Statement-<sid>-<from>-<to>.pdf`, made in the browser like the receipt.
 */
export function StatementButton({ sid, studentName }: { sid: string; studentName: string }) {
  return (
    <PdfDialogButton label="Statement">
      {(close) => <StatementForm sid={sid} studentName={studentName} onClose={close} />}
    </PdfDialogButton>
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
  const read = useStudentStatement();
  return (
    <PeriodPdfForm
      title="Statement of account"
      description={`${studentName}’s charges, payments and balance for the period, as a PDF. Both dates are included; the period stays within one school year.`}
      schema={statementBody}
      defaults={{ sid, dateFrom: `${today.slice(0, 4)}-01-01`, dateTo: today }}
      required
      read={read.mutateAsync}
      reading={read.isPending}
      render={(reply) => renderStatement(statementInput(reply))}
      fileName={(values) => statementFileName(sid, values.dateFrom, values.dateTo)}
      failed={STATEMENT_PDF_FAILED}
      done="Statement downloaded"
      progress="Reading the statement…"
      onClose={onClose}
    />
  );
}
