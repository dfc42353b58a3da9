import { listQuery } from '@shared/catalogue/fields';
import { defineHandler } from '../../platform/handler';
import { listTransportations } from '../service';

export const handler = defineHandler(
  'GET /auth/get-all-transportations',
  { query: listQuery },
  async ({ ctx, query }) => listTransportations(ctx, query),
);
