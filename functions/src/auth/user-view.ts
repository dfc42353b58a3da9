import type { CompanySummary, SessionUser } from '@shared/auth/session';
import type { MembershipRecord, UserRecord } from '../db/records';

export type UserView = SessionUser;

export function userView(
  user: UserRecord,
  membership: MembershipRecord,
  companies: CompanySummary[],
): UserView {
  return {
    id: user.userId,
    name: user.name,
    email: user.email,
    phone_number: user.phone_number ?? '',
    alevel: membership.alevel,
    role: membership.role,
    emis: membership.emis,
    employee_id: membership.employee_id ?? null,
    sid: membership.sid ?? null,
    last_seen: membership.last_seen ?? null,
    companies,
  };
}
