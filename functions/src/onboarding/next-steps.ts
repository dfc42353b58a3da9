import type { DomainStatusReply } from '@shared/onboarding/schemas';
import type { Anonymous, RequestContext } from '../kernel/context';
import type { EmailLink } from '../platform/ports';
import { companyOrigin } from './domain';

/**
 * The next-steps email of a new company, through the email outbox (SES in AWS): where its site
 * is, how its manager signs in (or accepts the invitation), and how to point the domain: the
 * CNAME record to set, or that the domain already answers.
 */
export async function sendNextSteps(
  ctx: RequestContext<Anonymous>,
  input: {
    emis: string;
    name: string;
    domain: string;
    plan: string;
    managerName: string;
    managerEmail: string;
    status: DomainStatusReply | undefined;
    /** A super admin's company: the manager's invitation to set a password. */
    invitation?: string;
  },
): Promise<void> {
  const origin = companyOrigin(ctx, input.domain);
  const { status } = input;
  const dns = !status
    ? `Sign in and open Site Domain on the switchboard: it sets up ${input.domain} and shows the DNS record to set (if any), then when the domain is active.`
    : status.status === 'active'
      ? `Your domain ${input.domain} already answers: nothing to change in DNS.`
      : status.record
        ? [
            `Point your domain at Kantoor: at your DNS provider, create this record.`,
            `  Type: ${status.record.type}`,
            `  Name: ${status.record.name}`,
            `  Value: ${status.record.value}`,
            `Once it resolves, Kantoor requests the site's certificate itself (usually within the hour). Site Domain on your switchboard shows when the domain is active.`,
          ].join('\n')
        : `Your domain ${input.domain} is being set up: Site Domain on your switchboard shows its state.`;
  const signIn = input.invitation
    ? 'Accept the invitation below to set your password; it works once and expires in 7 days.'
    : `Sign in at ${origin}/login with ${input.managerEmail} and the password you chose.`;
  const links: EmailLink[] = [
    input.invitation
      ? { href: input.invitation, label: 'Accept the invitation' }
      : { href: `${origin}/login`, label: `Sign in to ${input.name}` },
    { href: `${origin}/`, label: 'Your company website' },
  ];
  await ctx.deps.email.send({
    to: input.managerEmail,
    subject: `${input.name} is ready on Kantoor: next steps`,
    text: [
      `Hello ${input.managerName},`,
      '',
      `${input.name} (${input.emis}) now has Kantoor ${input.plan}, with a website at ${origin} and your back office behind it.`,
      '',
      `1. ${signIn}`,
      `2. ${dns}`,
      '3. Add your logo, colours and services under Manage Settings and Manage Database, then invite your staff from Manage Users.',
    ].join('\n'),
    links,
    fromName: 'Kantoor',
    tenant: input.emis,
  });
}
