export { NoResults, type NoResultsProps } from './NoResults.tsx';
