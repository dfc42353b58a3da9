import * as z from 'zod';
import { listQuery } from '../catalogue/fields';
import { keyPart } from '../validation/fields';
import { SMS_MESSAGES } from './messages';
import { SMS_CYCLES } from './schedule';

/** The built-in groups (extended.md §7): every company's staff, clients and users. */
export const BUILT_IN_GROUPS = [
  { id: '1000000', name: 'Staff', source: 'staff' },
  { id: '1000001', name: 'Clients', source: 'clients' },
  { id: '1000002', name: 'Users', source: 'users' },
] as const;
export type BuiltInSource = (typeof BUILT_IN_GROUPS)[number]['source'];

/** Longest accepted message: ten GSM-7 segments. */
export const MAX_BODY = 1530;
/** Most recipients (ids plus typed numbers) in one send. */
export const MAX_RECIPIENTS = 2000;

const id = z
  .union([z.string().trim().min(1).max(64), z.number().int().nonnegative()], {
    error: 'Not a valid id',
  })
  .transform(String);

const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

const requiredText = (max: number, message: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : value),
    z.string({ error: message }).min(1, message).max(max, `At most ${max} characters`),
  );

/**
 * POST /auth/send-bulk-sms (core.md §7): recipients by id within `groupTable` (a built-in group
 * id, its table name, or one of the company's groups), plus typed numbers. `sentSMSID`, when
 * given, makes the send idempotent: the same id again sends nothing twice. The extended variant
 * `{bulkSMSBody, students}` (a client profile's SMS panel) is read as a send to those clients.
 */
const coreSend = z.object({
  recipientsIDs: z.array(id).max(MAX_RECIPIENTS).default([]),
  groupTable: z.preprocess(blankToUndefined, id.optional()),
  noteTitle: requiredText(100, SMS_MESSAGES.titleRequired),
  noteBody: requiredText(MAX_BODY, SMS_MESSAGES.bodyRequired),
  sentSMSID: z.preprocess(blankToUndefined, id.optional()),
  numbersArray: z
    .array(z.union([z.string().max(40), z.number()]).transform(String))
    .max(MAX_RECIPIENTS)
    .default([]),
});

/** The extended payload's students are clients (a student's family) by id. */
export const EXTENDED_SMS_TITLE = 'SMS';

function fromExtended(raw: unknown) {
  if (typeof raw !== 'object' || raw === null || !('bulkSMSBody' in raw)) return raw;
  const { bulkSMSBody, students } = raw as { bulkSMSBody: unknown; students?: unknown };
  const ids = Array.isArray(students)
    ? students.map((s) => (typeof s === 'object' && s !== null && 'id' in s ? s.id : s))
    : students;
  return {
    noteTitle: EXTENDED_SMS_TITLE,
    noteBody: bulkSMSBody,
    groupTable: '1000001',
    recipientsIDs: ids,
  };
}

export const sendBulkSmsBody = z.preprocess(fromExtended, coreSend);
export type SendBulkSmsBody = z.output<typeof sendBulkSmsBody>;

/** POST /auth/schedule-sms-for-future: the same plus the first date and the cycle. */
export const scheduleSmsBody = coreSend.extend({
  selectedDate: requiredText(25, SMS_MESSAGES.dateRequired),
  cycle: z.enum(SMS_CYCLES, { error: `Cycle must be one of ${SMS_CYCLES.join(', ')}` }),
});
export type ScheduleSmsBody = z.output<typeof scheduleSmsBody>;

export const saveSmsGroupBody = z.object({
  name: keyPart(requiredText(100, SMS_MESSAGES.groupRequired)),
  description: z.preprocess(blankToUndefined, z.string().trim().max(500).optional()),
});
export type SaveSmsGroupBody = z.output<typeof saveSmsGroupBody>;

/**
 * POST /auth/get-selected-group-members: a page of the group's members (`cursor`: the previous
 * page's, `limit` at most 1000), answered as `{ rows, cursor }`.
 */
export const selectedGroupBody = z.object({ selectedGroupID: id, ...listQuery.shape });
export type SelectedGroupBody = z.output<typeof selectedGroupBody>;

/** Members a page of save-new-contact's reply holds (the group's first page). */
export const CONTACT_REPLY_MEMBERS = 50;

export const saveNewContactBody = z.object({
  newPhoneNumber: z.preprocess(
    (value) => (typeof value === 'number' ? String(value) : value),
    requiredText(40, SMS_MESSAGES.contactRequired),
  ),
  newContactName: requiredText(100, SMS_MESSAGES.contactRequired),
  groupID: id,
});
export type SaveNewContactBody = z.output<typeof saveNewContactBody>;

export const sentSmsForIndividualBody = z.object({ client: id });

/**
 * POST /auth/save-student-parent-messages (extended.md §7): a parent's or student's message to
 * the school about the student `senderId` (the student number). Stored, not sent as an SMS.
 */
