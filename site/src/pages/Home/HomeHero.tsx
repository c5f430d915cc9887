import { Box, ButtonLink, Container, Heading, Inline, Stack, Text } from '@orisun/ui';
import { homeHero } from '../../content/home.ts';

/** The hero: the headline (the page's h1), the subtitle and GET STARTED, which jumps to #CTA. */
export function HomeHero() {
  return (
    <Box as="section" aria-labelledby="home-hero-title" background="accentSoft" paddingY={{ mobile: '10', desktop: '12' }}>
      <Container>
        <Stack space="5">
          <Heading level={1} size="4xl" id="home-hero-title">
            {homeHero.headline}
          </Heading>
          <Text size="lg" tone="muted">
            {homeHero.subtitle}
          </Text>
          <Inline>
            <ButtonLink href={homeHero.cta.href} size="lg">
              {homeHero.cta.label}
            </ButtonLink>
          </Inline>
        </Stack>
      </Container>
    </Box>
  );
}
