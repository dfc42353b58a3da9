import { useState } from 'react';
import { formatMoney } from '@shared/money/money';
import { ORDER_FILTERS, type StoreOrderView } from '@shared/store/schemas';
import { Badge } from '../../../components/ui/badge';
import { FormAlert } from '../../../components/ui/form-alert';
import { Pagination } from '../../../components/ui/pagination';
import { OptionSelect } from '../../../components/ui/select';
import { Skeleton } from '../../../components/ui/skeleton';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../../components/ui/table';
import { errorText } from '../../../lib/api-client';
import { useStoreOrders } from '../api/pos';

const FILTER_LABELS: Record<(typeof ORDER_FILTERS)[number], string> = {
  all: 'All orders',
  pending: 'Pending',
  paid: 'Paid',
  expired: 'Expired',
};

function status(order: StoreOrderView) {
  if (order.status === 'paid')
    return order.short ? <Badge variant="destructive">Paid, short</Badge> : <Badge>Paid</Badge>;
  if (order.status === 'pending') return <Badge variant="secondary">Pending</Badge>;
  return <Badge variant="outline">{order.status === 'expired' ? 'Expired' : 'Cancelled'}</Badge>;
}

/**
 * Store Orders (`/store-orders`, staff): the web store's orders, newest first, 10 a page, all or
 * by status. A paid order names its invoice; 'Paid, short' is one paid after its hold lapsed
 * with too little stock left (supply or refund it).
 */
export function StoreOrdersPage() {
  const [filter, setFilter] = useState<(typeof ORDER_FILTERS)[number]>('all');
  const [cursors, setCursors] = useState<Array<string | null>>([null]);
  const page = cursors.length;
  const orders = useStoreOrders(filter, cursors[page - 1] ?? null);

  return (
    <div className="mx-auto max-w-6xl">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Store Orders</h1>
        <div className="w-44">
          <OptionSelect
            aria-label="Status"
            options={ORDER_FILTERS.map((f) => ({ value: f, label: FILTER_LABELS[f] }))}
            value={filter}
            onValueChange={(value) => {
              setFilter(value as (typeof ORDER_FILTERS)[number]);
              setCursors([null]);
            }}
          />
        </div>
      </div>
      <div className="mt-6">
        {orders.isPending ? (
          <Skeleton className="h-64 w-full" />
        ) : orders.isError ? (
          <FormAlert>{errorText(orders.error)}</FormAlert>
        ) : orders.data.rows.length === 0 ? (
          <p className="text-muted-foreground">No orders here yet.</p>
        ) : (
          <Table aria-label="Store orders">
            <TableHeader>
              <TableRow>
                <TableHead>Date</TableHead>
                <TableHead>Order</TableHead>
                <TableHead>Buyer</TableHead>
                <TableHead>Items</TableHead>
                <TableHead className="text-right">Total</TableHead>
                <TableHead>Delivery</TableHead>
                <TableHead>Status</TableHead>
                <TableHead>Invoice</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {orders.data.rows.map((order) => (
                <TableRow key={order.id}>
                  <TableCell className="whitespace-nowrap">
                    {order.created_at.slice(0, 16)}
                  </TableCell>
                  <TableCell className="font-mono">{order.id.slice(-8)}</TableCell>
                  <TableCell>
                    <span className="block">{order.buyer.name}</span>
                    <span className="text-xs text-muted-foreground">
                      {order.buyer.email} · {order.buyer.phone}
                    </span>
                  </TableCell>
                  <TableCell>
                    {order.lines.map((l) => `${l.quantity} x ${l.name}`).join(', ')}
                  </TableCell>
                  <TableCell className="text-right whitespace-nowrap">
                    {formatMoney(order.total, order.currency)}
                  </TableCell>
                  <TableCell>
                    {order.fulfilment === 'delivery'
                      ? `Deliver to ${order.delivery_address ?? ''}`
                      : `Collect at ${order.collect_from ?? ''}`}
                  </TableCell>
                  <TableCell>{status(order)}</TableCell>
                  <TableCell>{order.invoice_number ?? '—'}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        <Pagination
          className="mt-4"
          page={page}
          hasNext={Boolean(orders.data?.cursor)}
          onPageChange={(next) =>
            setCursors((current) =>
              next > current.length
                ? [...current, orders.data?.cursor ?? null]
                : current.slice(0, next),
            )
          }
          label="Store orders pages"
        />
      </div>
    </div>
  );
}
