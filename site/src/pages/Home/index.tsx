import { homeHero } from '../../content/home.ts';

export default function HomePage() {
  return <h1>{homeHero.headline}</h1>;
}
