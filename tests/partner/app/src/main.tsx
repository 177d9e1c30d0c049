// A stock partner app, written from the package READMEs (issue 17): one provider, the four
// partner widgets, `locale="de"` and nothing else of ours.
import { BoosterWidget } from '@locperf/features/booster-widget';
import { LocperfProvider } from '@locperf/features/provider';
import { ResponderSettingsForm } from '@locperf/features/responder-settings';
import { ReviewInbox } from '@locperf/features/review-inbox';
import { ReviewWidget } from '@locperf/features/review-widget';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';

const apiBase = `${location.origin}/api`;
const organizationId = 'org-demo';

// The partner's backend exchanges its own session for a short-lived, scoped token
// (POST /auth/token-exchange). This stock app has no backend, so the page asks the mock itself.
async function exchangeToken(): Promise<string> {
  const response = await fetch(`${apiBase}/auth/token-exchange`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: 'Bearer demo-partner-key' },
    body: JSON.stringify({
      subject: 'owner@demo.locperf.test',
      scopes: ['reviews:read', 'responder-settings:write'],
    }),
  });
  return ((await response.json()) as { token: string }).token;
}

function App({ token }: { token: string }) {
  const [filters, setFilters] = useState({});
  return (
    <LocperfProvider
      apiBase={apiBase}
      locale="de"
      colorMode="light"
      auth={{ getToken: () => token, getWidgetToken: () => 'demo-widget-token' }}
    >
      <main style={{ maxWidth: 960, margin: '0 auto', padding: 16 }}>
        <h1>Partnerportal</h1>
        <section data-testid="review-widget">
          <ReviewWidget locationId="loc-1" maxCount={3} />
        </section>
        <section data-testid="booster-widget">
          <BoosterWidget locationId="loc-1" />
        </section>
        <section data-testid="review-list">
          <ReviewInbox
            organizationId={organizationId}
            filters={filters}
            onFiltersChange={setFilters}
            onReply={() => undefined}
          />
        </section>
        <section data-testid="responder-settings">
          <ResponderSettingsForm organizationId={organizationId} />
        </section>
      </main>
    </LocperfProvider>
  );
}

void exchangeToken().then((token) => {
  createRoot(document.getElementById('root') as HTMLElement).render(<App token={token} />);
});
