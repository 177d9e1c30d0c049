import { listLocations } from '@locperf/api/locations';
import { mockResponse } from '@locperf/mocks';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderCommerce, TEST_ORGANIZATION_ID } from '../test-utils/commerce-render';
import { setupMockServer } from '../test-utils/server';
import { ProductListWithCart } from '../test-utils/product-list-with-cart';

const server = setupMockServer();
afterEach(() => localStorage.clear());

const location = (id: string, granted: boolean, hasSubscribed: string[] = []) => ({
  id,
  name: id,
  type: 'Bäckerei',
  granted,
  hasSubscribed,
  subscriptions: [],
});

describe('ProductList (spec section 4, Cart)', () => {
  it('adds a product for every granted location without it, with a toast, once', async () => {
    const user = userEvent.setup();
    const { center } = renderCommerce(
      <ProductListWithCart organizationId={TEST_ORGANIZATION_ID} />,
    );
    const add = await screen.findByRole('button', { name: 'Add Review Responder to cart' });
    expect(screen.getByText('29,00 € per location and month')).toBeInTheDocument();
    await user.click(add);
    // loc-1 and loc-2 already have the responder; loc-6 is not granted.
    expect(JSON.parse(localStorage.getItem('cart') ?? '{}')).toEqual({
      items: [{ priceId: 'price_responder_monthly', locations: ['loc-3', 'loc-4', 'loc-5'] }],
    });
    expect(center.getState().toasts[0]).toMatchObject({
      type: 'success',
      description: 'cart.toast.added',
      descriptionValues: { name: 'Review Responder' },
    });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription('Already in your cart.');
  });

  it('with onShowCart, the focused "Add to cart" becomes "Go to cart" and keeps focus', async () => {
    const user = userEvent.setup();
    const onShowCart = vi.fn();
    renderCommerce(
      <ProductListWithCart organizationId={TEST_ORGANIZATION_ID} onShowCart={onShowCart} />,
    );
    const add = await screen.findByRole('button', { name: 'Add Review Responder to cart' });
    add.focus();
    await user.keyboard('{Enter}');
    const goToCart = screen.getByRole('button', { name: 'Go to cart' });
    expect(goToCart).toHaveFocus();
    expect(goToCart).toBeEnabled();
    expect(goToCart).toHaveAccessibleDescription('Already in your cart.');
    await user.keyboard('{Enter}');
    expect(onShowCart).toHaveBeenCalledTimes(1);
    expect(JSON.parse(localStorage.getItem('cart') ?? '{}').items).toHaveLength(1);
  });

  it('is disabled with the reason when every location has the product or none is granted', async () => {
    server.use(
      mockResponse(listLocations, {
        status: 200,
        body: [location('a', true, ['review_responder']), location('b', false)],
      }),
    );
    renderCommerce(<ProductListWithCart organizationId={TEST_ORGANIZATION_ID} />);
    expect(
      await screen.findByRole('button', { name: 'Add Review Responder to cart' }),
    ).toHaveAccessibleDescription('All your locations already have this product.');
    expect(screen.getByRole('button', { name: 'Add Review Booster to cart' })).toBeEnabled();
  });

  it('tells when no location is granted', async () => {
    server.use(mockResponse(listLocations, { status: 200, body: [location('b', false)] }));
    renderCommerce(<ProductListWithCart organizationId={TEST_ORGANIZATION_ID} />);
    expect(
      await screen.findByRole('button', { name: 'Add Review Booster to cart' }),
    ).toHaveAccessibleDescription(
      'Grant at least one location in your Google account settings first.',
    );
  });

  it('shows the product texts of the active locale (Accept-Language, spec section 7)', async () => {
    renderCommerce(<ProductListWithCart organizationId={TEST_ORGANIZATION_ID} />, {
      getLocale: () => 'fr',
    });
    expect(
      await screen.findByText(
        'Des réponses IA aux avis Google, publiées automatiquement ou en brouillon.',
      ),
    ).toBeInTheDocument();
  });
});
