import { PageHero } from '@orisun/ui';
import { servicesPage } from '../../content/services.ts';

/** 'Technology Solutions That Scale' with the OUR EXPERTISE badge. */
export function ServicesHero() {
  return <PageHero headingId="services-hero-title" badge={servicesPage.badge} heading={servicesPage.heading} intro={servicesPage.intro} space="4" />;
}
