import type { Database } from '../db/service';

/** A client of this company by id; another company's id answers like a missing one. */
export async function clientOf(db: Database, emis: string, id: string) {
  // Consistent: a client made just before the invoice (a store's buyer) is found.
  const { data } = await db.entities.client.get({ emis, id }).go({ consistent: true });
  return data ?? undefined;
}

type CostedLine = { item_type: 'product' | 'service' | 'transportation'; item_id?: string };

/**
 * What each line's item cost the company (the spec: saved lines carry unit_cost), read from the
 * catalogue in one batch per kind; undefined for free-text lines and unknown items.
 */
export async function catalogueCosts(
  db: Database,
  emis: string,
  lines: CostedLine[],
): Promise<Array<number | undefined>> {
  const idsOf = (type: CostedLine['item_type']) => [
    ...new Set(lines.filter((l) => l.item_type === type && l.item_id).map((l) => l.item_id!)),
  ];
  const e = db.entities;
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
