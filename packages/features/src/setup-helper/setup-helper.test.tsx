import { mockDb } from '@locperf/mocks';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWidget } from '../test-utils/render';
import { setupMockServer } from '../test-utils/server';
import { DEMO_ORGANIZATION_ID, signedInClient } from '../test-utils/signed-in';
import { SetupHelper } from './setup-helper';

setupMockServer();

describe('SetupHelper (spec section 4, Review responder setup)', () => {
  it('counts the steps left and links to the open ones', async () => {
    mockDb.responderSettings.update({
      where: { id: { equals: DEMO_ORGANIZATION_ID } },
      data: { enabled: false },
    });
    renderWidget(<SetupHelper organizationId={DEMO_ORGANIZATION_ID} />, {
      client: signedInClient(),
    });
    expect(await screen.findByRole('progressbar', { name: '1 step left' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Switch the responder on' })).toHaveAttribute(
      'href',
      '/settings/review-responder',
    );
    expect(screen.queryByRole('link', { name: 'Grant a location' })).toBeNull();
  });

  it('shows the complete state when every step is done', async () => {
    renderWidget(<SetupHelper organizationId={DEMO_ORGANIZATION_ID} />, {
      client: signedInClient(),
    });
    expect(await screen.findByRole('progressbar', { name: 'All steps done' })).toBeInTheDocument();
    // Said once, in the success alert (owner trial: the bar's label repeated it).
    expect(screen.getAllByText('Setup complete: the responder is ready.')).toHaveLength(1);
  });
});
