export {
  getSystemInfo,
  getSystemInfoEndpoint,
  systemInfoPath,
  systemInfoSchema,
  useSystemInfo,
} from './system-info';
export type { SystemInfo } from './system-info';
