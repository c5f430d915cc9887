import { HomeCta } from './HomeCta.tsx';
import { HomeHero } from './HomeHero.tsx';

/** `/`: the hero and the call to action (services, FAQ, why us and the about teaser come next). */
export default function HomePage() {
  return (
    <>
      <HomeHero />
      <HomeCta />
    </>
  );
}
