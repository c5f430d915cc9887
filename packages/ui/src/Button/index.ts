export {
  Button,
  IconButton,
  buttonVariants,
  buttonSizes,
  buttonTones,
  type ButtonProps,
  type IconButtonProps,
  type ButtonVariant,
  type ButtonSize,
  type ButtonStyleProps,
} from './Button.tsx';
export { ButtonLink, type ButtonLinkProps } from './ButtonLink.tsx';
