import type { TableRow } from '@shared/tables/types';
import type { RequestContext } from '../kernel/context';
import type { Step, TxEntities } from '../kernel/transaction';
import { tableRecord } from '../tables';
import { staffMember, staffView, type StaffRecord } from './service';

const staff = /* @__PURE__ */ tableRecord('staff');

/** The ID number an erased member of staff holds instead (the column is required and unique). */
export const erasedIdNumber = (id: string) =>
  `ERASED-${id
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(-8)
    .toUpperCase()}`;

/** The member of staff (s23 export); undefined when no such member in this company. */
export async function staffRecords(ctx: RequestContext, id: string) {
  const member = await staffMember(ctx, id);
  return member ? { member, view: staffView(member) } : undefined;
}

/**
 * The erasure's write on the member of staff (s24): the name replaced by `placeholder`, the ID
 * number by a placeholder of its own (its uniqueness marker moves with it), phone, email, city
 * and address cleared; through the staff table's record, whose audit entries name the fields
 * replaced, never their values. An erased member plans no write.
 */
export function eraseStaffPlan(ctx: RequestContext, member: StaffRecord, placeholder: string) {
  const changes: Record<string, unknown> = {
    name: placeholder,
    id_number: erasedIdNumber(member.id),
    phone: '',
    email: null,
    city: null,
    address: null,
  };
  const change = staff.update(ctx, member as unknown as TableRow, changes, { erasure: true });
  const fields = Object.keys(changes).filter(
    (f) => ((member as Record<string, unknown>)[f] ?? null) !== (changes[f] ?? null),
  );
  return { fields, steps: (tx: TxEntities): Step[] => change.steps(tx) };
}
