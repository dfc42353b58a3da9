import { type RequestContext } from '../kernel/context';
import { ulid } from 'ulid';
import type { EntityItem } from 'electrodb';
import type { ListPage, ListQuery } from '@shared/catalogue/fields';
import type { CreateStaffBody, CreateStaffReply, StaffView } from '@shared/clients/schemas';
import { MESSAGES } from '@shared/messages';
import { pageOf } from '../kernel/pager';
import { claim, commitUnlessTaken } from '../kernel/unique';
import { audited, newRow } from '../tables';
import type { StaffMemberEntity } from '../db/entities/staff.entity';

export type StaffRecord = EntityItem<typeof StaffMemberEntity>;

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
  const id = ulid();
  const row = newRow(ctx, 'staff', {
    emis: ctx.emis,
    id,
    name: body.name,
    id_number: body.idNumber,
    phone: body.phone,
    email: body.email,
    city: body.city,
    address: body.address,
  });
  const outcome = await commitUnlessTaken(ctx, (tx) => [
    { name: 'staffMember', write: tx.staffMember.create(row).commit() },
    ...claim(tx, ctx, 'staff_id_number', body.idNumber, id),
    ...audited(tx, ctx, 'staff', id, row),
  ]);
  if (outcome === 'exist') return { status: 'exist', message: MESSAGES.staffExists };
  return { status: 'success', id, staff: staffView(row) };
}
