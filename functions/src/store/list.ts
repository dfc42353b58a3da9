import type { ListPage } from '@shared/catalogue/fields';
import type { StoreOrderView, StoreOrdersBody } from '@shared/store/schemas';
import type { RequestContext } from '../kernel/context';
import { pageOf } from '../kernel/pager';
import { orderView } from './orders';

/**
 * POST /auth/get-store-orders: the company's store orders, newest first, a page at a time,
 * all or by status (pending, paid, expired). Lapsed holds are released by the store-holds job
 * (store/jobs.ts), not by this request.
 */
export async function storeOrders(
  ctx: RequestContext,
  body: StoreOrdersBody,
): Promise<ListPage<StoreOrderView>> {
  const query = ctx.db.entities.storeOrder.query.byCompany({ emis: ctx.emis });
  const wanted = body.status === 'expired' ? ['expired', 'cancelled'] : [body.status];
  const filtered =
    body.status === 'all'
      ? query
      : query.where((a, op) =>
          wanted.map((w) => op.eq(a.status as never, w as never)).join(' OR '),
        );
  return pageOf(
    { go: (options) => filtered.go({ ...options, order: 'desc' }) },
    { field: 'pk', value: `${ctx.emis}#store_order` },
    body,
    (rows) => rows.map(orderView),
  );
}
