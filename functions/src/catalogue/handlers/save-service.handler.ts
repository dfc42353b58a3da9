import { saveServiceBody } from '@shared/catalogue/schemas';
import { defineHandler } from '../../platform/handler';
import { saveService } from '../service';

export const handler = defineHandler(
  'POST /auth/save-service',
  { body: saveServiceBody },
  async ({ ctx, body }) => saveService(ctx, body),
);
