import { documentTotals, totalsProblem, type LineInput } from '@shared/money/totals';
import { AppError } from '../platform/errors';
import type { RequestContext } from '../kernel/context';
import { catalogueLines } from '../catalogue';
import { clientById } from '../clients';
import { documentError } from './errors';

export type Line = LineInput & { item_id?: string };

/**
 * How a request's lines are checked against the catalogue: each line's item id must be one of
 * the company's items (`fieldOf` names the request's field of a line for the 404), or one the
 * document already carries (an item removed from the catalogue since does not lock the document).
 */
export type ItemCheck = { fieldOf: (index: number) => string; kept?: Set<string> };

/** A line's item as a document keeps it: its kind and id. */
export const itemKey = (line: { item_type: string; item_id?: string }) =>
  `${line.item_type}:${line.item_id ?? ''}`;

const ITEM_NAMES = { product: 'product', service: 'service', transportation: 'transport' };

/** What a quote or an invoice is made of before it is dated and numbered. */
export type Draft = Awaited<ReturnType<typeof draft>>;

/** The client (of this company only), the lines priced and totalled the one shared way. */
export async function draft(
  ctx: RequestContext,
  clientId: string,
  lines: Line[],
  discount: number,
  /** Overrides the company's setting (a store's shelf prices include VAT). */
  pricesIncludeVat?: boolean,
  /** A person's request: its lines' item ids checked (a system's own lines are not). */
  check?: ItemCheck,
) {
  // Three independent reads: at once, not one after another.
  const [company, client, items] = await Promise.all([
    ctx.tenant.company.get(),
    clientById(ctx, clientId),
    catalogueLines(ctx, lines),
  ]);
  if (!client) throw documentError('noClient', { fields: { client: 'No such client' } });
  const costs = items.costs;
  const unknown = check
    ? items.unknown.filter((index) => !check.kept?.has(itemKey(lines[index]!)))
    : [];
  if (check && unknown.length > 0) {
    // Another company's item answers as a made-up one: nothing is saved with either.
    const fields = Object.fromEntries(
      unknown.map((index) => [
        check.fieldOf(index),
        `No such ${ITEM_NAMES[lines[index]!.item_type]}: choose one from the list`,
      ]),
    );
    throw documentError('noItem', { fields });
  }
  const input = {
    lines,
    discount,
    taxRate: company?.tax_rate ?? 15,
    pricesIncludeVat: pricesIncludeVat ?? company?.prices_include_vat === 'Yes',
  };
  const problem = totalsProblem(input);
  if (problem) throw new AppError(400, problem, { fields: { discount: problem } });
  const totals = documentTotals(input);
  return {
    client_id: client.id,
    client_name: client.name,
    client_institution: client.institution || undefined,
    client_address:
      [client.address, client.city, client.postal_code].filter(Boolean).join(', ') || undefined,
    lines: totals.lines.map((line, index) => ({
      item_type: line.item_type,
      item_id: lines[index]?.item_id || undefined,
      name: line.name,
      unit_price: line.unit_price,
      unit_cost: costs[index],
      quantity: line.quantity,
      line_total: line.line_total,
    })),
    total_products: totals.total_products,
    total_services: totals.total_services,
    total_transports: totals.total_transports,
    sub_total: totals.sub_total,
    discount: totals.discount,
    total_tax: totals.total_tax,
    total: totals.total,
    tax_rate: totals.tax_rate,
    prices_include_vat: totals.prices_include_vat,
    currency: company?.currency ?? 'ZAR',
  };
}
