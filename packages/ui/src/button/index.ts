export { Button, buttonSizes, buttonVariants } from './button';
export { LinkButton } from './link-button';
export type { ButtonProps, ButtonSize, ButtonVariant } from './button';
export type { LinkButtonProps } from './link-button';
