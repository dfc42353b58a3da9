import { matterConflictsBody } from '@shared/legal/trust-schemas';
import { defineHandler } from '../../platform/handler';
import { matterConflicts } from '../conflicts';

export const handler = defineHandler(
  'POST /auth/check-matter-conflicts',
  { body: matterConflictsBody },
  async ({ ctx, body }) => matterConflicts(ctx, body),
);
