import { defineHandler } from '../../platform/handler';
import { downloadExport } from '../service';

export const handler = defineHandler('GET /auth/download-company-export', {}, async ({ ctx }) =>
  downloadExport(ctx),
);
