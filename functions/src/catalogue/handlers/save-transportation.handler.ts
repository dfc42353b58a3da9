import { saveTransportationBody } from '@shared/catalogue/schemas';
import { defineHandler } from '../../platform/handler';
import { saveTransportation } from '../service';

export const handler = defineHandler(
  'POST /auth/save-transportation',
  { body: saveTransportationBody },
  async ({ ctx, body }) => saveTransportation(ctx, body),
);
