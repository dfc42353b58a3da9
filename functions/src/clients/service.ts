import { type RequestContext, actorOf, stamp } from '../kernel/context';
import { ulid } from 'ulid';
import type { EntityItem } from 'electrodb';
import type { ListPage, ListQuery } from '@shared/catalogue/fields';
import type {
  ClientView,
  DeleteNoteBody,
  DeleteNoteReply,
  NoteView,
  SaveClientBody,
  SaveClientReply,
  SaveNoteBody,
  SaveNoteReply,
  UpdateClientFieldBody,
} from '@shared/clients/schemas';
import { PLATFORM_MESSAGES } from '@shared/messages';
import { pageOf } from '../kernel/pager';
import { commitUnlessTaken } from '../kernel/unique';
import { tableRecord, updateField } from '../tables';
import type { ClientNoteEntity } from './entities/client-note.entity';
import type { ClientEntity } from './entities/client.entity';
import type { Database } from '../db/service';
import type { TxEntities } from '../kernel/transaction';
import { holderOf } from '../kernel/unique';
import { AppError } from '../platform/errors';
import { clientError } from './errors';

export type ClientRecord = EntityItem<typeof ClientEntity>;

/** Clients are rows of the clients table: written with its row rules, marker and audit. */
const clients = /* @__PURE__ */ tableRecord('clients');
export type ClientNoteRecord = EntityItem<typeof ClientNoteEntity>;

const orNull = <T>(value: T | undefined): T | null => value ?? null;

export const clientView = (r: ClientRecord): ClientView => ({
  id: r.id,
  name: r.name,
  client_reference: orNull(r.client_reference),
  id_number: orNull(r.id_number),
  phone: orNull(r.phone),
  email: orNull(r.email),
  institution: orNull(r.institution),
  position: orNull(r.position),
  address: orNull(r.address),
  city: orNull(r.city),
  postal_code: orNull(r.postal_code),
  gender: orNull(r.gender),
  notes: orNull(r.notes),
  sid: orNull(r.sid),
  class: orNull(r.class),
  created_at: orNull(r.created_at),
  updated_at: orNull(r.updated_at),
  row_version: orNull(r.row_version),
});

export const noteView = (r: ClientNoteRecord): NoteView => ({
  id: r.id,
  sid: r.client_id,
  title: r.title,
  body: r.body,
  date: r.date,
  created_at: orNull(r.created_at),
  updated_at: orNull(r.updated_at),
});

const ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * A client of the company by id, else by client reference (the reference's uniqueness marker
 * points at the client: two strongly consistent reads, no scan). Another company's client is
 * not found. For the profile route (`get-client-profile {clientReference}`) and documents.
 */
export async function findClient(
  db: Database,
  emis: string,
  idOrReference: string,
): Promise<ClientRecord | undefined> {
  const key = idOrReference.trim();
  if (key === '') return undefined;
  if (ID.test(key)) {
    const { data } = await db.entities.client.get({ emis, id: key }).go({ consistent: true });
    if (data) return data;
  }
  const holder = await holderOf(db, emis, 'client_reference', key);
  if (!holder) return undefined;
  const { data } = await db.entities.client.get({ emis, id: holder }).go({ consistent: true });
  return data ?? undefined;
}

type Tenant = Pick<RequestContext, 'db' | 'emis'>;

/** A client of the company by id (consistent: a client made just before is found). */
export async function clientById(ctx: Tenant, id: string): Promise<ClientRecord | undefined> {
  const { data } = await ctx.db.entities.client
    .get({ emis: ctx.emis, id })
    .go({ consistent: true });
  return data ?? undefined;
}

/**
 * The clients with these ids (a batch read: missing ones are left out, and keys DynamoDB left
 * unprocessed under load are in `unprocessed`, for the caller to judge).
 */
export async function clientsById(
  ctx: Tenant,
  ids: string[],
): Promise<{ data: ClientRecord[]; unprocessed: unknown[] }> {
  if (ids.length === 0) return { data: [], unprocessed: [] };
  return ctx.db.entities.client.get(ids.map((id) => ({ emis: ctx.emis, id }))).go();
}

/**
 * One page of the company's clients as records (`cursor`: the previous page's): what a caller
 * that must go through every client (an SMS to all clients) reads a page per step with.
 */
export function clientRecordsPage(
  ctx: Tenant,
  q: { cursor?: string | null; limit: number },
): Promise<ListPage<ClientRecord>> {
  return pageOf(
    ctx.db.entities.client.query.byCompany({ emis: ctx.emis }),
    { field: 'pk', value: `${ctx.emis}#client` },
    { cursor: q.cursor ?? undefined, limit: q.limit },
    (rows) => rows,
  );
}

/** A transaction's write that holds only while the client exists. */
export const clientExistsCheck = (tx: TxEntities, emis: string, id: string) =>
  tx.client
    .check({ emis, id })
    .where((a, op) => op.exists(a.name))
    .commit();

export function listClients(ctx: RequestContext, q: ListQuery): Promise<ListPage<ClientView>> {
  return pageOf(
    ctx.db.entities.client.query.byCompany({ emis: ctx.emis }),
    { field: 'pk', value: `${ctx.emis}#client` },
    q,
    (rows) => rows.map(clientView),
  );
}

