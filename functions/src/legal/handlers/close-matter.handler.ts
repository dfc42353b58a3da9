import { closeMatterBody } from '@shared/legal/trust-schemas';
import { defineHandler } from '../../platform/handler';
import { closeMatter } from '../trust';

export const handler = defineHandler(
  'POST /auth/close-matter',
  { body: closeMatterBody },
  async ({ ctx, body }) => closeMatter(ctx, body),
);
