import type { StoreProductView } from '@shared/store/constants';
import { addToCart } from './cart';

/** Adds a product to the cart (once) and says so (the toasts' code comes with the first one). */
export function addProduct(product: StoreProductView) {
  const added = addToCart({
    id: product.id,
    name: product.name,
    price: product.price,
    image: product.image,
  });
  void import('../../../components/ui/sonner').then(({ toast }) => {
    if (added) toast.success(`${product.name} added to your cart`);
    else toast.info(`${product.name} is in your cart already`);
  });
  return added;
}
