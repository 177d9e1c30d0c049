export { ApiProvider, useApiClient } from './api-provider';
export type { ApiProviderProps } from './api-provider';
