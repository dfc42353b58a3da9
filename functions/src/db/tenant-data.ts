import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import type { WebsiteSection } from './entities/website-content.entity';
import type { CompanyRecord, MembershipRecord } from './records';
import type { Database } from './service';

export type ContactMessageInput = {
  id: string;
  name: string;
  email: string;
  phone: string;
  subject: string;
  body: string;
  source_ip?: string;
  created_at: string;
};

/** Public lists are small; a page of this many answers them in one Query. */
const LIST_PAGE = 100;
/** No level limit on a membership change (the seed's and the platform's own). */
const NO_CEILING = 1000;

/**
 * The tenant-scoped data object. The platform builds it from the verified token's emis (or,
 * on public routes, from the site's domain); every method fills the emis itself, so a handler
 * holding it cannot read or write another company's items.
 */
export function tenantData(db: Database, emis: string) {
  const e = db.entities;
  return {
    emis,

    company: {
      get: async () => (await e.company.get({ emis }).go()).data ?? undefined,
    },

    members: {
      get: async (userId: string) =>
        (await e.membership.get({ emis, userId }).go()).data ?? undefined,
      touch: async (userId: string, lastSeen: string) => {
        await e.membership
          .patch({ emis, userId })
          .set({ last_seen: lastSeen })
          .go({ response: 'none' });
      },
      /** Raises the token version so that tokens issued before now stop working. */
      bumpTokenVersion: async (userId: string) => {
        await e.membership
          .patch({ emis, userId })
          .add({ token_version: 1 })
          .go({ response: 'none' });
      },
      /**
       * Bans (or, without a time, unbans). With `below`, only while the member's level is
       * still below it: a manager's change never lands on someone promoted meanwhile (the
       * write's condition fails, ConditionalCheckFailed).
       */
      setBanned: async (
        userId: string,
        bannedAt: string | undefined,
        reason?: string,
        below?: number,
      ) => {
        const update = e.membership.patch({ emis, userId });
        const changed = bannedAt
          ? update.set({ banned_at: bannedAt, ban_reason: reason ?? '' })
          : update.remove(['banned_at', 'ban_reason']);
        await changed
          .add({ token_version: 1 })
          .where((a, op) => op.lt(a.alevel, below ?? NO_CEILING))
          .go({ response: 'none' });
      },
      /** One page of the company's members (their `byCompany` partition), optionally by ban state. */
      page: async (
        cursor: string | null,
        limit: number,
        banned?: boolean,
      ): Promise<{ data: MembershipRecord[]; cursor: string | null }> => {
        const query = e.membership.query.byCompany({ emis });
        const filtered =
          banned === undefined
            ? query
            : query.where((attr, op) =>
                banned ? op.exists(attr.banned_at) : op.notExists(attr.banned_at),
              );
        return filtered.go({ cursor, limit });
      },
      setSid: async (userId: string, sid: string, below?: number) => {
        await e.membership
          .patch({ emis, userId })
          .set({ sid })
          .where((a, op) => op.lt(a.alevel, below ?? NO_CEILING))
          .go({ response: 'none' });
      },
      setLevel: async (userId: string, alevel: number, role: string, below?: number) => {
        await e.membership
          .patch({ emis, userId })
          .set({ alevel, role })
          .add({ token_version: 1 })
          .where((a, op) => op.lt(a.alevel, below ?? NO_CEILING))
          .go({ response: 'none' });
      },
    },

    /**
     * What every token request needs to know, in one round trip: the caller's membership,
     * whether this token was signed out, and the company (its plan and standing decide what
     * the request may do).
     */
    authState: async (
      userId: string,
      jti: string,
    ): Promise<{
      membership: MembershipRecord | undefined;
      revoked: boolean;
      company: CompanyRecord | undefined;
    }> => {
      const memberKey = e.membership.get({ emis, userId }).params().Key;
      const revokedKey = e.revokedToken.get({ emis, jti }).params().Key;
      const companyKey = e.company.get({ emis }).params().Key;
      const result = await db.client.send(
        new BatchGetCommand({
          RequestItems: {
            [db.table]: { Keys: [memberKey, revokedKey, companyKey], ConsistentRead: true },
          },
        }),
      );
      let membership: MembershipRecord | undefined;
      let revoked = false;
      let company: CompanyRecord | undefined;
      for (const item of result.Responses?.[db.table] ?? []) {
        const member = e.membership.parse({ Item: item }).data;
        if (member) {
          membership = member;
          continue;
        }
        const found = e.company.parse({ Item: item }).data;
        if (found) company = found;
        else if (e.revokedToken.parse({ Item: item }).data) revoked = true;
      }
      // BatchGet may leave keys unprocessed under throttling: read those singly.
      const pending = result.UnprocessedKeys?.[db.table]?.Keys ?? [];
      if (pending.length > 0) {
        membership =
          (await e.membership.get({ emis, userId }).go({ consistent: true })).data ?? undefined;
        revoked = Boolean((await e.revokedToken.get({ emis, jti }).go({ consistent: true })).data);
        company = (await e.company.get({ emis }).go({ consistent: true })).data ?? undefined;
      }
      return { membership, revoked, company };
    },

    revokeToken: async (jti: string, userId: string, expiresAt: number) => {
      await e.revokedToken
        .put({ emis, jti, userId, expires_at: expiresAt })
        .go({ response: 'none' });
    },

    branches: {
      list: async () => {
        const { data } = await e.branch.query.byCompany({ emis }).go({ limit: LIST_PAGE });
        return data.sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
      },
    },

    website: {
      list: async (section?: WebsiteSection) => {
        const query = section
          ? e.websiteContent.query.bySection({ emis, section })
          : e.websiteContent.query.bySection({ emis });
        const { data } = await query.go({ limit: LIST_PAGE * 4 });
        return data.sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
      },
    },

    contactMessages: {
      create: async (message: ContactMessageInput) => {
        await e.contactMessage.create({ emis, ...message }).go({ response: 'none' });
      },
      latest: async (limit: number) => {
        const { data } = await e.contactMessage.query
          .byCompany({ emis })
          .go({ limit, order: 'desc' });
        return data;
      },
    },

    invitations: {
      get: async (tokenHash: string) =>
        (await e.invitation.get({ emis, token_hash: tokenHash }).go({ consistent: true })).data ??
        undefined,
      create: async (invitation: {
        token_hash: string;
        name: string;
        email: string;
        phone?: string;
        alevel: number;
        sid?: string;
        invited_by?: string;
        created_at: string;
        expires_at: number;
      }) => {
        await e.invitation.create({ emis, ...invitation }).go({ response: 'none' });
      },
    },
  };
}

export type TenantData = ReturnType<typeof tenantData>;
