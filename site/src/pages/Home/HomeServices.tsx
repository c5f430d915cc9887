import { Card, CardLink, Container, Grid, Heading, Reveal, Stack, Text, Box } from '@orisun/ui';
import { homeServices } from '../../content/home.ts';
import { services } from '../../content/services.ts';

/** 'Innovative Solutions': the six services, alternate cards highlighted, each a link to its card on /services. */
export function HomeServices() {
  return (
    <Box as="section" aria-labelledby="home-services-title" paddingY={{ mobile: '10', desktop: '12' }}>
      <Container>
        <Stack space="6">
          <Stack space="2">
            <Heading level={2} size="3xl" id="home-services-title">
              {homeServices.heading}
            </Heading>
            <Text size="lg" tone="muted">
              {homeServices.intro}
            </Text>
          </Stack>
          <Grid as="ul" columns={{ mobile: 1, tablet: 2, desktop: 3 }} space="4">
            {services.map((service, index) => (
              <Reveal key={service.id}>
                <Card tone={index % 2 === 1 ? 'accent' : undefined}>
                  <Stack space="2">
                    <Heading level={3} size="lg">
                      <CardLink href={`/services#${service.id}`}>{service.homeTitle}</CardLink>
                    </Heading>
                    <Text tone="muted">{service.summary}</Text>
                  </Stack>
                </Card>
              </Reveal>
            ))}
          </Grid>
        </Stack>
      </Container>
    </Box>
  );
}
