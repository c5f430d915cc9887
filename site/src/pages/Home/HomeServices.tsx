import { Card, CardLink, Grid, Heading, Reveal, Section, Stack, Text } from '@orisun/ui';
import { homeServices } from '../../content/home.ts';
import { localeHref } from '../../i18n/index.ts';
import { services } from '../../content/services.ts';

/** 'Innovative Solutions': the six services, alternate cards highlighted, each a link to its card on /services. */
export function HomeServices() {
  return (
    <Section headingId="home-services-title" heading={homeServices.heading} intro={homeServices.intro}>
      <Grid as="ul" columns={{ mobile: 1, tablet: 2, desktop: 3 }} space="4">
        {services.map((service, index) => (
          <Reveal key={service.id}>
            <Card tone={index % 2 === 1 ? 'accent' : undefined}>
              <Stack space="2">
                <Heading level={3} size="lg">
                  <CardLink href={localeHref(`/services#${service.id}`)}>{service.homeTitle}</CardLink>
                </Heading>
                <Text tone="muted">{service.summary}</Text>
              </Stack>
            </Card>
          </Reveal>
        ))}
      </Grid>
    </Section>
  );
}
