export { Button, type ButtonProps } from './button';
export { buttonVariants, type ButtonVariant } from './button-variants';
