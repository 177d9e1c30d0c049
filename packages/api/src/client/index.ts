export { createApiClient, DEFAULT_TIMEOUT_MS } from './client';
export type { ApiClient, ApiClientConfig, HttpMethod, RequestOptions } from './client';
export { ApiError, HttpError, NetworkError, ResponseShapeError } from './errors';
export type { ApiErrorKind } from './errors';
