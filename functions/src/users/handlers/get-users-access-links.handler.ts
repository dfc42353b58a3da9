import { defineHandler } from '../../platform/handler';
import { accessLinks } from '../service';

export const handler = defineHandler('GET /auth/get-users-access-links', {}, async ({ ctx }) =>
  accessLinks(ctx),
);
