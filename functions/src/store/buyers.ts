import { createHash } from 'node:crypto';
import type { RequestContext } from '../kernel/context';
import { commitUnlessTaken, holderOf } from '../kernel/unique';
import { tableRecord } from '../tables';

const clients = /* @__PURE__ */ tableRecord('clients');

/** A client reference fits the clients table's 64 characters and is the marker's key. */
const REFERENCE_MAX = 64;

/**
 * The client an invoice of the store is made out to: one per buyer's email (reference
 * `STORE <email>`, or the email's hash when that is too long), one for the till's walk-in
 * customers. Found by the reference's unique marker, else created through the clients table's
 * record (marker, search text) like any client; two at once create one (the second finds it).
 */
export async function ensureClient(
  ctx: RequestContext,
  reference: string,
  row: {
    name: string;
    email?: string;
    phone?: string;
    address?: string;
    city?: string;
    postal_code?: string;
    institution?: string;
  },
): Promise<string> {
  const held = await holderOf(ctx.db, ctx.emis, 'client_reference', reference);
  if (held) return held;
  const { id, steps } = clients.create(
    ctx,
    { ...row, client_reference: reference },
    { taken: 'refuse' },
  );
  if ((await commitUnlessTaken(ctx, steps)) === 'success') return id;
  const holder = await holderOf(ctx.db, ctx.emis, 'client_reference', reference);
  if (!holder) throw new Error(`Client ${reference} neither created nor found`);
  return holder;
}

export function buyerReference(email: string): string {
  const plain = `STORE ${email.trim().toLowerCase()}`;
  if (plain.length <= REFERENCE_MAX) return plain;
  return `STORE ${createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 40)}`;
}

export const WALK_IN_REFERENCE = 'POS WALK-IN';
