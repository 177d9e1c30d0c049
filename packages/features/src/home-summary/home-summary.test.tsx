import { DEMO_ACCOUNTS, DEMO_ORGANIZATION, mockDb } from '@locperf/mocks';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedInClient } from '../test-utils/accounts';
import { renderWidget } from '../test-utils/render';
import { setupMockServer } from '../test-utils/server';
import { HomeSummary, setupStepsLeft } from './home-summary';

setupMockServer();

describe('HomeSummary (spec section 2, Home)', () => {
  it('greets by name with the customer number and links each attention item', async () => {
    const owner = mockDb.user.findFirst({
      where: { email: { equals: DEMO_ACCOUNTS.owner.email } },
    });
    renderWidget(<HomeSummary reviewsHref="/r" setupHref="/s" subscriptionsHref="/subs" />, {
      client: signedInClient(DEMO_ACCOUNTS.owner.email),
    });
    const number = await screen.findByText(DEMO_ORGANIZATION.externalId);
    expect(number.closest('p')).toHaveTextContent(
      `Welcome, ${owner?.firstName} ${owner?.lastName}. Your customer number is ${DEMO_ORGANIZATION.externalId}.`,
    );
    expect(await screen.findByText(/unanswered review/)).toBeInTheDocument();
    expect(await screen.findByText('Active')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Answer reviews' })).toHaveAttribute('href', '/r');
    expect(screen.getByRole('link', { name: 'Manage subscriptions' })).toHaveAttribute(
      'href',
      '/subs',
    );
  });

  it('counts the setup steps not done', () => {
    expect(
      setupStepsLeft({
        anyLocationGranted: true,
        responderEnabled: false,
        reportsOn: true,
        subscribed: false,
      }),
    ).toBe(2);
  });
});
