export { Disclosure, DisclosureGroup } from './disclosure';
export type { DisclosureGroupProps, DisclosureProps } from './disclosure';
