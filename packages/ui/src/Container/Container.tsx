import type { CSSProperties, HTMLAttributes, ReactNode, Ref } from 'react';
import { Box } from '../Box/Box.tsx';

export const containerWidths = ['container', 'narrow', 'full'] as const;

export interface ContainerProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  children?: ReactNode;
  /**
   * Maximum content width. Default `'container'` (72rem) for page sections; `'narrow'` (42rem)
   * for reading width (articles, forms); `'full'` only keeps the gutters.
   */
  width?: (typeof containerWidths)[number];
  /** The element. Default `div`; use `main`, `section`, `header` or `footer` for landmarks. */
  as?: 'div' | 'main' | 'section' | 'header' | 'footer' | 'article' | 'nav';
  ref?: Ref<HTMLElement>;
  className?: string;
  style?: CSSProperties;
}

/** Centres page content at a readable maximum width, with side gutters that grow on wider screens. */
export function Container({ width = 'container', as = 'div', ...rest }: ContainerProps) {
  return (
    <Box
      data-component="Container"
      as={as}
      width="full"
      maxWidth={width}
      marginX="auto"
      paddingX={{ mobile: '4', tablet: '6', desktop: '7' }}
      {...rest}
    />
  );
}
