export { Avatar, avatarSizes, initials } from './avatar';
export type { AvatarProps, AvatarSize } from './avatar';
