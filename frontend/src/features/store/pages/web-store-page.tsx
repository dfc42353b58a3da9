import { ShoppingCart } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { formatMoney } from '@shared/money/money';
import { STORE_CATEGORIES, STORE_MESSAGES, type StoreProductView } from '@shared/store/constants';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { OptionSelect } from '../../../components/ui/select';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError, errorText } from '../../../lib/api-client';
import { useCompany } from '../../../lib/company';
import { planIncludes } from '@shared/plans/entitlements';
import { useStoreProducts } from '../api/products';
import { ProductImage } from '../components/product-image';
import { StarRating } from '../components/star-rating';
import { StoreFrame } from '../components/store-frame';
import { addProduct } from '../lib/add-product';

function ProductCard({
  product,
  currency,
  first,
}: {
  product: StoreProductView;
  currency: string;
  first: boolean;
}) {
  const soldOut = product.available <= 0;
  const details = `/product-details?id=${encodeURIComponent(product.id)}`;
  return (
    <li className="flex flex-col overflow-hidden rounded-lg border bg-card shadow-sm">
      <Link to={details} tabIndex={-1} aria-hidden="true">
        <ProductImage
          src={product.image}
          name={product.name}
          className="aspect-[4/3] w-full"
          first={first}
        />
      </Link>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h2 className="font-semibold leading-snug">
          <Link to={details} className="hover:text-brand">
            {product.name}
          </Link>
        </h2>
        <StarRating stars={product.stars} reviews={product.total_reviews} />
        <p className="mt-auto text-lg font-semibold">{formatMoney(product.price, currency)}</p>
        <Button
          onClick={() => addProduct(product)}
          disabled={soldOut}
          aria-label={`${soldOut ? 'Sold out' : 'Add to cart'}: ${product.name}`}
        >
          <ShoppingCart aria-hidden="true" />
          {soldOut ? 'Sold out' : 'Add to cart'}
        </Button>
      </div>
    </li>
  );
}

/** The web store (`/web-store`): the site's listed products by category, and the cart. */
export function WebStorePage() {
  const [params, setParams] = useSearchParams();
  const category = params.get('category') ?? STORE_CATEGORIES[0];
  const { currency, company } = useCompany();
  // A Standard company's site has no store: the page says so and asks nothing (issue 27).
  const offered = planIncludes(company.plan, 'store');
  const products = useStoreProducts(category, offered);
  const rows = products.data?.pages.flatMap((page) => page.rows) ?? [];

  const select = (
    <div className="w-44">
      <OptionSelect
        aria-label="Category"
        options={STORE_CATEGORIES.map((c) => ({ value: c, label: c }))}
        value={category}
        onValueChange={(value) =>
          setParams(value === STORE_CATEGORIES[0] ? {} : { category: value }, { replace: true })
        }
      />
    </div>
  );

  let body;
  if (!offered) body = <p className="text-muted-foreground">{STORE_MESSAGES.notOffered}</p>;
  else if (products.isPending)
    body = (
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className="h-80 w-full" />
        ))}
      </div>
    );
  else if (products.isError)
    body = (
      <FormAlert>
        {products.error instanceof ApiError && products.error.status === 403
          ? STORE_MESSAGES.notOffered
          : errorText(products.error)}
      </FormAlert>
    );
  else if (rows.length === 0)
    body = <p className="text-muted-foreground">{STORE_MESSAGES.noProducts}</p>;
  else
    body = (
      <>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label="Products">
          {rows.map((product, index) => (
            <ProductCard
              key={product.id}
              product={product}
              currency={currency}
              first={index === 0}
            />
          ))}
        </ul>
        {products.hasNextPage && (
          <Button
            variant="outline"
            className="mt-8"
            onClick={() => void products.fetchNextPage()}
            loading={products.isFetchingNextPage}
          >
            Load more
          </Button>
        )}
      </>
    );

  return (
    <StoreFrame title="Store" controls={select}>
      <h1 className="mb-6 text-2xl font-semibold tracking-tight sm:text-3xl">
        {category === STORE_CATEGORIES[0] ? 'Store' : category}
      </h1>
      {body}
    </StoreFrame>
  );
}
