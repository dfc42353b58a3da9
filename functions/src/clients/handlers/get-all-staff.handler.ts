import { listQuery } from '@shared/catalogue/fields';
import { scopeOf } from '../../catalogue/scope';
import { defineHandler } from '../../platform/handler';
import { listStaff } from '../staff';

export const handler = defineHandler(
  'GET /auth/get-all-staff',
  { query: listQuery },
  async (input) => listStaff(scopeOf(input), input.query),
);
