import type { HttpHandler } from 'msw';
import { getPromoCode, listProducts } from '@locperf/api/shop';
import { mockDb as db } from '../state';
import { promoFor } from './cart';
import { failure, ok, type Route } from './shared';

/**
 * Product texts in the other locales (spec section 7: every call sends Accept-Language, so
 * server texts follow the user's language). The product names are brand names and stay.
 */
const productTexts: Record<string, Partial<Record<string, { description: string }>>> = {
  'prod-responder': {
    de: {
      description:
        'KI-Antworten auf Google-Bewertungen, automatisch veröffentlicht oder als Entwurf.',
    },
    fr: {
      description: 'Des réponses IA aux avis Google, publiées automatiquement ou en brouillon.',
    },
  },
  'prod-booster': {
    de: { description: 'Sammeln Sie mehr 5-Sterne-Bewertungen auf Google.' },
    fr: { description: 'Recueillez plus d’avis Google 5 étoiles.' },
  },
};

/** The first language of an Accept-Language header, e.g. `de` for `de-DE,de;q=0.9`. */
export function requestLanguage(request: Request): string {
  const header = request.headers.get('Accept-Language') ?? '';
  return (header.split(',')[0] ?? '').split(/[-;]/)[0]?.trim().toLowerCase() || 'en';
}

/** Products and promo codes. */
export function shopHandlers(r: Route): HttpHandler[] {
  return [
    r(listProducts, ({ request }) =>
      ok(
        db.product.getAll().map((p) => ({
          id: p.id,
          name: p.name,
          type: p.type,
          locationSelect: p.locationSelect,
          description: productTexts[p.id]?.[requestLanguage(request)]?.description ?? p.description,
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
