// What a school's documents (the payment receipt, the statement of account) print alike: the
// school's letterhead, the student's facts and the school's banking details.
import type { PdfCursor } from './pdf-page';
import { MARGIN } from './pdf-page';
import { drawLabelled } from './ledger-pdf';

export type ReceiptSchool = {
  name: string;
  address?: string[];
  phone?: string;
  email?: string;
  bank?: string;
  account_number?: string;
  account_type?: string;
};

export type ReceiptStudent = { name: string; sid: string; class?: string | null };

/** Student, Student No and (when known) Class. */
export function studentFacts(student: ReceiptStudent): Array<[string, string]> {
  return [
    ['Student', student.name],
    ['Student No', student.sid],
    ...(student.class ? [['Class', student.class] as [string, string]] : []),
  ];
}

/** The school's bank, account number and type with the student number as the reference, when the school has them. */
export function drawSchoolBanking(
  cursor: PdfCursor,
  school: ReceiptSchool,
  student: ReceiptStudent,
): void {
  const bank = [
    ['Bank', school.bank],
    ['Account number', school.account_number],
    ['Account type', school.account_type],
  ].filter((row): row is [string, string] => typeof row[1] === 'string' && row[1].trim() !== '');
  if (bank.length > 0)
    drawLabelled(cursor, 'Banking details', [...bank, ['Reference', student.sid]], {
      left: MARGIN + 110,
    });
}
