import { defineHandler } from '../../platform/handler';
import { cancelDomainChange } from '../service';

export const handler = defineHandler('POST /auth/cancel-domain-change', {}, ({ ctx }) =>
  cancelDomainChange(ctx),
);
