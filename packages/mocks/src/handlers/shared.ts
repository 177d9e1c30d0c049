import { http, HttpResponse, type HttpHandler, type PathParams } from 'msw';
import type * as z from 'zod/mini';
import type { AnyEndpoint, Violation } from '@locperf/api/client';
import { formViolations } from '@locperf/api/forms';
import type { ServerMessage } from '@locperf/api/messages';
import { answerFor, mswPath, takeOverride } from '../controls';
import { mockDb as db, notifyMockDbChange } from '../state';
import { readToken } from '../tokens';

/**
 * What every mock handler module shares: the routing wrapper with the contract check, the
 * answer shapes, and the "find it in this organization or 404" step.
 */

export type Json = Record<string, unknown>;
export type UserRecord = NonNullable<ReturnType<typeof db.user.findFirst>>;

/** One request as a resolver sees it, after the contract accepted it. */
export interface Ctx {
  request: Request;
  params: Record<string, string>;
  /** The query, parsed by the endpoint's query schema (empty for endpoints without one). */
  query: Json;
  url: URL;
  user: UserRecord | null;
  /** The body, checked against the endpoint's body schema; unknown keys are kept for form rules. */
  body: Json;
}

export type Resolver = (ctx: Ctx) => Response | Promise<Response>;

/** What an endpoint with its own credential or its own error statuses adds to {@link route}. */
export interface RouteOptions {
  /**
   * The credential check of a public endpoint that has one of its own (a widget token, a
   * partner key): the answer refusing the request, or null to go on.
   */
  authorize?: (request: Request, user: UserRecord | null) => Response | null;
  /**
   * The answer to a query or body the contract rejects, for an endpoint whose contract names
   * another status than 422 for it. @default the 422 with the violations
   */
  rejected?: (list: Violation[]) => Response;
}

/** {@link route} bound to the handlers' base path. */
export type Route = (
  endpoint: AnyEndpoint,
  resolve: Resolver,
  options?: RouteOptions,
) => HttpHandler;

export const eq = <T>(value: T) => ({ equals: value });

/** The signed-in user of a non-public endpoint (the route answered 401 without one). */
export const me = (ctx: Ctx) => ctx.user as UserRecord;

