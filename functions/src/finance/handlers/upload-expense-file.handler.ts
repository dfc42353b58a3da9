import { uploadExpenseFileBody } from '@shared/finance/schemas';
import { defineHandler } from '../../platform/handler';
import { uploadExpenseFile } from '../files';

export const handler = defineHandler(
  'POST /auth/upload-expense-file',
  { body: uploadExpenseFileBody },
  async ({ ctx, body }) => uploadExpenseFile(ctx, body),
);
