import { userByIdBody } from '@shared/users/schemas';
import { defineHandler } from '../../platform/handler';
import { memberById } from '../service';

export const handler = defineHandler(
  'POST /auth/get-user-by-id',
  { body: userByIdBody },
  ({ ctx, body }) => memberById(ctx, body),
);
