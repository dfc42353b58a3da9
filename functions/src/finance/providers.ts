import type { CreateProviderBody, SaveProviderBody } from '@shared/finance/schemas';
import type { RequestContext } from '../kernel/context';
import { commit } from '../kernel/transaction';
import { tableRecord } from '../tables';
import { asRow, providerOr404, serviceProviders, type ServiceProviderRecord } from './records';

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

/** get-all-service-providers. */
export async function listProviders(ctx: RequestContext) {
  return (await serviceProviders(ctx)).map(providerView);
}

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
    providers: await listProviders(ctx),
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
    providers: await listProviders(ctx),
  };
}
