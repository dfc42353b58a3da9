import { type RequestContext } from '../kernel/context';
import type { EntityItem } from 'electrodb';
import type { ListPage, ListQuery } from '@shared/catalogue/fields';
import type { CreateStaffBody, CreateStaffReply, StaffView } from '@shared/clients/schemas';
import { MESSAGES } from '@shared/messages';
import { pageOf } from '../kernel/pager';
import { commitUnlessTaken } from '../kernel/unique';
import { tableRecord } from '../tables';
import type { StaffMemberEntity } from '../db/entities/staff.entity';

export type StaffRecord = EntityItem<typeof StaffMemberEntity>;

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
