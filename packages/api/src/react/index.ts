export { ApiProvider, shouldRetryApiError, useApiClient } from './api-provider';
export type { ApiProviderProps } from './api-provider';
export { affectedKeys, API_KEY_TAG, apiKey, isApiKey } from './keys';
export type { ApiKey } from './keys';
export { useApiMutation, useApiQuery } from './use-api';
export type {
  ApiMutationOptions,
  ApiMutationResult,
  ApiQueryResult,
  QueryArgs,
  QueryStatus,
} from './use-api';
