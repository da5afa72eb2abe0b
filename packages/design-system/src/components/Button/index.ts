export { Button, buttonVariants } from './Button';
export type { ButtonProps, ButtonVariant } from './Button';
