import { defineHandler } from '../../platform/handler';
import { excelTemplate } from '../service';

/** The caller's company's template, as a download that no shared cache keeps. */
export const handler = defineHandler('GET /auth/excel_templates/{name}', {}, ({ ctx, params }) =>
  excelTemplate(ctx, params.name ?? ''),
);
