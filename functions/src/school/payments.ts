import { ulid } from 'ulid';
import { schoolYearOf } from '@shared/school/finance';
import type {
  DeletePaymentBody,
  EditPaymentBody,
  SavePaymentBody,
  SchoolPaymentView,
  StudentProfileReply,
} from '@shared/school/schemas';
import { formatDateTime } from '@shared/time/sast';
import { stamp, type RequestContext } from '../kernel/context';
import { aggregateSteps, negate } from '../kernel/aggregates';
import { requestOf } from '../kernel/request';
import { transaction } from '../kernel/transaction';
import { auditSteps } from '../tables';
import { PAYMENTS_TRAIL } from './audit-trail';
import { schoolError } from './errors';
import {
  financeOf,
  latestPaymentsOfStudent,
  moveAccount,
  paymentDeltas,
  paymentView,
  paymentsOfStudent,
  paymentsOfStudentBetween,
  readAccount,
  recordPayments,
} from './fees';
import { findStudent, studentView } from './students';

/** A date as a payment's entry date: the day given (at noon) or now, Johannesburg time. */
function entryDate(ctx: RequestContext, date: string | undefined): string {
  if (!date) return formatDateTime(ctx.clock.now());
  return date.length === 10 ? `${date} 12:00:00` : date.length === 16 ? `${date}:00` : date;
}

/** get-student-profile: the student, the year's finance, its payments and the card status. */
export async function studentProfile(
  ctx: RequestContext,
  sid: string,
): Promise<StudentProfileReply> {
  const student = await findStudent(ctx, sid);
  const year = schoolYearOf(stamp(ctx));
  const [account, payments, card] = await Promise.all([
    readAccount(ctx.db, ctx.emis, sid, year),
    paymentsOfStudent(ctx.db, ctx.emis, sid, year),
    ctx.db.entities.studentCard.get({ emis: ctx.emis, sid }).go(),
  ]);
  return {
    student: studentView(student),
    studentFinance: financeOf(account),
    year,
    payments: payments.map(paymentView),
    card: card.data?.present ? 'present' : 'absent',
  };
}

/**
 * save-payment: a payment taken at the school. One transaction numbers the receipt, records the
 * payment and moves the student's balance; a resend with the same `requestId` answers the
 * payment already recorded.
 */
export async function savePayment(
  ctx: RequestContext,
  body: SavePaymentBody,
): Promise<{ message: string; payment: SchoolPaymentView }> {
  await findStudent(ctx, body.sid);
  const id = body.requestId ?? ulid();
  const at = stamp(ctx);
  const payment = {
    id,
    sid: body.sid,
    description: body.description!,
    amount: body.amount!,
    method: body.method,
    billing_id: body.billingId,
    entry_date: entryDate(ctx, body.date),
    source: 'school' as const,
    created_by: ctx.caller.userId,
  };
  const result = await transaction(
    ctx.db,
    async (tx) => [
      ...(await recordPayments(ctx.db, tx, ctx.emis, body.sid, [payment], at)).steps,
      // With the payment: a resend (the same id, refused) writes no second entry.
      ...auditSteps(tx, ctx, {
        table: PAYMENTS_TRAIL.name,
        rowId: id,
        action: 'create',
        newValue: payment,
        at,
      }),
    ],
    // The kernel records the request id (a repeat writes nothing); the payment's own id is it
    // too, so the reply below reads the payment either way.
    { busy: schoolError('busy'), request: requestOf(ctx) },
  );
  // Written now or by the first of two identical requests: either way, the recorded payment.
  const { data } = await ctx.db.entities.schoolPayment
    .get({ emis: ctx.emis, sid: body.sid, id })
    .go({ consistent: true });
  if (!data) throw new Error(`Payment ${id} refused by ${result.written ? '' : result.refused}`);
  return { message: 'Payment Successfully Recorded!', payment: paymentView(data) };
}

async function paymentToChange(ctx: RequestContext, sid: string, id: string, version: number) {
  await findStudent(ctx, sid);
  const { data } = await ctx.db.entities.schoolPayment
    .get({ emis: ctx.emis, sid, id })
    .go({ consistent: true });
  if (!data) throw schoolError('noPayment');
  if (data.source === 'online') throw schoolError('onlinePayment');
  if (data.row_version !== version) throw schoolError('changed');
  return data;
}

/**
 * edit-payment: a school payment's description, amount, method or date. The balance moves by the
 * difference in the same transaction; the change holds only on the version the editor read.
 * A payment moved to another year moves between the two years' accounts.
 */
