export { Link, linkVariants } from './link';
export type { LinkProps, LinkVariant } from './link';