/**
 * save-client: a new client. Only the name is required (the spec validates nothing else); the
 * reference, when given, is also the ID number the client picker shows, and is unique.
 */
export async function saveClient(
  ctx: RequestContext,
  body: SaveClientBody,
): Promise<SaveClientReply> {
  const { id, row, steps } = clients.create(
    ctx,
    {
      name: body.name,
      client_reference: body.clientReference,
      id_number: body.clientReference,
      phone: body.phone,
      institution: body.institution,
      position: body.position,
      email: body.email,
      address: body.address,
      city: body.city,
      postal_code: body.postalCode,
    },
    { taken: 'refuse' },
  );
  const outcome = await commitUnlessTaken(ctx, steps);
  if (outcome === 'exist')
    return { status: 'exist', message: PLATFORM_MESSAGES.clientReferenceExists };
  return { status: 'success', id, client: clientView(row) };
}

/**
 * update-client-field: one field of a client, through the data-table manager's own update (the
 * column checked against the clients table, the change conditional on the row's version, its
 * audit entry and any reference marker in the same transaction). Replies the updated client.
 */
export async function updateClientField(
  ctx: RequestContext,
  body: UpdateClientFieldBody,
): Promise<ClientView> {
  try {
    await updateField(ctx, body.table, body.id, body.field, body.value);
  } catch (error) {
    if (error instanceof AppError && error.status === 404) throw clientError('noSuchClient');
    throw error;
  }
  const client = await findClient(ctx.db, ctx.tenant.emis, body.id);
  if (!client) throw clientError('noSuchClient');
  return clientView(client);
}

const NOTES_LIMIT = 500;

/** A client's notes, newest first (at most 500). For the profile route. */
export async function notesOf(db: Database, emis: string, clientId: string): Promise<NoteView[]> {
  const { data } = await db.entities.clientNote.query
    .byClient({ emis, client_id: clientId })
    .go({ limit: NOTES_LIMIT });
  return data.map(noteView).sort(newestFirst);
}

const newestFirst = (a: NoteView, b: NoteView) =>
  b.date.localeCompare(a.date) || b.id.localeCompare(a.id);

/** The client's notes with `saved` in them (the index may not show a write made just now). */
async function notesWith(
  ctx: RequestContext,
  clientId: string,
  saved?: NoteView,
  removed?: string,
) {
  const notes = (await notesOf(ctx.db, ctx.emis, clientId)).filter(
    (note) => note.id !== saved?.id && note.id !== removed,
  );
  return (saved ? [saved, ...notes] : notes).sort(newestFirst);
}

/**
 * save-note: adds a note to a client, or with `id` changes one of that client's notes. The
 * client (and the note's owner) are conditions of the write, so another company's ids, or a
 * note of another client, answer 404 and change nothing.
 */
export async function saveNote(ctx: RequestContext, body: SaveNoteBody): Promise<SaveNoteReply> {
  const clientId = body.sid;
  if (!clientId) throw clientError('noSuchClient');
  const date = body.date ?? stamp(ctx);
  const clientCheck = (tx: TxEntities) => ({
    name: 'client',
    write: tx.client
      .check({ emis: ctx.emis, id: clientId })
      .where((a, op) => op.exists(a.name))
      .commit(),
    onFail: clientError('noSuchClient'),
  });
  const noteId = body.id;
  if (noteId) {
    await commitUnlessTaken(ctx, (tx) => [
      clientCheck(tx),
      {
        name: 'clientNote',
        write: tx.clientNote
          .patch({ emis: ctx.emis, id: noteId })
          .set({ title: body.title, body: body.body, date, updated_at: stamp(ctx) })
          .add({ row_version: 1 })
          .where((a, op) => op.eq(a.client_id, clientId))
          .commit(),
        onFail: clientError('noSuchNote'),
      },
    ]);
    const { data } = await ctx.db.entities.clientNote
      .get({ emis: ctx.emis, id: noteId })
      .go({ consistent: true });
    if (!data) throw clientError('noSuchNote');
    const note = noteView(data);
    return { status: 'success', note, notes: await notesWith(ctx, clientId, note) };
  }
  const row = {
    emis: ctx.emis,
    id: ulid(),
    client_id: clientId,
    title: body.title,
    body: body.body,
    date,
    created_by: actorOf(ctx)?.userId,
    created_at: stamp(ctx),
    updated_at: stamp(ctx),
    row_version: 1,
  };
  await commitUnlessTaken(ctx, (tx) => [
    clientCheck(tx),
    { name: 'clientNote', write: tx.clientNote.create(row).commit() },
  ]);
  const note = noteView(row);
  return { status: 'success', note, notes: await notesWith(ctx, clientId, note) };
}

/** delete-note: removes one of the client's notes (404 when it is not that client's). */
export async function deleteNote(
  ctx: RequestContext,
  body: DeleteNoteBody,
): Promise<DeleteNoteReply> {
  await commitUnlessTaken(ctx, (tx) => [
    {
      name: 'clientNote',
      write: tx.clientNote
        .delete({ emis: ctx.emis, id: body.id })
        .where((a, op) => op.eq(a.client_id, body.sid))
        .commit(),
      onFail: clientError('noSuchNote'),
    },
  ]);
  return { status: 'success', notes: await notesWith(ctx, body.sid, undefined, body.id) };
}
