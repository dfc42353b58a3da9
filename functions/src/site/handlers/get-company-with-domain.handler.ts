import { domainBody } from '@shared/site/schemas';
import { defineHandler } from '../../platform/handler';
import { companyWithDomain } from '../service';

export const handler = defineHandler(
  'POST /get-company-with-domain',
  { body: domainBody },
  ({ ctx: { tenant, company } }) => companyWithDomain(tenant, company),
);
