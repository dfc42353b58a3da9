import type { GeneralEmailBody } from '@shared/site/schemas';
import type { RequestContext } from '../kernel/context';
import { AppError } from '../platform/errors';

const HOUR = 3600;
/** A signed-in person may send this many emails an hour (an outbox, not a mailing list). */
export const EMAILS_PER_HOUR = 200;

/**
 * send-general-email: one email from the company to one address, text only (escaped by the
 * EmailSender), with an optional http(s) link. Limited per user per hour, so a stolen token
 * cannot turn the company's sender into a spam relay.
 */
export async function sendGeneralEmail(ctx: RequestContext, body: GeneralEmailBody) {
  const count = await ctx.deps.global.rates.hit(
    `email:user:${ctx.caller.userId}`,
    HOUR,
    ctx.clock.now(),
  );
  if (count > EMAILS_PER_HOUR)
    throw new AppError(429, 'Too many emails this hour. Try again later.', {
      headers: { 'retry-after': String(HOUR) },
    });
  const company = await ctx.tenant.company.get();
  await ctx.deps.email.send({
    to: body.emailAddress,
    subject: body.subject,
    text: body.body,
    links: body.link ? [{ href: body.link, label: body.linkDescription || body.link }] : [],
    fromName: company?.name ?? 'Kantoor',
    tenant: ctx.tenant.emis,
  });
  return 'success' as const;
}
