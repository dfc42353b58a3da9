import type { CompanySummary } from '../db/accounts';
import type { MembershipRecord, UserRecord } from '../db/records';

/** The user as sign-in answers it: identity, this company's level and role, all companies. */
export type UserView = {
  id: string;
  name: string;
  email: string;
  phone_number: string;
  alevel: number;
  role: string;
  emis: string;
  employee_id: string | null;
  sid: string | null;
  last_seen: string | null;
  companies: CompanySummary[];
};

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
