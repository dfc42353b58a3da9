import type { RequestContext } from '../kernel/context';
import { platformError } from '../platform/errors';

type Tenant = Pick<RequestContext, 'db' | 'emis'>;

type CostedLine = { item_type: 'product' | 'service' | 'transportation'; item_id?: string };

type Item = { id: string; cost?: number; unit_cost?: number };

/**
 * A batch read's items, all of them: DynamoDB may leave keys unprocessed under load, and a key
 * left unread is not an unknown item (read again, a few rounds at most).
 */
async function readAll(
  read: (
    keys: Array<{ emis: string; id: string }>,
  ) => Promise<{ data: Item[]; unprocessed: unknown[] }>,
  keys: Array<{ emis: string; id: string }>,
): Promise<Item[]> {
  const found: Item[] = [];
  let pending = keys;
  for (let round = 0; pending.length > 0; round += 1) {
    if (round === 5) throw platformError('busy');
    const { data, unprocessed } = await read(pending);
    found.push(...data);
    pending = unprocessed as typeof keys;
  }
  return found;
}

/**
 * The catalogue items a document's lines name, read in one batch per kind: what each line's
 * item cost the company (the spec: saved lines carry unit_cost; undefined for free-text lines)
 * and the indexes of the lines whose id is none of this company's items (another company's
 * and a made-up one alike).
 */
export async function catalogueLines(
  ctx: Tenant,
  lines: CostedLine[],
): Promise<{ costs: Array<number | undefined>; unknown: number[] }> {
  const idsOf = (type: CostedLine['item_type']) => [
    ...new Set(lines.filter((l) => l.item_type === type && l.item_id).map((l) => l.item_id!)),
  ];
  const e = ctx.db.entities;
  const keys = (type: CostedLine['item_type']) => idsOf(type).map((id) => ({ emis: ctx.emis, id }));
  const [products, services, transports] = await Promise.all([
    readAll((k) => e.product.get(k).go(), keys('product')),
    readAll((k) => e.catalogService.get(k).go(), keys('service')),
    readAll((k) => e.transportation.get(k).go(), keys('transportation')),
  ]);
  const cost = new Map<string, number | undefined>();
  for (const item of products) cost.set(`product:${item.id}`, item.cost);
  for (const item of services) cost.set(`service:${item.id}`, item.cost);
  for (const item of transports) cost.set(`transportation:${item.id}`, item.unit_cost);
  const keyOf = (line: CostedLine) => `${line.item_type}:${line.item_id}`;
  return {
    costs: lines.map((line) => (line.item_id ? cost.get(keyOf(line)) : undefined)),
    unknown: lines.flatMap((line, index) =>
      line.item_id && !cost.has(keyOf(line)) ? [index] : [],
    ),
  };
}

/** What each line's item cost the company; undefined for free-text lines and unknown items. */
export async function catalogueCosts(
  ctx: Tenant,
  lines: CostedLine[],
): Promise<Array<number | undefined>> {
  return (await catalogueLines(ctx, lines)).costs;
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
