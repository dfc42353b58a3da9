import { createStaffBody } from '@shared/clients/schemas';
import { defineHandler } from '../../platform/handler';
import { createStaff } from '../service';

export const handler = defineHandler(
  'POST /auth/create-staff',
  { body: createStaffBody },
  async ({ ctx, body }) => createStaff(ctx, body),
);
