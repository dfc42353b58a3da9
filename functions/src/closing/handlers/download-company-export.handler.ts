import { defineHandler } from '../../platform/handler';
import { downloadExport } from '../service';

export const handler = defineHandler('POST /auth/download-company-export', {}, async ({ ctx }) =>
  downloadExport(ctx),
);