/** Trimmed text of a body field, or '' for anything else. */
export function str(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** An answer with optional server messages (spec section 7). */
export function ok(data: unknown, messages: ServerMessage[] = [], status = 200): Response {
  const body =
    Array.isArray(data) || messages.length === 0 ? data : { ...(data as Json), messages };
  return HttpResponse.json(body as never, { status });
}

/** A 422 with violations, the contract's field-error shape. */
export function violations(
  ...list: [propertyPath: string, key: string, params?: Json][]
): Response {
  return HttpResponse.json(
    { violations: list.map(([propertyPath, key, params = {}]) => ({ propertyPath, key, params })) },
    { status: 422, statusText: 'Unprocessable Entity' },
  );
}

/** The 422 of a list of violations. */
function violationList(list: Violation[]): Response {
  return violations(...list.map((v): [string, string, Json] => [v.propertyPath, v.key, v.params]));
}

/** An error status with one error message for the error channel. */
export function failure(
  status: number,
  statusText: string,
  key: string,
  params: Json = {},
): Response {
  return HttpResponse.json({ messages: [{ type: 'error', key, params }] }, { status, statusText });
}

export const notFound = () => failure(404, 'Not Found', 'request.error.404');
export const unauthorized = () =>
  HttpResponse.json({}, { status: 401, statusText: 'Unauthorized' });

interface OwnedTable<T> {
  findFirst(query: { where: { id: { equals: string } } }): T | null;
}

/**
 * The record with the id of path parameter `param`, when it belongs to the organization of the
 * path (or, on paths without one, of the signed-in user); null answers as a 404, so another
 * organization's ids are indistinguishable from unknown ones.
 */
export function findInOrganization<T extends { organizationId: string }>(
  table: OwnedTable<T>,
  ctx: Ctx,
  param: string,
): T | null {
  const record = table.findFirst({ where: { id: eq(ctx.params[param] ?? '') } });
  const organizationId = ctx.params.organizationId ?? ctx.user?.organizationId;
  return record && record.organizationId === organizationId ? record : null;
}

function userFromRequest(request: Request): UserRecord | null {
  const claims = readToken(request.headers.get('api-authorization'), 'access');
  if (!claims || db.revokedToken.findFirst({ where: { id: eq(claims.jti) } })) return null;
  return db.user.findFirst({ where: { id: eq(claims.sub) } });
}

interface ObjectSchema extends z.ZodMiniType {
  shape?: Record<string, z.ZodMiniType>;
}

/**
 * The query of a URL under the endpoint's query schema. A URL only carries text, so a value the
 * schema refuses as text is offered as the number or boolean it spells; the schema decides.
 */
function readQuery(schema: ObjectSchema, url: URL): { data: Json } | { error: Violation[] } {
  const raw: Json = {};
  for (const [key, text] of url.searchParams) {
    const field = schema.shape?.[key];
    let value: unknown = text;
    if (field && !field.safeParse(text).success) {
      if (text === 'true' || text === 'false') value = text === 'true';
      else if (text.trim() !== '' && Number.isFinite(Number(text))) value = Number(text);
    }
    raw[key] = value;
  }
  const parsed = schema.safeParse(raw);
  if (parsed.success) return { data: parsed.data as Json };
  return { error: formViolations(schema, raw) };
}

/**
 * Wraps a resolver with what every endpoint shares: the mock controls, the token check of
 * non-public endpoints, the organization check of `/organizations/{organizationId}` paths, the
 * credential check of a public endpoint with its own (`authorize`), the contract check of query
 * and body (a request the contract rejects gets its 422, as from the real API, or the status its
 * contract names: `rejected`), and the change notification that lets the demo mode persist the store.
 */
export function route(
  endpoint: AnyEndpoint,
  resolve: Resolver,
  base: string,
  { authorize, rejected = violationList }: RouteOptions = {},
): HttpHandler {
  const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  return http[method](mswPath(endpoint, base), async (info) => markMocked(await answer(info)));

  async function answer({ request, params }: { request: Request; params: PathParams }) {
    const stringParams = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)]));
    const mode = takeOverride(endpoint.id, stringParams);
    if (mode) {
      const answer = await answerFor(mode);
      if (answer) return answer;
    }
    const user = userFromRequest(request);
    if (!endpoint.public && !user) return unauthorized();
    const refused = authorize?.(request, user);
    if (refused) return refused;
    if (
      stringParams.organizationId &&
      user &&
      user.organizationId !== stringParams.organizationId
    ) {
      return notFound();
    }
    const url = new URL(request.url);
    let query: Json = {};
    if (endpoint.query) {
      const read = readQuery(endpoint.query as ObjectSchema, url);
      if ('error' in read) return rejected(read.error);
      query = read.data;
    }
    let body: Json = {};
    if (endpoint.method !== 'GET' && endpoint.method !== 'DELETE') {
      const parsed: unknown = await request.json().catch(() => ({}));
      body = parsed !== null && typeof parsed === 'object' ? (parsed as Json) : {};
      const invalid = endpoint.body ? formViolations(endpoint.body, body) : [];
      if (invalid.length) return rejected(invalid);
      // The contract's rules (spec section 5), the same schemas the forms check while typing.
      for (const rule of (await endpoint.rules?.()) ?? []) {
        const broken = formViolations(rule, body);
        if (broken.length) return violationList(broken);
      }
    }
    const response = await resolve({ request, params: stringParams, query, url, user, body });
    if (endpoint.method !== 'GET') notifyMockDbChange();
    return response;
  }
}

/**
 * The header every answer of the mock backend carries, so a page can tell a request the service
 * worker let through to the server (it had forgotten the page; see `@locperf/mocks/browser`)
 * from a real answer.
 */
export const MOCKED_RESPONSE_HEADER = 'x-locperf-mock';

function markMocked(response: Response): Response {
  // A network error (`HttpResponse.error()`) has immutable headers and never reaches a page.
  if (response.type !== 'error') response.headers.set(MOCKED_RESPONSE_HEADER, '1');
  return response;
}
