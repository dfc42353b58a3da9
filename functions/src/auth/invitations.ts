import { createHash, randomBytes } from 'node:crypto';
import { formatDateTime } from '@shared/time/sast';
import type { Deps } from '../platform/deps';
import type { TenantData } from '../db/tenant-data';
import { authError } from './errors';

export const INVITATION_DAYS = 7;

export function hashInvitationToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Creates an invitation and returns the one copy of its token (only its hash is stored). */
export async function createInvitation(
  deps: Deps,
  tenant: TenantData,
  invitation: {
    name: string;
    email: string;
    phone?: string;
    alevel: number;
    sid?: string;
    invitedBy?: string;
  },
): Promise<{ token: string; expiresAt: number }> {
  const token = randomBytes(32).toString('base64url');
  const now = deps.clock.now();
  const expiresAt = Math.floor(now.getTime() / 1000) + INVITATION_DAYS * 24 * 3600;
  await tenant.invitations.create({
    token_hash: hashInvitationToken(token),
    name: invitation.name,
    email: invitation.email.toLowerCase(),
    phone: invitation.phone,
    alevel: invitation.alevel,
    sid: invitation.sid,
    invited_by: invitation.invitedBy,
    created_at: formatDateTime(now),
    expires_at: expiresAt,
  });
  return { token, expiresAt };
}

/** The invitation behind a token, refused clearly when unknown, used or expired. */
export async function openInvitation(deps: Deps, tenant: TenantData, token: string) {
  const invitation = await tenant.invitations.get(hashInvitationToken(token));
  if (!invitation) throw authError('invitationInvalid');
  if (invitation.used_at) throw authError('invitationSpent');
  if (invitation.expires_at <= Math.floor(deps.clock.now().getTime() / 1000))
    throw authError('invitationExpired');
  return invitation;
}
