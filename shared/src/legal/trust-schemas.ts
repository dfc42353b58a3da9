// Request schemas of the trust ledger and the conflict check (issue 13): not spec routes, so the
// field names follow the spec's matter routes (caseID) and its money rules (whole cents).
import * as z from 'zod';
import { isoDate } from '../documents/schemas';
import { idField, keyPart, pageCursor } from '../validation/fields';
import { MAX_TRUST_CENTS } from './trust';

export const TRUST_FIELD_MESSAGES = {
  matter: 'Choose a matter',
  amount: 'Enter the amount in cents: a whole number more than 0',
  tooLarge: 'At most R 100,000,000.00 at a time',
  requestId: 'Send a request id: 8 to 64 letters, digits, - or _',
  invoice: 'Choose the invoice the transfer pays',
  status: 'Choose a status',
} as const;

const caseID = idField(TRUST_FIELD_MESSAGES.matter);

/** Whole cents, more than 0, at most MAX_TRUST_CENTS. */
const amount = z
  .number({ error: TRUST_FIELD_MESSAGES.amount })
  .int(TRUST_FIELD_MESSAGES.amount)
  .positive(TRUST_FIELD_MESSAGES.amount)
  .max(MAX_TRUST_CENTS, TRUST_FIELD_MESSAGES.tooLarge);

/** One token per intended movement (a ULID): a resend with it is recorded once. */
const requestId = keyPart(
  z
    .string({ error: TRUST_FIELD_MESSAGES.requestId })
    .trim()
    .regex(/^[A-Za-z0-9_-]{8,64}$/, TRUST_FIELD_MESSAGES.requestId),
);

const reference = z
  .string()
  .trim()
  .max(200, 'At most 200 characters')
  .optional()
  .transform((value) => (value ? value : undefined));

/** POST /auth/get-matter-trust {caseID}: the balance and the entries, newest first. */
export const matterTrustBody = z.object({
  caseID,
  cursor: pageCursor,
  limit: z.coerce.number().int().min(1).max(500).default(100),
});
export type MatterTrustBody = z.output<typeof matterTrustBody>;

/** POST /auth/trust-deposit and /auth/trust-refund. */
export const trustMovementBody = z.object({
  caseID,
  amount,
  /** YYYY-MM-DD; today when absent. */
  date: isoDate.optional(),
  reference,
  requestId,
});
export type TrustMovementBody = z.output<typeof trustMovementBody>;

/** POST /auth/trust-transfer: trust money to the firm's business account against an invoice. */
export const trustTransferBody = trustMovementBody.extend({
  invoiceNumber: z.coerce
    .number({ error: TRUST_FIELD_MESSAGES.invoice })
    .int(TRUST_FIELD_MESSAGES.invoice)
    .positive(TRUST_FIELD_MESSAGES.invoice)
    .max(9_999_999_999, TRUST_FIELD_MESSAGES.invoice),
});
export type TrustTransferBody = z.output<typeof trustTransferBody>;

/** POST /auth/get-trust-statement {caseID, dateFrom?, dateTo?}. */
export const trustStatementBody = z
  .object({ caseID, dateFrom: isoDate.optional(), dateTo: isoDate.optional() })
  .refine((b) => !b.dateFrom || !b.dateTo || b.dateFrom <= b.dateTo, {
    message: 'The period must end on or after its start',
    path: ['dateTo'],
  });
export type TrustStatementBody = z.output<typeof trustStatementBody>;

/** POST /auth/close-matter {caseID, statusID, outcome?}: a closing status, only at zero trust. */
export const closeMatterBody = z.object({
  caseID,
  statusID: idField(TRUST_FIELD_MESSAGES.status),
  outcome: z.string().trim().max(2000, 'At most 2000 characters').optional(),
});
export type CloseMatterBody = z.output<typeof closeMatterBody>;

const partyText = z.string().trim().max(1000, 'At most 1000 characters').optional();

/** POST /auth/check-matter-conflicts: a new matter's client and parties. */
export const matterConflictsBody = z
  .object({
    clientID: idField('Not a valid client').optional(),
    clientName: z.string().trim().max(200, 'At most 200 characters').optional(),
    petitioners: partyText,
    respondents: partyText,
  })
  .refine((b) => b.clientID || b.clientName || b.petitioners || b.respondents, {
    message: 'Name the client or a party to check',
    path: ['clientName'],
  });
export type MatterConflictsBody = z.output<typeof matterConflictsBody>;
