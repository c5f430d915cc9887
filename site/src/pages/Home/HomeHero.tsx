import { ButtonLink, PageHero } from '@orisun/ui';
import { homeHero } from '../../content/home.ts';

/** The hero: the headline (the page's h1), the subtitle and GET STARTED, which jumps to #CTA. */
export function HomeHero() {
  return (
    <PageHero
      headingId="home-hero-title"
      heading={homeHero.headline}
      intro={homeHero.subtitle}
      actions={
        <ButtonLink href={homeHero.cta.href} size="lg">
          {homeHero.cta.label}
        </ButtonLink>
      }
    />
  );
}
