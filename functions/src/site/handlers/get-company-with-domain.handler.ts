import { domainBody } from '@shared/site/schemas';
import { defineHandler } from '../../platform/handler';
import { siteCompany } from '../service';

export const handler = defineHandler(
  'POST /get-company-with-domain',
  { body: domainBody },
  ({ ctx }) => siteCompany(ctx),
);
