import { changeDomainBody } from '@shared/domains/schemas';
import { defineHandler } from '../../platform/handler';
import { changeDomain } from '../service';

export const handler = defineHandler(
  'POST /auth/change-domain',
  { body: changeDomainBody },
  ({ ctx, body }) => changeDomain(ctx, body),
);
