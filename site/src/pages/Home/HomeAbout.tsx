import { ArrowRight } from 'lucide-react';
import { ButtonLink, Inline, Section, Text, VisuallyHidden } from '@orisun/ui';
import { homeAbout } from '../../content/home.ts';

/** The About Us teaser: three paragraphs and Learn More (→ /about). */
export function HomeAbout() {
  return (
    <Section headingId="home-about-title" heading={homeAbout.heading} background="accentSoft" width="narrow" space="5">
      {homeAbout.paragraphs.map((paragraph) => (
        <Text key={paragraph.slice(0, 24)} size="lg">
          {paragraph}
        </Text>
      ))}
      <Inline>
        <ButtonLink href={homeAbout.link.href} variant="outline" icon={<ArrowRight />} iconPosition="end">
          {homeAbout.link.label}
          <VisuallyHidden> {homeAbout.link.srLabel}</VisuallyHidden>
        </ButtonLink>
      </Inline>
    </Section>
  );
}
