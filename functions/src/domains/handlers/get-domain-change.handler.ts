import { defineHandler } from '../../platform/handler';
import { getDomainChange } from '../service';

export const handler = defineHandler('GET /auth/domain-change', {}, ({ ctx }) =>
  getDomainChange(ctx),
);
