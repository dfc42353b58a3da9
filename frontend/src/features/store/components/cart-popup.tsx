import { ShoppingCart, X } from 'lucide-react';
import { Link } from 'react-router';
import { formatMoney } from '@shared/money/money';
import { saleTotals, saleVatOf } from '@shared/money/totals';
import { Button } from '../../../components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '../../../components/ui/popover';
import { useCompany } from '../../../lib/company';
import { removeFromCart, useCart } from '../lib/cart';

/** The popup cart (extended.md §2): each item at quantity 1, the total and View cart. */
export function CartPopup() {
  const items = useCart();
  const { company, currency } = useCompany();
  // What the checkout charges: VAT added when the company's prices exclude it.
  const { total } = saleTotals(
    items.map((item) => ({ unit_price: item.price, quantity: 1 })),
    saleVatOf(company),
  );
  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button variant="outline" aria-label={`Cart, ${items.length} items`}>
          <ShoppingCart aria-hidden="true" />
          <span aria-hidden="true">{items.length}</span>
        </Button>
      </PopoverTrigger>
      <PopoverContent align="end" className="w-80 max-w-[calc(100vw-2rem)]">
        <h2 className="font-semibold">Your cart</h2>
        {items.length === 0 ? (
          <p className="mt-2 text-sm text-muted-foreground">No products...</p>
        ) : (
          <ul className="mt-2 grid gap-2" aria-label="Cart items">
            {items.map((item) => (
              <li key={item.id} className="flex items-start gap-2 text-sm">
                <span className="min-w-0 flex-1">
                  <span className="line-clamp-2">{item.name}</span>
                  <span className="text-muted-foreground">
                    1 × {formatMoney(item.price, currency)}
                  </span>
                </span>
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-8"
                  onClick={() => removeFromCart(item.id)}
                  aria-label={`Remove ${item.name}`}
                >
                  <X aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ul>
        )}
        <p className="mt-3 flex justify-between border-t pt-3 font-semibold">
          <span>Total</span>
          <span data-testid="cart-total">{formatMoney(total, currency)}</span>
        </p>
        <Button asChild className="mt-3 w-full">
          <Link to="/checkout">View cart</Link>
        </Button>
      </PopoverContent>
    </Popover>
  );
}
