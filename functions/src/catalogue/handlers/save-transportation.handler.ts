import { saveTransportationBody } from '@shared/catalogue/schemas';
import { scopeOf } from '../scope';
import { defineHandler } from '../../platform/handler';
import { saveTransportation } from '../service';

export const handler = defineHandler(
  'POST /auth/save-transportation',
  { body: saveTransportationBody },
  async ({ ctx, body }) => saveTransportation(scopeOf(ctx), body),
);
