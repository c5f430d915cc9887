import type { AnchorHTMLAttributes, ReactNode, Ref } from 'react';
import { ExternalLink } from 'lucide-react';
import { useNavigation, type NavigationProps } from '../Link/Link.tsx';
import { cx } from '../private/cssVar.ts';
import { ButtonContent, buttonLook, type ButtonIconProps, type ButtonStyleProps } from './Button.tsx';

export interface ButtonLinkProps
  extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'children'>,
    NavigationProps,
    ButtonStyleProps,
    ButtonIconProps {
  /** The visible label: where the link goes ("View case studies"). Required. */
  children: ReactNode;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A link that looks like a button: a call to action that navigates ("Get a quote", "View case
 * studies"). It goes through the UiProvider's link component, so routing stays client-side.
 * Use `Button` for actions on the page.
 */
export function ButtonLink({
  href,
  external = false,
  externalLabel,
  variant,
  size,
  tone,
  fullWidth,
  icon,
  iconPosition,
  className,
  children,
  ...rest
}: ButtonLinkProps) {
  const { Component, externalProps, externalNote } = useNavigation({ external, externalLabel });
  const look = buttonLook({ variant, size, tone, fullWidth });
  return (
    <Component data-component="ButtonLink" href={href} {...externalProps} {...look} {...rest} className={cx(look.className, className)}>
      <ButtonContent icon={icon ?? (external ? <ExternalLink /> : undefined)} iconPosition={icon ? iconPosition : 'end'}>
        {children}
      </ButtonContent>
      {externalNote}
    </Component>
  );
}
