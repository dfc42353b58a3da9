import { defineHandler } from '../../platform/handler';
import { currentUser } from '../service';

export const handler = defineHandler('GET /auth/user', {}, ({ ctx }) => currentUser(ctx));
