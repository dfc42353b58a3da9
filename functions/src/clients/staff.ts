import { ulid } from 'ulid';
import type { EntityItem } from 'electrodb';
import type { ListPage, ListQuery } from '@shared/catalogue/fields';
import type { CreateStaffBody, CreateStaffReply, StaffView } from '@shared/clients/schemas';
import { MESSAGES } from '@shared/messages';
import { pageOf } from '../kernel/pager';
import type { Scope } from '../catalogue/scope';
import { audited, claim, newRow, run } from '../catalogue/writes';
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

export function listStaff(scope: Scope, q: ListQuery): Promise<ListPage<StaffView>> {
  return pageOf(
    scope.db.entities.staffMember.query.byCompany({ emis: scope.emis }),
    { field: 'pk', value: `${scope.emis}#staff` },
    q,
    (rows) => rows.map(staffView),
  );
}

/**
 * create-staff: a member of staff. The ID number is unique in the company (spaces and case
 * ignored): its marker is created in the same transaction, so a second one, even at the same
 * moment, answers `exist` without an id and writes nothing.
 */
export async function createStaff(scope: Scope, body: CreateStaffBody): Promise<CreateStaffReply> {
  const id = ulid();
  const row = newRow(scope, 'staff', {
    emis: scope.emis,
    id,
    name: body.name,
    id_number: body.idNumber,
    phone: body.phone,
    email: body.email,
    city: body.city,
    address: body.address,
  });
  const outcome = await run(scope, (tx) => [
    { name: 'staffMember', write: tx.staffMember.create(row).commit() },
    ...claim(tx, scope, 'staff_id_number', body.idNumber, id),
    ...audited(tx, scope, 'staff', id, row),
  ]);
  if (outcome === 'exist') return { status: 'exist', message: MESSAGES.staffExists };
  return { status: 'success', id, staff: staffView(row) };
}
