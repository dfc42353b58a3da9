import {
  STORE_MESSAGES,
  changeDue,
  type PosSaleBody,
  type PosSaleReply,
} from '@shared/store/schemas';
import { formatDate } from '@shared/time/sast';
import { ulid } from 'ulid';
import { sellStep, stockLevels } from '../catalogue';
import { NUMBERING_BUSY, newInvoiceSteps } from '../documents';
import { stamp, type RequestContext } from '../kernel/context';
import { requestOf } from '../kernel/request';
import { commit } from '../kernel/transaction';
import { AppError } from '../platform/errors';
import { auditSteps } from '../tables';
import { SALES_TRAIL } from './audit-trail';
import { WALK_IN_REFERENCE, ensureClient } from './buyers';
import { storeError } from './errors';
import { saleVatOf } from '@shared/money/totals';
import { mergeLines, priceLines } from './orders';

/**
 * POST /auth/pos-sale: a till sale. The products' available stock (on hand less what store
 * orders hold) is taken, and the sale is income: a numbered invoice to the walk-in customer,
 * VAT by the company's setting (included in the shelf price or added), paid in full (cash or card) with its payment record, all in one
 * transaction (a sale that would oversell plans again and answers 409). Cash must cover the
 * total; the change due is in the reply with the receipt's figures.
 */
export async function posSale(ctx: RequestContext, body: PosSaleBody): Promise<PosSaleReply> {
  // The route's `feature` (pos) let only a plan with the point of sale in.
  const company = ctx.company!;
  const client = await ensureClient(ctx, WALK_IN_REFERENCE, {
    name: 'Point of sale customer',
    institution: 'Walk-in customers at the till',
  });
  const quantities = mergeLines(body.items);
  // The company's VAT setting, as quotes and invoices apply it.
  const vat = saleVatOf(company);
  const date = formatDate(ctx.clock.now());
  const at = stamp(ctx);
  const paymentId = ulid();
  const sale = await commit(
    ctx.db,
    async (tx) => {
      const products = await stockLevels(ctx.db, ctx.emis, [...quantities.keys()]);
      const { lines, steps, total } = priceLines(
        quantities,
        (productId) => {
          const product = products.get(productId);
          if (!product)
            throw new AppError(404, 'No such product', { fields: { items: 'No such product' } });
          return product;
        },
        (product, quantity) => sellStep(tx, product, quantity),
        vat,
      );
      const tendered = body.method === 'Cash' ? (body.tendered ?? 0) : total;
      if (changeDue(total, tendered) === null)
        throw storeError('tenderedShort', { fields: { tendered: STORE_MESSAGES.tenderedShort } });
      const invoice = await newInvoiceSteps(ctx, tx, {
        client,
        lines: lines.map((line) => ({
          item_type: 'product' as const,
          item_id: line.product_id,
          name: line.name,
          unit_price: line.unit_price,
          quantity: line.quantity,
        })),
        terms: { date, due_date: date, comment: `Point of sale (${body.method.toLowerCase()})` },
        pricesIncludeVat: vat.pricesIncludeVat,
        paidInFull: {
          paymentId,
          method: body.method === 'Cash' ? 'Cash' : 'Credit Cards',
          date,
          at,
        },
      });
      return {
        value: {
          invoiceNumber: invoice.value,
          lines,
          total: invoice.total,
          total_tax: invoice.total_tax,
          tax_rate: invoice.tax_rate,
          tendered,
          saleId: paymentId,
          date: at,
        },
        steps: [
          ...steps,
          ...invoice.steps,
          ...auditSteps(tx, ctx, {
            table: SALES_TRAIL.name,
            rowId: paymentId,
            action: 'create',
            newValue: {
              invoice_number: invoice.value,
              method: body.method,
              total: invoice.total,
              lines: lines.map((l) => ({ product_id: l.product_id, quantity: l.quantity })),
            },
            at,
          }),
        ],
      };
    },
    { ...NUMBERING_BUSY, request: requestOf(ctx) },
  );
  return {
    status: 'success',
    invoiceNumber: sale.invoiceNumber,
    saleId: sale.saleId,
    date: sale.date,
    lines: sale.lines,
    total: sale.total,
    total_tax: sale.total_tax,
    tax_rate: sale.tax_rate,
    prices_include_vat: vat.pricesIncludeVat,
    method: body.method,
    tendered: sale.tendered,
    change: sale.tendered - sale.total,
    currency: company.currency ?? 'ZAR',
  };
}
