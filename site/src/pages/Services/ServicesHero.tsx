import { Badge, Box, Container, Heading, Stack, Text } from '@orisun/ui';
import { servicesPage } from '../../content/services.ts';

/** 'Technology Solutions That Scale' with the OUR EXPERTISE badge. */
export function ServicesHero() {
  return (
    <Box as="section" aria-labelledby="services-hero-title" background="accentSoft" paddingY={{ mobile: '10', desktop: '12' }}>
      <Container>
        <Stack space="4">
          <Box>
            <Badge tone="accent" variant="solid">
              {servicesPage.badge}
            </Badge>
          </Box>
          <Heading level={1} size="4xl" id="services-hero-title">
            {servicesPage.heading}
          </Heading>
          <Text size="lg" tone="muted">
            {servicesPage.intro}
          </Text>
        </Stack>
      </Container>
    </Box>
  );
}