export async function editPayment(
  ctx: RequestContext,
  { editObj: edit }: EditPaymentBody,
): Promise<{ message: string; payment: SchoolPaymentView }> {
  const current = await paymentToChange(ctx, edit.sid, edit.id, edit.row_version);
  const at = stamp(ctx);
  const amount = edit.amount ?? current.amount;
  const entry = edit.date ? entryDate(ctx, edit.date) : current.entry_date;
  const year = schoolYearOf(entry);
  await transaction(
    ctx.db,
    async (tx) => {
      const [from, to] = await Promise.all([
        readAccount(ctx.db, ctx.emis, edit.sid, current.year),
        year === current.year ? undefined : readAccount(ctx.db, ctx.emis, edit.sid, year),
      ]);
      const billing = (delta: number) =>
        new Map(current.billing_id ? [[current.billing_id, delta]] : []);
      return [
        {
          name: 'payment',
          write: tx.schoolPayment
            .patch({ emis: ctx.emis, sid: edit.sid, id: edit.id })
            .set({
              description: edit.description ?? current.description,
              amount,
              method: edit.method ?? current.method,
              entry_date: entry,
              year,
              updated_at: at,
              row_version: current.row_version + 1,
            })
            .where((a, op) => op.eq(a.row_version, current.row_version))
            .commit(),
          onFail: schoolError('changed'),
        },
        // The school's and the student's figures: the old payment off, the new one on.
        ...aggregateSteps(tx, ctx.emis, [
          ...negate(paymentDeltas(current)),
          ...paymentDeltas({ sid: edit.sid, entry_date: entry, amount }),
        ]),
        ...(
          [
            ['description', current.description, edit.description ?? current.description],
            ['amount', current.amount, amount],
            ['method', current.method, edit.method ?? current.method],
            ['entry_date', current.entry_date, entry],
          ] as const
        )
          .filter(([, before, after]) => before !== after)
          .flatMap(([field, oldValue, newValue]) =>
            auditSteps(tx, ctx, {
              table: PAYMENTS_TRAIL.name,
              rowId: edit.id,
              action: 'update',
              field,
              oldValue,
              newValue,
              at,
            }),
          ),
        ...(to
          ? [
              ...moveAccount(tx, ctx.emis, from, -current.amount, billing(-current.amount), at),
              ...moveAccount(tx, ctx.emis, to, amount, new Map(), at).map((step, i) =>
                i === 0 ? { ...step, name: 'new year' } : step,
              ),
            ]
          : amount === current.amount
            ? []
            : moveAccount(
                tx,
                ctx.emis,
                from,
                amount - current.amount,
                billing(amount - current.amount),
                at,
              )),
      ];
    },
    { busy: schoolError('busy') },
  );
  const { data } = await ctx.db.entities.schoolPayment
    .get({ emis: ctx.emis, sid: edit.sid, id: edit.id })
    .go({ consistent: true });
  return { message: 'Payment Successfully Updated!', payment: paymentView(data!) };
}

/** delete-payment: removes a school payment and takes it off the balance, in one transaction. */
export async function deletePayment(
  ctx: RequestContext,
  { delObj: del }: DeletePaymentBody,
): Promise<{ message: string; id: string }> {
  const current = await paymentToChange(ctx, del.sid, del.id, del.row_version);
  const at = stamp(ctx);
  await transaction(
    ctx.db,
    async (tx) => {
      const account = await readAccount(ctx.db, ctx.emis, del.sid, current.year);
      return [
        {
          name: 'payment',
          write: tx.schoolPayment
            .delete({ emis: ctx.emis, sid: del.sid, id: del.id })
            .where((a, op) => op.eq(a.row_version, current.row_version))
            .commit(),
          onFail: schoolError('changed'),
        },
        ...aggregateSteps(tx, ctx.emis, negate(paymentDeltas(current))),
        ...auditSteps(tx, ctx, {
          table: PAYMENTS_TRAIL.name,
          rowId: del.id,
          action: 'delete',
          oldValue: {
            sid: current.sid,
            description: current.description,
            amount: current.amount,
            method: current.method,
            entry_date: current.entry_date,
            rec_num: current.rec_num,
          },
          at,
        }),
        ...moveAccount(
          tx,
          ctx.emis,
          account,
          -current.amount,
          new Map(current.billing_id ? [[current.billing_id, -current.amount]] : []),
          at,
        ),
      ];
    },
    { busy: schoolError('busy') },
  );
  return { message: 'Payment Successfully Deleted!', id: del.id };
}

/**
 * get-all-payments-same-date: the student's payments of one day (a receipt's lines), and their
 * total; with `receipts`, only those receipt numbers (one card payment's receipt).
 */
export async function paymentsSameDate(
  ctx: RequestContext,
  sid: string,
  date: string,
  receipts?: number[],
) {
  await findStudent(ctx, sid);
  const day = date.slice(0, 10);
  const wanted = receipts && new Set(receipts);
  const payments = (await paymentsOfStudentBetween(ctx.db, ctx.emis, sid, day, day)).filter(
    (p) => p.entry_date.startsWith(date) && (!wanted || wanted.has(p.rec_num)),
  );
  return {
    date,
    payments: payments.map(paymentView),
    total: payments.reduce((sum, p) => sum + p.amount, 0),
  };
}

/**
 * get-selected-student-payment: the student's payments, newest first (the latest
 * STUDENT_PAYMENTS_BOUND: every payment a school keeps for a learner), with the year's finance.
 */
export async function studentPayments(ctx: RequestContext, sid: string) {
  const student = await findStudent(ctx, sid);
  const year = schoolYearOf(stamp(ctx));
  const [payments, account] = await Promise.all([
    latestPaymentsOfStudent(ctx.db, ctx.emis, sid),
    readAccount(ctx.db, ctx.emis, sid, year),
  ]);
  return {
    student: studentView(student),
    studentFinance: financeOf(account),
    year,
    payments: payments.map(paymentView),
  };
}
