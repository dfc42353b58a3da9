import { privacyExportBody } from '@shared/privacy/schemas';
import { defineHandler } from '../../platform/handler';
import { exportPerson } from '../service';

export const handler = defineHandler(
  'POST /auth/privacy-export',
  { body: privacyExportBody },
  async ({ ctx, body }) => exportPerson(ctx, body),
);