export const studentParentMessageBody = z.object({
  bulkSMSBody: requiredText(MAX_BODY, SMS_MESSAGES.bodyRequired),
  senderId: requiredText(64, 'No such student'),
});
export type StudentParentMessageBody = z.output<typeof studentParentMessageBody>;

/** Most delivery receipts in one update-messages-table-with-sent-messages call. */
export const MAX_RECEIPTS = 500;

/**
 * POST /auth/update-messages-table-with-sent-messages `{messages, origin, emis?}`: delivery
 * receipts (the SMS provider's report) for a company's messages, posted by Kantoor's super
 * admins. A message id with `delivered` or `rejected` (and the provider's reason); `origin`
 * names the report.
 */
export const deliveryReceiptsBody = z.object({
  messages: z
    .array(
      z.object({
        id,
        status: z.enum(['delivered', 'rejected'], {
          error: 'Status must be delivered or rejected',
        }),
        error: z.string().trim().max(300).optional(),
      }),
      { error: 'messages must be a list of delivery receipts' },
    )
    .min(1, 'Add at least one delivery receipt')
    .max(MAX_RECEIPTS, `At most ${MAX_RECEIPTS} receipts at a time`),
  origin: requiredText(100, 'Say where the receipts come from (origin)'),
  /** The company whose messages these are; the caller's own when absent. */
  emis: z.preprocess(blankToUndefined, z.string().trim().max(64).optional()),
});
export type DeliveryReceiptsBody = z.output<typeof deliveryReceiptsBody>;

export type DeliveryReceiptsReply = {
  status: 'success';
  /** Receipts that changed a message from sent to delivered or rejected. */
  updated: number;
  /** Receipts for messages already settled: nothing changed. */
  unchanged: number;
  /** Ids of no message of this company. */
  unknown: string[];
  /** Credits given back for messages the network rejected. */
  refunded: number;
};

/** POST /auth/cancel-sms-campaign: a scheduled campaign stops; nothing more is sent or charged. */
export const cancelCampaignBody = z.object({ id });

/** POST /auth/add-sms-credits (new, super admin of the provider): a grant or a correction. */
export const addSmsCreditsBody = z.object({
  emis: requiredText(64, 'Company (emis) is required'),
  credits: z
    .number({ error: 'Credits must be a whole number' })
    .int('Credits must be a whole number')
    .min(-1_000_000)
    .max(1_000_000)
    .refine((value) => value !== 0, 'Credits must not be 0'),
  note: z.preprocess(blankToUndefined, z.string().trim().max(200).optional()),
});
export type AddSmsCreditsBody = z.output<typeof addSmsCreditsBody>;

export type SmsStatus = 'sent' | 'delivered' | 'rejected';

/** A sent message as the lists show it (extended.md §3's Sent SMS plus who and how). */
export type SentSmsView = {
  direction: 'out';
  id: string;
  title: string;
  body: string;
  date_time: string;
  delivered: boolean;
  status: SmsStatus;
  to: string;
  name: string | null;
  segments: number;
  credits: number;
  campaign_id: string | null;
};

/** A parent's or student's message to the school (save-student-parent-messages). */
export type StudentMessageView = {
  direction: 'in';
  id: string;
  body: string;
  date_time: string;
  sid: string;
  /** Who wrote it. */
  name: string | null;
};

/** A client's SMS panel: what the school sent and what the family wrote, newest first. */
export type ClientMessageView = SentSmsView | StudentMessageView;

/** A recipient left out of a send, and why (nothing is charged for it). */
export type InvalidRecipient = {
  id: string | null;
  name: string | null;
  phone: string;
  reason: string;
};

export type SendSmsReply = {
  status: 'success';
  message: string;
  /** True when this sentSMSID was already sent: nothing was sent or charged again. */
  duplicate: boolean;
  batchId: string;
  messages: SentSmsView[];
  invalid: InvalidRecipient[];
  segments: number;
  charged: number;
  refunded: number;
  credits: number;
};

export type SmsGroupView = {
  id: string;
  name: string;
  description: string | null;
  built_in: boolean;
};

export type GroupMemberView = {
  id: string;
  name: string;
  phone: string | null;
  /** The number in E.164, or null when it is not a valid number. */
  e164: string | null;
};

export type CampaignView = {
  id: string;
  title: string;
  body: string;
  cycle: (typeof SMS_CYCLES)[number];
  first_run: string;
  next_run: string | null;
  runs: number;
  status: 'active' | 'done';
  last_result: string | null;
};

export type AnalyticsReply = {
  /** The active campaigns, next run first. */
  campaigns: CampaignView[];
  credits: number;
  sent: number;
  delivered: number;
  rejected: number;
  scheduled: number;
  sentSMSes: SentSmsView[];
};
