import * as z from 'zod/mini';
import type { ZodMiniType } from 'zod/mini';
import { serverMessageSchema } from '../messages/messages';
import { endpoints, type AnyEndpoint } from './endpoints';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

/** JSON Schema 2020-12 of a zod schema, as OpenAPI 3.1 embeds it. */
function schemaOf(schema: ZodMiniType, io: 'input' | 'output'): JsonObject {
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonObject;
  delete json.$schema;
  return json;
}

/** The 422 body (see README, "422 violations"). */
const violationProblemSchema = z.object({
  violations: z.array(
    z.object({
      propertyPath: z.string(),
      key: z.optional(z.string()),
      message: z.optional(z.string()),
      params: z.optional(z.record(z.string(), z.unknown())),
    }),
  ),
  messages: z.optional(z.array(serverMessageSchema)),
});

/** Any error answer: optional messages (routed by the client) and problem fields (402). */
const errorBodySchema = z.looseObject({
  messages: z.optional(z.array(serverMessageSchema)),
  message: z.optional(z.string()),
  detail: z.optional(z.string()),
});

const statusText: Record<number, string> = {
  401: 'No valid user token (Api-Authorization); the client raises onUnauthorized',
  402: 'Subscription required; `message` or `detail` names the reason (spec section 8)',
  403: 'Forbidden, with an error message',
  404: 'Not found',
  409: 'Conflict with the current state, with an error message',
  422: 'Validation failed: field violations for the form',
  429: 'Too many requests, with an error message',
  500: 'Server error: the client shows "Error {status}: {statusText}"',
};

function operation(endpoint: AnyEndpoint): JsonObject {
  const parameters: Json[] = [];
  for (const match of endpoint.path.matchAll(/\{(\w+)\}/g)) {
    parameters.push({
      name: match[1] ?? '',
      in: 'path',
      required: true,
      schema: { type: 'string' },
    });
  }
  if (endpoint.query) {
    const query = schemaOf(endpoint.query, 'input');
    const properties = (query.properties ?? {}) as JsonObject;
    const required = new Set((query.required ?? []) as string[]);
    for (const [name, schema] of Object.entries(properties)) {
      parameters.push({ name, in: 'query', required: required.has(name), schema });
    }
  }
  parameters.push({ $ref: '#/components/parameters/AcceptLanguage' });
  for (const header of endpoint.headers ?? []) {
    parameters.push({ name: header, in: 'header', required: true, schema: { type: 'string' } });
  }

  const responses: JsonObject = {
    '200': {
      description: 'Success. Any answer may carry `messages` (spec section 7).',
      content: { 'application/json': { schema: schemaOf(endpoint.response, 'output') } },
    },
  };
  const errors = new Set<number>([
    ...(endpoint.public ? [] : [401, 402]),
    ...(endpoint.errors ?? []),
    500,
  ]);
  for (const status of [...errors].sort((a, b) => a - b)) {
    responses[String(status)] = {
      description: statusText[status] ?? 'Error',
      content: {
        'application/json': {
          schema: {
            $ref:
              status === 422
                ? '#/components/schemas/ViolationProblem'
                : '#/components/schemas/ErrorBody',
          },
        },
      },
    };
  }

  const op: JsonObject = {
    operationId: endpoint.id,
    summary: endpoint.summary,
    tags: [endpoint.tag],
    parameters,
    responses,
    security:
      endpoint.authentication === 'partnerKey'
        ? [{ partnerKey: [] }]
        : endpoint.public
          ? [{ basicAuth: [] }]
          : [{ basicAuth: [], apiAuthorization: [] }],
  };
  if (endpoint.body) {
    op.requestBody = {
      required: true,
      content: { 'application/json': { schema: schemaOf(endpoint.body, 'input') } },
    };
  }
  return op;
}

/**
 * Builds the OpenAPI 3.1 document of the whole contract from the zod schemas (issue 3). The
 * script `pnpm --filter @locperf/api openapi` writes it to openapi.json; a unit test fails when
 * the file drifts from this output.
 */
export function buildOpenApiDocument(): JsonObject {
  const paths: JsonObject = {};
  for (const endpoint of endpoints) {
    const item = (paths[endpoint.path] ?? {}) as JsonObject;
    item[endpoint.method.toLowerCase()] = operation(endpoint);
    paths[endpoint.path] = item;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Location Performance API',
      version: '1.0.0',
      description:
        'Generated from the zod schemas of @locperf/api; do not edit by hand. Every call carries `Authorization: Basic {credential}`, `Api-Authorization: {user token or empty}` and `Accept-Language: {locale}` (spec section 7). Any JSON answer may carry `messages: ServerMessage[]`: type error goes to the error channel, others become toasts. Unknown extra fields are tolerated by the client; missing required fields are errors.',
    },
    servers: [{ url: '{apiBase}', variables: { apiBase: { default: '/api' } } }],
    tags: [...new Set(endpoints.map((e) => e.tag))].map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: {
        basicAuth: { type: 'http', scheme: 'basic', description: 'Fixed application credential' },
        partnerKey: {
          type: 'http',
          scheme: 'bearer',
          description: "A partner's key, held by the partner's backend only (token exchange)",
        },
        apiAuthorization: {
          type: 'apiKey',
          in: 'header',
          name: 'Api-Authorization',
          description: 'The user token from sign-in; empty when signed out',
        },
      },
      parameters: {
        AcceptLanguage: {
          name: 'Accept-Language',
          in: 'header',
          required: true,
          schema: { type: 'string', enum: ['en', 'de', 'fr'] },
        },
      },
      schemas: {
        ServerMessage: schemaOf(serverMessageSchema, 'output'),
        ErrorBody: schemaOf(errorBodySchema, 'output'),
        ViolationProblem: schemaOf(violationProblemSchema, 'output'),
      },
    },
  };
}
