import { defineHandler } from '../../platform/handler';
import { sentEmails } from '../bulk';

export const handler = defineHandler('GET /auth/get-sent-emails', {}, ({ ctx }) => sentEmails(ctx));
