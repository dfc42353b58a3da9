import { loginBody } from '@shared/auth/schemas';
import { defineHandler } from '../../platform/handler';
import { login } from '../service';

export const handler = defineHandler('POST /auth/login', { body: loginBody }, ({ ctx, body }) =>
  login(ctx, body),
);
