import { listQuery } from '@shared/catalogue/fields';
import { scopeOf } from '../scope';
import { defineHandler } from '../../platform/handler';
import { listTransportations } from '../service';

export const handler = defineHandler(
  'GET /auth/get-all-transportations',
  { query: listQuery },
  async ({ ctx, query }) => listTransportations(scopeOf(ctx), query),
);
