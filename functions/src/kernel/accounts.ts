import { takeUserPlace } from './counter';
import { transaction, type Step, type TxEntities } from './transaction';
import type { Database } from '../db/service';
import type { UserRecord } from '../db/records';

export type NewUser = {
  userId: string;
  name: string;
  email: string;
  phone_number?: string;
  password_hash: string;
  created_at: string;
};

export type NewMembership = {
  emis: string;
  userId: string;
  alevel: number;
  role: string;
  sid?: string;
  created_at: string;
};

export type { CompanySummary } from '@shared/auth/session';
import type { CompanySummary } from '@shared/auth/session';

/**
 * The writes of a membership (the company's side and the user's mirror): part of the caller's
 * transaction, refused by name (`membership`) when the user is already a member. It takes a place
 * of the company's users counter under its plan's limit (`plan`: the company's; 403 when full).
 */
export const membershipSteps = (
  tx: TxEntities,
  membership: NewMembership,
  plan: string | undefined,
): Step[] => [
  {
    name: 'membership',
    write: tx.membership.create({ ...membership, token_version: 1 }).commit(),
    onFail: 'refuse',
  },
  {
    name: 'userCompany',
    write: tx.userCompany
      .put({ userId: membership.userId, emis: membership.emis, joined_at: membership.created_at })
      .commit(),
  },
  takeUserPlace(tx, membership.emis, plan),
];

/** The writes of a new identity, refused by name (`email`) when the email has an account. */
export const identitySteps = (tx: TxEntities, user: NewUser): Step[] => [
  {
    name: 'email',
    write: tx.userEmail.create({ email: user.email, userId: user.userId }).commit(),
    onFail: 'refuse',
  },
  { name: 'user', write: tx.user.create(user).commit() },
];

/**
 * Identities and memberships. A user is global (one identity by email); a membership is the
 * user's place in one company and lives in that company's partition, mirrored into the
 * user's partition for the company switcher. Both sides are written in one transaction, and
 * uniqueness (one account per email, one membership per company) is a condition of it.
 */
export function accounts(db: Database) {
  const e = db.entities;

  return {
    getUser: async (userId: string): Promise<UserRecord | undefined> =>
      (await e.user.get({ userId }).go()).data ?? undefined,

    /** Several identities by id, in one BatchGet (missing ones left out). */
    getUsers: async (userIds: string[]): Promise<UserRecord[]> => {
      if (userIds.length === 0) return [];
      const { data } = await e.user.get(userIds.map((userId) => ({ userId }))).go();
      return data;
    },

    findUserByEmail: async (email: string): Promise<UserRecord | undefined> => {
      const marker = (await e.userEmail.get({ email }).go()).data;
      if (!marker) return undefined;
      return (await e.user.get({ userId: marker.userId }).go()).data ?? undefined;
    },

    /** The companies a user belongs to, in the order they were joined... by emis. */
    companiesOf: async (userId: string): Promise<CompanySummary[]> => {
      // The companies one user belongs to: a handful; one page of at most 200.
      const { data: links } = await e.userCompany.query.byUser({ userId }).go({ limit: 200 });
      if (links.length === 0) return [];
      const { data: companies } = await e.company
        .get(links.map((link) => ({ emis: link.emis })))
        .go({ preserveBatchOrder: true });
      return companies.flatMap((company) =>
        company ? [{ emis: company.emis, name: company.name, domain: company.domain }] : [],
      );
    },

    /** A new identity and its first membership (`plan`: the company's, for its user limit). */
    createUserWithMembership: async (
      user: NewUser,
      membership: NewMembership,
      plan: string | undefined,
    ): Promise<'created' | 'email-taken'> => {
      const result = await transaction(db, (tx) => [
        ...identitySteps(tx, user),
        ...membershipSteps(tx, membership, plan),
      ]);
      if (result.written) return 'created';
      if (result.refused.includes('email')) return 'email-taken';
      throw new Error(`User creation refused by ${result.refused.join(', ')}`);
    },

    /** An existing identity joins another company. */
    addMembership: async (
      membership: NewMembership,
      plan: string | undefined,
    ): Promise<'created' | 'already-member'> => {
      const result = await transaction(db, (tx) => membershipSteps(tx, membership, plan));
      return result.written ? 'created' : 'already-member';
    },

    /**
     * Spends an invitation and creates the membership (and, for a new person, the identity)
     * in one transaction: a second use of the same token, even a concurrent one, fails.
     */
    acceptInvitation: async (input: {
      emis: string;
      tokenHash: string;
      usedAt: string;
      nowEpoch: number;
      newUser?: NewUser;
      membership: NewMembership;
      /** The company's plan: its user limit. */
      plan: string | undefined;
    }): Promise<'accepted' | 'invitation-spent' | 'email-taken' | 'already-member'> => {
      const result = await transaction(db, (tx) => [
        {
          name: 'invitation',
          write: tx.invitation
            .patch({ emis: input.emis, token_hash: input.tokenHash })
            .set({ used_at: input.usedAt, used_by: input.membership.userId })
            .where(
              (attr, op) =>
                `${op.notExists(attr.used_at)} AND ${op.gt(attr.expires_at, input.nowEpoch)}`,
            )
            .commit(),
          onFail: 'refuse',
        },
        ...membershipSteps(tx, input.membership, input.plan),
        ...(input.newUser ? identitySteps(tx, input.newUser) : []),
      ]);
      if (result.written) return 'accepted';
      if (result.refused.includes('invitation')) return 'invitation-spent';
      if (result.refused.includes('membership')) return 'already-member';
      return 'email-taken';
    },
  };
}

export type Accounts = ReturnType<typeof accounts>;
