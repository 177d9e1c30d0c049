import type { ZodMiniType } from 'zod/mini';
import type { ApiClient, ApiResponse, HttpMethod } from './types';

/** The `{name}` parameters of a path template, as a union of names. */
export type PathParams<P extends string> = P extends `${string}{${infer K}}${infer Rest}`
  ? K | PathParams<Rest>
  : never;

type QueryValue = string | number | boolean | undefined;

/**
 * One call of the contract: method, path template, schemas and documentation. Each resource
 * module defines its endpoints with {@link defineEndpoint}; the fetchers, the SWR hooks, the
 * mock handlers and openapi.json all read the same definition, so they cannot drift apart.
 */
export interface Endpoint<
  P extends string = string,
  TResponse = unknown,
  TBody = unknown,
  TQuery extends Record<string, QueryValue> = Record<string, QueryValue>,
> {
  /** Stable operation id, also the key of the mock controls. */
  id: string;
  method: HttpMethod;
  path: P;
  summary: string;
  /** The resource module, used as the OpenAPI tag. */
  tag: string;
  response: ZodMiniType<TResponse>;
  body?: ZodMiniType<TBody>;
  /**
   * The rules a server applies to the body beyond its shape (spec section 5: required fields,
   * formats, lengths), in order; the form that sends it checks the same schemas while typing. A
   * body that breaks one is answered 422 with the broken rule's message keys. Loaded on demand:
   * the app and a partner's bundle call the endpoint without carrying its form's rules.
   */
  rules?: () => Promise<readonly ZodMiniType[]>;
  query?: ZodMiniType<TQuery>;
  /** Extra request headers the endpoint reads, for example `Idempotency-Key`. */
  headers?: readonly string[];
  /** Error statuses the endpoint may answer besides the general ones (401, 402, 500). */
  errors?: readonly number[];
  /** True for endpoints callable without a user token. */
  public?: boolean;
  /**
   * How the caller authenticates, when not as the app: `partnerKey` for partners' backends
   * (`Authorization: Bearer {partner key}`, issue 17). @default the app's credential
   */
  authentication?: 'partnerKey';
}

/** An endpoint of any shape, as the contract list holds them. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a heterogeneous list of generic definitions
export type AnyEndpoint = Endpoint<string, any, any, any>;

/** Arguments of one call of an endpoint. */
export interface CallArgs<P extends string, TBody, TQuery> {
  params?: Record<PathParams<P>, string>;
  query?: Partial<TQuery>;
  body?: TBody;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Error statuses the caller shows in place; see `RequestOptions.handledStatuses`. */
  handledStatuses?: readonly number[];
  /** The caller reports the outcome itself; see `RequestOptions.quiet`. */
  quiet?: boolean;
}

/** Defines an endpoint; the `const` path keeps its parameter names in the type. */
export function defineEndpoint<
  const P extends string,
  TResponse,
  TBody = never,
  TQuery extends Record<string, QueryValue> = Record<string, never>,
>(definition: Endpoint<P, TResponse, TBody, TQuery>): Endpoint<P, TResponse, TBody, TQuery> {
  return definition;
}

/** Fills a path template; parameters are URI-encoded so ids never break the path. */
export function buildPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new TypeError(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(value);
  });
}

/** Calls an endpoint through the client and returns data, messages and status. */
export function callEndpoint<
  P extends string,
  TResponse,
  TBody,
  TQuery extends Record<string, QueryValue>,
>(
  client: ApiClient,
  endpoint: Endpoint<P, TResponse, TBody, TQuery>,
  args: CallArgs<P, TBody, TQuery> = {},
): Promise<ApiResponse<TResponse>> {
  return client.send(endpoint.method, buildPath(endpoint.path, args.params), {
    schema: endpoint.response,
    endpoint: `${endpoint.method} ${endpoint.path}`,
    ...(args.body === undefined ? {} : { body: args.body }),
    ...(args.query === undefined ? {} : { query: args.query as Record<string, QueryValue> }),
    ...(args.headers === undefined ? {} : { headers: args.headers }),
    ...(args.signal === undefined ? {} : { signal: args.signal }),
    ...(args.handledStatuses === undefined ? {} : { handledStatuses: args.handledStatuses }),
    ...(args.quiet === undefined ? {} : { quiet: args.quiet }),
  });
}
