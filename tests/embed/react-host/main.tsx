/**
 * A partner's React 18.3 app using the npm widgets (issue 8): no router, no IntlProvider of ours,
 * the hostile stylesheet in the page. Query switches: ?location, ?token, ?locale, ?consent,
 * ?layout, ?widgets=0.
 */
import { BoosterWidget } from '@locperf/features/booster-widget';
import { EmbedProvider, ReviewWidget } from '@locperf/features/review-widget';
import { version } from 'react';
import { createRoot } from 'react-dom/client';

const params = new URLSearchParams(location.search);
const locale = (params.get('locale') ?? 'en') as 'en' | 'de' | 'fr';
const locationId = params.get('location') ?? 'loc-1';

function App() {
  return (
    <main>
      <h1 id="host-title">Partner portal on React {version}</h1>
      <p id="host-text">This page is styled by the partner, not by us.</p>
      <button id="host-button" type="button">
        Host button
      </button>
      {params.get('widgets') === '0' ? null : (
        <div style={{ width: 640 }}>
          <EmbedProvider
            apiBase={`${location.origin}/api`}
            getToken={() => params.get('token') ?? 'demo-widget-token'}
            locale={locale}
            consent={params.get('consent') === 'required' ? 'required' : 'granted'}
          >
            <ReviewWidget
              locationId={locationId}
              layout={(params.get('layout') as 'list' | 'carousel' | null) ?? 'list'}
              maxCount={3}
              minRating={4}
              legalNotice
            />
            <BoosterWidget locationId={locationId} />
          </EmbedProvider>
        </div>
      )}
    </main>
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(<App />);
