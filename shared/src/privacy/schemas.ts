import * as z from 'zod';
import { idField, keyPart } from '../validation/fields';
import { REQUEST_ID_MESSAGES } from '../request-id';

/**
 * POPIA requests (issue 29 item 6): export (s23) and erasure (s24) of one person the company
 * holds data about. A learner is a client with a student number, so `client` covers both.
 */
export const PERSON_KINDS = ['client'] as const;
export type PersonKind = (typeof PERSON_KINDS)[number];

export const PRIVACY_MESSAGES = {
  kind: 'The person must be a client or a learner',
  id: 'Choose the person',
  notFound: 'No such person',
  // Tax Administration Act s29: records kept five years from the return.
  invoiceRetention:
    'Invoices keep the name and tax fields for five years (Tax Administration Act 28 of 2011, s29); the contact details on them are erased',
  trustRetention:
    'Matters and trust records keep what the Legal Practice Act 28 of 2014 (s86, s87) requires',
} as const;

const person = {
  kind: z.enum(PERSON_KINDS, { error: PRIVACY_MESSAGES.kind }),
  id: idField(PRIVACY_MESSAGES.id),
};

/** POST /auth/privacy-export: everything held about one person, as JSON. */
export const privacyExportBody = z.strictObject(person);
export type PrivacyExportBody = z.output<typeof privacyExportBody>;

/** POST /auth/privacy-erase: the person's personal fields replaced everywhere they are copied. */
export const privacyEraseBody = z.strictObject({
  ...person,
  requestId: keyPart(
    z
      .string({ error: REQUEST_ID_MESSAGES.missing })
      .regex(/^[A-Za-z0-9_-]{8,64}$/, REQUEST_ID_MESSAGES.missing),
  ),
});
export type PrivacyEraseBody = z.output<typeof privacyEraseBody>;

/** Who else received the person's data (POPIA s23(1)(b)): the company's operators. */
export type Recipient = { name: string; role: string };

export type ExportedRecord = Record<string, unknown>;

/** The export's sections, each a list of records as the company holds them. */
export type PrivacyExport = {
  company: { name: string; emis: string };
  generated_at: string;
  person: { kind: PersonKind; id: string; name: string };
  sections: Array<{ title: string; records: ExportedRecord[] }>;
  recipients: Recipient[];
  retention: string[];
};

export type PrivacyEraseReply = {
  status: 'success';
  placeholder: string;
  erased: Array<{ what: string; count: number }>;
  kept: string[];
};

/** The placeholder that replaces a person's name: stable per person, so a repeat writes the same. */
export const erasedName = (id: string) =>
  `Erased person ${id
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(-4)
    .toUpperCase()}`;

export const isErasedName = (name: string | null | undefined) =>
  typeof name === 'string' && name.startsWith('Erased person ');
