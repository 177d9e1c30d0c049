export { Badge, badgeEmphases, badgeTones } from './badge';
export type { BadgeEmphasis, BadgeProps, BadgeTone } from './badge';
