import type { TableRow } from '@shared/tables/types';
import type { RequestContext } from '../kernel/context';
import { stamp } from '../kernel/context';
import type { Step, TxEntities } from '../kernel/transaction';
import { tableRecord } from '../tables';
import { clientById, clientView, notesOf, type ClientRecord } from './service';

const clients = /* @__PURE__ */ tableRecord('clients');
const ERASED_NOTE = '(erased)';

/** The client's personal fields an erasure clears (the name becomes the placeholder). */
const CLIENT_CLEARED = [
  'client_reference',
  'id_number',
  'phone',
  'email',
  'institution',
  'position',
  'address',
  'city',
  'postal_code',
  'gender',
  'notes',
] as const;

/** The client and their notes (s23 export); undefined when no such client in this company. */
export async function clientRecords(ctx: RequestContext, id: string) {
  const client = await clientById(ctx, id);
  if (!client) return undefined;
  return { client: clientView(client), notes: await notesOf(ctx.db, ctx.emis, id) };
}

/**
 * The erasure's writes on the client (s24): the name replaced by `placeholder`, the other
 * personal fields cleared, through the clients table's record (its search text, name index,
 * reference marker and version kept as every write keeps them), and the notes' text replaced.
 * What is already erased plans no write. The student number (`sid`) and class stay: they are the
 * school's keys, not the person's details.
 */
export async function eraseClientPlan(
  ctx: RequestContext,
  client: ClientRecord,
  placeholder: string,
) {
  const changes: Record<string, unknown> = { name: placeholder };
  for (const field of CLIENT_CLEARED) changes[field] = null;
  const change = clients.update(ctx, client as unknown as TableRow, changes, { erasure: true });
  const fields = Object.keys(changes).filter(
    (f) => ((client as Record<string, unknown>)[f] ?? null) !== (changes[f] ?? null),
  );
  const notes = (await notesOf(ctx.db, ctx.emis, client.id)).filter((n) => n.body !== ERASED_NOTE);
  const at = stamp(ctx);
  return {
    counts: { notes: notes.length },
    fields,
    steps: (tx: TxEntities): Step[] => [
      ...change.steps(tx),
      ...notes.map((n) => ({
        name: `erase note ${n.id}`,
        write: tx.clientNote
          .patch({ emis: ctx.emis, id: n.id })
          .set({ title: ERASED_NOTE, body: ERASED_NOTE, updated_at: at })
          .commit(),
      })),
    ],
  };
}
