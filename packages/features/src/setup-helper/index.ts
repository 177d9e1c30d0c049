export { SetupHelper } from './setup-helper';
export type { SetupHelperLinks, SetupHelperProps } from './setup-helper';
