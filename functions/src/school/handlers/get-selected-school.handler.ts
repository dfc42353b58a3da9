import { selectedSchoolBody } from '@shared/school/schemas';
import { defineHandler } from '../../platform/handler';
import { selectedSchool } from '../school';

export const handler = defineHandler(
  'POST /auth/get-selected-school',
  { body: selectedSchoolBody },
  async ({ ctx, body }) => selectedSchool(ctx, body.emis),
);
