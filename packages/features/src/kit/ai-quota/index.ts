export { AiQuotaNotice, aiQuotaLevel } from './ai-quota-notice';
export type { AiQuotaLevel, AiQuotaNoticeProps } from './ai-quota-notice';
