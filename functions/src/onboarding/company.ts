import { DEFAULT_ROLE, LEVEL } from '@shared/access';
import { defaultSite, siteRows } from '@shared/company/default-site';
import { INDUSTRY_LABELS, type Industry } from '@shared/company/labels';
import type { Plan } from '@shared/company/plans';
import { identitySteps, membershipSteps, type NewUser } from '../kernel/accounts';
import { systemContext, type Anonymous, type RequestContext } from '../kernel/context';
import { transaction, type Step, type TxEntities } from '../kernel/transaction';
import { paidUntilKeys, registryKeys } from '../db/entities/company.entity';
import { renewedUntil } from '@shared/plans/standing';
import { AppError } from '../platform/errors';
import { planRevenueSteps } from '../provider';
import { tableRecord } from '../tables';

/** A new company's details, as onboarding or a super admin gives them. */
export type NewCompany = {
  emis: string;
  name: string;
  domain: string;
  industry: Industry;
  currency: string;
  plan: Plan['title'];
  email: string;
  phone: string;
  address?: string;
  city?: string;
  postalCode?: string;
};

/** Its first manager: a new account, an existing one, or none yet (invited afterwards). */
export type FirstManager =
  { kind: 'new'; user: NewUser } | { kind: 'existing'; userId: string } | { kind: 'none' };

export type CreateOutcome =
  | { created: true; managerUserId: string | undefined }
  | { created: false; reason: 'emis' | 'domain' | 'email' | 'other'; refused: string[] };

/**
 * The writes that make a company, all in one transaction: the company item (its emis claimed:
 * created only where none exists), its domain (claimed the same way), the first manager's account
 * and membership at level 9, the labels of its industry, defaults (currency, tax rate 15%,
 * colours, plan) and the rows of its default site through the tables' own records. `extra` adds
 * the caller's own steps (the onboarding's status, its holds) to the same transaction.
 */
export function companySteps(
  ctx: RequestContext<Anonymous>,
  tx: TxEntities,
  company: NewCompany,
  manager: FirstManager,
  now: string,
): Step[] {
  const system = systemContext(ctx.deps, company.emis);
  const site = defaultSite({
    name: company.name,
    industry: company.industry,
    email: company.email,
    phone: company.phone,
    address: company.address,
    city: company.city,
    postalCode: company.postalCode,
  });
  const rows = siteRows(site.content, site.branches).flatMap(({ table, rows: tableRows }) =>
    tableRows.map(({ id, ...values }) =>
      tableRecord(table).create(system, values, { id, at: now }).steps(tx),
    ),
  );
  const membership =
    manager.kind === 'none'
      ? []
      : membershipSteps(
          tx,
          {
            emis: company.emis,
            userId: manager.kind === 'new' ? manager.user.userId : manager.userId,
            alevel: LEVEL.manager,
            role: DEFAULT_ROLE[LEVEL.manager],
            created_at: now,
          },
          // The first manager is the company's first user (its users counter starts at 1).
          company.plan,
        );
  return [
    {
      name: 'company',
      write: tx.company
        .create({
          emis: company.emis,
          name: company.name,
          domain: company.domain,
          industry: company.industry,
          currency: company.currency,
          plan: company.plan,
          ...registryKeys(company.emis),
          // The plan year (issue 27): paid at sign-up until the same day next year.
          ...paidUntilKeys(company.emis, renewedUntil(now.slice(0, 10))),
          email: company.email,
          primary_phone: company.phone,
          primary_address: company.address,
          city: company.city,
          postal_code: company.postalCode,
          welcome_title: `Welcome to ${company.name}`,
          // A start the manager rewrites under Manage Settings (About).
          about_us: `${company.name} serves its clients${company.city ? ` from ${company.city}` : ''}. Contact us on ${company.phone} or ${company.email} and we answer within one working day.`,
          tax_rate: 15,
          labels: { ...INDUSTRY_LABELS[company.industry] },
          created_at: now,
          updated_at: now,
        })
        .commit(),
      onFail: 'refuse',
    },
    {
      name: 'domain',
      write: tx.domain.create({ domain: company.domain, emis: company.emis }).commit(),
      onFail: 'refuse',
    },
    // The provider's annual recurring revenue gains the new company's yearly price.
    ...planRevenueSteps(tx, undefined, { plan: company.plan }),
    ...(manager.kind === 'new' ? identitySteps(tx, manager.user) : []),
    ...membership,
    ...rows.flat(),
  ];
}

/** Runs companySteps (plus `extra`) as one transaction and says what refused it, if anything. */
export async function createCompanyRecords(
  ctx: RequestContext<Anonymous>,
  company: NewCompany,
  manager: FirstManager,
  now: string,
  extra: (tx: TxEntities) => Step[] = () => [],
): Promise<CreateOutcome> {
  let result;
  try {
    result = await transaction(ctx.db, (tx) => [
      ...companySteps(ctx, tx, company, manager, now),
      ...extra(tx),
    ]);
  } catch (error) {
    // A site row's own rule speaks before the claims' refusals: when a company already has the
    // emis (its rows are there), that is what refused the transaction.
    if (!(error instanceof AppError)) throw error;
    const { data } = await ctx.db.entities.company.get({ emis: company.emis }).go();
    if (!data) throw error;
    return { created: false, reason: 'emis', refused: ['company'] };
  }
  if (result.written) {
    return {
      created: true,
      managerUserId:
        manager.kind === 'new'
          ? manager.user.userId
          : manager.kind === 'existing'
            ? manager.userId
            : undefined,
    };
  }
  const { refused } = result;
  const reason = refused.includes('company')
    ? 'emis'
    : refused.includes('domain')
      ? 'domain'
      : refused.includes('email')
        ? 'email'
        : 'other';
  return { created: false, reason, refused };
}
