import { Badge, Box, Card, Grid, Heading, Reveal, Section, Stack, Text } from '@orisun/ui';
import * as m from '#messages';
import { servicesPage } from '../../content/services.ts';

/** The four-step process: Discover, Design, Develop, Deploy. */
export function ServicesProcess() {
  const { process } = servicesPage;
  return (
    <Section headingId="services-process-title" heading={process.heading} intro={process.intro} background="sunken">
      <Grid as="ol" columns={{ mobile: 1, tablet: 2, desktop: 4 }} space="4">
        {process.steps.map((step, index) => (
          <Reveal key={step.step}>
            <Card>
              <Stack space="3">
                <Box>
                  <Badge tone="accent">{m.services_processStepBadge({ number: index + 1 })}</Badge>
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
    </Section>
  );
}
