import type { StatementPdfInput } from '@shared/pdf/statement-pdf';
import type { StudentStatementReply } from '@shared/school/schemas';
import { pdfSchool } from './pdf-school';

/** The statement PDF's input from get-student-statement's answer. */
export function statementInput({
  school,
  student,
  statement,
}: StudentStatementReply): StatementPdfInput {
  return {
    school: pdfSchool(school),
    student: { name: student.name, sid: student.sid, class: student.class },
    statement,
    currency: school.currency,
  };
}

/** pdf-lib is large: it loads only when a statement is first wanted (as the receipt's). */
export async function renderStatement(input: StatementPdfInput): Promise<Blob> {
  const { buildStatementPdf } = await import('@shared/pdf/statement-pdf');
  const bytes = await buildStatementPdf(input);
  return new Blob([bytes as BlobPart], { type: 'application/pdf' });
}
