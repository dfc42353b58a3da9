/** A company the user belongs to, as the company switcher lists it. */
export type CompanySummary = { emis: string; name: string; domain: string };

/** The signed-in user in one company: identity, that company's level and role, all companies. */
export type SessionUser = {
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

/** What sign-in, registration and switch-company answer. */
export type SessionReply = { token: string; user: SessionUser };

/** What get-invited-user answers. */
export type InvitedUser = {
  name: string;
  email: string;
  phone: string;
  alevel: number;
  emis: string;
};

/** The company-switcher entry that leads to creating a new company (the spec's id). */
export const CREATE_COMPANY_ID = '091091091';
