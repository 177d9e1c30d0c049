export { Badge, badgeTones } from './badge';
export type { BadgeProps, BadgeTone } from './badge';
