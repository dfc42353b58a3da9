import { actorOf } from '../kernel/context';
import { ulid } from 'ulid';
import { normalisePhone } from '@shared/sms/phone';
import { SMS_MESSAGES } from '@shared/sms/messages';
import {
  BUILT_IN_GROUPS,
  CONTACT_REPLY_MEMBERS,
  type SaveNewContactBody,
  type SelectedGroupBody,
  type SaveSmsGroupBody,
  type SmsGroupView,
} from '@shared/sms/schemas';
import { formatDateTime } from '@shared/time/sast';
import { AppError } from '../platform/errors';
import { claimUnique } from '../kernel/unique';
import { smsError } from './errors';
import { groupMembersPage, groupRef } from './recipients';
import type { RequestContext } from '../kernel/context';
import { transaction } from '../kernel/transaction';
import { aggregateSteps, readFigure, type Delta } from '../kernel/aggregates';

/**
 * A company's own SMS groups, at most: the count is kept in the save's transaction (figure
 * `sms.groups`/`own`), so the list is one bounded Query whatever the company has done.
 */
export const MAX_OWN_GROUPS = 500;
export const SMS_GROUPS = 'sms.groups';

/** THE delta of a saved group: the save and the rebuild test alike. */
export const groupDeltas = (): Delta[] => [{ name: SMS_GROUPS, key: 'own', count: 1 }];

/** GET /auth/get-all-sms-groups: the three built-in groups, then the company's own by name. */
export async function listGroups(ctx: RequestContext): Promise<SmsGroupView[]> {
  const { data } = await ctx.db.entities.smsGroup.query
    .byCompany({ emis: ctx.emis })
    .go({ count: MAX_OWN_GROUPS, pages: MAX_OWN_GROUPS });
  return [
    ...BUILT_IN_GROUPS.map((g) => ({ id: g.id, name: g.name, description: null, built_in: true })),
    ...data
      .map((g) => ({ id: g.id, name: g.name, description: g.description ?? null, built_in: false }))
      .sort((a, b) => a.name.localeCompare(b.name)),
  ];
}

/**
 * POST /auth/save-sms-group: the group, or 'exist' when the company has a group of that name
 * (case and spaces ignored, the built-in names included). The name's marker is created in the
 * same transaction as the group, so two saves at once cannot both succeed.
 */
export async function saveGroup(ctx: RequestContext, body: SaveSmsGroupBody) {
  const taken = BUILT_IN_GROUPS.some(
    (g) => g.name.toLowerCase() === body.name.replace(/\s+/g, '').toLowerCase(),
  );
  if (taken) return { status: 'exist', message: SMS_MESSAGES.groupExists };
  const own = await readFigure(ctx.db, ctx.emis, SMS_GROUPS, 'own');
  if (own.count >= MAX_OWN_GROUPS) throw smsError('tooManyGroups');
  const id = ulid();
  const now = formatDateTime(ctx.deps.clock.now());
  const group = {
    emis: ctx.emis,
    id,
    name: body.name,
    description: body.description,
    created_by: actorOf(ctx)?.userId,
    created_at: now,
  };
  const saved = await transaction(ctx.db, (tx) => [
    { name: 'group', write: tx.smsGroup.create(group).commit() },
    ...claimUnique(tx, ctx.emis, 'sms_group_name', body.name, id, now),
    ...aggregateSteps(tx, ctx.emis, groupDeltas()),
  ]);
  if (!saved.written) return { status: 'exist', message: SMS_MESSAGES.groupExists };
  const view: SmsGroupView = {
    id,
    name: group.name,
    description: group.description ?? null,
    built_in: false,
  };
  return { status: 'success', group: view };
}

/** POST /auth/get-selected-group-members {selectedGroupID, cursor?, limit?}: a page of members. */
export async function selectedGroupMembers(ctx: RequestContext, body: SelectedGroupBody) {
  return groupMembersPage(ctx.db, ctx.emis, groupRef(body.selectedGroupID), body);
}

/**
 * POST /auth/save-new-contact: a contact in one of the company's own groups, keyed by its E.164
 * number (the same number again renames it). Built-in groups come from their own lists.
 */
export async function saveContact(ctx: RequestContext, body: SaveNewContactBody) {
  const group = groupRef(body.groupID);
  if (group.kind === 'builtIn') throw smsError('builtInGroup');
  const db = ctx.db;
  const { data: found } = await db.entities.smsGroup.get({ emis: ctx.emis, id: group.id }).go();
  if (!found) throw smsError('noGroup', { fields: { groupID: 'No such SMS group' } });
  const phone = normalisePhone(body.newPhoneNumber);
  if (!phone)
    throw new AppError(400, SMS_MESSAGES.invalidPhone, {
      fields: { newPhoneNumber: SMS_MESSAGES.invalidPhone },
    });
  await db.entities.smsContact
    .put({
      emis: ctx.emis,
      group_id: group.id,
      phone,
      name: body.newContactName,
      created_at: formatDateTime(ctx.deps.clock.now()),
    })
    .go({ response: 'none' });
  return {
    status: 'success',
    contact: { id: phone, name: body.newContactName, phone, e164: phone },
    // The group's first page (the screen reads the list again, a page at a time).
    members: await groupMembersPage(db, ctx.emis, group, { limit: CONTACT_REPLY_MEMBERS }),
  };
}
