import { normalisePhone } from '@shared/sms/phone';
import {
  BUILT_IN_GROUPS,
  type BuiltInSource,
  type GroupMemberView,
  type InvalidRecipient,
} from '@shared/sms/schemas';
import type { ListPage, ListQuery } from '@shared/catalogue/fields';
import type { Database } from '../db/service';
import { clientRecordsPage, clientsById } from '../clients';
import { pageOf } from '../kernel/pager';
import { staffById, staffRecordsPage } from '../staff';
import { smsError } from './errors';

export type RecipientKind = 'staff' | 'client' | 'user' | 'contact' | 'number';
export type Recipient = { kind: RecipientKind; id: string | null; name: string | null; to: string };
export type Resolved = { recipients: Recipient[]; invalid: InvalidRecipient[] };

/** A group as `groupTable` or `selectedGroupID` names it: built-in (by id or table name) or own. */
export type GroupRef = { kind: 'builtIn'; source: BuiltInSource } | { kind: 'own'; id: string };

const TABLE_NAMES: Record<string, BuiltInSource> = {
  staff: 'staff',
  clients: 'clients',
  users: 'users',
};

export function groupRef(value: string): GroupRef {
  const builtIn = BUILT_IN_GROUPS.find((group) => group.id === value);
  if (builtIn) return { kind: 'builtIn', source: builtIn.source };
  const table = TABLE_NAMES[value.toLowerCase()];
  if (table) return { kind: 'builtIn', source: table };
  return { kind: 'own', id: value };
}

const KIND: Record<BuiltInSource, RecipientKind> = {
  staff: 'staff',
  clients: 'client',
  users: 'user',
};

/** A group member as a send sees it: its number for SMS, its email address for email. */
export type Member = {
  id: string;
  name: string;
  phone: string | undefined;
  email: string | undefined;
};

/**
 * A batch read's items, all of them: DynamoDB may leave keys unprocessed under load, and a
 * member silently missing would be reported as "No such recipient". Refused instead (503).
 */
function complete<T>(result: { data: T; unprocessed: unknown[] }): T {
  if (result.unprocessed.length > 0) throw smsError('busy');
  return result.data;
}

/** Users by id as members: names, phones and emails from their identities. */
async function usersOf(db: Database, ids: string[]): Promise<Member[]> {
  if (ids.length === 0) return [];
  const users = complete(await db.entities.user.get(ids.map((userId) => ({ userId }))).go());
  return users.map((u) => ({ id: u.userId, name: u.name, phone: u.phone_number, email: u.email }));
}

/** Members of the company's users group: memberships here, the rest from identities. */
async function usersById(db: Database, emis: string, ids: string[]): Promise<Member[]> {
  if (ids.length === 0) return [];
  const members = complete(
    await db.entities.membership.get(ids.map((userId) => ({ emis, userId }))).go(),
  );
  return usersOf(
    db,
    members.map((m) => m.userId),
  );
}

/** Members of a group by id; ids of other companies or of nothing are simply absent. */
async function membersById(
  db: Database,
  emis: string,
  group: GroupRef,
  ids: string[],
): Promise<Member[]> {
  if (ids.length === 0) return [];
  const e = db.entities;
  if (group.kind === 'own') {
    const data = complete(
      await e.smsContact.get(ids.map((phone) => ({ emis, group_id: group.id, phone }))).go(),
    );
    // A contact of an own group is a name and a number: it has no email address.
    return data.map((c) => ({ id: c.phone, name: c.name, phone: c.phone, email: undefined }));
  }
  if (group.source === 'staff') {
    const data = complete(await staffById({ db, emis }, ids));
    return data.map((s) => ({ id: s.id, name: s.name, phone: s.phone, email: s.email }));
  }
  if (group.source === 'clients') {
    const data = complete(await clientsById({ db, emis }, ids));
    return data.map((c) => ({ id: c.id, name: c.name, phone: c.phone, email: c.email }));
  }
  return usersById(db, emis, ids);
}

const memberView = (m: Member): GroupMemberView => ({
  id: m.id,
  name: m.name,
  phone: m.phone ?? null,
  e164: normalisePhone(m.phone) ?? null,
});

