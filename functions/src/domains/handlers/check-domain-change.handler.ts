import { defineHandler } from '../../platform/handler';
import { checkDomainChange } from '../service';

export const handler = defineHandler('POST /auth/check-domain-change', {}, ({ ctx }) =>
  checkDomainChange(ctx),
);
