import { Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { isLow, LOW_STOCK_FILTER } from '@shared/catalogue/low-stock';
import { formatMoney } from '@shared/money/money';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { Label } from '../../../components/ui/label';
import { Switch } from '../../../components/ui/switch';
import { useCompany } from '../../../lib/company';
import { useProductsInStock } from '../api/get-all-products-in-stock';
import { useLowStockProducts } from '../api/get-all-products';
import { useInventory } from '../api/get-inventory-for-all-products';
import { ListError } from './list-error';
import { ProductDialog } from './product-dialog';

/** A product as the stock list shows it (inventory and in-stock lists alike); money in cents. */
type StockRow = {
  id: string;
  name: string;
  code: string | null;
  category_name: string | null;
  stock: number;
  reorder_level: number | null;
  cost: number;
  price: number;
  stock_value: number;
};

/**
 * Products with their stock on hand and its value at cost; 'In stock only' lists the products
 * with stock above 0. Admins add products (with their first receiving).
 */
export function ProductsTab({ canCreate }: { canCreate: boolean }) {
  const { labels, currency } = useCompany();
  const switchId = useId();
  const lowId = useId();
  const [inStockOnly, setInStockOnly] = useState(false);
  // The home's "running low" item links here with ?stock=low (issue 28): a server-side filter.
  const [params, setParams] = useSearchParams();
  const lowOnly = params.get('stock') === LOW_STOCK_FILTER;
  const setLowOnly = (on: boolean) =>
    setParams(
      (now) => {
        const next = new URLSearchParams(now);
        if (on) next.set('stock', LOW_STOCK_FILTER);
        else next.delete('stock');
        return next;
      },
      { replace: true },
    );
  const [creating, setCreating] = useState(false);
  const inventory = useInventory(!inStockOnly && !lowOnly);
  const inStock = useProductsInStock(inStockOnly && !lowOnly);
  const low = useLowStockProducts(lowOnly);
  const list = lowOnly ? low : inStockOnly ? inStock : inventory;
  const rows: StockRow[] = lowOnly
    ? low.rows.map((p) => ({ ...p, stock_value: p.stock * p.cost }))
    : inStockOnly
      ? inStock.rows.map((p) => ({ ...p, stock_value: p.stock * p.cost }))
      : inventory.rows;
  const money = (cents: number) => formatMoney(cents, currency);

  const columns: DataTableColumn<StockRow>[] = [
    {
      key: 'name',
      header: 'Name',
      cell: (row) => (
        // Room for a product's name on a phone (the table scrolls) so no word or code breaks
        // (a table cell's own min-width is not honoured).
        <span className="grid min-w-56">
          <span className="font-medium">{row.name}</span>
          {row.code && (
            <span className="text-xs whitespace-nowrap text-muted-foreground">{row.code}</span>
          )}
        </span>
      ),
    },
    { key: 'category', header: 'Category', cell: (row) => row.category_name ?? '—' },
    {
      key: 'price',
      header: labels.price,
      cell: (row) => money(row.price),
      className: 'text-right whitespace-nowrap',
    },
    {
      key: 'cost',
      header: 'Cost',
      cell: (row) => money(row.cost),
      className: 'text-right whitespace-nowrap',
    },
    {
      key: 'stock',
      header: 'In stock',
      cell: (row) =>
        row.stock > 0 ? (
          <span className="inline-flex items-center gap-2 whitespace-nowrap">
            {isLow(row) && (
              <Badge variant="secondary" title={`Reorder level ${row.reorder_level ?? ''}`}>
                Low
              </Badge>
            )}
            <span className="tabular-nums">{row.stock.toLocaleString('en-ZA')}</span>
          </span>
        ) : (
          <Badge variant="destructive">Out of stock</Badge>
        ),
      className: 'text-right',
    },
    {
      key: 'reorder',
      header: 'Reorder level',
      cell: (row) =>
        row.reorder_level === null ? (
          <span className="text-muted-foreground">—</span>
        ) : (
          <span className="tabular-nums">{row.reorder_level.toLocaleString('en-ZA')}</span>
        ),
      className: 'text-right',
    },
    {
      key: 'value',
      header: 'Stock value',
      cell: (row) => money(row.stock_value),
      className: 'text-right whitespace-nowrap',
    },
  ];

  return (
    <>
      {list.isError ? (
        <ListError error={list.error} onRetry={list.retry} />
      ) : (
        <DataTable
          caption={`${labels.products}${lowOnly ? ' running low' : inStockOnly ? ' in stock' : ''}`}
          columns={columns}
          rows={rows}
          getRowId={(row) => row.id}
          loading={list.isPending}
          more={list}
          searchText={(row) => `${row.name} ${row.code ?? ''} ${row.category_name ?? ''}`}
          searchPlaceholder={`Search ${labels.products.toLowerCase()}`}
          emptyText={
            lowOnly
              ? `No ${labels.products.toLowerCase()} running low.`
              : inStockOnly
                ? `No ${labels.products.toLowerCase()} in stock.`
                : `No ${labels.products.toLowerCase()} yet.`
          }
          toolbar={
            <>
              <div className="flex h-10 items-center gap-2">
                <Switch id={switchId} checked={inStockOnly} onCheckedChange={setInStockOnly} />
                <Label htmlFor={switchId}>In stock only</Label>
              </div>
              <div className="flex h-10 items-center gap-2">
                <Switch id={lowId} checked={lowOnly} onCheckedChange={setLowOnly} />
                <Label htmlFor={lowId}>Running low</Label>
              </div>
              {canCreate && (
                <Button onClick={() => setCreating(true)}>
                  <Plus aria-hidden="true" /> New {labels.product.toLowerCase()}
                </Button>
              )}
            </>
          }
        />
      )}
      {creating && <ProductDialog onOpenChange={setCreating} />}
    </>
  );
}
