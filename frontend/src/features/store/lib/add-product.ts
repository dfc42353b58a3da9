import type { StoreProductView } from '@shared/store/schemas';
import { toast } from '../../../components/ui/sonner';
import { addToCart } from './cart';

/** Adds a product to the cart (once) and says so. */
export function addProduct(product: StoreProductView) {
  const added = addToCart({
    id: product.id,
    name: product.name,
    price: product.price,
    image: product.image,
  });
  if (added) toast.success(`${product.name} added to your cart`);
  else toast.info(`${product.name} is in your cart already`);
  return added;
}
