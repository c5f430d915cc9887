import { HomeAbout } from './HomeAbout.tsx';
import { HomeCta } from './HomeCta.tsx';
import { HomeFaq } from './HomeFaq.tsx';
import { HomeHero } from './HomeHero.tsx';
import { HomeServices } from './HomeServices.tsx';
import { HomeWhyUs } from './HomeWhyUs.tsx';

/** `/`: hero, services, FAQ, why choose us, the about teaser and the call to action (#CTA). */
export default function HomePage() {
  return (
    <>
      <HomeHero />
      <HomeServices />
      <HomeFaq />
      <HomeWhyUs />
      <HomeAbout />
      <HomeCta />
    </>
  );
}
