import { DEMO_RELEASE } from '@locperf/mocks';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWidget } from '../test-utils/render';
import { setupMockServer } from '../test-utils/server';
import { Footer } from './footer';

const server = setupMockServer();

describe('Footer (spec section 2, Shell, Footer)', () => {
  it('shows the release from GET /system/info', async () => {
    renderWidget(<Footer />);
    expect(await screen.findByText(`Version ${DEMO_RELEASE}`)).toBeInTheDocument();
  });

  it('shows "dev" when the server gives no release', async () => {
    server.use(http.get('*/system/info', () => HttpResponse.json({ release: null })));
    renderWidget(<Footer />);
    expect(await screen.findByText('Version dev')).toBeInTheDocument();
  });

  it('links to imprint, privacy, contact and terms in that order, with copyright 2025', () => {
    renderWidget(<Footer />);
    const nav = screen.getByRole('navigation', { name: 'Legal' });
    const hrefs = Array.from(nav.querySelectorAll('a')).map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['/impress', '/privacy', '/contact', '/agb']);
    expect(screen.getByText(/© 2025/)).toBeInTheDocument();
  });
});
