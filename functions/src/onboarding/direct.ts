import { LEVEL } from '@shared/access';
import { PROVIDER_EMIS } from '@shared/company/provider';
import type { CreateCompanyBody, CreateCompanyReply } from '@shared/onboarding/schemas';
import { createInvitation } from '../auth';
import { stamp, type RequestContext } from '../kernel/context';
import { checkDomainFree, chooseEmis } from './claims';
import { createCompanyRecords } from './company';
import { companyOrigin } from './domain';
import { onboardingError } from './errors';
import { sendNextSteps } from './next-steps';
import { checkDomainForMode } from './start';

/**
 * create-company: a super admin of the provider makes a company at once, without payment. The
 * company is made as a paid onboarding's is (company.ts); its manager is invited at level 9 by
 * email (the invitation link sets their password, or joins an existing account), with the next
 * steps for the domain.
 */
export async function createCompany(
  ctx: RequestContext,
  body: CreateCompanyBody,
): Promise<CreateCompanyReply> {
  if (ctx.emis !== PROVIDER_EMIS) throw onboardingError('providerOnly');
  const domain = body.site_domain;
  checkDomainForMode(ctx, domain);
  await checkDomainFree(ctx, domain);
  const emis = await chooseEmis(ctx, body.company_emis, body.name);
  const outcome = await createCompanyRecords(
    ctx,
    {
      emis,
      name: body.name,
      domain,
      industry: body.industry,
      currency: body.currency,
      plan: body.plan,
      email: body.email,
      phone: body.primary_phone,
      address: body.primary_address,
      city: body.city,
      postalCode: body.postal_code,
    },
    { kind: 'none' },
    stamp(ctx),
  );
  if (!outcome.created) {
    throw outcome.reason === 'domain'
      ? onboardingError('domainTaken', { fields: { site_domain: 'Taken' } })
      : onboardingError('emisTaken', { fields: { company_emis: 'Taken' } });
  }
  const { token } = await createInvitation(ctx.deps, ctx.deps.tenant(emis), {
    name: body.manager_name,
    email: body.manager_email,
    phone: body.manager_phone,
    alevel: LEVEL.manager,
    invitedBy: ctx.caller.userId,
  });
  // The domain's distribution tenant is requested by the manager's first look at Site Domain
  // (get-domain-status), as for a paid sign-up: with the CloudFront client this function's
  // bundle was 903 KB, over issue 11's 900 KB.
  await sendNextSteps(ctx, {
    emis,
    name: body.name,
    domain,
    plan: body.plan,
    managerName: body.manager_name,
    managerEmail: body.manager_email,
    status: undefined,
    invitation: `${companyOrigin(ctx, domain)}/register?token=${encodeURIComponent(token)}`,
  });
  return {
    emis,
    name: body.name,
    site_domain: domain,
    manager_email: body.manager_email,
  };
}
