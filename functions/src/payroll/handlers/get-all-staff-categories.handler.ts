import { defineHandler } from '../../platform/handler';
import { staffCategories } from '../employees';

export const handler = defineHandler('GET /auth/get-all-staff-categories', {}, async () =>
  staffCategories(),
);
