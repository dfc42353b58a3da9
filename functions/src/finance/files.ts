import type { ExpenseFileBody, UploadExpenseFileBody } from '@shared/finance/schemas';
import { MESSAGES } from '@shared/messages';
import type { RequestContext } from '../kernel/context';
import { recordFiles } from '../media';
import type { Reply } from '../platform/reply';
import { financeError } from './errors';
import { expenseOr404 } from './records';

/** An expense's supporting documents: `files/expenses/<emis>/<expenseId>/<name>`. */
const files = recordFiles('expenses');

/** Every file of a deleted expense. */
export const removeExpenseFiles = (ctx: RequestContext, expenseId: string) =>
  files.removeAll(ctx, expenseId);

/** get-expense-files (new): the names of an expense's files. */
export async function expenseFiles(ctx: RequestContext, expenseId: string) {
  const expense = await expenseOr404(ctx, expenseId);
  return files.list(ctx, expense.id);
}

/** upload-expense-file (new): the supplier's invoice or till slip, checked as every document is. */
export async function uploadExpenseFile(ctx: RequestContext, body: UploadExpenseFileBody) {
  const expense = await expenseOr404(ctx, body.expenseID);
  const { name, size } = await files.put(ctx, expense.id, body.filename, body.base64string);
  return { message: MESSAGES.fileUploaded, name, size, files: await files.list(ctx, expense.id) };
}

/** download-expense-file (new): the file, as an attachment no shared cache keeps. */
export async function downloadExpenseFile(
  ctx: RequestContext,
  body: ExpenseFileBody,
): Promise<Reply> {
  const expense = await expenseOr404(ctx, body.expenseID);
  const reply = await files.get(ctx, expense.id, body.name);
  if (!reply) throw financeError('noFile');
  return reply;
}

/** delete-expense-file (new): removes one of the expense's files; answers the files left. */
export async function deleteExpenseFile(ctx: RequestContext, body: ExpenseFileBody) {
  const expense = await expenseOr404(ctx, body.expenseID);
  if (!(await files.remove(ctx, expense.id, body.name))) throw financeError('noFile');
  return { status: 'success' as const, files: await files.list(ctx, expense.id) };
}
