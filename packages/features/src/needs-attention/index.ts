export { NeedsAttention } from './needs-attention';
export type { NeedsAttentionProps } from './needs-attention';
