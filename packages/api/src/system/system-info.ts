import * as z from 'zod/mini';
import { defineEndpoint } from '../client/endpoint';
import type { ApiClient } from '../client/types';
import { useApiQuery, type ApiQueryResult } from '../react/use-api';

/** System info (spec section 3): only `release` is read; other fields are tolerated. */
export const systemInfoSchema = z.looseObject({
  release: z.optional(z.nullable(z.string())),
});
export type SystemInfo = z.infer<typeof systemInfoSchema>;

export const systemInfoPath = '/system/info';

/** `GET /system/info` (spec section 7). */
export const getSystemInfoEndpoint = defineEndpoint({
  id: 'getSystemInfo',
  method: 'GET',
  path: systemInfoPath,
  tag: 'system',
  summary: 'Release of the backend; the footer shows "dev" when it is null',
  response: systemInfoSchema,
  public: true,
});

/** Fetches the system info. */
export function getSystemInfo(client: ApiClient, signal?: AbortSignal): Promise<SystemInfo> {
  return client.request('GET', systemInfoPath, { schema: systemInfoSchema, signal });
}

/** The system info through SWR; the key includes the locale so a language switch refetches. */
export function useSystemInfo(): ApiQueryResult<SystemInfo> {
  return useApiQuery(getSystemInfoEndpoint, {});
}
