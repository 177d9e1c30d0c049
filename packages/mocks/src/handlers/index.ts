import type { HttpHandler } from 'msw';
import type { AnyEndpoint } from '@locperf/api/client';
import { getSystemInfoEndpoint } from '@locperf/api/system';
import { mockDb as db } from '../state';
import { adminHandlers } from './admin';
import { attentionHandlers } from './attention';
import { authHandlers } from './auth';
import { cartHandlers } from './cart';
import { checkoutHandlers } from './checkout';
import { contactHandlers } from './contact';
import { customerHandlers } from './customers';
import { googleAccountHandlers } from './google-accounts';
import { insightHandlers } from './insights';
import { invoiceHandlers } from './invoices';
import { locationHandlers } from './locations';
import { organizationHandlers } from './organization';
import { profileHandlers } from './profile';
import { replyTemplateHandlers } from './reply-templates';
import { responderSettingsHandlers } from './responder-settings';
import { reviewHandlers } from './reviews';
import { eq, ok, route, type Resolver, type Route, type RouteOptions } from './shared';
import { shopHandlers } from './shop';
import { subscriptionHandlers } from './subscriptions';
import { tokenExchangeHandlers } from './token-exchange';
import { widgetHandlers } from './widgets';

/** Options of {@link createHandlers}. */
export interface CreateHandlersOptions {
  /**
   * Prefix the paths match behind; `'*'` matches any origin and API base, so the same handlers
   * serve `/api` in demo mode and an absolute base in tests. @default '*'
   */
  base?: string;
}

/**
 * The stateful handlers of the whole contract (openapi.json), reading and writing `mockDb`: one
 * module per resource, all routed through the same contract check.
 */
export function createHandlers({ base = '*' }: CreateHandlersOptions = {}): HttpHandler[] {
  const r: Route = (endpoint: AnyEndpoint, resolve: Resolver, options?: RouteOptions) =>
    route(endpoint, resolve, base, options);
  return [
    ...widgetHandlers(r),
    ...tokenExchangeHandlers(r),
    r(getSystemInfoEndpoint, () =>
      ok({ release: db.system.findFirst({ where: { id: eq('system') } })?.release ?? null }),
    ),
    ...authHandlers(r),
    ...profileHandlers(r),
    ...organizationHandlers(r),
    ...googleAccountHandlers(r),
    ...locationHandlers(r),
    ...reviewHandlers(r),
    ...responderSettingsHandlers(r),
    ...replyTemplateHandlers(r),
    ...insightHandlers(r),
    ...shopHandlers(r),
    ...cartHandlers(r),
    ...checkoutHandlers(r),
    ...invoiceHandlers(r),
    ...subscriptionHandlers(r),
    ...customerHandlers(r),
    ...adminHandlers(r),
    ...contactHandlers(r),
    ...attentionHandlers(r),
  ];
}

/** The default handlers, matching any origin and API base. */
export const handlers: HttpHandler[] = createHandlers();
