import { useCart } from '@locperf/features/cart';
import { addability } from '@locperf/features/cart/store';
import { ProductList } from '@locperf/features/shop';

// Composed as apps/web's shop page composes them: a feature never imports another; test utilities,
// like the app, may.
/**
 * The shop's products, each with an "Add to cart" button that adds it for the owner's locations. A
 * button is off, with the reason beside it, when no location can have the product or it is already
 * in the cart. The prop that matters: `organizationId`, whose locations are used.
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
