import { defineHandler } from '../../platform/handler';
import { cancelDowngrade } from '../service';

export const handler = defineHandler('POST /auth/plans/cancel-downgrade', {}, ({ ctx }) =>
  cancelDowngrade(ctx),
);
