import { Grid, Reveal, Section } from '@orisun/ui';
import { serviceDetail, services, servicesPage } from '../../content/services.ts';
import { Island } from '../../islands/Island.tsx';
import ServiceCardIsland from './ServiceCard.island.tsx';

/** The six service cards, alternate cards highlighted. */
export function ServicesList() {
  return (
    <Section headingId="services-list-title" heading={servicesPage.cardsHeading}>
      <Grid columns={{ mobile: 1, tablet: 2, desktop: 3 }} space="4">
        {services.map((service, index) => (
          <Reveal key={service.id}>
            <Island component={ServiceCardIsland} props={{ service: serviceDetail(service), highlighted: index % 2 === 1 }} />
          </Reveal>
        ))}
      </Grid>
    </Section>
  );
}
