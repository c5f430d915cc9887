import { ArrowRight } from 'lucide-react';
import { Box, ButtonLink, Container, Heading, Inline, Stack, Text, VisuallyHidden } from '@orisun/ui';
import { homeAbout } from '../../content/home.ts';

/** The About Us teaser: three paragraphs and Learn More (→ /about). */
export function HomeAbout() {
  return (
    <Box as="section" aria-labelledby="home-about-title" background="accentSoft" paddingY={{ mobile: '10', desktop: '12' }}>
      <Container width="narrow">
        <Stack space="5">
          <Heading level={2} size="3xl" id="home-about-title">
            {homeAbout.heading}
          </Heading>
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
        </Stack>
      </Container>
    </Box>
  );
}
