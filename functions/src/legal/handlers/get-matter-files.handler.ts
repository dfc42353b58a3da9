import { caseBody } from '@shared/legal/schemas';
import { defineHandler } from '../../platform/handler';
import { matterFiles } from '../files';

export const handler = defineHandler(
  'POST /auth/get-matter-files',
  { body: caseBody },
  async ({ ctx, body }) => matterFiles(ctx, body.caseID),
);
