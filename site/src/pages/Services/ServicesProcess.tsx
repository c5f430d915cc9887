import { Badge, Box, Card, Container, Grid, Heading, Reveal, Stack, Text } from '@orisun/ui';
import { servicesPage } from '../../content/services.ts';

/** The four-step process: Discover, Design, Develop, Deploy. */
export function ServicesProcess() {
  const { process } = servicesPage;
  return (
    <Box as="section" aria-labelledby="services-process-title" background="sunken" paddingY={{ mobile: '10', desktop: '12' }}>
      <Container>
        <Stack space="6">
          <Stack space="2">
            <Heading level={2} size="3xl" id="services-process-title">
              {process.heading}
            </Heading>
            <Text size="lg" tone="muted">
              {process.intro}
            </Text>
          </Stack>
          <Grid as="ol" columns={{ mobile: 1, tablet: 2, desktop: 4 }} space="4">
            {process.steps.map((step, index) => (
              <Reveal key={step.step}>
                <Card>
                  <Stack space="3">
                    <Box>
                      <Badge tone="accent">Step {index + 1}</Badge>
                    </Box>
                    <Heading level={3} size="lg">
                      {step.step}
                    </Heading>
                    <Text tone="muted">{step.detail}</Text>
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
