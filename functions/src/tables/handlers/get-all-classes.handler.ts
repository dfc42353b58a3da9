import { defineHandler } from '../../platform/handler';
import { allClasses } from '../read';

export const handler = defineHandler('GET /auth/get-all-classes', {}, async ({ ctx }) =>
  allClasses(ctx),
);
