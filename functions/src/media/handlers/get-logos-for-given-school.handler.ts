import { logosForSchoolBody } from '@shared/media/schemas';
import { defineHandler } from '../../platform/handler';
import { logosForSchool } from '../service';

export const handler = defineHandler(
  'POST /auth/get-logos-for-given-school',
  { body: logosForSchoolBody },
  ({ ctx, body }) => logosForSchool(ctx, body),
);
