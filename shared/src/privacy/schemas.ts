import * as z from 'zod';
import { idField, keyPart } from '../validation/fields';
import { REQUEST_ID_MESSAGES } from '../request-id';

/**
 * POPIA requests (issue 29 item 6): export (s23) and erasure (s24) of one person the company
 * holds data about. A learner is a client with a student number, so `client` covers both; a
 * member of staff (with their payroll records) and a user of the company's back office are the
 * other kinds.
 */
export const PERSON_KINDS = ['client', 'staff', 'user'] as const;
export type PersonKind = (typeof PERSON_KINDS)[number];

export const PRIVACY_MESSAGES = {
  kind: 'The person must be a client, a learner, a member of staff or a user',
  id: 'Choose the person',
  notFound: 'No such person',
  // Tax Administration Act s29: records kept five years from the return.
  invoiceRetention:
    'Invoices keep the name and tax fields for five years (Tax Administration Act 28 of 2011, s29); the contact details on them are erased',
  trustRetention:
    'Matters and trust records keep what the Legal Practice Act 28 of 2014 (s86, s87) requires',
  // Fourth Schedule para 14 of the Income Tax Act and the Tax Administration Act s29: an
  // employer keeps its payroll records (the employee's name, ID and tax numbers, address, bank
  // details and pay) five years from the return.
  payrollRetention:
    'Payslips and payroll runs are kept whole for five years from the return, as SARS requires (Income Tax Act 58 of 1962, Fourth Schedule para 14; Tax Administration Act 28 of 2011, s29)',
  userClosed: "The user's account was closed and its sign-in email freed",
  userOtherCompanies:
    "The user's membership of this company was removed; the account stays for the other companies it belongs to (their own records)",
  self: 'You cannot erase your own account',
} as const;

/** A year's shift of a YYYY-MM-DD date (the end of a retention period). */
export const yearsAfter = (date: string, years: number) =>
  `${Number(date.slice(0, 4)) + years}${date.slice(4, 10)}`;

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

/** A message an operator carried to the person: when, to which number or address, what. */
export type SentMessage = { at: string; to: string; text: string };

/**
 * Who else received the person's data (POPIA s23(1)(b)): the company's operators, with the
 * messages the SMS and email providers actually carried to the person.
 */
export type Recipient = { name: string; role: string; messages?: SentMessage[] };

export type ExportedRecord = Record<string, unknown>;

/** Where a section's records are corrected (s24): a back-office path and what is done there. */
/** `self`: only the person corrects it, signed in as themselves (the path is their own screen). */
export type Correction = { path: string; label: string; self?: true };

/**
 * Where each of a person's records is corrected (s24), by the export's section title: the export
 * names it beside the section, the Privacy Requests screen links to it.
 */
export function correctionsOf(kind: PersonKind, id: string): Record<string, Correction> {
  const at = encodeURIComponent(id);
  if (kind === 'staff')
    return {
      'Personal details': {
        path: '/table-crud?table=staff',
        label: 'the Staff table (Data tables)',
      },
      'Payroll details': { path: '/manage-employees', label: 'Manage Employees (payroll)' },
    };
  // A user's name and phone belong to their account across companies: only the person corrects
  // them (My details); the company corrects its membership.
  if (kind === 'user')
    return {
      'User account': {
        path: '/account/details',
        label: 'The person corrects their own name and phone under My details',
        self: true,
      },
      'Membership of the company': {
        path: `/manage-users?user=${at}`,
        label: 'Manage Users (access level)',
      },
    };
  const client = { path: `/manage-clients?sid=${at}`, label: 'the client’s page (Manage Clients)' };
  return { 'Personal details': client, Notes: client };
}

/** The export's sections, each a list of records as the company holds them. */
export type PrivacyExport = {
  company: { name: string; emis: string };
  generated_at: string;
  person: { kind: PersonKind; id: string; name: string };
  sections: Array<{ title: string; records: ExportedRecord[]; correct?: Correction }>;
  recipients: Recipient[];
  retention: string[];
};

export type PrivacyEraseReply = {
  status: 'success';
  placeholder: string;
  erased: Array<{ what: string; count: number; fields?: string[] }>;
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
