import { useId, type CSSProperties, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import type { Sprinkles } from '@orisun/tokens';
import { Badge } from '../Badge/Badge.tsx';
import { Container } from '../Container/Container.tsx';
import { Heading } from '../Heading/Heading.tsx';
import { Inline } from '../Inline/Inline.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { Text } from '../Text/Text.tsx';
import { cx } from '../private/cssVar.ts';
import * as styles from './PageHero.css.ts';

export interface PageHeroProps extends Omit<HTMLAttributes<HTMLElement>, 'children' | 'title' | 'aria-labelledby' | 'aria-label'> {
  /** The page's title: rendered as its one `h1`, which also names the hero's section landmark. */
  heading: ReactNode;
  /** The `h1`'s `id`. Default: a generated id. */
  headingId?: string;
  /** A short line above the title in the accent colour ("Who we are"). Default: none. */
  eyebrow?: ReactNode;
  /** A label above the title, as a solid accent badge ("OUR EXPERTISE"). Default: none. */
  badge?: ReactNode;
  /** The lead paragraph under the title (large, muted). Default: none. */
  intro?: ReactNode;
  /** The page's main calls to action (`ButtonLink`s), in a row under the intro. Default: none. */
  actions?: ReactNode;
  /** More content at the end of the hero, such as a `StatGroup`. */
  children?: ReactNode;
  /** Space between the hero's lines; responsive. Default `'5'`. */
  space?: Sprinkles['gap'];
  ref?: Ref<HTMLElement>;
  className?: string;
  style?: CSSProperties;
}

/**
 * The first band of a page: its `h1` on the accent-soft background, with an optional eyebrow or
 * badge above it, the intro, the calls to action and any extra content. One per page; the
 * page's other bands are `Section`s.
 */
export function PageHero({ heading, headingId, eyebrow, badge, intro, actions, children, space = '5', className, ...rest }: PageHeroProps) {
  const generatedId = useId();
  const titleId = headingId ?? generatedId;
  return (
    <section data-component="PageHero" {...rest} aria-labelledby={titleId} className={cx(styles.root, className)}>
      <Container>
        <Stack space={space}>
          {eyebrow && (
            <Text data-part="Eyebrow" size="sm" weight="semibold" tone="accent">
              {eyebrow}
            </Text>
          )}
          {badge && (
            <div data-part="Badge">
              <Badge tone="accent" variant="solid">
                {badge}
              </Badge>
            </div>
          )}
          <Heading level={1} id={titleId}>
            {heading}
          </Heading>
          {intro && (
            <Text size="lg" tone="muted">
              {intro}
            </Text>
          )}
          {actions && <Inline data-part="Actions">{actions}</Inline>}
          {children}
        </Stack>
      </Container>
    </section>
  );
}
