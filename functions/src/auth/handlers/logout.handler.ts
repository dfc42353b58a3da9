import { defineHandler } from '../../platform/handler';
import { logout } from '../service';

export const handler = defineHandler('POST /auth/logout', {}, ({ ctx }) => logout(ctx));
