import { defineHandler } from '../../platform/handler';
import { tableContext } from '../context';
import { allClasses } from '../service';

export const handler = defineHandler('GET /auth/get-all-classes', {}, async ({ ctx }) =>
  allClasses(tableContext(ctx)),
);
