import * as z from 'zod';
import { generalEmailBody } from '../site/schemas';

/** Bulk email wording, in the spec's style (its Bulk SMS toasts). */
export const EMAIL_MESSAGES = {
  emailsSent: 'Emails Sent Successfully!',
  noRecipients: 'Add at least one recipient with a valid email address',
} as const;

/** Most recipients (group members plus typed addresses, each counted once) in one send. */
export const MAX_EMAIL_RECIPIENTS = 500;

export const tooManyEmailRecipients = (count?: number) =>
  `At most ${MAX_EMAIL_RECIPIENTS} recipients in one send${count ? ` (this one has ${count})` : ''}. Split them into smaller sends.`;

const id = z
  .union([z.string().trim().min(1).max(64), z.number().int().nonnegative()], {
    error: 'Not a valid id',
  })
  .transform(String);

const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

/**
 * POST /auth/send-bulk-email (new): one email to the members `recipientsIDs` of `groupTable`
 * (a built-in group id 1000000 Staff, 1000001 Clients, 1000002 Users, their table names, or one
 * of the company's SMS groups: the same groups as Bulk SMS) and to the typed `emailsArray`.
 * Subject, body and link follow send-general-email's rules (the link http(s) only). `sentEmailID`,
 * when given, makes the send idempotent: the same id again sends nothing twice.
 */
export const sendBulkEmailBody = generalEmailBody
  .pick({ subject: true, body: true, link: true, linkDescription: true })
  .extend({
    groupTable: z.preprocess(blankToUndefined, id.optional()),
    recipientsIDs: z
      .array(id, { error: 'recipientsIDs must be a list of ids' })
      .max(MAX_EMAIL_RECIPIENTS, tooManyEmailRecipients())
      .default([]),
    emailsArray: z
      .array(
        z.string({ error: 'Each address must be text' }).max(320, 'Not a valid email address'),
        {
          error: 'emailsArray must be a list of email addresses',
        },
      )
      .max(MAX_EMAIL_RECIPIENTS, tooManyEmailRecipients())
      .default([]),
    sentEmailID: z.preprocess(blankToUndefined, id.optional()),
  })
  .superRefine((body, ctx) => {
    const typed = new Set(body.emailsArray.map((e) => e.trim().toLowerCase()).filter(Boolean));
    const count = new Set(body.recipientsIDs).size + typed.size;
    if (count > MAX_EMAIL_RECIPIENTS)
      ctx.addIssue({
        code: 'custom',
        path: ['recipientsIDs'],
        message: tooManyEmailRecipients(count),
      });
  });
export type SendBulkEmailBody = z.output<typeof sendBulkEmailBody>;

/** One person an email went to: a group member (its id and name) or a typed address (null). */
export type EmailRecipientView = { id: string | null; name: string | null; email: string };

/** A recipient left out of a send, and why. */
export type InvalidEmailRecipient = {
  id: string | null;
  name: string | null;
  email: string;
  reason: string;
};

export type SendBulkEmailReply = {
  status: 'success';
  message: string;
  /** True when this sentEmailID was already sent: nothing was sent again. */
  duplicate: boolean;
  sent: number;
  recipients: EmailRecipientView[];
  invalid: InvalidEmailRecipient[];
};

/** GET /auth/get-sent-emails: one send as the history lists it. */
export type SentEmailView = {
  id: string;
  date_time: string;
  subject: string;
  preview: string;
  sent: number;
  not_sent: number;
  sent_by: string | null;
};
