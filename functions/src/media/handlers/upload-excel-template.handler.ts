import { uploadExcelTemplateBody } from '@shared/media/schemas';
import { defineHandler } from '../../platform/handler';
import { uploadExcelTemplate } from '../service';

export const handler = defineHandler(
  'POST /auth/upload-excel-template',
  { body: uploadExcelTemplateBody },
  ({ ctx, body }) => uploadExcelTemplate(ctx, body),
);
