import { type RequestContext } from '../kernel/context';
import type { EntityItem } from 'electrodb';
import type { ListPage, ListQuery } from '@shared/catalogue/fields';
import type { CreateStaffBody, CreateStaffReply, StaffView } from '@shared/clients/schemas';
import { MESSAGES } from '@shared/messages';
import { pageOf } from '../kernel/pager';
import { commitUnlessTaken } from '../kernel/unique';
import type { TxEntities } from '../kernel/transaction';
import { tableRecord } from '../tables';
import type { StaffMemberEntity } from './entities/staff-member.entity';

export type StaffRecord = EntityItem<typeof StaffMemberEntity>;

type Tenant = Pick<RequestContext, 'db' | 'emis'>;

/** A member of staff of the company (another company's answers like a missing one). */
export async function staffMember(ctx: Tenant, id: string): Promise<StaffRecord | undefined> {
  const { data } = await ctx.db.entities.staffMember.get({ emis: ctx.emis, id }).go();
  return data ?? undefined;
}

/**
 * The members of staff with these ids (a batch read: missing ones are left out, and keys
 * DynamoDB left unprocessed under load are in `unprocessed`, for the caller to judge).
 */
export async function staffById(
  ctx: Tenant,
  ids: string[],
): Promise<{ data: StaffRecord[]; unprocessed: unknown[] }> {
  if (ids.length === 0) return { data: [], unprocessed: [] };
  return ctx.db.entities.staffMember.get(ids.map((id) => ({ emis: ctx.emis, id }))).go();
}

/**
 * One page of the company's staff as records (`cursor`: the previous page's), for a caller that
 * goes through every member a page per step.
 */
export function staffRecordsPage(
  ctx: Tenant,
  q: { cursor?: string | null; limit: number },
): Promise<ListPage<StaffRecord>> {
  return pageOf(
    ctx.db.entities.staffMember.query.byCompany({ emis: ctx.emis }),
    { field: 'pk', value: `${ctx.emis}#staff` },
    { cursor: q.cursor ?? undefined, limit: q.limit },
    (rows) => rows,
  );
}

/** A transaction's write that holds only while the member of staff exists. */
export const staffExistsCheck = (tx: TxEntities, emis: string, id: string) =>
  tx.staffMember
    .check({ emis, id })
    .where((a, op) => op.exists(a.name))
    .commit();

/** Staff are rows of the staff table: written with its row rules, ID number marker and audit. */
const staff = /* @__PURE__ */ tableRecord('staff');

const orNull = <T>(value: T | undefined): T | null => value ?? null;

export const staffView = (r: StaffRecord): StaffView => ({
  id: r.id,
  name: r.name,
  id_number: r.id_number,
  phone: r.phone,
  email: orNull(r.email),
  city: orNull(r.city),
  address: orNull(r.address),
  created_at: orNull(r.created_at),
  updated_at: orNull(r.updated_at),
});

export function listStaff(ctx: RequestContext, q: ListQuery): Promise<ListPage<StaffView>> {
  return pageOf(
    ctx.db.entities.staffMember.query.byCompany({ emis: ctx.emis }),
    { field: 'pk', value: `${ctx.emis}#staff` },
    q,
    (rows) => rows.map(staffView),
  );
}

/**
 * create-staff: a member of staff. The ID number is unique in the company (spaces and case
 * ignored): its marker is created in the same transaction, so a second one, even at the same
 * moment, answers `exist` without an id and writes nothing.
 */
export async function createStaff(
  ctx: RequestContext,
  body: CreateStaffBody,
): Promise<CreateStaffReply> {
  const { id, row, steps } = staff.create(
    ctx,
    {
      name: body.name,
      id_number: body.idNumber,
      phone: body.phone,
      email: body.email,
      city: body.city,
      address: body.address,
    },
    { taken: 'refuse' },
  );
  const outcome = await commitUnlessTaken(ctx, steps);
  if (outcome === 'exist') return { status: 'exist', message: MESSAGES.staffExists };
  return { status: 'success', id, staff: staffView(row) };
}
