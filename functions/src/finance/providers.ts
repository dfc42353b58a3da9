import type { CreateProviderBody, SaveProviderBody } from '@shared/finance/schemas';
import type { ListPage, ListQuery } from '@shared/catalogue/fields';
import type { RequestContext } from '../kernel/context';
import { pageOf } from '../kernel/pager';
import { commit } from '../kernel/transaction';
import { tableRecord } from '../tables';
import { asRow, providerOr404, type ServiceProviderRecord } from './records';

const providers = /* @__PURE__ */ tableRecord('service_providers');

/** A service provider as the spec names its fields (companyName), and `name` for pickers. */
export const providerView = (p: ServiceProviderRecord) => ({
  id: p.id,
  name: p.name,
  companyName: p.name,
  representative: p.representative ?? null,
  address: p.address ?? null,
  phone: p.phone ?? null,
  email: p.email ?? null,
  city: p.city ?? null,
  code: p.code ?? null,
});

/**
 * get-all-service-providers?cursor=&limit=: a page of the company's providers (`{rows, cursor}`,
 * in id order; the screens read every page and sort by name). A company may keep any number of
 * suppliers, so the list is paged, never read whole.
 */
export function listProviders(ctx: RequestContext, q: ListQuery): Promise<ListPage<ProviderView>> {
  return pageOf(
    ctx.db.entities.serviceProvider.query.byCompany({ emis: ctx.emis }),
    { field: 'pk', value: `${ctx.emis}#service_provider` },
    q,
    (rows) => rows.map(providerView),
  );
}

export type ProviderView = ReturnType<typeof providerView>;

const columnsOf = (body: CreateProviderBody) => ({
  name: body.companyName,
  representative: body.representative ?? null,
  address: body.address ?? null,
  phone: body.phone ?? null,
  email: body.email ?? null,
  city: body.city ?? null,
  code: body.code ?? null,
});

/** create-service-provider: a new provider. */
export async function createProvider(ctx: RequestContext, body: CreateProviderBody) {
  const write = providers.create(ctx, columnsOf(body));
  await commit(ctx.db, (tx) => write.steps(tx));
  return {
    status: 'success' as const,
    provider: providerView(write.row as unknown as ServiceProviderRecord),
  };
}

/** save-service-provider: a change of the provider `id` (404 when not the company's), else a new one. */
export async function saveProvider(ctx: RequestContext, body: SaveProviderBody) {
  if (!body.id) return createProvider(ctx, body);
  const current = await providerOr404(ctx, body.id);
  const write = providers.update(ctx, asRow(current), columnsOf(body));
  await commit(ctx.db, (tx) => write.steps(tx));
  return {
    status: 'success' as const,
    provider: providerView(write.row as unknown as ServiceProviderRecord),
  };
}
