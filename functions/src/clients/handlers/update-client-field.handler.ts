// The field may be of any table with figures or a guard (a client's student number): load them.
import '../../table-guards';
import { updateClientFieldBody } from '@shared/clients/schemas';
import { defineHandler } from '../../platform/handler';
import { updateClientField } from '../service';

export const handler = defineHandler(
  'POST /auth/update-client-field',
  { body: updateClientFieldBody },
  async ({ ctx, body }) => updateClientField(ctx, body),
);