/**
 * A page of a group's members (`q.cursor`: the previous page's), each with its number as stored
 * and in E.164 (null when not valid), in the group's key order (contacts by number, staff and
 * clients by id, users by user id). One Query of `q.limit` items and a batch read of the page's
 * identities: its cost is the page's, whatever the group holds.
 */
export async function groupMembersPage(
  db: Database,
  emis: string,
  group: GroupRef,
  q: ListQuery,
): Promise<ListPage<GroupMemberView>> {
  const e = db.entities;
  const page = (rows: Member[], cursor: string | null) => ({ rows: rows.map(memberView), cursor });
  if (group.kind === 'own') {
    const { data: found } = await e.smsGroup.get({ emis, id: group.id }).go();
    if (!found) throw smsError('noGroup');
    return pageOf(
      e.smsContact.query.byGroup({ emis }).begins({ group_id: group.id }),
      { field: 'pk', value: `${emis}#sms_contact` },
      q,
      (rows) =>
        rows
          // begins() on the group id would also match a longer group id: this group's only.
          .filter((c) => c.group_id === group.id)
          .map((c) => memberView({ id: c.phone, name: c.name, phone: c.phone, email: undefined })),
    );
  }
  if (group.source === 'staff') {
    const { rows, cursor } = await staffRecordsPage({ db, emis }, q);
    return page(
      rows.map((s) => ({ id: s.id, name: s.name, phone: s.phone, email: s.email })),
      cursor,
    );
  }
  if (group.source === 'clients') {
    const { rows, cursor } = await clientRecordsPage({ db, emis }, q);
    return page(
      rows.map((c) => ({ id: c.id, name: c.name, phone: c.phone, email: c.email })),
      cursor,
    );
  }
  return pageOf(
    e.membership.query.byCompany({ emis }),
    { field: 'pk', value: `${emis}#member` },
    q,
    async (memberships) =>
      (
        await usersOf(
          db,
          memberships.map((m) => m.userId),
        )
      ).map(memberView),
  );
}

/**
 * The members `ids` of the group `groupTable` of this company (SMS and email alike), by id. Ids
 * of other companies or of nobody are absent from the map; an own group must be this company's.
 */
export async function namedMembers(
  db: Database,
  emis: string,
  groupTable: string | undefined,
  ids: string[],
): Promise<{ kind: RecipientKind; members: Map<string, Member> }> {
  if (!groupTable) throw smsError('groupRequired', { fields: { groupTable: 'Required' } });
  const group = groupRef(groupTable);
  if (group.kind === 'own') {
    const { data } = await db.entities.smsGroup.get({ emis, id: group.id }).go();
    if (!data) throw smsError('noGroup', { fields: { groupTable: 'No such SMS group' } });
  }
  const kind = group.kind === 'own' ? 'contact' : KIND[group.source];
  const members = new Map(
    (await membersById(db, emis, group, ids)).map((member) => [member.id, member]),
  );
  return { kind, members };
}

/**
 * Who a send goes to: the named members of one group (of this company only) and typed numbers,
 * each number in E.164 and each once. Ids that name nobody here and numbers that cannot be
 * numbers are listed in `invalid`: reported, never sent, never charged.
 */
export async function resolveRecipients(
  db: Database,
  emis: string,
  input: { groupTable?: string; recipientsIDs: string[]; numbersArray: string[] },
): Promise<Resolved> {
  const recipients: Recipient[] = [];
  const invalid: InvalidRecipient[] = [];
  const seen = new Set<string>();
  const add = (recipient: Omit<Recipient, 'to'>, phone: string | undefined) => {
    const to = normalisePhone(phone);
    if (!to) {
      invalid.push({
        id: recipient.id,
        name: recipient.name,
        phone: phone ?? '',
        reason: phone ? 'Not a valid phone number' : 'No phone number',
      });
      return;
    }
    if (seen.has(to)) return;
    seen.add(to);
    recipients.push({ ...recipient, to });
  };

  const ids = [...new Set(input.recipientsIDs)];
  if (ids.length > 0) {
    const { kind, members } = await namedMembers(db, emis, input.groupTable, ids);
    for (const id of ids) {
      const member = members.get(id);
      if (!member) invalid.push({ id, name: null, phone: '', reason: 'No such recipient' });
      else add({ kind, id, name: member.name }, member.phone);
    }
  }
  for (const number of input.numbersArray) add({ kind: 'number', id: null, name: null }, number);
  return { recipients, invalid };
}
