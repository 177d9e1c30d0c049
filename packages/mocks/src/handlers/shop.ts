import type { HttpHandler } from 'msw';
import { getPromoCode, listProducts } from '@locperf/api/shop';
import { mockDb as db } from '../state';
import { promoFor } from './cart';
import { failure, ok, type Route } from './shared';

/** Products and promo codes. */
export function shopHandlers(r: Route): HttpHandler[] {
  return [
    r(listProducts, () =>
      ok(
        db.product.getAll().map((p) => ({
          id: p.id,
          name: p.name,
          type: p.type,
          locationSelect: p.locationSelect,
          description: p.description,
          price: {
            id: p.priceId,
            object: 'price',
            unit_amount: p.unitAmount,
            currency: p.currency,
            type: 'recurring',
            recurring: { interval: 'month', interval_count: 1 },
            tax_behavior: p.taxBehavior,
            active: true,
            product: p.id,
          },
        })),
      ),
    ),
    r(getPromoCode, ({ params }) => {
      const { promo } = promoFor(params.code);
      if (!promo) return failure(404, 'Not Found', 'shop.promo_code.invalid');
      return ok({
        code: promo.code,
        percentOff: promo.percentOff,
        amountOff: promo.amountOff,
        durationInMonths: promo.durationInMonths,
      });
    }),
  ];
}
