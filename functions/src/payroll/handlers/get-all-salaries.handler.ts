import { defineHandler } from '../../platform/handler';
import { listSalaries } from '../employees';

export const handler = defineHandler('GET /auth/get-all-salaries', {}, async ({ ctx }) =>
  listSalaries(ctx),
);
