import { selectedCaseBody } from '@shared/legal/schemas';
import { defineHandler } from '../../platform/handler';
import { selectedCase } from '../matters';

export const handler = defineHandler(
  'POST /auth/get-selected-case',
  { body: selectedCaseBody },
  async ({ ctx, body }) => selectedCase(ctx, body.selectedCaseID),
);
