import type { RequestContext } from '../kernel/context';

type Tenant = Pick<RequestContext, 'db' | 'emis'>;

type CostedLine = { item_type: 'product' | 'service' | 'transportation'; item_id?: string };

/**
 * What each line's item cost the company (the spec: saved lines carry unit_cost), read from the
 * catalogue in one batch per kind; undefined for free-text lines and unknown items.
 */
export async function catalogueCosts(
  ctx: Tenant,
  lines: CostedLine[],
): Promise<Array<number | undefined>> {
  const idsOf = (type: CostedLine['item_type']) => [
    ...new Set(lines.filter((l) => l.item_type === type && l.item_id).map((l) => l.item_id!)),
  ];
  const e = ctx.db.entities;
  const emis = ctx.emis;
  const [products, services, transports] = await Promise.all([
    idsOf('product').length
      ? e.product.get(idsOf('product').map((id) => ({ emis, id }))).go()
      : { data: [] },
    idsOf('service').length
      ? e.catalogService.get(idsOf('service').map((id) => ({ emis, id }))).go()
      : { data: [] },
    idsOf('transportation').length
      ? e.transportation.get(idsOf('transportation').map((id) => ({ emis, id }))).go()
      : { data: [] },
  ]);
  const cost = new Map<string, number | undefined>();
  for (const item of products.data) cost.set(`product:${item.id}`, item.cost);
  for (const item of services.data) cost.set(`service:${item.id}`, item.cost);
  for (const item of transports.data) cost.set(`transportation:${item.id}`, item.unit_cost);
  return lines.map((line) =>
    line.item_id ? cost.get(`${line.item_type}:${line.item_id}`) : undefined,
  );
}

/**
 * What a company sells, for a form that bills it (a legal matter's notes): the first `limit` of
 * its services, products and transports each.
 */
export async function itemsForSale(ctx: Tenant, limit: number) {
  const e = ctx.db.entities;
  const emis = ctx.emis;
  const [services, products, transports] = await Promise.all([
    e.catalogService.query.byCompany({ emis }).go({ limit }),
    e.product.query.byCompany({ emis }).go({ limit }),
    e.transportation.query.byCompany({ emis }).go({ limit }),
  ]);
  return { services: services.data, products: products.data, transports: transports.data };
}
