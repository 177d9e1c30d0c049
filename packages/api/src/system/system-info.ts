import useSWR, { type SWRResponse } from 'swr';
import * as z from 'zod/mini';
import type { ApiClient } from '../client/client';
import type { ApiError } from '../client/errors';
import { useApiClient } from '../react/api-provider';

/** `GET /system/info` (spec section 7): only `release` is read; other fields are tolerated. */
export const systemInfoSchema = z.looseObject({
  release: z.optional(z.nullable(z.string())),
});
export type SystemInfo = z.infer<typeof systemInfoSchema>;

export const systemInfoPath = '/system/info';

/** Fetches the system info. */
export function getSystemInfo(client: ApiClient, signal?: AbortSignal): Promise<SystemInfo> {
  return client.request('GET', systemInfoPath, { schema: systemInfoSchema, signal });
}

/** SWR hook for the system info; the key includes the locale so a language switch refetches. */
export function useSystemInfo(): SWRResponse<SystemInfo, ApiError> {
  const client = useApiClient();
  return useSWR<SystemInfo, ApiError>([systemInfoPath, client.locale()], () =>
    getSystemInfo(client),
  );
}
