import { binaryReply, defineHandler } from '../../platform/handler';
import { excelTemplate } from '../service';

/** The caller's company's template, as a download that no shared cache keeps. */
export const handler = defineHandler(
  'GET /auth/excel_templates/{name}',
  {},
  async ({ ctx: { deps, caller }, params }) => {
    const name = params.name ?? '';
    const template = await excelTemplate(deps, caller.emis, name);
    // `name` passed the plain-file-name check, so it is safe inside the quotes.
    return binaryReply(template.bytes, template.contentType, {
      'content-disposition': `attachment; filename="${name}"`,
      'cache-control': 'private, no-store',
    });
  },
);
