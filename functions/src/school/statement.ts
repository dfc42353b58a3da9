import { studentStatement, yearStart } from '@shared/school/statement';
import type { StatementBody, StudentStatementReply } from '@shared/school/schemas';
import type { RequestContext } from '../kernel/context';
import { paymentsOfStudentBetween, readAccount, studentPaidBetween } from './fees';
import { schoolHeader } from './school';
import { findStudent, studentView } from './students';

/**
 * get-student-statement {sid, dateFrom, dateTo}: the student's statement of account for days of
 * one school year (the body's schema keeps both in one year, From on or before To). A parent
 * reaches only their linked student, and another school's number answers like a missing one
 * (findStudent). Reads: the student (findStudent's Query), the year's account (one get) and the
 * student's payments (one Query on their key range); the browser makes the PDF.
 */
export async function studentStatementOf(
  ctx: RequestContext,
  body: StatementBody,
): Promise<StudentStatementReply> {
  const student = await findStudent(ctx, body.sid);
  const year = Number(body.dateFrom.slice(0, 4));
  const start = yearStart(year);
  const [account, paidBefore, payments, company] = await Promise.all([
    readAccount(ctx.db, ctx.emis, body.sid, year),
    body.dateFrom > start
      ? studentPaidBetween(ctx.db, ctx.emis, body.sid, start, dayBefore(body.dateFrom))
      : 0,
    paymentsOfStudentBetween(ctx.db, ctx.emis, body.sid, body.dateFrom, body.dateTo),
    ctx.tenant.company.get(),
  ]);
  const record = account.record;
  return {
    school: schoolHeader(company!),
    student: studentView(student),
    statement: studentStatement(
      {
        year,
        opening: (record?.opening ?? 0) - paidBefore,
        fee: record?.fee ?? 0,
        fee_due_date: record?.due_date ?? null,
        billings: (record?.billings ?? []).map((b) => ({
          id: b.id,
          description: b.description,
          amount: b.amount,
          due_date: b.due_date ?? null,
        })),
      },
      payments,
      body.dateFrom,
      body.dateTo,
    ),
  };
}

/** The day before `day` (`YYYY-MM-DD`). */
function dayBefore(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}
