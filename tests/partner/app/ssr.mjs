// Server rendering from the installed packages' dist in plain Node, no CSS loader (issue 17).
import { BoosterWidget } from '@locperf/features/booster-widget';
import { LocperfProvider, loadLocperfMessages } from '@locperf/features/provider';
import { ResponderSettingsForm } from '@locperf/features/responder-settings';
import { ReviewInbox } from '@locperf/features/review-inbox';
import { ReviewWidget } from '@locperf/features/review-widget';
import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';

const messages = await loadLocperfMessages('de');
const html = renderToString(
  h(
    LocperfProvider,
    { apiBase: 'https://api.example.com/api', locale: 'de', messages },
    h(ReviewWidget, { locationId: 'loc-1' }),
    h(BoosterWidget, { locationId: 'loc-1' }),
    h(ReviewInbox, {
      organizationId: 'org-demo',
      filters: {},
      onFiltersChange: () => undefined,
      onReply: () => undefined,
    }),
    h(ResponderSettingsForm, { organizationId: 'org-demo' }),
  ),
);
process.stdout.write(html);
