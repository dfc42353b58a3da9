import { defineHandler } from '../../platform/handler';
import { listEmployees } from '../employees';

export const handler = defineHandler('GET /auth/get-all-employees', {}, async ({ ctx }) =>
  listEmployees(ctx),
);
