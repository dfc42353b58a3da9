import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { PROVIDER_EMIS } from '@shared/company/provider';
import { isPlanName, termsOf } from '@shared/plans/entitlements';
import { standingOf } from '@shared/plans/standing';
import type {
  ProviderCompaniesPage,
  ProviderCompaniesQuery,
  ProviderCompanyRow,
  ProviderRenewalsPage,
  ProviderRenewalsQuery,
  ProviderRevenue,
} from '@shared/provider/schemas';
import { formatDate } from '@shared/time/sast';
import { PAID_UNTIL_INDEX } from '../db/entities/company.entity';
import { REGISTRY_KEYS, REGISTRY_PARTITION, registryPage, type RawItem } from '../db/registry';
import type { RequestContext } from '../kernel/context';
import { readCounter } from '../kernel/counter';
import { decodeCursor, encodeCursor } from '../kernel/pager';
import { providerError } from './errors';
import { readRevenue } from './revenue';

/** The provider is a super admin (the route's level) of Kantoor's own company. */
function providerOnly(ctx: RequestContext) {
  if (ctx.caller.emis !== PROVIDER_EMIS) throw providerError('providerOnly');
}

const today = (ctx: RequestContext) => formatDate(ctx.clock.now());

/** A page's company items as rows: one read of the `users` counters per row, in parallel. */
async function rows(ctx: RequestContext, items: RawItem[]): Promise<ProviderCompanyRow[]> {
  const day = today(ctx);
  const companies = items.flatMap((item) => {
    const company = ctx.db.entities.company.parse({ Item: item }).data;
    return company ? [company] : [];
  });
  const counters = await Promise.all(
    companies.map((company) => readCounter(ctx.db, company.emis, 'users')),
  );
  return companies.map((company, i) => {
    const plan = isPlanName(company.plan) ? company.plan : 'Standard';
    const terms = termsOf(plan);
    return {
      emis: company.emis,
      name: company.name,
      domain: company.domain,
      plan,
      price_cents: terms.priceCents,
      paid_until: company.paid_until ?? null,
      standing: standingOf(company, day),
      users: { used: counters[i]!.value, limit: terms.userLimit },
    };
  });
}

/**
 * GET /auth/provider-companies: the companies registry (gsi1, emis order) a page at a time,
 * each with its plan, paid-until date, standing today and users in use of the plan's limit.
 */
export async function providerCompanies(
  ctx: RequestContext,
  q: ProviderCompaniesQuery,
): Promise<ProviderCompaniesPage> {
  providerOnly(ctx);
  const start = decodeCursor(q.cursor, REGISTRY_PARTITION, REGISTRY_KEYS);
  const page = await registryPage(ctx.db, { start, limit: q.limit, prefix: q.search });
  return { rows: await rows(ctx, page.items), cursor: encodeCursor(page.last), today: today(ctx) };
}

const lastDayOf = (month: string) => {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return `${month}-${String(new Date(Date.UTC(year, m, 0)).getUTCDate()).padStart(2, '0')}`;
};

const RENEWAL_KEYS = ['pk', 'sk', 'gsi2pk', 'gsi2sk'] as const;

/**
 * GET /auth/provider-renewals: the companies whose plan is paid until a day of this month (the
 * server's today), soonest first: one Query of gsi2 (`plan_year`, `<paid_until>#<emis>`).
 */
export async function providerRenewals(
  ctx: RequestContext,
  q: ProviderRenewalsQuery,
): Promise<ProviderRenewalsPage> {
  providerOnly(ctx);
  const month = today(ctx).slice(0, 7);
  const from = `${month}-01`;
  const to = lastDayOf(month);
  const start = decodeCursor(q.cursor, { field: 'gsi2pk', value: PAID_UNTIL_INDEX }, RENEWAL_KEYS);
  const page = await ctx.db.client.send(
    new QueryCommand({
      TableName: ctx.db.table,
      IndexName: 'gsi2',
      KeyConditionExpression: '#pk = :pk AND #sk BETWEEN :from AND :to',
      ExpressionAttributeNames: { '#pk': 'gsi2pk', '#sk': 'gsi2sk' },
      ExpressionAttributeValues: {
        ':pk': PAID_UNTIL_INDEX,
        ':from': `${from}#`,
        ':to': `${to}#\uffff`,
      },
      ExclusiveStartKey: start,
      Limit: q.limit,
    }),
  );
  return {
    rows: await rows(ctx, page.Items ?? []),
    cursor: encodeCursor(page.LastEvaluatedKey),
    from,
    to,
  };
}

/** GET /auth/provider-revenue: annual recurring revenue, read from its running figure. */
export async function providerRevenue(ctx: RequestContext): Promise<ProviderRevenue> {
  providerOnly(ctx);
  return readRevenue(ctx.db);
}
