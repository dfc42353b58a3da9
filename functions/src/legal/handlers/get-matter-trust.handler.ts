import { matterTrustBody } from '@shared/legal/trust-schemas';
import { defineHandler } from '../../platform/handler';
import { matterTrust } from '../trust';

export const handler = defineHandler(
  'POST /auth/get-matter-trust',
  { body: matterTrustBody },
  async ({ ctx, body }) => matterTrust(ctx, body),
);
