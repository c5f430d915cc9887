import { Box, Container, Grid, Heading, Reveal, Stack } from '@orisun/ui';
import { services, servicesPage } from '../../content/services.ts';
import { ServiceCard } from './ServiceCard.tsx';

/** The six service cards, alternate cards highlighted. */
export function ServicesList() {
  return (
    <Box as="section" aria-labelledby="services-list-title" paddingY={{ mobile: '10', desktop: '12' }}>
      <Container>
        <Stack space="6">
          <Heading level={2} size="3xl" id="services-list-title">
            {servicesPage.cardsHeading}
          </Heading>
          <Grid columns={{ mobile: 1, tablet: 2, desktop: 3 }} space="4">
            {services.map((service, index) => (
              <Reveal key={service.id}>
                <ServiceCard service={service} highlighted={index % 2 === 1} />
              </Reveal>
            ))}
          </Grid>
        </Stack>
      </Container>
    </Box>
  );
}
