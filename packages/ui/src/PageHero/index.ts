export { PageHero, type PageHeroProps } from './PageHero.tsx';
