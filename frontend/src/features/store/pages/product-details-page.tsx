import { ShoppingBag, ShoppingCart } from 'lucide-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { formatMoney } from '@shared/money/money';
import { STORE_MESSAGES } from '@shared/store/constants';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError, errorText } from '../../../lib/api-client';
import { useCompany } from '../../../lib/company';
import { planIncludes } from '@shared/plans/entitlements';
import { useSiteData } from '../../../lib/site-data';
import { useStoreProduct } from '../api/products';
import { ProductImage } from '../components/product-image';
import { StarRating } from '../components/star-rating';
import { StoreFrame } from '../components/store-frame';
import { addProduct } from '../lib/add-product';
import { addToCart } from '../lib/cart';

/**
 * Product details (`/product-details?id=`, or `?product=` as the canonical URL says): the picture, stars (rating × 20 percent), the
 * review count, Buy Now (into the cart and on to checkout) and the description (issue 28: on the page, not behind a button).
 */
export function ProductDetailsPage() {
  const [params] = useSearchParams();
  // The sitemap's and canonical links say ?product=, the store's own links ?id=: both work.
  const id = (params.get('id') ?? params.get('product'))?.trim() ?? '';
  const { company } = useCompany();
  // A Standard company's site has no store: no product is offered (issue 27).
  const offered = planIncludes(company.plan, 'store');
  // A server-rendered page says so when the product is not listed (null), without asking.
  const unlisted = useSiteData()?.product === null;
  const product = useStoreProduct(unlisted ? '' : id, offered);
  const navigate = useNavigate();

  let body;
  if (!offered) body = <p>{STORE_MESSAGES.notOffered}</p>;
  else if (!id || unlisted || (product.error instanceof ApiError && product.error.status === 404))
    body = (
      <div className="grid gap-4">
        <p>{STORE_MESSAGES.notListed}.</p>
        <Button asChild variant="outline" className="justify-self-start">
          <Link to="/web-store">Back to the store</Link>
        </Button>
      </div>
    );
  else if (product.isPending) body = <Skeleton className="h-96 w-full" />;
  else if (product.isError) body = <FormAlert>{errorText(product.error)}</FormAlert>;
  else {
    const p = product.data;
    const soldOut = p.available <= 0;
    body = (
      <article className="grid gap-8 md:grid-cols-2">
        <ProductImage
          src={p.image}
          name={p.name}
          className="aspect-[4/3] w-full rounded-lg"
          first
        />
        <div className="grid content-start gap-4">
          {p.category && <p className="text-sm text-muted-foreground">{p.category}</p>}
          <h1 className="text-2xl font-semibold tracking-tight">{p.name}</h1>
          <StarRating stars={p.stars} reviews={p.total_reviews} />
          <p className="text-2xl font-semibold">{formatMoney(p.price, p.currency)}</p>
          <p className="text-sm text-muted-foreground">
            {soldOut ? 'Sold out' : `${p.available} in stock`}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button
              disabled={soldOut}
              onClick={() => {
                addToCart({ id: p.id, name: p.name, price: p.price, image: p.image });
                void navigate('/checkout');
              }}
            >
              <ShoppingBag aria-hidden="true" /> Buy Now
            </Button>
            <Button variant="outline" disabled={soldOut} onClick={() => addProduct(p)}>
              <ShoppingCart aria-hidden="true" /> Add to cart
            </Button>
          </div>
          <section aria-label="Description" className="grid gap-1">
            <h2 className="text-base font-semibold">Description</h2>
            <p className="whitespace-pre-line text-sm leading-relaxed">
              {p.details ?? 'No description yet.'}
            </p>
            {p.code && <p className="text-xs text-muted-foreground">Code {p.code}</p>}
          </section>
        </div>
      </article>
    );
  }
  return <StoreFrame title={product.data?.name ?? 'Product details'}>{body}</StoreFrame>;
}
