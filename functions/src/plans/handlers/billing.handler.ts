import { defineHandler } from '../../platform/handler';
import { billingView } from '../service';

export const handler = defineHandler('GET /auth/plans/billing', {}, ({ ctx }) => billingView(ctx));
