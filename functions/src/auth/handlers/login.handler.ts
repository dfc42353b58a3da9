import { loginBody } from '@shared/auth/schemas';
import { defineHandler } from '../../platform/handler';
import { login } from '../service';

export const handler = defineHandler(
  'POST /auth/login',
  { body: loginBody },
  ({ ctx: { deps, company, sourceIp }, body }) =>
    login(deps, body, { emis: company?.emis }, sourceIp),
);
