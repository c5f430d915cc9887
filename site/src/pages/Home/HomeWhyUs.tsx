import { Box, Card, Container, Grid, Heading, Icon, Reveal, Stack, Text } from '@orisun/ui';
import { homeWhyUs } from '../../content/home.ts';

/** Why Choose Us: six reasons, each with a decorative icon. */
export function HomeWhyUs() {
  return (
    <Box as="section" aria-labelledby="home-why-title" paddingY={{ mobile: '10', desktop: '12' }}>
      <Container>
        <Stack space="6">
          <Stack space="2">
            <Heading level={2} size="3xl" id="home-why-title">
              {homeWhyUs.heading}
            </Heading>
            <Text size="lg" tone="muted">
              {homeWhyUs.intro}
            </Text>
          </Stack>
          <Grid as="ul" columns={{ mobile: 1, tablet: 2, desktop: 3 }} space="4">
            {homeWhyUs.reasons.map((reason) => (
              <Reveal key={reason.title}>
                <Card>
                  <Stack space="3">
                    <Text as="span" tone="accent">
                      <Icon icon={reason.icon} size="xl" />
                    </Text>
                    <Heading level={3} size="lg">
                      {reason.title}
                    </Heading>
                    <Text tone="muted">{reason.body}</Text>
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
