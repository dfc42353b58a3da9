import { documentTotals, totalsProblem, type LineInput } from '@shared/money/totals';
import { AppError } from '../platform/errors';
import type { RequestContext } from '../kernel/context';
import { catalogueCosts } from '../catalogue';
import { clientById } from '../clients';
import { documentError } from './errors';

export type Line = LineInput & { item_id?: string };

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
) {
  // Three independent reads: at once, not one after another.
  const [company, client, costs] = await Promise.all([
    ctx.tenant.company.get(),
    clientById(ctx, clientId),
    catalogueCosts(ctx, lines),
  ]);
  if (!client) throw documentError('noClient', { fields: { client: 'No such client' } });
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
