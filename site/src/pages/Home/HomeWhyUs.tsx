import { Card, Grid, Heading, Icon, Reveal, Section, Stack, Text } from '@orisun/ui';
import { homeWhyUs } from '../../content/home.ts';

/** Why Choose Us: six reasons, each with a decorative icon. */
export function HomeWhyUs() {
  return (
    <Section headingId="home-why-title" heading={homeWhyUs.heading} intro={homeWhyUs.intro}>
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
    </Section>
  );
}
