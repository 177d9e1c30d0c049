export { createApiClient, DEFAULT_TIMEOUT_MS } from './client';
export type {
  ApiClient,
  ApiClientConfig,
  ApiResponse,
  HttpMethod,
  PaymentRequiredEvent,
  RequestOptions,
  UnauthorizedEvent,
} from './client';
export { buildPath, callEndpoint, defineEndpoint } from './endpoint';
export type { AnyEndpoint, CallArgs, Endpoint, PathParams } from './endpoint';
export { ApiError, HttpError, NetworkError, ResponseShapeError, ValidationError } from './errors';
export type { ApiErrorKind, Violation } from './errors';
export { readJsonPointer } from './json-pointer';
