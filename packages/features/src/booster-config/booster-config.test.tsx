import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWidget } from '../test-utils/render';
import { setupMockServer } from '../test-utils/server';
import { DEMO_ORGANIZATION_ID, signedInClient } from '../test-utils/signed-in';
import { BoosterConfig } from './booster-config';
import { subscribeBooster } from '../test-utils/subscribe-booster';

setupMockServer();

describe('BoosterConfig (issue 7)', () => {
  it('shows the Google review link with a copy button, a QR code and the no-gating help text', async () => {
    const user = userEvent.setup();
    subscribeBooster(['loc-1']);
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderWidget(<BoosterConfig organizationId={DEMO_ORGANIZATION_ID} />, {
      client: signedInClient(),
    });
    const link = await screen.findByRole('textbox', { name: 'Google review link' });
    expect(link).toHaveValue(
      'https://search.google.com/local/writereview?placeid=demo-place-loc-1',
    );
    const qr = await screen.findByRole('img', {
      name: 'QR code of the Google review link of Sonnenschein Berlin',
    });
    const src = qr.getAttribute('src') ?? '';
    expect(src).toMatch(/^data:image\/svg\+xml/);
    const data = src.slice(src.indexOf(',') + 1);
    const markup = src.includes(';base64,') ? atob(data) : decodeURIComponent(data);
    // The standard's quiet zone of 4 modules: the code's first dark module starts 4 in (trial 8).
    expect(markup).toMatch(/d="M4 4\.5h7/);
    expect(screen.getByRole('link', { name: 'Download QR code (SVG)' })).toHaveAttribute(
      'download',
      'review-qr-sonnenschein-berlin.svg',
    );
    expect(screen.getByText(/never filters out unhappy customers/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(
      'https://search.google.com/local/writereview?placeid=demo-place-loc-1',
    );
    expect(await screen.findByText('Link copied.')).toBeInTheDocument();
  });

  it('says a location without a booster subscription has none, with the way to the shop', async () => {
    renderWidget(<BoosterConfig organizationId={DEMO_ORGANIZATION_ID} shopHref="/shop" />, {
      client: signedInClient(),
    });
    expect(
      await screen.findByText('Sonnenschein Berlin has no review booster subscription yet.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Subscribe in the shop' })).toHaveAttribute(
      'href',
      '/shop',
    );
    // No link or QR code is handed out for a location that has not subscribed.
    expect(screen.queryByRole('textbox', { name: 'Google review link' })).not.toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('starts on a subscribed location and says so when switching to one without', async () => {
    subscribeBooster(['loc-2']);
    const user = userEvent.setup();
    renderWidget(<BoosterConfig organizationId={DEMO_ORGANIZATION_ID} />, {
      client: signedInClient(),
    });
    expect(await screen.findByRole('textbox', { name: 'Google review link' })).toHaveValue(
      'https://search.google.com/local/writereview?placeid=demo-place-loc-2',
    );
    await user.click(screen.getByRole('button', { name: /Location/ }));
    await user.click(await screen.findByRole('option', { name: /Sonnenschein Berlin/ }));
    expect(
      await screen.findByText('Sonnenschein Berlin has no review booster subscription yet.'),
    ).toBeInTheDocument();
  });
});
