import { normaliseEmail } from '@shared/email/address';
import type { EmailRecipientView } from '@shared/email/schemas';
import type { RequestContext } from '../kernel/context';

/** The company's email sends read for a POPIA export: the newest this many (one Query). */
export const EMAIL_BATCHES_READ = 100;

const parse = (json: string | undefined): EmailRecipientView[] => {
  try {
    return json ? (JSON.parse(json) as EmailRecipientView[]) : [];
  } catch {
    return [];
  }
};

/**
 * The emails the company sent to an address (s23 "who received it": the email provider carried
 * them): the company's email sends whose recipients include it, newest first, from the newest
 * EMAIL_BATCHES_READ sends (the outbox's history is a page, not a scan).
 */
export async function emailsTo(ctx: Pick<RequestContext, 'db' | 'emis'>, address: unknown) {
  const email = normaliseEmail(address);
  if (!email) return [];
  const { data } = await ctx.db.entities.emailBatch.query
    .byCompany({ emis: ctx.emis })
    .go({ order: 'desc', count: EMAIL_BATCHES_READ });
  return data
    .filter((batch) => parse(batch.recipients).some((r) => r.email === email))
    .map((batch) => ({
      id: batch.id,
      to: email,
      subject: batch.subject,
      body: batch.body_preview,
      status: batch.status,
      sent_by: batch.sent_by_name ?? null,
      sent_at: batch.created_at,
    }));
}
