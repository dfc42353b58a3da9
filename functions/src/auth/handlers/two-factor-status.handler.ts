import { defineHandler } from '../../platform/handler';
import { twoFactorStatus } from '../two-factor';

export const handler = defineHandler('GET /auth/two-factor', {}, ({ ctx }) => twoFactorStatus(ctx));
