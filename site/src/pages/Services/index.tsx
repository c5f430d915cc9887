import { ServicesBanner } from './ServicesBanner.tsx';
import { ServicesHero } from './ServicesHero.tsx';
import { ServicesList } from './ServicesList.tsx';
import { ServicesProcess } from './ServicesProcess.tsx';

/** `/services`: hero, the six service cards (each opens its detail overlay), the process and the banner. */
export default function ServicesPage() {
  return (
    <>
      <ServicesHero />
      <ServicesList />
      <ServicesProcess />
      <ServicesBanner />
    </>
  );
}
