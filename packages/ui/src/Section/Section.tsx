import { useId, type CSSProperties, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import type { Sprinkles } from '@orisun/tokens';
import { Container, type ContainerProps } from '../Container/Container.tsx';
import { Heading, type HeadingLevel, type HeadingSize } from '../Heading/Heading.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { Text } from '../Text/Text.tsx';
import { cx } from '../private/cssVar.ts';
import { root, type SectionVariants } from './Section.css.ts';

export const sectionBackgrounds = ['none', 'surface', 'sunken', 'accentSoft'] as const satisfies readonly NonNullable<SectionVariants['background']>[];
export const sectionWidths = ['container', 'narrow'] as const;
export const sectionAligns = ['start', 'center'] as const;
export const sectionHeadingLevels = [2, 3, 4, 5, 6] as const;

export type SectionHeadingLevel = Exclude<HeadingLevel, 1>;

export interface SectionProps extends Omit<HTMLAttributes<HTMLElement>, 'children' | 'aria-labelledby' | 'aria-label'> {
  /** The section's title. It names the section landmark (`aria-labelledby`), so keep it short. */
  heading: ReactNode;
  /**
   * The heading's outline level. Default `2`: a band of the page under its `h1`. Use `3`+ for a
   * section nested in another one. The page's `h1` belongs in `PageHero`.
   */
  headingLevel?: SectionHeadingLevel;
  /** The heading's visual size. Default: the level's size (2 → `3xl`); `xl` for a footnote-like section. */
  headingSize?: HeadingSize;
  /** The heading's `id`, for `#links` to the section. Default: a generated id. */
  headingId?: string;
  /** A lead paragraph under the heading (large, muted), kept close to it. Default: none. */
  intro?: ReactNode;
  /**
   * The band's background, from the colour roles. Default `'none'` (the page canvas);
   * `'surface'` or `'sunken'` to set a band apart from its neighbours; `'accentSoft'` for a
   * call to action.
   */
  background?: SectionVariants['background'];
  /** Content width. Default `'container'`; `'narrow'` (reading width) for text and calls to action. */
  width?: Extract<ContainerProps['width'], (typeof sectionWidths)[number]>;
  /** Space between the heading and each block of content; responsive. Default `'6'`. */
  space?: Sprinkles['gap'];
  /**
   * Alignment of the heading, the intro and the blocks. Default `'start'`; `'center'` for a
   * short banner (centre the text of the blocks yourself).
   */
  align?: (typeof sectionAligns)[number];
  /** The content, one block per child, spaced by `space`. */
  children?: ReactNode;
  ref?: Ref<HTMLElement>;
  className?: string;
  style?: CSSProperties;
}

/**
 * A band of a page: a `<section>` landmark named by its heading, with a background and the page
 * container inside. Stack the page's bands one after the other, after a `PageHero`.
 */
export function Section({
  heading,
  headingLevel = 2,
  headingSize,
  headingId,
  intro,
  background = 'none',
  width = 'container',
  space = '6',
  align = 'start',
  children,
  className,
  ...rest
}: SectionProps) {
  const generatedId = useId();
  const titleId = headingId ?? generatedId;
  const centered = align === 'center';
  const title = (
    <Heading level={headingLevel} size={headingSize} align={align} id={titleId}>
      {heading}
    </Heading>
  );
  return (
    <section data-component="Section" {...rest} aria-labelledby={titleId} className={cx(root({ background }), className)}>
      <Container width={width}>
        <Stack space={space} align={centered ? 'center' : 'left'}>
          {intro ? (
            <Stack data-part="Header" space="2" align={centered ? 'center' : 'left'}>
              {title}
              <Text size="lg" tone="muted" align={align}>
                {intro}
              </Text>
            </Stack>
          ) : (
            title
          )}
          {children}
        </Stack>
      </Container>
    </section>
  );
}
