import * as z from 'zod';
import { MESSAGES } from '../messages';
import { idField, keyPart } from '../validation/fields';
import { dateTime, email, phone, requireFields, rowId, text } from '../catalogue/fields';

export type { ListPage, ListQuery } from '../catalogue/fields';
export { listQuery } from '../catalogue/fields';

/**
 * POST /auth/save-client. The spec validates nothing but the name ('This field is required');
 * `clientReference` (the ID number, optional) is unique in the company when given.
 */
export const saveClientBody = requireFields(
  {
    name: text(200),
    clientReference: keyPart(text(64)),
    phone: text(30),
    institution: text(200),
    position: text(200),
    email: text(254),
    address: text(500),
    city: text(100),
    postalCode: text(20),
  },
  ['name'],
  MESSAGES.thisFieldIsRequiredLower,
);
export type SaveClientBody = z.output<typeof saveClientBody>;

/** A client as the lists, the profile and the field update answer it. Empty fields are null. */
export type ClientView = {
  id: string;
  name: string;
  client_reference: string | null;
  id_number: string | null;
  phone: string | null;
  email: string | null;
  institution: string | null;
  position: string | null;
  address: string | null;
  city: string | null;
  postal_code: string | null;
  gender: string | null;
  notes: string | null;
  sid: string | null;
  class: string | null;
  created_at: string | null;
  updated_at: string | null;
  row_version: number | null;
};

/** save-client: the new client, or `exist` when another client has this reference. */
export type SaveClientReply =
  { status: 'success'; id: string; client: ClientView } | { status: 'exist'; message: string };

/** GET /auth/get-all-clients?cursor=&limit=: `ListPage<ClientView>` (the picker reads name | id_number | institution). */

/**
 * POST /auth/update-client-field: one field of a client (the profile's inline edit). Only the
 * clients table; `field` must be one of its columns, and the value is checked as the data-table
 * manager checks it. Replies the updated client (`ClientView`).
 */
export const updateClientFieldBody = z.object({
  table: z
    .literal('clients', { error: 'Only client fields can be changed here' })
    .default('clients'),
  field: z
    .string({ error: 'field is required' })
    .trim()
    .regex(/^[a-z][a-z0-9_]{0,40}$/, 'Unknown column'),
  id: idField('No such client', 'id is required'),
  value: z.unknown(),
});
export type UpdateClientFieldBody = z.output<typeof updateClientFieldBody>;

/**
 * POST /auth/save-note: a note on a client's profile. `sid` is the client's id (a missing or
 * unknown one answers 404 'No such client'); with `id` the note is changed, otherwise added.
 * `date` (`YYYY-MM-DD HH:mm:ss`, or a date) defaults to now.
 */
export const saveNoteBody = requireFields(
  {
    title: text(200),
    body: text(5000),
    sid: rowId('No such client'),
    date: dateTime(),
    id: rowId('No such note'),
  },
  ['title', 'body'],
  MESSAGES.noteRequired,
);
export type SaveNoteBody = z.output<typeof saveNoteBody>;

export const deleteNoteBody = z.object({
  id: idField('No such note'),
  sid: idField('No such client'),
});
export type DeleteNoteBody = z.output<typeof deleteNoteBody>;

/** A client's note (the spec's Note: id, title, body, sid, date). */
export type NoteView = {
  id: string;
  sid: string;
  title: string;
  body: string;
  date: string;
  created_at: string | null;
  updated_at: string | null;
};

/** save-note: the saved note and the client's notes, newest first. */
export type SaveNoteReply = { status: 'success'; note: NoteView; notes: NoteView[] };
/** delete-note: the client's remaining notes, newest first. */
export type DeleteNoteReply = { status: 'success'; notes: NoteView[] };

/** POST /auth/create-staff. ID number, name and phone are required (the spec's alert). */
export const createStaffBody = requireFields(
  {
    name: text(200),
    idNumber: keyPart(text(30)),
    phone: phone(),
    email: email(),
    city: text(100),
    address: text(500),
  },
  ['idNumber', 'name', 'phone'],
  MESSAGES.staffRequired,
  MESSAGES.fieldIsRequired,
);
export type CreateStaffBody = z.output<typeof createStaffBody>;

export type StaffView = {
  id: string;
  name: string;
  id_number: string;
  phone: string;
  email: string | null;
  city: string | null;
  address: string | null;
  created_at: string | null;
  updated_at: string | null;
};

/**
 * create-staff: the new member of staff, or `exist` (no id) when the company already has staff
 * with this ID number; the screen then says 'Staff With This ID Number Already Exist!'.
 */
export type CreateStaffReply =
  { status: 'success'; id: string; staff: StaffView } | { status: 'exist'; message: string };

/** GET /auth/get-all-staff?cursor=&limit=: `ListPage<StaffView>`. */
