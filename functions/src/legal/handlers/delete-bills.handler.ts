import { deleteBillsBody } from '@shared/legal/schemas';
import { defineHandler } from '../../platform/handler';
import { deleteBills } from '../billing';

export const handler = defineHandler(
  'POST /auth/delete-bills',
  { body: deleteBillsBody },
  async ({ ctx, body }) => deleteBills(ctx, body),
);
