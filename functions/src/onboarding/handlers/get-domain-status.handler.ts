import { defineHandler } from '../../platform/handler';
import { getDomainStatus } from '../domain';

export const handler = defineHandler('POST /auth/get-domain-status', {}, ({ ctx }) =>
  getDomainStatus(ctx),
);
