import { useCart } from '@locperf/features/cart';
import { addability } from '@locperf/features/cart/store';
import { ProductList } from '@locperf/features/shop';

/**
 * The shop's product list composed with the cart as apps/web's shop page composes them (a
 * feature never imports another; test utilities, like the app, may).
 */
export function ProductListWithCart({
  organizationId,
  onShowCart,
}: {
  organizationId: string;
  onShowCart?: () => void;
}) {
  const { cart, add } = useCart();
  return (
    <ProductList
      organizationId={organizationId}
      addState={(product, locations) => addability(product, cart, locations)}
      onAdd={add}
      onShowCart={onShowCart}
    />
  );
}
